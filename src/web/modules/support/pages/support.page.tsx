/**
 * /support: the caller's own tickets, newest first, filtered by status and searched on the server,
 * with the "new ticket" form. Everyone signed in has this page (SPEC.md §6 "Everyone sees support").
 * The list is plain HTML; the form brings the UI kit when first opened (components/support-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TicketSummary } from '../../../../common/contracts/support.contract';
import { SUPPORT_STATUSES } from '../../../../common/contracts/support.paths';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { TicketFormPart } from '../components/support-parts';
import { ReasonTag, StatusTag } from '../components/ticket-tags';
import { useOwnTickets } from '../support.api';

const FILTER_KEYS = ['status', 'search'] as const;

export default function SupportPage() {
  const { t } = useTranslation('support');
  const lang = useLang();
  const navigate = useNavigate();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const [formOpen, setFormOpen] = useState(false);
  const { status, search } = filters;
  const list = useOwnTickets({ page: paging.page, pageSize: paging.pageSize, status, search });
  const pagination = useTablePagination(paging, list.data?.total, 'support:total');

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
        <div className="cell-lines">
          <Link to={`/support-details/${item.id}`}>{item.excerpt}</Link>
          <ReasonTag reason={item.reason} />
        </div>
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
        <button type="button" className="action-button primary" onClick={() => setFormOpen(true)}>
          <PlusOutlined />
          {t('newTicket')}
        </button>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('search')}
          onSearch={(value) => setFilter('search', value)}
        />
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={status}
          options={SUPPORT_STATUSES.map((value) => ({ value: value, label: t(`status_${value}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
      </div>
      <DataTable<TicketSummary>
        label={t('myTickets')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: status || search ? t('emptyFiltered') : t('emptyOwn') }}
        pagination={pagination}
        scroll={{ x: 650 }}
      />
      <TicketFormPart
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
