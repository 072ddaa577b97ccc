/**
 * /app-security/modules: the app's modules, with how many pages each has and how many can be
 * granted. The search lives in the address; the list is plain HTML.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppModuleRow } from '../../../../common/contracts/app-security.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useAppModules } from '../app-security.api';
import { RegistrySync } from '../components/registry-sync';
import { StateTag } from '../components/state-tag';

export default function ModulesPage() {
  const { t } = useTranslation('app-security');
  const lang = useLang();
  const paging = usePaging(50);
  const { filters, setFilter } = useFilterParams(['search'], paging.reset);
  const { search } = filters;
  const list = useAppModules({ page: paging.page, pageSize: paging.pageSize, search });
  const pagination = useTablePagination(paging, list.data?.total, 'app-security:totalModules');

  const columns: DataColumns<AppModuleRow> = [
    {
      title: t('moduleName'),
      key: 'name',
      render: (_, row) => (
        <Link to={`/app-security/module-pages?module=${row.key}`}>
          {lang === 'en' ? row.nameEn : row.nameBn}
        </Link>
      ),
    },
    { title: t('key'), dataIndex: 'key', key: 'key' },
    { title: t('pages'), key: 'pages', render: (_, row) => localDigits(String(row.pages), lang) },
    {
      title: t('grantablePages'),
      key: 'grantable',
      render: (_, row) => localDigits(String(row.grantablePages), lang),
    },
    { title: t('state'), key: 'state', render: (_, row) => <StateTag active={row.active} /> },
  ];
  return (
    <Panel title={t('modules')}>
      <RegistrySync />
      <div style={{ maxWidth: 360, marginBottom: 16 }}>
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchModules')}
          onSearch={(value) => setFilter('search', value)}
        />
      </div>
      <DataTable
        label={t('modules')}
        rowKey="key"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
      />
    </Panel>
  );
}
