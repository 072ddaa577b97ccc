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
import { type CountRow, countBarOption, countTable } from '../../../components/count-bar';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent]);

export function MonthChart({ rows }: { rows: CountRow[] }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  return (
    <Chart
      label={t('inspectionsByMonth')}
      style={{ height: 300 }}
      option={countBarOption(rows, lang, { series: t('inspectionsDone') })}
      table={countTable(rows, [t('month'), t('inspectionsDone')], lang)}
    />
  );
}

export function RecommendationChart({ rows }: { rows: CountRow[] }) {
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
      table={countTable(rows, [t('status'), t('total')], lang)}
    />
  );
}
