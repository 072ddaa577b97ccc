/**
 * The store's products: in the inventory, stock by product (each opening its ledger, and for the
 * store officer an adjustment of its stock), and in the product list, the catalogue the store
 * officer and office admin keep (unit, reorder level). Both are one server-paged list with search,
 * category and stock filters (kept in the address), sort and an Excel file. The list is plain HTML;
 * the ledger, the adjustment and the product form bring the UI kit when first opened
 * (store-parts.tsx).
 */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../../common/contracts/store.contract';
import { PRODUCT_SORTS, STOCK_FILTERS, STORE_PATHS } from '../../../../common/contracts/store.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { useCategories, useProducts, useStoreOfficer } from '../store.api';
import { AdjustmentFormPart, LedgerDrawerPart, ProductFormPart } from './store-parts';

const FILTER_KEYS = ['search', 'categoryId', 'stock', 'sort'] as const;

export function ProductsView({ mode }: { mode: 'inventory' | 'catalogue' }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const session = useSession();
  const officer = useStoreOfficer();
  const keeps = officer.data?.isStoreOfficer === true || session.userrole[0]?.IsOfficeAdmin === true;
  const categories = useCategories();
  const paging = usePaging();
  const address = useFilterParams(FILTER_KEYS, paging.reset);
  const { search, categoryId, stock } = address.filters;
  const sort = address.filters.sort ?? (mode === 'inventory' ? 'stock' : 'name');
  const filters = { categoryId, stock, sort, search };
  const list = useProducts({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'store:totalCount');
  const [ledgerOf, setLedgerOf] = useState<ProductRow | null>(null);
  const [adjusting, setAdjusting] = useState<ProductRow | null>(null);
  const [editing, setEditing] = useState<ProductRow | 'new' | null>(null);
  const title = mode === 'inventory' ? t('inventory') : t('productList');
  const columns: DataColumns<ProductRow> = [
    { title: t('product'), key: 'name', render: (_, row) => nameOf(row, lang) },
    {
      title: t('category'),
      key: 'category',
      render: (_, row) => (lang === 'en' && row.categoryEn ? row.categoryEn : row.categoryBn),
    },
    { title: t('unit'), key: 'unit', width: 90, render: (_, row) => t(`unit_${row.unit}`) },
    {
      title: t('reorderLevel'),
      key: 'reorder',
      width: 120,
      align: 'right',
      render: (_, row) => localDigits(row.reorderLevel, lang),
    },
    {
      title: t('stock'),
      key: 'stock',
      width: 150,
      align: 'right',
      render: (_, row) => (
        <div className="cell-actions" style={{ justifyContent: 'flex-end' }}>
          {row.stock === 0 ? (
            <Tag tone="error">{t('outOfStock')}</Tag>
          ) : row.stock <= row.reorderLevel ? (
            <Tag tone="warning">{t('lowStock')}</Tag>
          ) : null}
          {localDigits(row.stock, lang)}
        </div>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: mode === 'inventory' ? 190 : 120,
      render: (_, row) =>
        mode === 'inventory' ? (
          <div className="cell-actions">
            <button
              type="button"
              className="link-button"
              onClick={() => setLedgerOf(row)}
              aria-label={`${t('ledger')}: ${nameOf(row, lang)}`}
            >
              {t('ledger')}
            </button>
            {officer.data?.isStoreOfficer && (
              <button
                type="button"
                className="link-button"
                onClick={() => setAdjusting(row)}
                aria-label={`${t('adjust')}: ${nameOf(row, lang)}`}
              >
                {t('adjust')}
              </button>
            )}
          </div>
        ) : (
          keeps && (
            <button
              type="button"
              className="icon-button"
              aria-label={`${t('edit')} ${nameOf(row, lang)}`}
              onClick={() => setEditing(row)}
            >
              <EditOutlined />
            </button>
          )
        ),
    },
  ];
  return (
    <Panel
      title={title}
      extra={
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(STORE_PATHS.productsExport, filters)}
            file="inventory"
            label={t('exportExcel')}
          />
          {mode === 'catalogue' && keeps && (
            <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
              <PlusOutlined />
              {t('add')}
            </button>
          )}
        </div>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 4 } as CSSProperties}>
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchProduct')}
          onSearch={(value) => address.setFilter('search', value)}
        />
        <ChoiceFilter
          label={t('category')}
          all={t('allCategories')}
          value={categoryId}
          options={(categories.data ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }))}
          onChange={(value) => address.setFilter('categoryId', value)}
        />
        <ChoiceFilter
          label={t('stock')}
          all={t('stock_all')}
          value={stock}
          options={STOCK_FILTERS.filter((value) => value !== 'all').map((value) => ({
            value,
            label: t(`stock_${value}`),
          }))}
          onChange={(value) => address.setFilter('stock', value)}
        />
        <select
          className="plain-select"
          aria-label={t('sortBy')}
          value={sort}
          onChange={(event) => address.setFilter('sort', event.target.value)}
        >
          {PRODUCT_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`sort_${value}`)}
            </option>
          ))}
        </select>
      </div>
      <DataTable<ProductRow>
        label={title}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyProducts') }}
        scroll={{ x: 760 }}
      />
      <LedgerDrawerPart product={ledgerOf} onClose={() => setLedgerOf(null)} />
      <AdjustmentFormPart product={adjusting} onClose={() => setAdjusting(null)} />
      <ProductFormPart editing={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
