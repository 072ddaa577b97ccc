/**
 * /app-security/module-pages: every page of the app by module, with the actions whose grant its API
 * honours and how many access roles grant something on it. The search and filters live in the
 * address; the list is plain HTML.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppPageRow } from '../../../../common/contracts/app-security.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useAppModules, useAppPages } from '../app-security.api';
import { RegistrySync } from '../components/registry-sync';
import { StateTag } from '../components/state-tag';

export default function ModulePagesPage() {
  const { t } = useTranslation('app-security');
  const lang = useLang();
  const paging = usePaging(50);
  const { filters, setFilter } = useFilterParams(['search', 'module', 'grantable'], paging.reset);
  const { search, module: moduleKey } = filters;
  const grantable = filters.grantable === 'yes' ? 'yes' : undefined;
  const modules = useAppModules({ pageSize: 100 });
  const list = useAppPages({
    page: paging.page,
    pageSize: paging.pageSize,
    search,
    moduleKey,
    grantable,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'app-security:totalPages');
  const columns: DataColumns<AppPageRow> = [
    {
      title: t('page'),
      key: 'title',
      render: (_, row) => (
        <div className="cell-lines">
          <span>{lang === 'en' ? row.titleEn : row.titleBn}</span>
          <span className="text-secondary" style={{ wordBreak: 'break-all' }}>
            {row.path}
          </span>
        </div>
      ),
    },
    {
      title: t('moduleName'),
      key: 'module',
      render: (_, row) => (lang === 'en' ? row.moduleNameEn : row.moduleNameBn),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, row) =>
        row.actions.length === 0 ? (
          <span className="text-secondary">{t('noActions')}</span>
        ) : (
          <div className="cell-actions">
            {row.actions.map((action) => (
              <Tag key={action} tone="info">
                {t(`action.${action}`)}
              </Tag>
            ))}
          </div>
        ),
    },
    {
      title: t('rolesGranting'),
      key: 'roles',
      render: (_, row) => localDigits(String(row.accessRoles), lang),
    },
    { title: t('state'), key: 'state', render: (_, row) => <StateTag active={row.active} /> },
  ];
  return (
    <Panel title={t('modulePages')}>
      <RegistrySync />
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchPages')}
          onSearch={(value) => setFilter('search', value)}
        />
        <ChoiceFilter
          label={t('moduleName')}
          all={t('allModules')}
          value={moduleKey}
          options={(modules.data?.items ?? []).map((item) => ({
            value: item.key,
            label: lang === 'en' ? item.nameEn : item.nameBn,
          }))}
          onChange={(value) => setFilter('module', value)}
        />
        <label className="plain-check">
          <input
            type="checkbox"
            checked={grantable === 'yes'}
            onChange={(event) => setFilter('grantable', event.target.checked ? 'yes' : undefined)}
          />
          {t('onlyGrantable')}
        </label>
      </div>
      <DataTable
        label={t('modulePages')}
        rowKey="path"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
      />
    </Panel>
  );
}
