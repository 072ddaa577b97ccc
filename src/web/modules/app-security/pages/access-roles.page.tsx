/**
 * /app-security/access-roles: the access roles with their counts; make, rename, delete, open one,
 * Excel. The search lives in the address. The list is plain HTML; the role's form and its drawer
 * bring the UI kit when first opened (components/app-security-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessRoleRow } from '../../../../common/contracts/app-security.contract';
import { APP_SECURITY_PATHS } from '../../../../common/contracts/app-security.paths';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { appSecurityApi, useAccessRoles, useAppSecurityMutation } from '../app-security.api';
import { RoleDrawerPart, RoleFormPart } from '../components/app-security-parts';

export default function AccessRolesPage() {
  const { t } = useTranslation('app-security');
  const lang = useLang();
  const confirm = useConfirm();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(['search'], paging.reset);
  const { search } = filters;
  const list = useAccessRoles({ page: paging.page, pageSize: paging.pageSize, search });
  const pagination = useTablePagination(paging, list.data?.total, 'app-security:totalRoles');
  const remove = useAppSecurityMutation(appSecurityApi.remove);
  const [editing, setEditing] = useState<AccessRoleRow | null | 'new'>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const nameOf = (row: AccessRoleRow) => (lang === 'en' ? row.nameEn : row.nameBn);

  const columns: DataColumns<AccessRoleRow> = [
    {
      title: t('accessRoles'),
      key: 'name',
      render: (_, row) => (
        <button type="button" className="link-button" onClick={() => setOpened(row.id)}>
          {nameOf(row)}
        </button>
      ),
    },
    { title: t('grants'), key: 'grants', render: (_, row) => localDigits(String(row.grants), lang) },
    {
      title: t('assignments'),
      key: 'assignments',
      render: (_, row) => localDigits(String(row.assignments), lang),
    },
    { title: t('updatedAt'), key: 'updatedAt', render: (_, row) => formatDate(row.updatedAt, lang) },
    {
      title: '',
      key: 'actions',
      render: (_, row) => (
        <div className="cell-actions">
          <button type="button" className="action-button small" onClick={() => setEditing(row)}>
            {t('edit')}
          </button>
          <button
            type="button"
            className="action-button small danger-outline"
            onClick={() =>
              confirm.remove(nameOf(row), () =>
                remove
                  .mutateAsync(row.id)
                  .then(() => toast('success', t('deleted')))
                  .catch(showError),
              )
            }
          >
            {t('delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <Panel
      title={t('accessRoles')}
      extra={
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(APP_SECURITY_PATHS.accessRolesExport, { search })}
            file="access-roles"
            label={t('exportExcel')}
          />
          <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
            <PlusOutlined />
            {t('newRole')}
          </button>
        </div>
      }
    >
      <div style={{ maxWidth: 360, marginBottom: 16 }}>
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchRoles')}
          onSearch={(value) => setFilter('search', value)}
        />
      </div>
      <DataTable
        label={t('accessRoles')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('noRoles') }}
      />
      <RoleFormPart
        open={editing !== null}
        role={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <RoleDrawerPart roleId={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
