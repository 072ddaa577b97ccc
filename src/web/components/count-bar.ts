/**
 * The dashboards' bar chart of counts (meetings by status, inspections by month, fixed assets by
 * condition) as an option for <Chart> (chart.tsx), and the same figures as its table for screen
 * readers: whole-number steps, figures in the interface's digits, a bar's name and count in the
 * tooltip.
 */
import type { EChartsCoreOption } from 'echarts/core';
import { formatNumber, type UiLang } from '../lib/format';
import type { ChartTable } from './chart';

export interface CountRow {
  name: string;
  value: number;
}

interface CountBarLook {
  /** What the counts are, said in the tooltip. */
  series?: string;
  /** Long names (a meeting's status) slant, so every one shows under its bar. */
  slanted?: boolean;
}

export function countBarOption(
  rows: CountRow[],
  lang: UiLang,
  { series, slanted = false }: CountBarLook = {},
): EChartsCoreOption {
  const count = (value: number) => formatNumber(value, lang);
  return {
    tooltip: { trigger: 'axis', valueFormatter: count },
    grid: { left: 8, right: 16, bottom: 8, top: 24, containLabel: true },
    xAxis: {
      type: 'category',
      data: rows.map((row) => row.name),
      ...(slanted && { axisLabel: { interval: 0, rotate: 30 } }),
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: count } },
    series: [{ type: 'bar', name: series, data: rows.map((row) => row.value) }],
  };
}

/** The counts as the chart's table: `columns` name the rows' column and the counts' column. */
export function countTable(rows: CountRow[], columns: [string, string], lang: UiLang): ChartTable {
  return { columns, rows: rows.map((row) => [row.name, formatNumber(row.value, lang)]) };
}
