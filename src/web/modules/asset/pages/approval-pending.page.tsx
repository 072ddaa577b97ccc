/**
 * /emp-asset-mgt/approval-pending: the statements submitted to the caller's desk (the receiving
 * authority), or those it has accepted (`?status=accepted`), searched by name; one opens as the
 * printable statement with accept and send back. The list is plain HTML; the statement's drawer
 * brings the UI kit when first opened (components/asset-parts.tsx).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { usePending } from '../asset.api';
import { StatementDrawerPart } from '../components/asset-parts';
import { StatementTable } from '../components/statement-table';

export default function ApprovalPendingPage() {
  const { t } = useTranslation('asset');
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(['status', 'search'], paging.reset);
  const status = filters.status === 'accepted' ? 'accepted' : 'submitted';
  const search = filters.search;
  const [openId, setOpenId] = useState<number | null>(null);
  const list = usePending({ status, search, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'asset:total');
  return (
    <Panel title={t('approvalPending')}>
      <div className="page-stack">
        <div className="list-toolbar-filters">
          <OptionGroup
            legend={t('status')}
            value={status}
            onChange={(value) => setFilter('status', value === 'accepted' ? value : undefined)}
            options={[
              { value: 'submitted', label: t('queue') },
              { value: 'accepted', label: t('acceptedByMe') },
            ]}
          />
          <SearchBox
            key={search ?? ''}
            initial={search}
            placeholder={t('search')}
            onSearch={(value) => setFilter('search', value)}
          />
        </div>
        <StatementTable
          label={t('approvalPending')}
          items={list.data?.items}
          loading={list.isFetching}
          pagination={pagination}
          empty={status === 'submitted' && !search ? t('emptyQueue') : t('noData')}
          showDeclarant
          onOpen={(row) => setOpenId(row.id)}
        />
      </div>
      <StatementDrawerPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
