/**
 * trainee-list and userlist (and the internal set): the final trainees, filtered by batch and status
 * and searched by name, with an Excel file; a batch's attendance sheet (taken by day and printed
 * in Bangla), its feedback, each enrolled trainee completed or marked incomplete, and each completed
 * trainee's certificate to print.
 */
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Empty, Input, Modal, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Certificate,
  TRAINEE_STATUSES,
  TRAINING_PATHS,
  type TraineeRow,
} from '../../../../common/contracts/training.contract';
import { toBanglaDigits } from '../../../../common/digits';
import { DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { BatchSelect } from '../components/batch-select';
import { CertificatePrint } from '../components/certificate-print';
import { FeedbackModal } from '../components/feedback-modal';
import { TraineeOutcome } from '../components/trainee-outcome';
import { useTrainingKind } from '../components/training-kind';
import { StatusTag } from '../components/training-tags';
import { fetchCertificate, useAttendance, useRecordAttendance, useTrainees } from '../training.api';

export default function TraineeListPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const kind = useTrainingKind();
  const paging = usePaging();
  const { debounced, setSearch } = useDebouncedSearch();
  const [batchId, setBatchId] = useState<number>();
  const [status, setStatus] = useState<string>();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [certificate, setCertificate] = useState<Certificate | null>(null);
  const filter = { kind, batchId, status, search: debounced || undefined };
  const list = useTrainees({ ...filter, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'training:total');

  const columns = [
    {
      title: t('name'),
      key: 'name',
      render: (_: unknown, row: TraineeRow) => (lang === 'bn' ? row.person.nameBn : row.person.nameEn),
    },
    {
      title: t('designation'),
      key: 'designation',
      render: (_: unknown, row: TraineeRow) => row.person.designation ?? '—',
    },
    {
      title: t('office'),
      key: 'office',
      render: (_: unknown, row: TraineeRow) =>
        row.person.office ? (lang === 'bn' ? row.person.office.nameBn : row.person.office.nameEn) : '—',
    },
    { title: t('batch'), key: 'batch', render: (_: unknown, row: TraineeRow) => row.batch.nameBn },
    {
      title: t('title'),
      key: 'title',
      render: (_: unknown, row: TraineeRow) =>
        lang === 'bn' ? row.batch.title.nameBn : row.batch.title.nameEn,
    },
    {
      title: t('daysPresent'),
      key: 'days',
      render: (_: unknown, row: TraineeRow) => localDigits(row.daysPresent, lang),
    },
    {
      title: t('status'),
      key: 'status',
      render: (_: unknown, row: TraineeRow) => <StatusTag prefix="trainee" value={row.status} />,
    },
    {
      title: t('decide'),
      key: 'decide',
      render: (_: unknown, row: TraineeRow) => <TraineeOutcome row={row} />,
    },
    {
      title: t('certificate'),
      key: 'certificate',
      render: (_: unknown, row: TraineeRow) =>
        row.status === 'completed' ? (
          <Button
            size="small"
            icon={<PrinterOutlined />}
            onClick={() => fetchCertificate(row.id).then(setCertificate).catch(showError)}
          >
            {t('certificate')}
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Panel
      title={t('traineeList')}
      extra={
        <Space wrap>
          <Button disabled={!batchId} onClick={() => setSheetOpen(true)}>
            {t('attendanceSheet')}
          </Button>
          <Button disabled={!batchId} onClick={() => setFeedbackOpen(true)}>
            {t('batchFeedback')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadFile(withQuery(TRAINING_PATHS.traineesExport, filter), 'trainees.xlsx').catch(showError)
            }
          >
            {t('exportExcel')}
          </Button>
        </Space>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={10}>
          <BatchSelect
            kind={kind}
            value={batchId}
            onChange={(id) => {
              setBatchId(id);
              paging.reset();
            }}
          />
        </Col>
        <Col xs={24} md={6}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            value={status}
            onChange={(value) => {
              setStatus(value);
              paging.reset();
            }}
            options={TRAINEE_STATUSES.map((value) => ({ value, label: t(`trainee_${value}`) }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <Input.Search
            allowClear
            aria-label={t('searchPeople')}
            placeholder={t('searchPeople')}
            onChange={(event) => {
              setSearch(event.target.value);
              paging.reset();
            }}
          />
        </Col>
      </Row>
      <DataTable
        label={t('traineeList')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyTrainees')} />,
        }}
      />
      {sheetOpen && batchId && <AttendanceSheetModal batchId={batchId} onClose={() => setSheetOpen(false)} />}
      {feedbackOpen && batchId && <FeedbackModal batchId={batchId} onClose={() => setFeedbackOpen(false)} />}
      <Modal
        open={certificate !== null}
        onCancel={() => setCertificate(null)}
        title={t('certificate')}
        width={820}
        footer={
          certificate && (
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              onClick={() => printElement(`certificate-${certificate.traineeId}`)}
            >
              {t('printCertificate')}
            </Button>
          )
        }
      >
        {certificate && <CertificatePrint certificate={certificate} />}
      </Modal>
    </Panel>
  );
}

/** One day's attendance of a batch: ticked and saved, or printed blank for signatures. */
function AttendanceSheetModal({ batchId, onClose }: { batchId: number; onClose: () => void }) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const [day, setDay] = useState<string>();
  const sheet = useAttendance(batchId, day);
  const record = useRecordAttendance();
  const [present, setPresent] = useState<number[]>([]);
  const data = sheet.data;
  useEffect(() => {
    if (data) setPresent(data.rows.filter((row) => row.present).map((row) => row.traineeId));
  }, [data]);
  return (
    <Modal
      open
      onCancel={onClose}
      title={t('attendanceSheet')}
      width={860}
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
                  <th key={head} style={{ border: '1px solid #888', padding: 4 }}>
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row, index) => (
                <tr key={row.traineeId}>
                  <td style={{ border: '1px solid #888', padding: 4 }}>{toBanglaDigits(index + 1)}</td>
                  <td style={{ border: '1px solid #888', padding: 4 }}>{row.person.nameBn}</td>
                  <td style={{ border: '1px solid #888', padding: 4 }}>
                    {[row.person.designation, row.person.office?.nameBn].filter(Boolean).join(', ')}
                  </td>
                  <td style={{ border: '1px solid #888', padding: 4, textAlign: 'center' }}>
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
                  <td style={{ border: '1px solid #888', padding: 4, minWidth: 120 }} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
