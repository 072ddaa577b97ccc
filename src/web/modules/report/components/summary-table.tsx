/**
 * The yearly summary of a report: per period, offices on time, late, in progress and missing, with
 * totals and Excel. Plain HTML: the dashboard and the office-wise list draw it without the UI kit.
 */
import { useTranslation } from 'react-i18next';
import type { SummaryPeriod } from '../../../../common/contracts/report.contract';
import { REPORT_PATHS, type ReportFrequency } from '../../../../common/contracts/report.paths';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useYearlySummary } from '../report.api';
import { dayText, periodText } from './report-tags';

export function SummaryTable({
  reportId,
  fiscalYear,
  frequency,
}: {
  reportId?: number;
  fiscalYear: number;
  frequency?: ReportFrequency;
}) {
  const { t } = useTranslation('report');
  const lang = useLang();
  const summary = useYearlySummary({ reportId, fiscalYear });
  const number = (value: number) => formatNumber(value, lang);
  const columns: DataColumns<SummaryPeriod> = [
    {
      title: t('period'),
      key: 'period',
      render: (_, row) =>
        periodText(
          frequency ?? summary.data?.report.frequency ?? 'monthly',
          fiscalYear,
          row.periodNo,
          lang,
          t,
        ),
    },
    { title: t('dueDate'), key: 'due', render: (_, row) => dayText(row.due, lang) },
    { title: t('offices'), key: 'assigned', render: (_, row) => number(row.assigned) },
    { title: t('onTime'), key: 'onTime', render: (_, row) => number(row.onTime) },
    { title: t('late'), key: 'late', render: (_, row) => number(row.late) },
    { title: t('inProgress'), key: 'inProgress', render: (_, row) => number(row.inProgress) },
    { title: t('missing'), key: 'missing', render: (_, row) => number(row.missing) },
  ];
  const totals = summary.data?.totals;
  return (
    <Panel
      size="small"
      title={t('yearlySummary')}
      extra={
        reportId && (
          <ExcelButton
            path={withQuery(REPORT_PATHS.summaryExport, { reportId, fiscalYear })}
            file="yearly-report-summary"
            label={t('exportExcel')}
          />
        )
      }
    >
      <DataTable<SummaryPeriod>
        label={t('yearlySummary')}
        size="small"
        rowKey="periodNo"
        columns={columns}
        dataSource={summary.data?.periods}
        loading={summary.isFetching}
        pagination={false}
        scroll={{ x: 640 }}
        summary={() =>
          totals && (
            <tr>
              <th scope="row" colSpan={2}>
                {t('totals')}
              </th>
              <td>{number(totals.assigned)}</td>
              <td>{number(totals.onTime)}</td>
              <td>{number(totals.late)}</td>
              <td>{number(totals.inProgress)}</td>
              <td>{number(totals.missing)}</td>
            </tr>
          )
        }
      />
    </Panel>
  );
}
