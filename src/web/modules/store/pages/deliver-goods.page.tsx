/**
 * deliver-goods: requisitions. Every desk sends its own and follows them; the store officer sees
 * the whole office's, approves or rejects them and delivers approved ones from stock. The list is
 * plain HTML, its filters in the address; the requisition form and a requisition's drawer bring the
 * UI kit when first opened (components/store-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequisitionRow } from '../../../../common/contracts/store.contract';
import {
  REQUISITION_STATUSES,
  type RequisitionStatus,
  STORE_PATHS,
} from '../../../../common/contracts/store.paths';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { RequisitionDrawerPart, RequisitionFormPart } from '../components/store-parts';
import { StatusTag } from '../components/store-tags';
import { useRequisitions, useStoreOfficer } from '../store.api';

const FILTER_KEYS = ['scope', 'status', 'search'] as const;

export default function DeliverGoodsPage() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const officer = useStoreOfficer();
  const keeper = officer.data?.isStoreOfficer === true;
  const paging = usePaging();
  const address = useFilterParams(FILTER_KEYS, paging.reset);
  const scope = address.filters.scope === 'mine' || !keeper ? 'mine' : 'office';
  const status = address.filters.status as RequisitionStatus | undefined;
  const { search } = address.filters;
  const filters = { scope, status, search };
  const list = useRequisitions({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'store:totalCount');
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const columns: DataColumns<RequisitionRow> = [
    { title: '#', key: 'id', width: 70, render: (_, row) => localDigits(row.id, lang) },
    { title: t('requestedOn'), key: 'date', width: 120, render: (_, row) => formatDate(row.createdAt, lang) },
    {
      title: t('requester'),
      key: 'requester',
      render: (_, row) =>
        lang === 'en' ? `${row.requesterEn}, ${row.deskEn}` : `${row.requesterBn}, ${row.deskBn}`,
    },
    { title: t('purpose'), dataIndex: 'purpose', key: 'purpose' },
    { title: t('lines'), key: 'lines', width: 90, render: (_, row) => localDigits(row.lines, lang) },
    { title: t('status'), key: 'status', width: 150, render: (_, row) => <StatusTag status={row.status} /> },
    {
      title: '',
      key: 'open',
      width: 90,
      render: (_, row) => (
        <button
          type="button"
          className="link-button"
          onClick={() => setOpenId(row.id)}
          aria-label={`${t('view')} ${localDigits(row.id, lang)}`}
        >
          {t('view')}
        </button>
      ),
    },
  ];
  return (
    <Panel
      title={t('requisitions')}
      extra={
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(STORE_PATHS.requisitionsExport, filters)}
            file="requisitions"
            label={t('exportExcel')}
          />
          <button type="button" className="action-button primary" onClick={() => setAdding(true)}>
            <PlusOutlined />
            {t('newRequisition')}
          </button>
        </div>
      }
    >
      {keeper && (
        <OptionGroup
          legend={t('requisitions')}
          value={scope}
          onChange={(value) => address.setFilter('scope', value === 'office' ? undefined : 'mine')}
          options={[
            { value: 'office', label: t('officeRequisitions') },
            { value: 'mine', label: t('myRequisitions') },
          ]}
        />
      )}
      <div
        className="filter-row"
        style={{ '--filter-columns': 2, marginTop: keeper ? 12 : 0 } as CSSProperties}
      >
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchRequisition')}
          onSearch={(value) => address.setFilter('search', value)}
        />
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={status}
          options={REQUISITION_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          onChange={(value) => address.setFilter('status', value)}
        />
      </div>
      <DataTable<RequisitionRow>
        label={t('requisitions')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyRequisitions') }}
        scroll={{ x: 820 }}
      />
      <RequisitionFormPart
        open={adding}
        onClose={(id) => {
          setAdding(false);
          if (id) setOpenId(id);
        }}
      />
      <RequisitionDrawerPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
