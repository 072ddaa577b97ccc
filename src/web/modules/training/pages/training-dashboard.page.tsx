/**
 * The training dashboards of both sets: training-dashboard, training-completed/:provider,
 * organization-view/:provider, training-topic-dashboard/:title and dashboard-detail (and their
 * internal counterparts). Real aggregates: batches, applicants, trainees, completed and the
 * completion rate; trainees by year, provider, topic and gender as ECharts, each figure linking to
 * the list or the narrower dashboard behind it.
 */

import { Col, Row, Statistic, Table } from 'antd';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { Tally } from '../../../../common/contracts/training.contract';
import { Chart } from '../../../components/chart';
import { Panel } from '../../../components/panel';
import { formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSiblingPath, useTrainingKind } from '../components/training-kind';
import { useDashboard } from '../training.api';

use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent]);

const paramId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export default function TrainingDashboardPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const kind = useTrainingKind();
  const sibling = useSiblingPath();
  const params = useParams();
  const { pathname } = useLocation();
  const providerOrgId = paramId(params.TrainingProviderOrgId);
  const titleId = paramId(params.TrainingTitleId);
  const detail = pathname.includes('dashboard-detail');
  const data = useDashboard({ kind, providerOrgId, titleId }).data;
  const label = (row: Tally) => (lang === 'bn' ? row.labelBn : row.labelEn);
  const n = (value: number) => formatNumber(value, lang);
  const providerPath = (id: number | null) =>
    kind === 'internal'
      ? sibling('', `training-internal-completed/${id}`)
      : sibling(`training-completed/${id}`);
  const topicPath = (id: number | null) =>
    kind === 'internal'
      ? sibling('', `training-internal-topic-dashboard/${id}`)
      : sibling(`training-topic-dashboard/${id}`);

  const bar = (rows: Tally[], name: string) => ({
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => n(value) },
    legend: { top: 0, data: [t('traineesSeries'), t('completedSeries')] },
    grid: { left: 8, right: 16, bottom: 8, top: 40, containLabel: true },
    xAxis: {
      type: 'category',
      data: rows.map((row) => localDigits(label(row), lang)),
      axisLabel: { interval: 0, rotate: rows.length > 5 ? 30 : 0 },
    },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => n(value) } },
    series: [
      { name: t('traineesSeries'), type: 'bar', data: rows.map((row) => row.trainees) },
      { name: t('completedSeries'), type: 'bar', data: rows.map((row) => row.completed) },
    ],
    aria: { enabled: true, label: { description: name } },
  });
  const tableOf = (rows: Tally[]) => ({
    columns: ['', t('traineesSeries'), t('completedSeries')],
    rows: rows.map((row) => [label(row), n(row.trainees), n(row.completed)]),
  });
  const figures = data
    ? [
        { key: 'batchesCount', value: data.batches, to: sibling('batchlist') },
        { key: 'openCount', value: data.openBatches, to: sibling('batchlist') },
        { key: 'applicantsCount', value: data.applicants, to: sibling('applicants') },
        { key: 'trainees', value: data.trainees, to: sibling('trainee-list') },
        { key: 'completedCount', value: data.completed, to: sibling('trainee-list') },
      ]
    : [];

  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col xs={12} md={8} lg={4} key={figure.key}>
          <Panel size="small">
            <Link to={figure.to}>
              <Statistic title={t(figure.key)} value={n(figure.value)} />
            </Link>
          </Panel>
        </Col>
      ))}
      {data && (
        <Col xs={12} md={8} lg={4}>
          <Panel size="small">
            <Statistic title={t('completionRate')} value={`${localDigits(data.completionRate, lang)}%`} />
          </Panel>
        </Col>
      )}
      {data && (
        <>
          <Col xs={24} lg={12}>
            <Panel title={t('byYear')} size="small">
              <Chart
                option={bar(data.byYear, t('byYear'))}
                label={t('byYear')}
                table={tableOf(data.byYear)}
                style={{ height: 280 }}
              />
            </Panel>
          </Col>
          <Col xs={24} lg={12}>
            <Panel title={t('byGender')} size="small">
              <Chart
                label={t('byGender')}
                table={tableOf(data.byGender)}
                style={{ height: 280 }}
                option={{
                  tooltip: { trigger: 'item', valueFormatter: (value: number) => n(value) },
                  legend: { bottom: 0 },
                  series: [
                    {
                      type: 'pie',
                      radius: ['35%', '65%'],
                      data: data.byGender.map((row) => ({ name: label(row), value: row.trainees })),
                    },
                  ],
                }}
              />
            </Panel>
          </Col>
          <Col xs={24} lg={12}>
            <Panel title={t('byProvider')} size="small">
              <Chart
                option={bar(data.byProvider.slice(0, 8), t('byProvider'))}
                label={t('byProvider')}
                table={tableOf(data.byProvider)}
                style={{ height: 300 }}
              />
            </Panel>
          </Col>
          <Col xs={24} lg={12}>
            <Panel title={t('byTopic')} size="small">
              <Chart
                option={bar(data.byTopic.slice(0, 8), t('byTopic'))}
                label={t('byTopic')}
                table={tableOf(data.byTopic)}
                style={{ height: 300 }}
              />
            </Panel>
          </Col>
          {(detail || providerOrgId || titleId) && (
            <Col xs={24}>
              <Panel title={t('dashboardDetail')} size="small">
                <Table
                  size="small"
                  rowKey="key"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={[
                    ...data.byProvider.map((row) => ({ ...row, kindOf: 'provider' })),
                    ...data.byTopic.map((row) => ({ ...row, kindOf: 'topic', key: `t${row.key}` })),
                  ]}
                  columns={[
                    {
                      title: t('name'),
                      key: 'name',
                      render: (_, row) => (
                        <Link to={row.kindOf === 'provider' ? providerPath(row.id) : topicPath(row.id)}>
                          {label(row)}
                        </Link>
                      ),
                    },
                    {
                      title: t('kind'),
                      key: 'kind',
                      render: (_, row) => (row.kindOf === 'provider' ? t('provider') : t('title')),
                    },
                    { title: t('traineesSeries'), key: 'trainees', render: (_, row) => n(row.trainees) },
                    { title: t('completedSeries'), key: 'completed', render: (_, row) => n(row.completed) },
                  ]}
                />
              </Panel>
            </Col>
          )}
        </>
      )}
    </Row>
  );
}
