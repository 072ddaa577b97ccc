/**
 * fixed-assets: the register of furniture, computers and equipment by tag number, with the desk in
 * whose custody each is and its condition; the store officer and the office admin keep it. The list
 * is plain HTML; the asset form brings the UI kit when first opened (components/store-parts.tsx).
 */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetRow } from '../../../../common/contracts/store.contract';
import { ASSET_CONDITIONS, STORE_PATHS } from '../../../../common/contracts/store.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { AssetFormPart } from '../components/store-parts';
import { ConditionTag } from '../components/store-tags';
import { useAssets, useStoreOfficer } from '../store.api';

const FILTER_KEYS = ['condition', 'search'] as const;

export default function FixedAssetsPage() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const session = useSession();
  const officer = useStoreOfficer();
  const keeps = officer.data?.isStoreOfficer === true || session.userrole[0]?.IsOfficeAdmin === true;
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const { condition, search } = filters;
  const list = useAssets({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'store:totalCount');
  const [editing, setEditing] = useState<AssetRow | 'new' | null>(null);
  const columns: DataColumns<AssetRow> = [
    { title: t('tagNo'), dataIndex: 'tagNo', key: 'tag', width: 170 },
    { title: t('asset'), key: 'name', render: (_, row) => nameOf(row, lang) },
    {
      title: t('custodian'),
      key: 'custodian',
      render: (_, row) => (lang === 'en' ? row.custodianEn : row.custodianBn) ?? '—',
    },
    {
      title: t('condition'),
      key: 'condition',
      width: 130,
      render: (_, row) => <ConditionTag condition={row.condition} />,
    },
    {
      title: t('acquiredOn'),
      key: 'acquired',
      width: 120,
      render: (_, row) => (row.acquiredOn ? formatDate(row.acquiredOn, lang) : '—'),
    },
    {
      title: t('value'),
      key: 'value',
      width: 130,
      align: 'right',
      render: (_, row) => (row.value === null ? '—' : formatNumber(Number(row.value), lang)),
    },
    {
      title: '',
      key: 'edit',
      width: 60,
      render: (_, row) =>
        keeps && (
          <button
            type="button"
            className="icon-button"
            aria-label={`${t('edit')} ${localDigits(row.tagNo, lang)}`}
            onClick={() => setEditing(row)}
          >
            <EditOutlined />
          </button>
        ),
    },
  ];
  return (
    <Panel
      title={t('fixedAssets')}
      extra={
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(STORE_PATHS.assetsExport, filters)}
            file="fixed-assets"
            label={t('exportExcel')}
          />
          {keeps && (
            <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
              <PlusOutlined />
              {t('add')}
            </button>
          )}
        </div>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchAsset')}
          onSearch={(value) => setFilter('search', value)}
        />
        <ChoiceFilter
          label={t('condition')}
          all={t('allConditions')}
          value={condition}
          options={ASSET_CONDITIONS.map((value) => ({ value, label: t(`condition_${value}`) }))}
          onChange={(value) => setFilter('condition', value)}
        />
      </div>
      <DataTable<AssetRow>
        label={t('fixedAssets')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyAssets') }}
        scroll={{ x: 860 }}
      />
      <AssetFormPart editing={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
