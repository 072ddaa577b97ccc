/** /app-security/access-roles: the access roles with their counts; make, rename, delete, open one, Excel. */
import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccessRoleRow, APP_SECURITY_PATHS } from '../../../../common/contracts/app-security.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { appSecurityApi, useAccessRoles, useAppSecurityMutation } from '../app-security.api';
import { RoleDrawer } from '../components/role-drawer';
import { RoleForm } from '../components/role-form';

export default function AccessRolesPage() {
  const { t } = useTranslation('app-security');
  const lang = useLang();
  const confirm = useConfirm();
  const paging = usePaging();
  const list = useAccessRoles({ page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'app-security:totalRoles');
  const remove = useAppSecurityMutation(appSecurityApi.remove);
  const [editing, setEditing] = useState<AccessRoleRow | null | 'new'>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const nameOf = (row: AccessRoleRow) => (lang === 'en' ? row.nameEn : row.nameBn);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(
        withQuery(APP_SECURITY_PATHS.accessRolesExport, { search: paging.search }),
        'access-roles.xlsx',
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumns<AccessRoleRow> = [
    {
      title: t('accessRoles'),
      key: 'name',
      render: (_, row) => (
        <Button
          type="link"
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => setOpened(row.id)}
        >
          {nameOf(row)}
        </Button>
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
        <Space wrap size={4}>
          <Button size="small" onClick={() => setEditing(row)}>
            {t('edit')}
          </Button>
          <Button
            size="small"
            danger
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
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Panel
      title={t('accessRoles')}
      extra={
        <Space wrap>
          <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
            {t('exportExcel')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('newRole')}
          </Button>
        </Space>
      }
    >
      <Input.Search
        allowClear
        aria-label={t('searchRoles')}
        placeholder={t('searchRoles')}
        onSearch={paging.setSearch}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <DataTable
        label={t('accessRoles')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: <Empty description={t('noRoles')} /> }}
      />
      <RoleForm
        open={editing !== null}
        role={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <RoleDrawer roleId={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
