/**
 * /admin-supports: the support desk's queue, the caller's level and below, filtered by status,
 * level, reason, assignee and overdue (no first answer within the working-day limit), searched on
 * the server and exported to Excel. The filters live in the address.
 */
import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Select, Space, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  MAX_SUPPORT_LEVEL,
  SUPPORT_PATHS,
  SUPPORT_REASONS,
  SUPPORT_STATUSES,
  type TicketSummary,
} from '../../../../common/contracts/support.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { OverdueTag, ReasonTag, StatusTag } from '../components/ticket-tags';
import { useQueue } from '../support.api';

const FILTER_KEYS = ['status', 'level', 'reason', 'assigned', 'overdue', 'search'] as const;

export default function AdminSupportsPage() {
  const { t } = useTranslation('support');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [exporting, setExporting] = useState(false);
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const list = useQueue({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'support:total');

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
        withQuery(SUPPORT_PATHS.queueExport, filters),
        `support-tickets-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumns<TicketSummary> = [
    {
      title: t('ticketNo'),
      key: 'id',
      width: 90,
      render: (_, item) => (
        <Link to={`/admin-support-details/${item.id}`}>#{localDigits(item.id, lang)}</Link>
      ),
    },
    {
      title: t('description'),
      key: 'excerpt',
      width: 300,
      render: (_, item) => (
        <Space orientation="vertical" size={2}>
          <Link to={`/admin-support-details/${item.id}`}>{item.excerpt}</Link>
          <Space size={4} wrap>
            <ReasonTag reason={item.reason} />
            <OverdueTag overdue={item.overdue} />
          </Space>
        </Space>
      ),
    },
    {
      title: t('requester'),
      key: 'requester',
      width: 220,
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{nameOf(item.requester, lang)}</Typography.Text>
          {item.office && <Typography.Text type="secondary">{nameOf(item.office, lang)}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('level'),
      key: 'level',
      width: 70,
      render: (_, item) => localDigits(item.level, lang),
    },
    {
      title: t('assignee'),
      key: 'assignee',
      width: 160,
      render: (_, item) => (item.assignee ? nameOf(item.assignee, lang) : t('unassigned')),
    },
    {
      title: t('openedAt'),
      key: 'createdAt',
      width: 110,
      render: (_, item) => formatDate(item.createdAt, lang),
    },
    {
      title: t('status'),
      key: 'status',
      width: 120,
      render: (_, item) => <StatusTag status={item.status} />,
    },
  ];

  const filtered = FILTER_KEYS.some((key) => filters[key]);

  return (
    <Panel
      title={t('adminSupports')}
      extra={
        <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
          {t('exportExcel')}
        </Button>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            key={filters.search ?? ''}
            allowClear
            defaultValue={filters.search}
            placeholder={t('search')}
            aria-label={t('search')}
            onSearch={(value) => setFilter('search', value.trim())}
          />
        </Col>
        <Col xs={12} md={4}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            value={filters.status ? Number(filters.status) : undefined}
            onChange={(value) => setFilter('status', value)}
            options={SUPPORT_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          />
        </Col>
        <Col xs={12} md={3}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('level')}
            placeholder={t('allLevels')}
            value={filters.level ? Number(filters.level) : undefined}
            onChange={(value) => setFilter('level', value)}
            options={Array.from({ length: MAX_SUPPORT_LEVEL }, (_, index) => ({
              value: index + 1,
              label: t('levelValue', { level: localDigits(index + 1, lang) }),
            }))}
          />
        </Col>
        <Col xs={12} md={3}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('reason')}
            placeholder={t('allReasons')}
            value={filters.reason}
            onChange={(value) => setFilter('reason', value)}
            options={SUPPORT_REASONS.map((value) => ({ value, label: t(`reason_${value}`) }))}
          />
        </Col>
        <Col xs={12} md={3}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('assignee')}
            placeholder={t('anyAssignee')}
            value={filters.assigned}
            onChange={(value) => setFilter('assigned', value)}
            options={[
              { value: 'me', label: t('assignedToMe') },
              { value: 'none', label: t('assignedToNobody') },
            ]}
          />
        </Col>
        <Col xs={24} md={3}>
          <Space>
            <Switch
              aria-label={t('overdueOnly')}
              checked={filters.overdue === 'yes'}
              onChange={(checked) => setFilter('overdue', checked ? 'yes' : null)}
            />
            <span>{t('overdueOnly')}</span>
          </Space>
        </Col>
      </Row>
      <DataTable<TicketSummary>
        label={t('adminSupports')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('emptyFiltered') : t('emptyQueue')}
            />
          ),
        }}
        pagination={pagination}
        scroll={{ x: 1000 }}
      />
    </Panel>
  );
}
