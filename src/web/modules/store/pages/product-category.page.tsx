/**
 * inventory/product-category (SPEC.md §2's one real store screen): the store's product categories
 * with how many products each holds; the store officer and the office admin add, rename and delete
 * them (a category with products stays: 409). The list is plain HTML; the category form brings the
 * UI kit when first opened (components/store-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreCategory } from '../../../../common/contracts/store.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { RowActions } from '../../../components/row-actions';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { CategoryFormPart } from '../components/store-parts';
import { storeApi, useCategories, useStoreMutation, useStoreOfficer } from '../store.api';

export default function ProductCategoryPage() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const session = useSession();
  const officer = useStoreOfficer();
  const keeps = officer.data?.isStoreOfficer === true || session.userrole[0]?.IsOfficeAdmin === true;
  const list = useCategories();
  const [editing, setEditing] = useState<StoreCategory | 'new' | null>(null);
  const remove = useStoreMutation(storeApi.removeCategory);
  const title = t('productCategory');
  const columns: DataColumns<StoreCategory> = [
    { title: t('nameBn'), dataIndex: 'nameBn', key: 'nameBn' },
    { title: t('nameEn'), dataIndex: 'nameEn', key: 'nameEn' },
    {
      title: t('productCount'),
      key: 'products',
      align: 'right',
      render: (_, item) => formatNumber(item.products, lang),
    },
    ...(keeps
      ? [
          {
            title: '',
            key: 'actions',
            render: (_: unknown, item: StoreCategory) => (
              <RowActions
                name={nameOf(item, lang)}
                onEdit={() => setEditing(item)}
                onDelete={() => remove.mutateAsync(item.id)}
                deletedText={t('deleted')}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <Panel
      title={title}
      extra={
        keeps && (
          <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
            <PlusOutlined />
            {t('add')}
          </button>
        )
      }
    >
      <DataTable<StoreCategory>
        label={title}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data}
        pagination={false}
        locale={{ emptyText: t('emptyCategories') }}
        columns={columns}
      />
      <CategoryFormPart editing={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
