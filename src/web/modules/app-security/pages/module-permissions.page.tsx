/**
 * /app-security/module-permissions: the grants of one access role (chosen in the address as ?role=),
 * as a check box per page and per action its API honours; saving replaces the role's whole set.
 * Plain HTML: the browser's own check boxes, and a save button, not a form of the UI kit.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AccessRoleRow, AppPageRow } from '../../../../common/contracts/app-security.contract';
import { grantKey, type PageAction } from '../../../../common/permissions';
import { Combobox } from '../../../components/combobox';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import {
  appSecurityApi,
  useAccessRole,
  useAccessRoles,
  useAppPages,
  useAppSecurityMutation,
} from '../app-security.api';
import { RegistrySync } from '../components/registry-sync';

type RoleName = Pick<AccessRoleRow, 'id' | 'nameBn' | 'nameEn'>;

export default function ModulePermissionsPage() {
  const { t } = useTranslation('app-security');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const roleId = Number(params.get('role')) || null;
  const { debounced, setSearch } = useDebouncedSearch();
  const roles = useAccessRoles({ pageSize: 50, search: debounced });
  const role = useAccessRole(roleId);
  const paging = usePaging(50);
  const pages = useAppPages(
    { grantable: 'yes', page: paging.page, pageSize: paging.pageSize },
    roleId !== null,
  );
  const pagination = useTablePagination(paging, pages.data?.total, 'app-security:totalPages');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const save = useAppSecurityMutation(appSecurityApi.setGrants);
  const nameOf = (item: RoleName) => (lang === 'en' ? item.nameEn : item.nameBn);

  // The chosen role keeps its name in the picker when a search no longer brings it.
  const seen = useRef(new Map<number, RoleName>());
  for (const item of roles.data?.items ?? []) seen.current.set(item.id, item);
  if (role.data) seen.current.set(role.data.id, role.data);
  const roleOptions: RoleName[] = [...(roles.data?.items ?? [])];
  const current = roleId !== null ? seen.current.get(roleId) : undefined;
  if (current && !roleOptions.some((item) => item.id === current.id)) roleOptions.unshift(current);

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
        <div className="cell-lines">
          <span>{lang === 'en' ? row.titleEn : row.titleBn}</span>
          <span className="text-secondary">{lang === 'en' ? row.moduleNameEn : row.moduleNameBn}</span>
        </div>
      ),
    },
    {
      title: t('grants'),
      key: 'actions',
      render: (_, row) => (
        <div className="cell-actions">
          {row.actions.map((action) => (
            <label key={action} className="plain-check">
              <input
                type="checkbox"
                checked={chosen.has(grantKey(row.path, action))}
                onChange={(event) => toggle(row.path, action, event.target.checked)}
              />
              {t(`action.${action}`)}
            </label>
          ))}
        </div>
      ),
    },
  ];

  return (
    <Panel
      title={role.data ? t('permissionsOf', { name: nameOf(role.data) }) : t('modulePermissions')}
      extra={
        roleId !== null && (
          <button
            type="button"
            className="action-button primary"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            onClick={onSave}
          >
            {t('savePermissions')}
          </button>
        )
      }
    >
      <RegistrySync />
      <p className="plain-note info" style={{ margin: '0 0 16px' }}>
        {t('grantRule')}
      </p>
      <div style={{ maxWidth: 420, marginBottom: 16 }}>
        <Combobox<number>
          aria-label={t('chooseRole')}
          placeholder={t('chooseRole')}
          options={roleOptions.map((item) => ({ value: item.id, text: nameOf(item), label: nameOf(item) }))}
          value={roleId}
          onSearch={setSearch}
          onChange={(value) => {
            setSearch('');
            if (value !== null) setParams({ role: String(value) }, { replace: true });
          }}
          busy={roles.isFetching}
          // Not shown: a role is changed, never cleared (as before).
          clearLabel={t('chooseRole')}
          emptyText={roles.isFetching ? t('common:loading') : t('common:noData')}
        />
      </div>
      {roleId === null ? (
        <p className="record-empty text-secondary">{t('noRoleChosen')}</p>
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
