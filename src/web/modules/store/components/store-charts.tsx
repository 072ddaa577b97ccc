/**
 * The store dashboard's two charts (requisitions by state, fixed assets by condition), loaded with
 * their ECharts code when they scroll into view; each carries its figures as a table for screen
 * readers.
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

export function RequisitionsChart({ rows }: { rows: ChartRow[] }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  return (
    <Chart
      label={t('requisitionsByStatus')}
      style={{ height: 280 }}
      option={{
        tooltip: { trigger: 'item', valueFormatter: (value: number) => formatNumber(value, lang) },
        legend: { bottom: 0 },
        series: [{ type: 'pie', radius: ['35%', '65%'], data: rows, label: { show: false } }],
      }}
      table={{ columns: [t('status'), t('total')], rows: rows.map((row) => [row.name, row.value]) }}
    />
  );
}

export function AssetsChart({ rows }: { rows: ChartRow[] }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  return (
    <Chart
      label={t('assetsByCondition')}
      style={{ height: 280 }}
      option={{
        tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value, lang) },
        grid: { left: 8, right: 16, bottom: 8, top: 24, containLabel: true },
        xAxis: { type: 'category', data: rows.map((row) => row.name) },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { formatter: (value: number) => formatNumber(value, lang) },
        },
        series: [{ type: 'bar', name: t('total'), data: rows.map((row) => row.value) }],
      }}
      table={{ columns: [t('condition'), t('total')], rows: rows.map((row) => [row.name, row.value]) }}
    />
  );
}
