/**
 * The meeting dashboard's charts: meetings by status as bars, meetings per month of the last twelve
 * as a line, each with a table of its figures for screen readers. Loaded with their ECharts parts
 * when they scroll into view (pages/meeting-dashboard.page.tsx).
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import type { MeetingDashboard } from '../../../../common/contracts/meeting.contract';
import { MEETING_STATUSES } from '../../../../common/contracts/meeting.paths';
import { Chart } from '../../../components/chart';
import { countBarOption, countTable } from '../../../components/count-bar';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

use([BarChart, LineChart, GridComponent, TooltipComponent]);

const HEIGHT = 280;

export function StatusChart({ byStatus }: { byStatus: MeetingDashboard['byStatus'] }) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const rows = MEETING_STATUSES.map((status) => ({ name: t(`status_${status}`), value: byStatus[status] }));
  return (
    <Chart
      label={t('byStatus')}
      style={{ height: HEIGHT }}
      option={countBarOption(rows, lang, { series: t('count'), slanted: true })}
      table={countTable(rows, [t('status'), t('count')], lang)}
    />
  );
}

export function MonthChart({ perMonth }: { perMonth: MeetingDashboard['perMonth'] }) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  return (
    <Chart
      label={t('perMonth')}
      style={{ height: HEIGHT }}
      option={{
        tooltip: {},
        grid: { left: 40, right: 16, top: 16, bottom: 40 },
        xAxis: { type: 'category', data: perMonth.map((row) => localDigits(row.month, lang)) },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { formatter: (value: number) => localDigits(value, lang) },
        },
        series: [{ type: 'line', smooth: true, data: perMonth.map((row) => row.count) }],
      }}
      table={{
        columns: [t('month'), t('count')],
        rows: perMonth.map((row) => [localDigits(row.month, lang), localDigits(row.count, lang)]),
      }}
    />
  );
}
