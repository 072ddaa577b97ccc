/**
 * /support: the caller's own tickets, newest first, filtered by status and searched on the server,
 * with the "new ticket" form. Everyone signed in has this page (SPEC.md §6 "Everyone sees support").
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SUPPORT_STATUSES, type TicketSummary } from '../../../../common/contracts/support.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { TicketForm } from '../components/ticket-form';
import { ReasonTag, StatusTag } from '../components/ticket-tags';
import { useOwnTickets } from '../support.api';

export default function SupportPage() {
  const { t } = useTranslation('support');
  const lang = useLang();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [formOpen, setFormOpen] = useState(false);
  const status = params.get('status') ?? undefined;
  const search = params.get('search') ?? undefined;
  const list = useOwnTickets({ page: paging.page, pageSize: paging.pageSize, status, search });
  const pagination = useTablePagination(paging, list.data?.total, 'support:total');

  const setFilter = (key: string, value: string | number | null | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: true });
    paging.reset();
  };

  const columns: DataColumns<TicketSummary> = [
    {
      title: t('ticketNo'),
      key: 'id',
      width: 90,
      render: (_, item) => <Link to={`/support-details/${item.id}`}>#{localDigits(item.id, lang)}</Link>,
    },
    {
      title: t('description'),
      key: 'excerpt',
      width: 320,
      render: (_, item) => (
        <Space orientation="vertical" size={2}>
          <Link to={`/support-details/${item.id}`}>
            <Typography.Text>{item.excerpt}</Typography.Text>
          </Link>
          <ReasonTag reason={item.reason} />
        </Space>
      ),
    },
    {
      title: t('openedAt'),
      key: 'createdAt',
      width: 120,
      render: (_, item) => formatDate(item.createdAt, lang),
    },
    {
      title: t('status'),
      key: 'status',
      width: 120,
      render: (_, item) => <StatusTag status={item.status} />,
    },
  ];

  return (
    <Panel
      title={t('myTickets')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormOpen(true)}>
          {t('newTicket')}
        </Button>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={14}>
          <Input.Search
            key={search ?? ''}
            allowClear
            defaultValue={search}
            placeholder={t('search')}
            aria-label={t('search')}
            onSearch={(value) => setFilter('search', value.trim())}
          />
        </Col>
        <Col xs={24} md={10}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            value={status ? Number(status) : undefined}
            onChange={(value) => setFilter('status', value)}
            options={SUPPORT_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          />
        </Col>
      </Row>
      <DataTable<TicketSummary>
        label={t('myTickets')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={status || search ? t('emptyFiltered') : t('emptyOwn')}
            />
          ),
        }}
        pagination={pagination}
        scroll={{ x: 650 }}
      />
      <TicketForm
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onOpened={(ticket) => {
          setFormOpen(false);
          navigate(`/support-details/${ticket.id}`);
        }}
      />
    </Panel>
  );
}
