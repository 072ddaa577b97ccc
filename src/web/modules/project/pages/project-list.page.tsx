/**
 * project-list: the office's projects (every office's for the app admins) with code, ministry or
 * division, period, director, status, progress and budget; filters by status and fiscal year, Excel
 * file. The office admin and the app admins add and change them, with the budget by fiscal year.
 * Plain HTML with the browser's own filters, which live in the address; the project's dialog brings
 * the UI kit when first opened (components/project-parts.tsx).
 */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '../../../../common/contracts/project.contract';
import {
  isFiscalYear,
  PROJECT_PATHS,
  PROJECT_STATUSES,
  type ProjectStatus,
} from '../../../../common/contracts/project.paths';
import { nameOf } from '../../../../common/labels';
import { canManageProjects } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Meter } from '../../../components/meter';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { Tag, type TagTone } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { takaInWords } from '../../../lib/bangla-words';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { ProjectDialogPart } from '../components/project-parts';
import { useProjects } from '../project.api';

const STATUS_TONES: Record<ProjectStatus, TagTone | undefined> = {
  planned: undefined,
  ongoing: 'info',
  completed: 'success',
  suspended: 'error',
};

export default function ProjectListPage() {
  const { t } = useTranslation('project');
  const lang = useLang();
  const manage = canManageProjects(useSubject());
  const paging = usePaging();
  const { params, setFilter } = useFilterParams(['status', 'fiscalYear', 'search'], paging.reset);
  const status = params.get('status') || undefined;
  const fiscalYear = params.get('fiscalYear') ?? '';
  const search = params.get('search') || undefined;
  // A fiscal year filters the list once it is typed in full.
  const filters = { status, fiscalYear: isFiscalYear(fiscalYear) ? fiscalYear : undefined, search };
  const list = useProjects({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'project:totalCount');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const columns: DataColumns<ProjectRow> = [
    { title: t('code'), dataIndex: 'code', key: 'code', width: 140 },
    { title: t('project'), key: 'name', render: (_, row) => nameOf(row, lang) },
    { title: t('ministry'), dataIndex: 'ministry', key: 'ministry' },
    { title: t('director'), dataIndex: 'director', key: 'director', width: 160 },
    {
      title: t('period'),
      key: 'period',
      width: 200,
      render: (_, row) => `${formatDate(row.startDate, lang)} – ${formatDate(row.endDate, lang)}`,
    },
    {
      title: t('status'),
      key: 'status',
      width: 100,
      render: (_, row) => <Tag tone={STATUS_TONES[row.status]}>{t(`status_${row.status}`)}</Tag>,
    },
    {
      title: t('progress'),
      key: 'progress',
      width: 140,
      render: (_, row) => <Meter percent={row.progress} label={`${t('progress')}: ${nameOf(row, lang)}`} />,
    },
    {
      title: t('totalBudget'),
      key: 'budget',
      width: 160,
      align: 'right',
      render: (_, row) => (
        <span title={lang === 'bn' ? (takaInWords(row.totalBudget) ?? undefined) : undefined}>
          {formatNumber(Number(row.totalBudget), lang)}
        </span>
      ),
    },
    { title: t('sites'), key: 'sites', width: 70, render: (_, row) => localDigits(row.sites, lang) },
    {
      title: '',
      key: 'edit',
      width: 60,
      render: (_, row) =>
        manage && (
          <button
            type="button"
            className="icon-button"
            aria-label={`${t('edit')} ${row.code}`}
            onClick={() => setEditing(row.id)}
          >
            <EditOutlined />
          </button>
        ),
    },
  ];
  return (
    <Panel
      title={t('projectList')}
      extra={
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(PROJECT_PATHS.projectsExport, filters)}
            file="projects"
            label={t('exportExcel')}
          />
          {manage && (
            <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
              <PlusOutlined />
              {t('add')}
            </button>
          )}
        </div>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={status}
          options={PROJECT_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
        <input
          type="text"
          className="plain-select"
          aria-label={t('fiscalYear')}
          placeholder={`${t('fiscalYear')} (2024-25)`}
          value={fiscalYear}
          maxLength={7}
          onChange={(event) => setFilter('fiscalYear', event.target.value.trim())}
        />
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchProject')}
          onSearch={(value) => setFilter('search', value)}
        />
      </div>
      <DataTable<ProjectRow>
        label={t('projectList')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyProjects') }}
        scroll={{ x: 1300 }}
      />
      <ProjectDialogPart editing={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
