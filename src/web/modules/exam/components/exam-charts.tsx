/**
 * The exam dashboard's two charts (bills by stage; honorarium by exam), loaded with their ECharts
 * code only when they scroll into view (the dashboard page mounts them inside WhenVisible). Each
 * chart carries a table of its figures for screen readers.
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import type { ExamDashboard } from '../../../../common/contracts/exam.contract';
import { Chart } from '../../../components/chart';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

use([BarChart, GridComponent, LegendComponent, TooltipComponent]);

export function BillsByStageChart({ data }: { data: ExamDashboard }) {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  return (
    <Chart
      label={t('billsByStage')}
      table={{
        columns: [t('status'), t('count'), t('net')],
        rows: data.billsByStage.map((stage) => [t(`bill_${stage.status}`), n(stage.count), n(stage.net)]),
      }}
      style={{ height: 260 }}
      option={{
        tooltip: { trigger: 'axis', valueFormatter: (value: number) => n(value) },
        grid: { left: 8, right: 16, bottom: 8, top: 24, containLabel: true },
        xAxis: { type: 'category', data: data.billsByStage.map((stage) => t(`bill_${stage.status}`)) },
        yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => n(value) } },
        series: [{ name: t('count'), type: 'bar', data: data.billsByStage.map((stage) => stage.count) }],
      }}
    />
  );
}

/** `height`: the page keeps the chart's place as tall before it loads. */
export function AmountsByExamChart({ data, height }: { data: ExamDashboard; height: number }) {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const examNames = data.amountsByExam.map((row) => (lang === 'en' ? row.exam.nameEn : row.exam.nameBn));
  return (
    <Chart
      label={t('amountsByExam')}
      table={{
        columns: [t('exam'), t('net'), t('bill_paid')],
        rows: data.amountsByExam.map((row, index) => [examNames[index] ?? '', n(row.net), n(row.paid)]),
      }}
      style={{ height }}
      option={{
        tooltip: { trigger: 'axis', valueFormatter: (value: number) => n(value) },
        legend: { top: 0, data: [t('net'), t('bill_paid')] },
        grid: { left: 8, right: 16, bottom: 8, top: 36, containLabel: true },
        xAxis: { type: 'value', axisLabel: { formatter: (value: number) => n(value) } },
        yAxis: { type: 'category', data: examNames, inverse: true },
        series: [
          { name: t('net'), type: 'bar', data: data.amountsByExam.map((row) => row.net) },
          { name: t('bill_paid'), type: 'bar', data: data.amountsByExam.map((row) => row.paid) },
        ],
      }}
    />
  );
}
