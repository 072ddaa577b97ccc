/**
 * A batch's feedback for its admin: how many answered, the average rating and how many gave each
 * rating, and the comments page by page, with the Excel file of all of them. Drawn with the UI kit;
 * the plain trainee list opens it through training-parts.tsx.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Modal, Progress, Rate, Row, Space, Statistic } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackRow } from '../../../../common/contracts/training.contract';
import { TRAINING_PATHS } from '../../../../common/contracts/training.paths';
import { DataTable } from '../../../components/data-table';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useBatchFeedback } from '../training.api';

export function FeedbackModal({
  batchId,
  open = true,
  onClose,
}: {
  batchId: number | null;
  open?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const paging = usePaging();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening (or another batch) starts on page one
  useEffect(() => {
    if (open) paging.reset();
  }, [open, batchId]);
  const feedback = useBatchFeedback(open ? batchId : null, { page: paging.page, pageSize: paging.pageSize });
  const data = feedback.data;
  const pagination = useTablePagination(paging, data?.total, 'training:total');
  const columns = [
    {
      title: t('name'),
      key: 'name',
      render: (_: unknown, row: FeedbackRow) => (lang === 'bn' ? row.person.nameBn : row.person.nameEn),
    },
    {
      title: t('office'),
      key: 'office',
      render: (_: unknown, row: FeedbackRow) =>
        row.person.office ? (lang === 'bn' ? row.person.office.nameBn : row.person.office.nameEn) : '—',
    },
    {
      title: t('rating'),
      key: 'rating',
      render: (_: unknown, row: FeedbackRow) => localDigits(row.rating, lang),
    },
    { title: t('comment'), key: 'comment', render: (_: unknown, row: FeedbackRow) => row.comment ?? '—' },
    {
      title: t('date'),
      key: 'date',
      render: (_: unknown, row: FeedbackRow) => formatDate(row.createdAt, lang),
    },
  ];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={data ? `${t('batchFeedback')}: ${data.batch.nameBn}` : t('batchFeedback')}
      width={900}
      footer={
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            batchId !== null &&
            downloadFile(TRAINING_PATHS.batchFeedbackExport(batchId), 'training-feedback.xlsx').catch(
              showError,
            )
          }
        >
          {t('exportExcel')}
        </Button>
      }
    >
      {data && (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={12} md={6}>
            <Statistic title={t('answers')} value={localDigits(data.answers, lang)} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title={t('averageRating')}
              value={data.average === null ? '—' : localDigits(data.average.toFixed(1), lang)}
            />
            {data.average !== null && <Rate disabled allowHalf value={Math.round(data.average * 2) / 2} />}
          </Col>
          <Col xs={24} md={12}>
            <Space direction="vertical" style={{ width: '100%' }} size={2}>
              {[5, 4, 3, 2, 1].map((rating) => {
                const count = data.byRating[rating - 1] ?? 0;
                return (
                  <Row key={rating} gutter={8} align="middle" wrap={false}>
                    <Col flex="80px">{t('ratingCount', { rating: localDigits(rating, lang) })}</Col>
                    <Col flex="auto">
                      <Progress
                        aria-label={t('ratingCount', { rating: localDigits(rating, lang) })}
                        percent={data.answers ? Math.round((count / data.answers) * 100) : 0}
                        format={() => localDigits(count, lang)}
                      />
                    </Col>
                  </Row>
                );
              })}
            </Space>
          </Col>
        </Row>
      )}
      <DataTable
        label={t('batchFeedback')}
        rowKey="traineeId"
        columns={columns}
        dataSource={data?.items}
        loading={feedback.isFetching}
        pagination={pagination}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyFeedback')} />,
        }}
      />
    </Modal>
  );
}
