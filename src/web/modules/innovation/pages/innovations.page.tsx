/**
 * /innovations: figures at the top (each a link to the list it counts), then the innovations the
 * caller may see, searched, filtered and sorted on the server, with an Excel export. The filters
 * live in the address, so a figure's link and the back button give the same list.
 */
import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  INNOVATION_PATHS,
  INNOVATION_STATUSES,
  type InnovationFigures,
  type InnovationSummary,
} from '../../../../common/contracts/innovation.contract';
import { nameOf } from '../../../../common/labels';
import { canDecideInnovations, canRecordInnovations, isAppAdmin } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { StatusTag } from '../components/status-tag';
import { useInnovationFigures, useInnovations } from '../innovation.api';

const FILTER_KEYS = ['status', 'fiscalYear', 'nationWide', 'officeId', 'search'] as const;
const SORTS: Record<string, { sort: string; order: string }> = {
  createdAt: { sort: 'createdAt', order: 'desc' },
  createdAtAsc: { sort: 'createdAt', order: 'asc' },
  title: { sort: 'title', order: 'asc' },
  budget: { sort: 'budget', order: 'desc' },
  pilotingDate: { sort: 'pilotingDate', order: 'desc' },
};

/** The fiscal years a filter offers: this one and the six before it. */
function recentFiscalYears(current: string): string[] {
  const start = Number(current.slice(0, 4));
  return Array.from({ length: 7 }, (_, index) => {
    const year = start - index;
    return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  });
}

export default function InnovationsPage() {
  const { t } = useTranslation('innovation');
  const lang = useLang();
  const subject = useSubject();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [exporting, setExporting] = useState(false);
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const sortKey = params.get('sort') ?? 'createdAt';
  const query = {
    page: paging.page,
    pageSize: paging.pageSize,
    ...filters,
    ...(SORTS[sortKey] ?? SORTS.createdAt),
  };
  const list = useInnovations(query);
  const figures = useInnovationFigures({ officeId: filters.officeId });
  const pagination = useTablePagination(paging, list.data?.total, 'innovation:total');
  const admin = isAppAdmin(subject);

  const setFilter = (key: string, value: string | number | null | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: true });
    paging.reset();
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(
        withQuery(INNOVATION_PATHS.export, { ...filters, ...SORTS[sortKey] }),
        `innovations-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const filtered = FILTER_KEYS.some((key) => filters[key]);
  const emptyText =
    filters.status === 'submitted' && canDecideInnovations(subject) && !filters.search
      ? t('emptyQueue')
      : filtered
        ? t('emptyFiltered')
        : t('emptyOwn');

  const columns: DataColumns<InnovationSummary> = [
    {
      title: t('title'),
      key: 'title',
      width: 320,
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/innovations/${item.id}`}>
            <Typography.Text strong>{item.title}</Typography.Text>
          </Link>
          <Typography.Text type="secondary">
            {[nameOf(item.innovator, lang), nameOf(item.innovator.designation, lang)]
              .filter(Boolean)
              .join(', ')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('office'),
      key: 'office',
      width: 220,
      render: (_, item) => nameOf(item.office, lang),
    },
    {
      title: t('fiscalYear'),
      key: 'fiscalYear',
      width: 100,
      render: (_, item) => (item.fiscalYear ? localDigits(item.fiscalYear, lang) : '—'),
    },
    {
      title: t('budget'),
      key: 'budget',
      width: 130,
      align: 'right',
      render: (_, item) => (item.budget ? formatNumber(Number(item.budget), lang) : '—'),
    },
    {
      title: t('status'),
      key: 'status',
      width: 170,
      render: (_, item) => (
        <Space orientation="vertical" size={2}>
          <StatusTag status={item.status} />
          {item.nationWide && <Typography.Text type="secondary">{t('nationWide')}</Typography.Text>}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {figures.data && <Figures figures={figures.data} />}
      <Panel
        title={t('innovations')}
        extra={
          <Space wrap>
            <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
              {t('exportExcel')}
            </Button>
            {canRecordInnovations(subject) && (
              <Link to="/innovations/new">
                <Button type="primary" icon={<PlusOutlined />}>
                  {t('newInnovation')}
                </Button>
              </Link>
            )}
          </Space>
        }
      >
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
          <Col xs={24} md={admin ? 8 : 6}>
            <Input.Search
              key={filters.search ?? ''}
              allowClear
              defaultValue={filters.search}
              placeholder={t('search')}
              aria-label={t('search')}
              onSearch={(value) => setFilter('search', value.trim())}
            />
          </Col>
          <Col xs={12} md={admin ? 4 : 5}>
            <Select
              allowClear
              style={{ width: '100%' }}
              aria-label={t('status')}
              placeholder={t('allStatuses')}
              value={filters.status}
              onChange={(value) => setFilter('status', value)}
              options={INNOVATION_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) }))}
            />
          </Col>
          <Col xs={12} md={admin ? 3 : 4}>
            <Select
              allowClear
              style={{ width: '100%' }}
              aria-label={t('fiscalYear')}
              placeholder={t('allFiscalYears')}
              value={filters.fiscalYear}
              onChange={(value) => setFilter('fiscalYear', value)}
              options={recentFiscalYears(figures.data?.fiscalYear ?? '2025-26').map((year) => ({
                value: year,
                label: localDigits(year, lang),
              }))}
            />
          </Col>
          <Col xs={12} md={admin ? 3 : 4}>
            <Select
              allowClear
              style={{ width: '100%' }}
              aria-label={t('nationWideFilter')}
              placeholder={t('nationWideFilter')}
              value={filters.nationWide}
              onChange={(value) => setFilter('nationWide', value)}
              options={[
                { value: 'yes', label: t('nationWideOnly') },
                { value: 'no', label: t('localOnly') },
              ]}
            />
          </Col>
          <Col xs={12} md={admin ? 3 : 5}>
            <Select
              style={{ width: '100%' }}
              aria-label={t('sortBy')}
              value={SORTS[sortKey] ? sortKey : 'createdAt'}
              onChange={(value) => setFilter('sort', value === 'createdAt' ? null : value)}
              options={Object.keys(SORTS).map((key) => ({ value: key, label: t(`sort_${key}`) }))}
            />
          </Col>
          {admin && (
            <Col xs={24} md={3}>
              <OptionSelect
                kind="offices"
                placeholder={t('officeFilter')}
                value={filters.officeId ? Number(filters.officeId) : null}
                onChange={(value) => setFilter('officeId', value)}
              />
            </Col>
          )}
        </Row>
        <DataTable<InnovationSummary>
          label={t('innovations')}
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
          pagination={pagination}
          scroll={{ x: 900 }}
        />
      </Panel>
    </Space>
  );
}

/** The small figures above the list; each opens the list it counts. */
function Figures({ figures }: { figures: InnovationFigures }) {
  const { t } = useTranslation('innovation');
  const lang = useLang();
  const items: { key: string; label: string; value: number; to: string }[] = [
    { key: 'total', label: t('figureTotal'), value: figures.total, to: '/innovations' },
    {
      key: 'year',
      label: t('figureThisYear', { year: localDigits(figures.fiscalYear, lang) }),
      value: figures.thisFiscalYear,
      to: `/innovations?fiscalYear=${figures.fiscalYear}`,
    },
    ...INNOVATION_STATUSES.map((status) => ({
      key: status,
      label: t(`status_${status}`),
      value: figures.byStatus[status],
      to: `/innovations?status=${status}`,
    })),
  ];
  return (
    <section aria-label={t('figures')} data-testid="innovation-figures">
      <Row gutter={[12, 12]}>
        {items.map((item) => (
          <Col key={item.key} xs={12} sm={8} lg={6} xl={3}>
            <Link to={item.to} className="innovation-figure" data-figure={item.key}>
              <Panel size="small" hoverable>
                <Typography.Text type="secondary">{item.label}</Typography.Text>
                <div style={{ fontSize: 22, fontWeight: 600 }}>{formatNumber(item.value, lang)}</div>
              </Panel>
            </Link>
          </Col>
        ))}
      </Row>
    </section>
  );
}
