/**
 * One day's attendance of a batch: ticked and saved, or printed blank for signatures, in Bangla.
 * Drawn with the UI kit; the plain trainee list opens it through training-parts.tsx. Each opening
 * starts on no day, as a fresh sheet.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toBanglaDigits } from '../../../../common/digits';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useAttendance, useRecordAttendance } from '../training.api';

const cell = { border: '1px solid #888', padding: 4 } as const;

export function AttendanceSheetDialog({
  batchId,
  open,
  onClose,
}: {
  batchId: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const [day, setDay] = useState<string>();
  const sheet = useAttendance(open ? batchId : null, day);
  const record = useRecordAttendance();
  const [present, setPresent] = useState<number[]>([]);
  const data = sheet.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening (or another batch) starts on no day
  useEffect(() => {
    if (open) setDay(undefined);
  }, [open, batchId]);
  useEffect(() => {
    if (data) setPresent(data.rows.filter((row) => row.present).map((row) => row.traineeId));
  }, [data]);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('attendanceSheet')}
      width={860}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button icon={<PrinterOutlined />} onClick={() => printElement(`attendance-${batchId}`)}>
            {t('print')}
          </Button>
          <Button
            type="primary"
            disabled={!day}
            loading={record.isPending}
            onClick={() =>
              day &&
              batchId &&
              record.mutate(
                { id: batchId, day, present },
                { onSuccess: () => toast('success', t('saved')), onError: (error) => showError(error) },
              )
            }
          >
            {t('saveAttendance')}
          </Button>
        </Space>
      }
    >
      <Select
        style={{ width: '100%', marginBottom: 12 }}
        aria-label={t('day')}
        placeholder={t('day')}
        value={day}
        onChange={setDay}
        options={(data?.days ?? []).map((value) => ({ value, label: localDigits(value, lang) }))}
      />
      {data && (
        <div id={`attendance-${batchId}`} lang="bn">
          <h3 style={{ textAlign: 'center' }}>
            হাজিরা শিট: {data.batch.title.nameBn}, {data.batch.nameBn}
          </h3>
          <p style={{ textAlign: 'center' }}>
            {data.batch.venue}; তারিখ: {day ? toBanglaDigits(day) : '……………'}
          </p>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <caption className="visually-hidden">{t('attendanceSheet')}</caption>
            <thead>
              <tr>
                {['ক্রম', 'নাম', 'পদবি ও অফিস', 'উপস্থিত', 'স্বাক্ষর'].map((head) => (
                  <th key={head} style={cell}>
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row, index) => (
                <tr key={row.traineeId}>
                  <td style={cell}>{toBanglaDigits(index + 1)}</td>
                  <td style={cell}>{row.person.nameBn}</td>
                  <td style={cell}>
                    {[row.person.designation, row.person.office?.nameBn].filter(Boolean).join(', ')}
                  </td>
                  <td style={{ ...cell, textAlign: 'center' }}>
                    <Checkbox
                      aria-label={`${t('present')}: ${row.person.nameBn}`}
                      disabled={!day}
                      checked={present.includes(row.traineeId)}
                      onChange={(event) =>
                        setPresent((old) =>
                          event.target.checked
                            ? [...old, row.traineeId]
                            : old.filter((id) => id !== row.traineeId),
                        )
                      }
                    />
                  </td>
                  <td style={{ ...cell, minWidth: 120 }} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
