/**
 * /transferapprovals: the deciding desk's queue (its office and the offices it controls), waiting
 * ones first by default, searched by name or reason, filtered by status, with its Excel file; an
 * application opens in a drawer where the desk approves or rejects it. The list is plain HTML; the
 * drawer brings the UI kit when first opened (components/transfer-parts.tsx).
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '../../../../common/contracts/transfer.contract';
import { TRANSFER_PATHS, TRANSFER_STATUSES } from '../../../../common/contracts/transfer.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { deskText, namesText, TransferStatusTag } from '../components/transfer-bits';
import { ApplicationViewPart } from '../components/transfer-parts';
import { useApprovals } from '../transfer.api';

// `id` is the application open in the drawer; the queue stays on its page when one opens.
const ADDRESS_KEYS = ['status', 'search', 'id'] as const;

export default function TransferApprovalsPage() {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const paging = usePaging();
  const address = useFilterParams(ADDRESS_KEYS, (changed) => {
    if (!changed.includes('id')) paging.reset();
  });
  // Waiting applications unless the desk chooses otherwise ('all' shows every status).
  const statusParam = address.filters.status ?? '1';
  const status = statusParam === 'all' ? undefined : statusParam;
  const { search } = address.filters;
  const openId = Number(address.filters.id) || null;
  const filters = { status, search };
  const list = useApprovals({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'transfer:total');

  const columns: DataColumns<ApplicationSummary> = [
    {
      title: t('applicationNo'),
      key: 'id',
      width: 100,
      render: (_, item) => (
        <button type="button" className="link-button" onClick={() => address.setFilter('id', item.id)}>
          #{localDigits(item.id, lang)}
        </button>
      ),
    },
    {
      title: t('applicant'),
      key: 'applicant',
      width: 180,
      render: (_, item) => nameOf(item.applicant, lang),
    },
    { title: t('currentPost'), key: 'from', width: 260, render: (_, item) => deskText(item.from, lang) },
    {
      title: t('preferredOffices'),
      key: 'preferences',
      width: 220,
      render: (_, item) =>
        [namesText(item.preferredOffices, lang), namesText(item.preferredDistricts, lang)]
          .filter(Boolean)
          .join('; '),
    },
    { title: t('reason'), key: 'reason', width: 240, render: (_, item) => item.reasonExcerpt },
    {
      title: t('appliedOn'),
      key: 'createdAt',
      width: 120,
      render: (_, item) => formatDate(item.createdAt, lang),
    },
    {
      title: t('status'),
      key: 'status',
      width: 150,
      render: (_, item) => <TransferStatusTag status={item.status} />,
    },
  ];

  return (
    <Panel
      title={t('queue')}
      extra={
        <ExcelButton
          path={withQuery(TRANSFER_PATHS.approvalsExport, filters)}
          file="transfer-applications"
          label={t('exportExcel')}
        />
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('search')}
          onSearch={(value) => address.setFilter('search', value)}
        />
        {/* No status in the address means the waiting ones, so "all" is a value of its own. */}
        <select
          className="plain-select"
          aria-label={t('status')}
          value={statusParam}
          onChange={(event) => address.setFilter('status', event.target.value)}
        >
          <option value="all">{t('allStatuses')}</option>
          {TRANSFER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status_${value}`)}
            </option>
          ))}
        </select>
      </div>
      <DataTable<ApplicationSummary>
        label={t('queue')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: search || statusParam !== '1' ? t('emptyFiltered') : t('emptyQueue') }}
        pagination={pagination}
        scroll={{ x: 1200 }}
      />
      <ApplicationViewPart id={openId} onClose={() => address.setFilter('id', null)} />
    </Panel>
  );
}
