/**
 * The freelancer dashboard's ECharts charts: counts by district, category or marketplace, and growth
 * by joining year. Their own file, loaded when a chart scrolls near (freelancer-dashboard-view.tsx);
 * the tables beside them hold the same figures.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import type { DashboardBucket, FreelancerDashboard } from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { Chart } from '../../../components/chart';
import { A11Y_NAMESPACE } from '../../../lib/a11y.i18n';
import { formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent]);

/** The buckets' counts as bars (the largest first, as the server orders them). */
export function BucketChart({
  title,
  buckets,
  height,
}: {
  title: string;
  buckets: DashboardBucket[];
  height: number;
}) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const option = {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value, lang) },
    grid: { left: 8, right: 16, bottom: 8, top: 8, containLabel: true },
    xAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => formatNumber(value, lang) },
    },
    yAxis: { type: 'category', inverse: true, data: buckets.map((bucket) => nameOf(bucket, lang)) },
    series: [{ name: t('count'), type: 'bar', data: buckets.map((bucket) => bucket.count) }],
  };
  return (
    <Chart
      option={option}
      label={t(`${A11Y_NAMESPACE}:chartBesideTable`, { name: title })}
      style={{ height }}
    />
  );
}

/** Freelancers who joined each year as bars, and the running total as a line. */
export function YearChart({ byYear }: { byYear: FreelancerDashboard['byYear'] }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  let running = 0;
  const cumulative = byYear.map((item) => {
    running += item.count;
    return running;
  });
  const option = {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value, lang) },
    legend: { top: 0, data: [t('count'), t('cumulative')] },
    grid: { left: 8, right: 16, bottom: 8, top: 36, containLabel: true },
    xAxis: { type: 'category', data: byYear.map((item) => localDigits(item.year, lang)) },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => formatNumber(value, lang) },
    },
    series: [
      { name: t('count'), type: 'bar', data: byYear.map((item) => item.count) },
      { name: t('cumulative'), type: 'line', data: cumulative },
    ],
  };
  return (
    <Chart
      option={option}
      label={t(`${A11Y_NAMESPACE}:chartBesideTable`, { name: t('byYear') })}
      style={{ height: 260 }}
    />
  );
}
