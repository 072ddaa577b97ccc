/**
 * Posts by designation as a stacked bar chart (posted and empty), from the dashboard response, in
 * the theme's chart colours; the posts table beside it holds the same figures for screen readers.
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import type { RolePostCounts } from '../../../../common/contracts/dashboard.contract';
import { Chart } from '../../../components/chart';
import { A11Y_NAMESPACE } from '../../../lib/a11y.i18n';
import { formatNumber } from '../../../lib/format';

use([BarChart, GridComponent, LegendComponent, TooltipComponent]);

export function PostsChart({ rows }: { rows: RolePostCounts[] }) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const names = rows.map((row) => (lang === 'en' ? row.RoleNameEn : row.RoleName));
  const option = {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value, lang) },
    legend: { top: 0, data: [t('posted'), t('emptyPosts')] },
    grid: { left: 8, right: 16, bottom: 8, top: 40, containLabel: true },
    xAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => formatNumber(value, lang) },
    },
    yAxis: { type: 'category', data: names, inverse: true },
    series: [
      {
        name: t('posted'),
        type: 'bar',
        stack: 'posts',
        data: rows.map((row) => row.Posted),
      },
      {
        name: t('emptyPosts'),
        type: 'bar',
        stack: 'posts',
        data: rows.map((row) => row.EmptyPosts),
      },
    ],
  };
  return (
    <Chart
      option={option}
      label={t(`${A11Y_NAMESPACE}:chartBesideTable`, { name: t('postsByDesignation') })}
      style={{ height: Math.max(200, rows.length * 36 + 60) }}
    />
  );
}
