/**
 * inspection-progress-report: targets against inspections done, by officer and office, for a month
 * or a quarter. Plain HTML: the period is the browser's own selects, kept in the address.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressRow } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Meter } from '../../../components/meter';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { PeriodPick, usePeriodParam } from '../components/period-pick';
import { useProgress } from '../inspection.api';

export default function InspectionProgressReportPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const paging = usePaging();
  const [period, setPeriod] = usePeriodParam({ quarters: true, onChange: paging.reset });
  const list = useProgress({ ...period, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const columns: DataColumns<ProgressRow> = [
    { title: t('officer'), key: 'name', width: 200, render: (_, row) => nameOf(row, lang) },
    { title: t('office'), key: 'office', width: 240, render: (_, row) => nameOf(row.office, lang) },
    { title: t('target'), key: 'target', width: 80, render: (_, row) => localDigits(row.target, lang) },
    { title: t('done'), key: 'done', width: 80, render: (_, row) => localDigits(row.done, lang) },
    { title: t('planned'), key: 'planned', width: 90, render: (_, row) => localDigits(row.planned, lang) },
    {
      title: t('achievement'),
      key: 'pct',
      width: 160,
      render: (_, row) => {
        const percent = row.target ? Math.round((row.done / row.target) * 100) : 0;
        // A bar ends at its target; past it, the figure itself says by how much.
        return percent > 100 ? (
          <Tag tone="success">{`${localDigits(percent, lang)}%`}</Tag>
        ) : (
          <Meter percent={percent} label={t('achievement')} />
        );
      },
    },
  ];
  return (
    <Panel title={t('inspectionProgressReport')}>
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <PeriodPick value={period} onChange={setPeriod} quarters />
      </div>
      <DataTable
        label={t('inspectionProgressReport')}
        rowKey="userId"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyTargets') }}
        scroll={{ x: 850 }}
      />
    </Panel>
  );
}
