/**
 * The lab dashboard's ECharts charts: labs and inspected labs by district, equipment by condition,
 * and activities by month. Their own file, loaded when a chart scrolls near (lab-dashboard-view.tsx),
 * so the dashboard's figures and tables show without the chart code.
 */
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import type { LabDashboard } from '../../../../common/contracts/lab.contract';
import { nameOf } from '../../../../common/labels';
import { Chart } from '../../../components/chart';
import { A11Y_NAMESPACE } from '../../../lib/a11y.i18n';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent]);

function useNumber() {
  const lang = useLang();
  return (value: number) => formatNumber(value, lang);
}

/** Labs and inspected labs by district; the table beside it has the same figures. */
export function DistrictChart({ rows, height }: { rows: LabDashboard['byDistrict']; height: number }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const n = useNumber();
  const option = {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => n(value) },
    legend: { top: 0, data: [t('labs'), t('inspectedLabs')] },
    grid: { left: 8, right: 16, bottom: 8, top: 36, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => n(value) } },
    yAxis: { type: 'category', inverse: true, data: rows.map((row) => nameOf(row.district, lang)) },
    series: [
      { name: t('labs'), type: 'bar', data: rows.map((row) => row.labs) },
      { name: t('inspectedLabs'), type: 'bar', data: rows.map((row) => row.inspectedLabs) },
    ],
  };
  return (
    <Chart
      option={option}
      label={t(`${A11Y_NAMESPACE}:chartBesideTable`, { name: t('byDistrict') })}
      style={{ height }}
    />
  );
}

/** Working, faulty and lost devices as a ring, with a table of them for screen readers. */
export function ConditionChart({ totals }: { totals: LabDashboard['totals'] }) {
  const { t } = useTranslation('lab');
  const n = useNumber();
  const option = {
    tooltip: { trigger: 'item', valueFormatter: (value: number) => n(value) },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        data: [
          { name: t('working'), value: totals.working },
          { name: t('faulty'), value: totals.faulty },
          { name: t('lost'), value: totals.lost },
        ],
        label: { formatter: (item: { name: string; value: number }) => `${item.name}: ${n(item.value)}` },
      },
    ],
  };
  return (
    <Chart
      option={option}
      label={t('equipmentCondition')}
      table={{
        columns: [t('condition'), t('count')],
        rows: [
          [t('working'), totals.working],
          [t('faulty'), totals.faulty],
          [t('lost'), totals.lost],
        ],
      }}
      style={{ height: 260 }}
    />
  );
}

/** Activities by month of the fiscal year; `monthLabel` writes a month as the table does. */
export function MonthChart({
  rows,
  monthLabel,
}: {
  rows: LabDashboard['activityByMonth'];
  monthLabel: (month: string) => string;
}) {
  const { t } = useTranslation('lab');
  const n = useNumber();
  const option = {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => n(value) },
    grid: { left: 8, right: 16, bottom: 8, top: 16, containLabel: true },
    xAxis: { type: 'category', data: rows.map((row) => monthLabel(row.month)) },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => n(value) } },
    series: [{ name: t('activities'), type: 'bar', data: rows.map((row) => row.activities) }],
  };
  return (
    <Chart
      option={option}
      label={t('activityByMonth')}
      table={{
        columns: [t('month'), t('activities'), t('participants')],
        rows: rows.map((row) => [monthLabel(row.month), row.activities, row.participants]),
      }}
      style={{ height: 240 }}
    />
  );
}
