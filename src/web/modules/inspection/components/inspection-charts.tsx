/**
 * The inspection dashboard's two charts (inspections by month, recommendations by state), from
 * echarts/core with only the parts they draw. Loaded apart from the dashboard, when a chart first
 * scrolls near (pages/inspection-dashboard.page.tsx): the figures and links above them need none of it.
 */
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent]);

export interface ChartRow {
  name: string;
  value: number;
}

export function MonthChart({ rows }: { rows: ChartRow[] }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  return (
    <Chart
      label={t('inspectionsByMonth')}
      style={{ height: 300 }}
      option={{
        tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value, lang) },
        grid: { left: 8, right: 16, bottom: 8, top: 24, containLabel: true },
        xAxis: { type: 'category', data: rows.map((row) => row.name) },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { formatter: (value: number) => formatNumber(value, lang) },
        },
        series: [{ type: 'bar', name: t('inspectionsDone'), data: rows.map((row) => row.value) }],
      }}
      table={{
        columns: [t('month'), t('inspectionsDone')],
        rows: rows.map((row) => [row.name, formatNumber(row.value, lang)]),
      }}
    />
  );
}

export function RecommendationChart({ rows }: { rows: ChartRow[] }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  return (
    <Chart
      label={t('recommendationsByStatus')}
      style={{ height: 300 }}
      option={{
        tooltip: { trigger: 'item', valueFormatter: (value: number) => formatNumber(value, lang) },
        legend: { bottom: 0 },
        series: [{ type: 'pie', radius: ['35%', '65%'], data: rows, label: { show: false } }],
      }}
      table={{
        columns: [t('status'), t('total')],
        rows: rows.map((row) => [row.name, formatNumber(row.value, lang)]),
      }}
    />
  );
}
