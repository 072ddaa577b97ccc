/**
 * exam-dashboard: exams and experts, question papers in transit, answer scripts outstanding, bills by
 * stage and honorarium by exam; each figure links to the list behind it.
 */
import { Col, Row, Statistic } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chart } from '../../../components/chart';
import { Panel } from '../../../components/panel';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useExamDashboard } from '../exam.api';

use([BarChart, GridComponent, LegendComponent, TooltipComponent]);

export default function ExamDashboardPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const dashboard = useExamDashboard();
  const data = dashboard.data;
  const n = (value: number) => formatNumber(value, lang);
  const tiles = data
    ? [
        { label: t('exams'), value: data.exams, to: '/exam-mgt/exam-list' },
        { label: t('experts'), value: data.experts, to: '/exam-mgt/expert-profiles' },
        {
          label: t('papersInTransit'),
          value: data.papersInTransit,
          to: '/exam-mgt/exam-questions?status=issued',
        },
        {
          label: t('sheetsOutstanding'),
          value: data.sheetsOutstanding.scripts,
          to: '/exam-mgt/exam-answersheets?status=issued',
        },
        ...data.billsByStage.map((stage) => ({
          label: `${t('examBills')}: ${t(`bill_${stage.status}`)}`,
          value: stage.count,
          to: `/exam-mgt/exam-bills?status=${stage.status}`,
        })),
      ]
    : [];
  const stageNames = data?.billsByStage.map((stage) => t(`bill_${stage.status}`)) ?? [];
  const examNames =
    data?.amountsByExam.map((row) => (lang === 'en' ? row.exam.nameEn : row.exam.nameBn)) ?? [];
  const axis = { axisLabel: { formatter: (value: number) => n(value) } };
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.to} xs={12} md={6}>
          <Link to={tile.to}>
            <Panel size="small" hoverable>
              <Statistic title={tile.label} value={n(tile.value)} />
            </Panel>
          </Link>
        </Col>
      ))}
      <Col xs={24} lg={10}>
        <Panel title={t('billsByStage')} loading={dashboard.isLoading}>
          <Chart
            label={t('billsByStage')}
            table={{
              columns: [t('status'), t('count'), t('net')],
              rows: (data?.billsByStage ?? []).map((stage) => [
                t(`bill_${stage.status}`),
                n(stage.count),
                n(stage.net),
              ]),
            }}
            style={{ height: 260 }}
            option={{
              tooltip: { trigger: 'axis', valueFormatter: (value: number) => n(value) },
              grid: { left: 8, right: 16, bottom: 8, top: 24, containLabel: true },
              xAxis: { type: 'category', data: stageNames },
              yAxis: { type: 'value', minInterval: 1, ...axis },
              series: [
                { name: t('count'), type: 'bar', data: data?.billsByStage.map((stage) => stage.count) ?? [] },
              ],
            }}
          />
        </Panel>
      </Col>
      <Col xs={24} lg={14}>
        <Panel title={t('amountsByExam')} loading={dashboard.isLoading}>
          <Chart
            label={t('amountsByExam')}
            table={{
              columns: [t('exam'), t('net'), t('bill_paid')],
              rows: (data?.amountsByExam ?? []).map((row) => [
                lang === 'en' ? row.exam.nameEn : row.exam.nameBn,
                n(row.net),
                n(row.paid),
              ]),
            }}
            style={{ height: Math.max(220, examNames.length * 40 + 70) }}
            option={{
              tooltip: { trigger: 'axis', valueFormatter: (value: number) => n(value) },
              legend: { top: 0, data: [t('net'), t('bill_paid')] },
              grid: { left: 8, right: 16, bottom: 8, top: 36, containLabel: true },
              xAxis: { type: 'value', ...axis },
              yAxis: { type: 'category', data: examNames, inverse: true },
              series: [
                { name: t('net'), type: 'bar', data: data?.amountsByExam.map((row) => row.net) ?? [] },
                { name: t('bill_paid'), type: 'bar', data: data?.amountsByExam.map((row) => row.paid) ?? [] },
              ],
            }}
          />
        </Panel>
      </Col>
    </Row>
  );
}
