/**
 * create-checklist-item: the catalogue of checklist items, searched and filtered by type, and a new
 * item. The catalogue is plain HTML, its filters in the address; the new item's form is drawn with
 * the UI kit and comes with it once the screen shows (components/inspection-parts.tsx).
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogItem } from '../../../../common/contracts/inspection.contract';
import { ITEM_TYPES } from '../../../../common/contracts/inspection.paths';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { ItemFormPart } from '../components/inspection-parts';
import { useItems } from '../inspection.api';

export default function CreateChecklistItemPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(['search', 'type'], paging.reset);
  const { search, type } = filters;
  const list = useItems({ page: paging.page, pageSize: paging.pageSize, search, type });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');

  const columns: DataColumns<CatalogItem> = [
    { title: t('itemLabel'), key: 'label', render: (_, row) => (lang === 'en' ? row.labelEn : row.labelBn) },
    { title: t('itemType'), key: 'type', width: 130, render: (_, row) => t(`type_${row.type}`) },
    {
      title: t('maxScore'),
      key: 'max',
      width: 100,
      render: (_, row) => (row.maxScore === null ? '—' : localDigits(row.maxScore, lang)),
    },
  ];

  return (
    <div className="split-panels">
      <Panel title={t('newItem')}>
        <ItemFormPart />
      </Panel>
      <Panel title={t('itemCatalogue')}>
        <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
          <SearchBox
            key={search ?? ''}
            initial={search}
            placeholder={t('searchItem')}
            onSearch={(value) => setFilter('search', value)}
          />
          <ChoiceFilter
            label={t('itemType')}
            all={t('allTypes')}
            value={type}
            options={ITEM_TYPES.map((value) => ({ value, label: t(`type_${value}`) }))}
            onChange={(value) => setFilter('type', value)}
          />
        </div>
        <DataTable
          label={t('itemCatalogue')}
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          pagination={pagination}
          locale={{ emptyText: t('emptyItems') }}
          scroll={{ x: 520 }}
        />
      </Panel>
    </div>
  );
}
