/**
 * One asked report's submissions by period (on time, late, in progress, missing) as a stacked bar
 * chart. Its ECharts code loads when the chart scrolls into view (dashboard-asked.tsx); a screen
 * reader meets the same figures as the chart's table.
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import type { ReportDashboard } from '../../../../common/contracts/report.contract';
import { Chart } from '../../../components/chart';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

use([BarChart, GridComponent, LegendComponent, TooltipComponent]);

const STATES = ['onTime', 'late', 'inProgress', 'missing'] as const;

export function PeriodChart({
  label,
  byPeriod,
  periods,
}: {
  label: string;
  byPeriod: NonNullable<ReportDashboard['asked']>['byPeriod'];
  /** Each period's name, in the order of `byPeriod`. */
  periods: string[];
}) {
  const { t } = useTranslation('report');
  const lang = useLang();
  return (
    <Chart
      label={label}
      style={{ height: 320 }}
      option={{
        tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value, lang) },
        legend: { top: 0 },
        grid: { left: 8, right: 16, bottom: 8, top: 40, containLabel: true },
        xAxis: { type: 'category', data: periods },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { formatter: (value: number) => formatNumber(value, lang) },
        },
        series: STATES.map((key) => ({
          name: t(key),
          type: 'bar',
          stack: 'all',
          data: byPeriod.map((row) => row[key]),
        })),
      }}
      table={{
        columns: [t('period'), ...STATES.map((key) => t(key))],
        rows: byPeriod.map((row, index) => [
          periods[index] ?? String(row.periodNo),
          ...STATES.map((key) => formatNumber(row[key], lang)),
        ]),
      }}
    />
  );
}
