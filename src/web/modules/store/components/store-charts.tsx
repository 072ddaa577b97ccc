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
import { type CountRow, countBarOption, countTable } from '../../../components/count-bar';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent]);

export function RequisitionsChart({ rows }: { rows: CountRow[] }) {
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
      table={countTable(rows, [t('status'), t('total')], lang)}
    />
  );
}

export function AssetsChart({ rows }: { rows: CountRow[] }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  return (
    <Chart
      label={t('assetsByCondition')}
      style={{ height: 280 }}
      option={countBarOption(rows, lang, { series: t('total') })}
      table={countTable(rows, [t('condition'), t('total')], lang)}
    />
  );
}
