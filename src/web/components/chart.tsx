/** An ECharts chart from echarts/core (only the parts a chart registers are bundled); resizes with its box. */
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef } from 'react';

echarts.use([CanvasRenderer]);

export function Chart({ option, style }: { option: EChartsCoreOption; style?: CSSProperties }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} style={{ width: '100%', ...style }} />;
}
