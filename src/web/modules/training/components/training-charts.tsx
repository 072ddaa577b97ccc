/**
 * The training dashboard's charts (trainees and completed by year, provider and topic as bars; by
 * gender as a ring), in the theme's chart colours, each with a table of its figures for screen
 * readers. Its ECharts code loads only when a chart scrolls into view (the dashboard page).
 */
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import type { Tally } from '../../../../common/contracts/training.contract';
import { Chart } from '../../../components/chart';
import { formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent]);

function useTally() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const label = (row: Tally) => (lang === 'bn' ? row.labelBn : row.labelEn);
  const n = (value: number) => formatNumber(value, lang);
  const table = (rows: Tally[]) => ({
    columns: ['', t('traineesSeries'), t('completedSeries')],
    rows: rows.map((row) => [label(row), n(row.trainees), n(row.completed)]),
  });
  return { t, lang, label, n, table };
}

/** Trainees and completed of each row as bars; the table names every row, the bars the first `limit`. */
export function TallyBarChart({
  rows,
  name,
  height,
  limit = rows.length,
}: {
  rows: Tally[];
  name: string;
  height: number;
  limit?: number;
}) {
  const { t, lang, label, n, table } = useTally();
  const shown = rows.slice(0, limit);
  const option = {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => n(value) },
    legend: { top: 0, data: [t('traineesSeries'), t('completedSeries')] },
    grid: { left: 8, right: 16, bottom: 8, top: 40, containLabel: true },
    xAxis: {
      type: 'category',
      data: shown.map((row) => localDigits(label(row), lang)),
      axisLabel: { interval: 0, rotate: shown.length > 5 ? 30 : 0 },
    },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => n(value) } },
    series: [
      { name: t('traineesSeries'), type: 'bar', data: shown.map((row) => row.trainees) },
      { name: t('completedSeries'), type: 'bar', data: shown.map((row) => row.completed) },
    ],
    aria: { enabled: true, label: { description: name } },
  };
  return <Chart option={option} label={name} table={table(rows)} style={{ height }} />;
}

/** Trainees by gender as a ring. */
export function GenderChart({ rows, name }: { rows: Tally[]; name: string }) {
  const { label, n, table } = useTally();
  return (
    <Chart
      label={name}
      table={table(rows)}
      style={{ height: 280 }}
      option={{
        tooltip: { trigger: 'item', valueFormatter: (value: number) => n(value) },
        legend: { bottom: 0 },
        series: [
          {
            type: 'pie',
            radius: ['35%', '65%'],
            data: rows.map((row) => ({ name: label(row), value: row.trainees })),
          },
        ],
      }}
    />
  );
}
