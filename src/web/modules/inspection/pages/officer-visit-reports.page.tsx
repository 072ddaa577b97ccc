/**
 * officer-visit-reports: each officer's visits in a month or quarter, with the recommendations raised
 * and closed. Plain HTML: the period is the browser's own selects, kept in the address.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficerReportRow } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { PeriodPick, usePeriodParam } from '../components/period-pick';
import { useOfficerReport } from '../inspection.api';

export default function OfficerVisitReportsPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const paging = usePaging();
  const [period, setPeriod] = usePeriodParam({ quarters: true, onChange: paging.reset });
  const list = useOfficerReport({ ...period, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const columns: DataColumns<OfficerReportRow> = [
    { title: t('officer'), key: 'name', width: 200, render: (_, row) => nameOf(row, lang) },
    { title: t('office'), key: 'office', width: 240, render: (_, row) => nameOf(row.office, lang) },
    { title: t('visits'), key: 'visits', width: 90, render: (_, row) => localDigits(row.visits, lang) },
    {
      title: t('recommendations'),
      key: 'recs',
      width: 110,
      render: (_, row) => localDigits(row.recommendations, lang),
    },
    { title: t('rec_closed'), key: 'closed', width: 90, render: (_, row) => localDigits(row.closed, lang) },
    {
      title: t('lastVisit'),
      key: 'last',
      width: 120,
      render: (_, row) => (row.lastVisit ? formatDate(row.lastVisit, lang) : '—'),
    },
  ];
  return (
    <Panel title={t('officerVisitReports')}>
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <PeriodPick value={period} onChange={setPeriod} quarters />
      </div>
      <DataTable
        label={t('officerVisitReports')}
        rowKey="userId"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyVisits') }}
        scroll={{ x: 850 }}
      />
    </Panel>
  );
}
