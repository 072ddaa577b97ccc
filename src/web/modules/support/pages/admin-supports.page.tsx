/**
 * /admin-supports: the support desk's queue, the caller's level and below, filtered by status,
 * level, reason, assignee and overdue (no first answer within the working-day limit), searched on
 * the server and exported to Excel. The filters live in the address. Plain HTML: a ticket opens on
 * its own page.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TicketSummary } from '../../../../common/contracts/support.contract';
import {
  MAX_SUPPORT_LEVEL,
  SUPPORT_PATHS,
  SUPPORT_REASONS,
  SUPPORT_STATUSES,
} from '../../../../common/contracts/support.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { OverdueTag, ReasonTag, StatusTag } from '../components/ticket-tags';
import { useQueue } from '../support.api';

const FILTER_KEYS = ['status', 'level', 'reason', 'assigned', 'overdue', 'search'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export default function AdminSupportsPage() {
  const { t } = useTranslation('support');
  const lang = useLang();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const list = useQueue({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'support:total');

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
        <div className="cell-lines">
          <Link to={`/admin-support-details/${item.id}`}>{item.excerpt}</Link>
          <div>
            <ReasonTag reason={item.reason} />
            <OverdueTag overdue={item.overdue} />
          </div>
        </div>
      ),
    },
    {
      title: t('requester'),
      key: 'requester',
      width: 220,
      render: (_, item) => (
        <div className="cell-lines">
          <span>{nameOf(item.requester, lang)}</span>
          {item.office && <span className="text-secondary">{nameOf(item.office, lang)}</span>}
        </div>
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
  /** A fixed choice as the browser's own select; its first option, "all", clears the filter. */
  const choice = (
    key: FilterKey,
    label: string,
    all: string,
    options: { value: string; label: string }[],
  ) => (
    <ChoiceFilter
      label={label}
      all={all}
      value={filters[key]}
      options={options}
      onChange={(value) => setFilter(key, value)}
    />
  );
  const overdueOnly = filters.overdue === 'yes';

  return (
    <Panel
      title={t('adminSupports')}
      extra={
        <ExcelButton
          path={withQuery(SUPPORT_PATHS.queueExport, filters)}
          file="support-tickets"
          label={t('exportExcel')}
        />
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 5 } as CSSProperties}>
        <div className="filter-row-wide">
          <SearchBox
            key={filters.search ?? ''}
            initial={filters.search}
            placeholder={t('search')}
            onSearch={(value) => setFilter('search', value)}
          />
        </div>
        {choice(
          'status',
          t('status'),
          t('allStatuses'),
          SUPPORT_STATUSES.map((value) => ({ value: String(value), label: t(`status_${value}`) })),
        )}
        {choice(
          'level',
          t('level'),
          t('allLevels'),
          Array.from({ length: MAX_SUPPORT_LEVEL }, (_, index) => ({
            value: String(index + 1),
            label: t('levelValue', { level: localDigits(index + 1, lang) }),
          })),
        )}
        {choice(
          'reason',
          t('reason'),
          t('allReasons'),
          SUPPORT_REASONS.map((value) => ({ value, label: t(`reason_${value}`) })),
        )}
        {choice('assigned', t('assignee'), t('anyAssignee'), [
          { value: 'me', label: t('assignedToMe') },
          { value: 'none', label: t('assignedToNobody') },
        ])}
        <button
          type="button"
          role="switch"
          className="plain-switch"
          aria-checked={overdueOnly}
          onClick={() => setFilter('overdue', overdueOnly ? null : 'yes')}
        >
          <span className="plain-switch-track" aria-hidden="true" />
          <span>{t('overdueOnly')}</span>
        </button>
      </div>
      <DataTable<TicketSummary>
        label={t('adminSupports')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: filtered ? t('emptyFiltered') : t('emptyQueue') }}
        pagination={pagination}
        scroll={{ x: 1000 }}
      />
    </Panel>
  );
}
