/**
 * project-sites: where the projects are built, by district and upazila, with coordinates typed in
 * English digits (SPEC.md §5; shown in Bangla digits in Bangla) and progress per site. Plain HTML
 * with the browser's own filters, which live in the address; a site's dialog brings the UI kit when
 * first opened (components/project-parts.tsx).
 */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Named } from '../../../../common/contracts/office.contract';
import type { SiteRow } from '../../../../common/contracts/project.contract';
import { PROJECT_PATHS } from '../../../../common/contracts/project.paths';
import { nameOf } from '../../../../common/labels';
import { canManageProjects } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Meter } from '../../../components/meter';
import { useOptions, withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { SiteDialogPart } from '../components/project-parts';
import { useProjects, useSites } from '../project.api';

export default function ProjectSitesPage() {
  const { t } = useTranslation('project');
  const lang = useLang();
  const manage = canManageProjects(useSubject());
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(['projectId', 'districtId', 'search'], paging.reset);
  const { projectId, districtId, search } = filters;
  const projects = useProjects({ pageSize: 200 });
  const districts = useOptions('districts', { pageSize: 100 });
  const list = useSites({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'project:totalCount');
  const [editing, setEditing] = useState<SiteRow | 'new' | null>(null);
  const columns: DataColumns<SiteRow> = [
    { title: t('project'), dataIndex: 'projectCode', key: 'project', width: 140 },
    { title: t('site'), key: 'name', render: (_, row) => nameOf(row, lang) },
    {
      title: t('district'),
      key: 'district',
      render: (_, row) => (lang === 'en' ? row.districtEn : row.districtBn),
    },
    {
      title: t('upazila'),
      key: 'upazila',
      render: (_, row) => (lang === 'en' ? row.upazilaEn : row.upazilaBn) ?? '—',
    },
    {
      title: `${t('latitude')}, ${t('longitude')}`,
      key: 'position',
      width: 200,
      render: (_, row) => `${localDigits(row.latitude, lang)}, ${localDigits(row.longitude, lang)}`,
    },
    {
      title: t('progress'),
      key: 'progress',
      width: 140,
      render: (_, row) => <Meter percent={row.progress} label={`${t('progress')}: ${nameOf(row, lang)}`} />,
    },
    {
      title: '',
      key: 'edit',
      width: 60,
      render: (_, row) =>
        manage && (
          <button
            type="button"
            className="icon-button"
            aria-label={`${t('edit')} ${nameOf(row, lang)}`}
            onClick={() => setEditing(row)}
          >
            <EditOutlined />
          </button>
        ),
    },
  ];
  return (
    <Panel
      title={t('projectSites')}
      extra={
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(PROJECT_PATHS.sitesExport, filters)}
            file="project-sites"
            label={t('exportExcel')}
          />
          {manage && (
            <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
              <PlusOutlined />
              {t('addSite')}
            </button>
          )}
        </div>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        <ChoiceFilter
          label={t('project')}
          all={t('allProjects')}
          value={projectId}
          options={(projects.data?.items ?? []).map((item) => ({ value: item.id, label: item.code }))}
          onChange={(value) => setFilter('projectId', value)}
        />
        <ChoiceFilter
          label={t('district')}
          all={t('allDistricts')}
          value={districtId}
          options={((districts.data?.items ?? []) as Named[]).map((item) => ({
            value: item.id,
            label: nameOf(item, lang),
          }))}
          onChange={(value) => setFilter('districtId', value)}
        />
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchSite')}
          onSearch={(value) => setFilter('search', value)}
        />
      </div>
      <DataTable<SiteRow>
        label={t('projectSites')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptySites') }}
        scroll={{ x: 960 }}
      />
      <SiteDialogPart editing={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
