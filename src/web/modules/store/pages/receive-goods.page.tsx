/**
 * receive-goods: goods received notes (supplier, memo number and date, the products and
 * quantities). Saving one adds the goods to stock with a ledger row each; the store officer does it.
 * The list is plain HTML; the note's form and a note's drawer bring the UI kit when first opened
 * (components/store-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptRow } from '../../../../common/contracts/store.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { ReceiptDrawerPart, ReceiptFormPart } from '../components/store-parts';
import { useReceipts, useStoreOfficer } from '../store.api';

const FILTER_KEYS = ['search'] as const;

export default function ReceiveGoodsPage() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const officer = useStoreOfficer();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const { search } = filters;
  const list = useReceipts({ page: paging.page, pageSize: paging.pageSize, search });
  const pagination = useTablePagination(paging, list.data?.total, 'store:totalCount');
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const keeper = officer.data?.isStoreOfficer === true;
  const columns: DataColumns<ReceiptRow> = [
    { title: '#', key: 'id', width: 70, render: (_, row) => localDigits(row.id, lang) },
    { title: t('receivedOn'), key: 'on', width: 120, render: (_, row) => formatDate(row.receivedOn, lang) },
    { title: t('supplier'), dataIndex: 'supplier', key: 'supplier' },
    { title: t('memoNo'), dataIndex: 'memoNo', key: 'memo' },
    { title: t('lines'), key: 'lines', width: 90, render: (_, row) => localDigits(row.lines, lang) },
    { title: t('items'), key: 'items', width: 110, render: (_, row) => localDigits(row.items, lang) },
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
      title={t('receiveGoods')}
      extra={
        keeper && (
          <button type="button" className="action-button primary" onClick={() => setAdding(true)}>
            <PlusOutlined />
            {t('newReceipt')}
          </button>
        )
      }
    >
      {officer.data && !keeper && (
        <p className="plain-note info" style={{ margin: '0 0 16px' }}>
          {t('receiveOnlyOfficer')}
        </p>
      )}
      <div className="filter-row" style={{ maxWidth: 420 }}>
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchReceipt')}
          onSearch={(value) => setFilter('search', value)}
        />
      </div>
      <DataTable<ReceiptRow>
        label={t('receiveGoods')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyReceipts') }}
        scroll={{ x: 760 }}
      />
      <ReceiptFormPart open={adding} onClose={() => setAdding(false)} />
      <ReceiptDrawerPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
