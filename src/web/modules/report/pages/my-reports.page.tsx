/**
 * /report-mgt/my-reports: the reports asked of the own office, the period being collected now and the
 * desk's stages. Plain HTML: a report's permitted desks open in a drawer that brings the UI kit when
 * first opened (components/report-parts.tsx). The search lives in the address.
 */
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssignedReport } from '../../../../common/contracts/report.contract';
import { nameOf } from '../../../../common/labels';
import { canManageReports } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { PermittedDesksPart } from '../components/report-parts';
import { dayText, periodText, StatusTag } from '../components/report-tags';
import { useOwnOfficeReports } from '../report.api';

export default function MyReportsPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const manage = canManageReports(useSubject());
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(['search'], paging.reset);
  const search = filters.search ?? '';
  const [desksOf, setDesksOf] = useState<AssignedReport['report'] | null>(null);
  const list = useOwnOfficeReports({ page: paging.page, pageSize: paging.pageSize, search });
  const pagination = useTablePagination(paging, list.data?.total, 'report:total');
  const onSearch = (value: string) => setFilter('search', value);
  const columns: DataColumns<AssignedReport> = [
    {
      title: t('title'),
      key: 'title',
      width: 260,
      render: (_, item) => (
        <Link to={`/report-mgt/my-report-details/${encodeURIComponent(item.report.code)}`}>
          <strong>{lang === 'en' ? item.report.titleEn : item.report.titleBn}</strong>
          <br />
          <span className="text-secondary">
            {item.report.code} · {t(`frequency_${item.report.frequency}`)}
          </span>
        </Link>
      ),
    },
    {
      title: t('askingOffice'),
      key: 'owner',
      width: 200,
      render: (_, item) => nameOf(item.report.ownerOffice, lang),
    },
    {
      title: t('currentPeriod'),
      key: 'period',
      width: 170,
      render: (_, item) => (
        <div className="cell-lines">
          <span>
            {periodText(item.report.frequency, item.current.fiscalYear, item.current.periodNo, lang, t)}
          </span>
          <span className="text-secondary">
            {t('dueDate')}: {dayText(item.current.due, lang)}
          </span>
        </div>
      ),
    },
    {
      title: t('status'),
      key: 'status',
      width: 150,
      render: (_, item) => <StatusTag status={item.current.status} />,
    },
    {
      title: t('myStages'),
      key: 'stages',
      width: 200,
      render: (_, item) => (
        <div className="cell-actions">
          {item.stages.map((stage) => (
            <Tag key={stage}>{t(`stage_${stage}`)}</Tag>
          ))}
          <button type="button" className="link-button" onClick={() => setDesksOf(item.report)}>
            {t('permittedDesks')}
          </button>
        </div>
      ),
    },
  ];
  return (
    <Panel title={t('myReports')}>
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <SearchBox key={search} initial={search} placeholder={t('search')} onSearch={onSearch} />
      </div>
      <DataTable<AssignedReport>
        label={t('myReports')}
        rowKey={(item) => item.report.id}
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('emptyMine') }}
      />
      <PermittedDesksPart report={desksOf} manage={manage} onClose={() => setDesksOf(null)} />
    </Panel>
  );
}
