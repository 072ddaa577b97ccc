/**
 * One list of the ministries screen (ministries, departments, office levels or designations) with its
 * edits. Plain HTML; the add/change dialog brings the UI kit when first opened (office-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import type { QueryParams } from '../../../components/office-selector/office-options.api';
import { RowActions } from '../../../components/row-actions';
import { SearchBox } from '../../../components/search-box';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { type CatalogItem, type CatalogKind, officeApi, useCatalog, useOfficeMutation } from '../office.api';
import { CatalogFormPart } from './office-parts';

interface CatalogTableProps<T extends CatalogItem> {
  kind: CatalogKind;
  columns: DataColumns<T>;
  /** Filters beside the search box, and the values they set. */
  filters?: ReactNode;
  params?: QueryParams;
  addLabel: string;
  /** What the list is, for its caption and scrolling box. */
  label: string;
}

export function CatalogTable<T extends CatalogItem>({
  kind,
  columns,
  filters,
  params = {},
  addLabel,
  label,
}: CatalogTableProps<T>) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const paging = usePaging();
  const list = useCatalog(kind, {
    page: paging.page,
    pageSize: paging.pageSize,
    search: paging.search,
    ...params,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'office:totalItems');
  const save = useOfficeMutation(officeApi.saveCatalog);
  const remove = useOfficeMutation(officeApi.deleteCatalog);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const manage = subject.isSuperAdmin;

  const onSave = async (values: { nameBn: string; nameEn: string }) => {
    const id = editing && editing !== 'new' ? editing.id : null;
    await save.mutateAsync({ kind, id, ...values });
    toast('success', t(id === null ? 'saved' : 'updated'));
  };

  const allColumns: DataColumns<T> = [
    { title: t('nameBn'), dataIndex: 'nameBn' },
    { title: t('nameEn'), dataIndex: 'nameEn' },
    ...columns,
    ...(manage
      ? [
          {
            title: t('actions'),
            key: 'actions',
            render: (_: unknown, item: T) => (
              <RowActions
                name={nameOf(item, lang)}
                onEdit={() => setEditing(item)}
                onDelete={() => remove.mutateAsync({ kind, id: item.id })}
                deletedText={t('deleted')}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        <SearchBox placeholder={t('common:search')} onSearch={paging.setSearch} />
        {filters}
        {manage && (
          <div>
            <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
              <PlusOutlined />
              {addLabel}
            </button>
          </div>
        )}
      </div>
      <DataTable<T>
        label={label}
        rowKey="id"
        columns={allColumns}
        dataSource={list.data?.items as T[] | undefined}
        loading={list.isFetching}
        locale={{ emptyText: t('common:noData') }}
        pagination={pagination}
      />
      <CatalogFormPart
        kind={kind}
        open={editing !== null}
        title={editing === 'new' ? addLabel : t('editItem')}
        entry={editing && editing !== 'new' ? editing : null}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
