/**
 * training-internal-list-self (my trainings): the caller's applications and nominations with their
 * state (withdrawn while not final, or when final until the batch begins), and the trainings
 * attended with certificates and feedback.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Rate, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationRow, Certificate, TraineeRow } from '../../../../common/contracts/training.contract';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { CertificatePrint } from '../components/certificate-print';
import { StatusTag } from '../components/training-tags';
import { fetchCertificate, useFeedback, useMyTrainings, useWithdraw } from '../training.api';

/** Today's date in Dhaka: a final trainee may withdraw until the day before the batch begins. */
const dhakaToday = () => new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);

export default function MyTrainingsPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const mine = useMyTrainings();
  const today = dhakaToday();
  const withdraw = useWithdraw();
  const feedback = useFeedback();
  const [certificate, setCertificate] = useState<Certificate | null>(null);
  const [rating, setRating] = useState<{ id: number; stars: number; comment: string } | null>(null);
  const title = (row: { batch: { title: { nameBn: string; nameEn: string } } }) =>
    lang === 'bn' ? row.batch.title.nameBn : row.batch.title.nameEn;
  const dates = (row: { batch: { startDate: string; endDate: string } }) =>
    `${localDigits(row.batch.startDate, lang)} – ${localDigits(row.batch.endDate, lang)}`;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Panel title={t('myApplications')}>
        <DataTable<ApplicationRow>
          label={t('myApplications')}
          rowKey="id"
          loading={mine.isFetching}
          dataSource={mine.data?.applications}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyMine')} /> }}
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
                  <Button
                    size="small"
                    onClick={() =>
                      withdraw.mutate(row.id, {
                        onSuccess: () => toast('success', t('saved')),
                        onError: (error) => showError(error),
                      })
                    }
                  >
                    {t('withdraw')}
                  </Button>
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
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
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
                <Space wrap size={4}>
                  {row.status === 'completed' && (
                    <Button
                      size="small"
                      icon={<PrinterOutlined />}
                      onClick={() => fetchCertificate(row.id).then(setCertificate).catch(showError)}
                    >
                      {t('certificate')}
                    </Button>
                  )}
                  {row.daysPresent > 0 && row.feedbackRating === null && (
                    <Button size="small" onClick={() => setRating({ id: row.id, stars: 5, comment: '' })}>
                      {t('giveFeedback')}
                    </Button>
                  )}
                  {row.feedbackRating !== null &&
                    `${t('rating')}: ${localDigits(row.feedbackRating, lang)}/${localDigits(5, lang)}`}
                </Space>
              ),
            },
          ]}
        />
      </Panel>
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
      <Modal
        open={rating !== null}
        title={t('giveFeedback')}
        onCancel={() => setRating(null)}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={feedback.isPending}
        onOk={() =>
          rating &&
          feedback.mutate(
            { id: rating.id, rating: rating.stars, comment: rating.comment.trim() || undefined },
            {
              onSuccess: () => {
                toast('success', t('thanks'));
                setRating(null);
              },
              onError: (error) => showError(error),
            },
          )
        }
      >
        {rating && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Rate
              aria-label={t('rating')}
              value={rating.stars}
              onChange={(stars) => setRating({ ...rating, stars })}
            />
            <Input.TextArea
              aria-label={t('comment')}
              placeholder={t('comment')}
              maxLength={1000}
              value={rating.comment}
              onChange={(event) => setRating({ ...rating, comment: event.target.value })}
            />
          </Space>
        )}
      </Modal>
    </Space>
  );
}
