/**
 * The asset dashboard's chart of an office's officers by the state of their statement, loaded with
 * its ECharts code when it scrolls into view; the figures come as a table for screen readers too.
 */
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

use([PieChart, LegendComponent, TooltipComponent]);

export function FilingChart({ slices }: { slices: { name: string; value: number }[] }) {
  const { t } = useTranslation('asset');
  const lang = useLang();
  return (
    <Chart
      label={t('chartTitle')}
      style={{ height: 280 }}
      option={{
        tooltip: { trigger: 'item', valueFormatter: (value: number) => formatNumber(value, lang) },
        legend: { bottom: 0 },
        series: [{ type: 'pie', radius: ['35%', '65%'], data: slices }],
      }}
      table={{
        columns: [t('status'), t('officers')],
        rows: slices.map((slice) => [slice.name, slice.value]),
      }}
    />
  );
}
