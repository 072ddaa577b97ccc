/**
 * An ECharts chart from echarts/core (only the parts a chart registers are bundled); resizes with its
 * box. Its colours come from the theme's chart palette (light or dark, chosen for contrast), and a
 * screen reader meets it as a named picture followed by a table of its figures.
 */
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef } from 'react';
import { CHART_PALETTES, FONT_FAMILY } from '../lib/palette';
import { useUiPreferences } from '../lib/ui-preferences';
import { ChartDataTable, type ChartTable } from './chart-table';

echarts.use([CanvasRenderer]);

function registerTheme(name: string, palette: (typeof CHART_PALETTES)['light' | 'dark']) {
  const axis = {
    axisLine: { lineStyle: { color: palette.axisLine } },
    axisTick: { lineStyle: { color: palette.axisLine } },
    axisLabel: { color: palette.text },
    splitLine: { lineStyle: { color: [palette.splitLine] } },
    nameTextStyle: { color: palette.text },
  };
  echarts.registerTheme(name, {
    color: [...palette.series],
    backgroundColor: 'transparent',
    textStyle: { color: palette.text, fontFamily: FONT_FAMILY },
    title: { textStyle: { color: palette.text }, subtextStyle: { color: palette.text } },
    legend: { textStyle: { color: palette.text } },
    label: { color: palette.onSeries },
    categoryAxis: axis,
    valueAxis: axis,
  });
}
registerTheme('karjaloy-light', CHART_PALETTES.light);
registerTheme('karjaloy-dark', CHART_PALETTES.dark);

export type { ChartTable };

interface ChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, read as the picture's name. */
  label: string;
  /** The same figures for screen readers; leave out when a visible table beside it shows them. */
  table?: ChartTable;
  style?: CSSProperties;
}

export function Chart({ option, label, table, style }: ChartProps) {
  const dark = useUiPreferences((state) => state.darkMode);
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, dark ? 'karjaloy-dark' : 'karjaloy-light');
    instance.setOption(latest.current, { notMerge: true });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <figure className="chart" style={{ margin: 0 }}>
      <div ref={element} role="img" aria-label={label} style={{ width: '100%', ...style }} />
      {table && <ChartDataTable table={table} label={label} />}
    </figure>
  );
}
