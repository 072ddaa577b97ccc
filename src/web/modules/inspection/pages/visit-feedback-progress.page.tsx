/**
 * visit-feedback-progress/{officeString?} (and /visit-feedback-progress): how the recommendations
 * of an office (the caller's by default) and of each office under it stand, rolled up the office
 * tree (an office's row counts every office below it; a row opens that office's own progress);
 * and the recommendations themselves, paged, filtered and exported, each opening its updates.
 */
import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Select, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  type FeedbackRow,
  INSPECTION_PATHS,
  RECOMMENDATION_STATUSES,
  type RecommendationSummary,
} from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { RecommendationStatusTag } from '../components/inspection-tags';
import { LabLine } from '../components/lab-name';
import { RecommendationDrawer } from '../components/recommendation-drawer';
import { useFeedback, useRecommendations } from '../inspection.api';

export function RecommendationList({ officeId }: { officeId?: number }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const paging = usePaging();
  const [scope, setScope] = useState(officeId ? 'all' : 'responsible');
  const [status, setStatus] = useState<string | undefined>();
  const [overdue, setOverdue] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const filters = {
    scope,
    status,
    officeId,
    overdue: overdue ? 'yes' : undefined,
    search: paging.search || undefined,
  };
  const list = useRecommendations({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const columns: DataColumns<RecommendationSummary> = [
    {
      title: t('recommendation'),
      key: 'text',
      width: 300,
      render: (_, row) => (
        <Button
          type="link"
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}
          onClick={() => setOpenId(row.id)}
        >
          {row.text}
        </Button>
      ),
    },
    {
      title: t('responsibleOffice'),
      key: 'office',
      width: 220,
      render: (_, row) => (
        <>
          {nameOf(row.responsibleOffice, lang)}
          <LabLine lab={row.lab} />
        </>
      ),
    },
    { title: t('deadline'), key: 'deadline', width: 120, render: (_, row) => formatDate(row.deadline, lang) },
    {
      title: t('progressPercent'),
      key: 'progress',
      width: 100,
      render: (_, row) => `${localDigits(row.progress, lang)}%`,
    },
    {
      title: t('status'),
      key: 'status',
      width: 200,
      render: (_, row) => <RecommendationStatusTag status={row.status} overdue={row.overdue} />,
    },
  ];
  return (
    <>
      <Tabs
        className="wrapping-tabs"
        activeKey={scope}
        onChange={(key) => {
          setScope(key);
          paging.reset();
        }}
        items={[
          { key: 'responsible', label: t('forMyOffice') },
          { key: 'raised', label: t('raisedByUs') },
          { key: 'all', label: t('allUnder') },
        ]}
      />
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            allowClear
            placeholder={t('searchRecommendation')}
            aria-label={t('searchRecommendation')}
            onSearch={(value) => paging.setSearch(value.trim())}
          />
        </Col>
        <Col xs={24} md={6}>
          <Select
            allowClear
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            style={{ width: '100%' }}
            value={status}
            onChange={(value) => {
              setStatus(value);
              paging.reset();
            }}
            options={RECOMMENDATION_STATUSES.map((value) => ({ value, label: t(`rec_${value}`) }))}
          />
        </Col>
        <Col xs={24} md={10}>
          <Space wrap>
            <Button
              type={overdue ? 'primary' : 'default'}
              onClick={() => setOverdue(!overdue)}
              aria-pressed={overdue}
            >
              {t('overdueOnly')}
            </Button>
            <Button
              icon={<FileExcelOutlined />}
              onClick={() =>
                downloadFile(
                  withQuery(INSPECTION_PATHS.recommendationsExport, filters),
                  `recommendations-${dayjs().format('YYYY-MM-DD')}.xlsx`,
                ).catch(showError)
              }
            >
              {t('exportExcel')}
            </Button>
          </Space>
        </Col>
      </Row>
      <DataTable
        label={t('recommendations')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyRecommendations')} />,
        }}
        scroll={{ x: 940 }}
      />
      <RecommendationDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

export default function VisitFeedbackProgressPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const navigate = useNavigate();
  const { officeString } = useParams();
  const officeId = /^\d{1,9}$/.test(officeString ?? '') ? Number(officeString) : undefined;
  const feedback = useFeedback(officeId);
  const columns: DataColumns<FeedbackRow> = [
    {
      title: t('office'),
      key: 'office',
      width: 240,
      render: (_, row) => (
        <Button
          type="link"
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}
          onClick={() => navigate(`/inspection-mgt/visit-feedback-progress/${row.office.id}`)}
        >
          {nameOf(row.office, lang)}
        </Button>
      ),
    },
    { title: t('total'), key: 'total', width: 80, render: (_, row) => localDigits(row.total, lang) },
    { title: t('rec_open'), key: 'open', width: 80, render: (_, row) => localDigits(row.open, lang) },
    {
      title: t('rec_in_progress'),
      key: 'ip',
      width: 110,
      render: (_, row) => localDigits(row.inProgress, lang),
    },
    {
      title: t('rec_implemented'),
      key: 'impl',
      width: 120,
      render: (_, row) => localDigits(row.implemented, lang),
    },
    { title: t('rec_closed'), key: 'closed', width: 90, render: (_, row) => localDigits(row.closed, lang) },
    { title: t('overdue'), key: 'overdue', width: 90, render: (_, row) => localDigits(row.overdue, lang) },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <Panel title={t('visitFeedbackProgress')}>
        <DataTable
          label={t('visitFeedbackProgress')}
          rowKey={(row) => row.office.id}
          columns={columns}
          dataSource={feedback.data}
          loading={feedback.isFetching}
          pagination={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyRecommendations')} />,
          }}
          scroll={{ x: 810 }}
        />
      </Panel>
      <Panel title={t('recommendations')}>
        <RecommendationList officeId={officeId} />
      </Panel>
    </Space>
  );
}
