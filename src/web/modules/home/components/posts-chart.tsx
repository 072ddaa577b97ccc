/** Posts by designation as a stacked bar chart (posted and empty), from the dashboard response. */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import type { RolePostCounts } from '../../../../common/contracts/dashboard.contract';
import { Chart } from '../../../components/chart';
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
        itemStyle: { color: '#006a4e' },
      },
      {
        name: t('emptyPosts'),
        type: 'bar',
        stack: 'posts',
        data: rows.map((row) => row.EmptyPosts),
        itemStyle: { color: '#f42a41' },
      },
    ],
  };
  return <Chart option={option} style={{ height: Math.max(200, rows.length * 36 + 60) }} />;
}
