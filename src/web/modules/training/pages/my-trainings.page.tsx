/**
 * training-internal-list-self (my trainings): the caller's applications and nominations with their
 * state (withdrawn while not final, or when final until the batch begins), and the trainings
 * attended with certificates and feedback. Plain HTML; a certificate and the feedback form bring the
 * UI kit when first opened (components/training-parts.tsx).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationRow, Certificate, TraineeRow } from '../../../../common/contracts/training.contract';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { CertificatePart, RatingPart } from '../components/training-parts';
import { StatusTag } from '../components/training-tags';
import { fetchCertificate, useMyTrainings, useWithdraw } from '../training.api';

/** Today's date in Dhaka: a final trainee may withdraw until the day before the batch begins. */
const dhakaToday = () => new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);

export default function MyTrainingsPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const mine = useMyTrainings();
  const today = dhakaToday();
  const withdraw = useWithdraw();
  const [certificate, setCertificate] = useState<Certificate | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const title = (row: { batch: { title: { nameBn: string; nameEn: string } } }) =>
    lang === 'bn' ? row.batch.title.nameBn : row.batch.title.nameEn;
  const dates = (row: { batch: { startDate: string; endDate: string } }) =>
    `${localDigits(row.batch.startDate, lang)} – ${localDigits(row.batch.endDate, lang)}`;
  return (
    <div className="page-stack">
      <Panel title={t('myApplications')}>
        <DataTable<ApplicationRow>
          label={t('myApplications')}
          rowKey="id"
          loading={mine.isFetching}
          dataSource={mine.data?.applications}
          pagination={false}
          locale={{ emptyText: t('emptyMine') }}
          scroll={{ x: 760 }}
          columns={[
            { title: t('title'), key: 'title', render: (_, row) => title(row) },
            { title: t('batch'), key: 'batch', render: (_, row) => row.batch.nameBn },
            { title: t('dates'), key: 'dates', render: (_, row) => dates(row) },
            { title: t('source'), key: 'source', render: (_, row) => t(`source_${row.source}`) },
            {
              title: t('status'),
              key: 'status',
              render: (_, row) => <StatusTag prefix="entry" value={row.status} />,
            },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, row) =>
                ['applied', 'shortlisted', 'waitlisted'].includes(row.status) ||
                (row.status === 'trainee' && row.batch.startDate > today) ? (
                  <button
                    type="button"
                    className="action-button small"
                    disabled={withdraw.isPending && withdraw.variables === row.id}
                    onClick={() =>
                      withdraw.mutate(row.id, {
                        onSuccess: () => toast('success', t('saved')),
                        onError: (error) => showError(error),
                      })
                    }
                  >
                    {t('withdraw')}
                  </button>
                ) : null,
            },
          ]}
        />
      </Panel>
      <Panel title={t('myCourses')}>
        <DataTable<TraineeRow>
          label={t('myCourses')}
          rowKey="id"
          loading={mine.isFetching}
          dataSource={mine.data?.trainings}
          pagination={false}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 760 }}
          columns={[
            { title: t('title'), key: 'title', render: (_, row) => title(row) },
            { title: t('batch'), key: 'batch', render: (_, row) => row.batch.nameBn },
            { title: t('dates'), key: 'dates', render: (_, row) => dates(row) },
            { title: t('daysPresent'), key: 'days', render: (_, row) => localDigits(row.daysPresent, lang) },
            {
              title: t('status'),
              key: 'status',
              render: (_, row) => <StatusTag prefix="trainee" value={row.status} />,
            },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, row) => (
                <div className="cell-actions">
                  {row.status === 'completed' && (
                    <button
                      type="button"
                      className="action-button small"
                      onClick={() => fetchCertificate(row.id).then(setCertificate).catch(showError)}
                    >
                      <PrinterOutlined />
                      {t('certificate')}
                    </button>
                  )}
                  {row.daysPresent > 0 && row.feedbackRating === null && (
                    <button type="button" className="action-button small" onClick={() => setRating(row.id)}>
                      {t('giveFeedback')}
                    </button>
                  )}
                  {row.feedbackRating !== null &&
                    `${t('rating')}: ${localDigits(row.feedbackRating, lang)}/${localDigits(5, lang)}`}
                </div>
              ),
            },
          ]}
        />
      </Panel>
      <CertificatePart certificate={certificate} onClose={() => setCertificate(null)} />
      <RatingPart traineeId={rating} onClose={() => setRating(null)} />
    </div>
  );
}
