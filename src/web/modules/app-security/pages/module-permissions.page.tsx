/**
 * /app-security/module-permissions: the grants of one access role (chosen in the address as ?role=),
 * as a check box per page and per action its API honours; saving replaces the role's whole set.
 */
import { Alert, Button, Checkbox, Empty, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AppPageRow } from '../../../../common/contracts/app-security.contract';
import { grantKey, type PageAction } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import {
  appSecurityApi,
  useAccessRole,
  useAccessRoles,
  useAppPages,
  useAppSecurityMutation,
} from '../app-security.api';
import { RegistrySync } from '../components/registry-sync';

export default function ModulePermissionsPage() {
  const { t } = useTranslation('app-security');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const roleId = Number(params.get('role')) || null;
  const [roleSearch, setRoleSearch] = useState('');
  const roles = useAccessRoles({ pageSize: 50, search: roleSearch });
  const role = useAccessRole(roleId);
  const paging = usePaging(50);
  const pages = useAppPages(
    { grantable: 'yes', page: paging.page, pageSize: paging.pageSize },
    roleId !== null,
  );
  const pagination = useTablePagination(paging, pages.data?.total, 'app-security:totalPages');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const save = useAppSecurityMutation(appSecurityApi.setGrants);

  useEffect(() => {
    setChosen(new Set(role.data?.grantList.map((grant) => grantKey(grant.page, grant.action)) ?? []));
  }, [role.data]);

  const toggle = (page: string, action: PageAction, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(grantKey(page, action));
      else next.delete(grantKey(page, action));
      return next;
    });

  const onSave = async () => {
    if (roleId === null) return;
    const grants = [...chosen].map((key) => {
      const [page, action] = key.split('|');
      return { page, action: action as PageAction };
    });
    try {
      await save.mutateAsync({ id: roleId, grants });
      toast('success', t('permissionsSaved'));
    } catch (error) {
      showError(error);
    }
  };

  const columns: DataColumns<AppPageRow> = [
    {
      title: t('page'),
      key: 'page',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{lang === 'en' ? row.titleEn : row.titleBn}</span>
          <Typography.Text type="secondary">
            {lang === 'en' ? row.moduleNameEn : row.moduleNameBn}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('grants'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap>
          {row.actions.map((action) => (
            <Checkbox
              key={action}
              checked={chosen.has(grantKey(row.path, action))}
              onChange={(event) => toggle(row.path, action, event.target.checked)}
            >
              {t(`action.${action}`)}
            </Checkbox>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <Panel
      title={
        role.data
          ? t('permissionsOf', { name: lang === 'en' ? role.data.nameEn : role.data.nameBn })
          : t('modulePermissions')
      }
      extra={
        roleId !== null && (
          <Button type="primary" loading={save.isPending} onClick={onSave}>
            {t('savePermissions')}
          </Button>
        )
      }
    >
      <RegistrySync />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('grantRule')} />
      <Select
        showSearch={{ filterOption: false, onSearch: setRoleSearch }}
        aria-label={t('chooseRole')}
        placeholder={t('chooseRole')}
        style={{ width: '100%', maxWidth: 420, marginBottom: 16 }}
        value={roleId ?? undefined}
        onChange={(value: number) => setParams({ role: String(value) }, { replace: true })}
        options={(roles.data?.items ?? []).map((item) => ({
          value: item.id,
          label: lang === 'en' ? item.nameEn : item.nameBn,
        }))}
      />
      {roleId === null ? (
        <Empty description={t('noRoleChosen')} />
      ) : (
        <DataTable
          label={t('modulePermissions')}
          rowKey="path"
          columns={columns}
          dataSource={pages.data?.items}
          loading={pages.isFetching || role.isFetching}
          pagination={pagination}
        />
      )}
    </Panel>
  );
}
