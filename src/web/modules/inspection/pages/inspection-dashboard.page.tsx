/**
 * inspection-dashboard: the fiscal year's tour plans by state, inspections by month (ECharts),
 * recommendations by state and overdue, and the offices with the most open recommendations; each
 * figure links to the list behind it.
 */
import { Col, Empty, List, Row, Statistic } from 'antd';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECOMMENDATION_STATUSES } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { Chart } from '../../../components/chart';
import { Panel } from '../../../components/panel';
import { formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useDashboard } from '../inspection.api';

use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent]);

function Figure({ title, value, to }: { title: string; value: number; to: string }) {
  const lang = useLang();
  return (
    <Link to={to}>
      <Panel size="small" hoverable>
        <Statistic title={title} value={value} formatter={(number) => formatNumber(Number(number), lang)} />
      </Panel>
    </Link>
  );
}

export default function InspectionDashboardPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const board = useDashboard();
  const data = board.data;
  if (!data) return <Panel loading={board.isLoading} title={t('inspectionDashboard')} />;
  const months = data.byMonth.map((row) => t(`month_${Number(row.month.slice(5))}`));
  const recs = RECOMMENDATION_STATUSES.map((status) => ({
    name: t(`rec_${status}`),
    value: data.recommendations[status],
  }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <Panel
          title={`${t('inspectionDashboard')} — ${t('fiscalYear')} ${localDigits(data.fiscalYear, lang)}`}
        >
          <Row gutter={[12, 12]}>
            <Col xs={12} md={6}>
              <Figure
                title={t('waitingAtMyDesk')}
                value={data.pendingApprovals}
                to="/inspection-mgt/tour-plan?scope=approvals"
              />
            </Col>
            <Col xs={12} md={6}>
              <Figure
                title={t('plan_approved')}
                value={data.plans.approved}
                to="/inspection-mgt/tour-plan?status=approved"
              />
            </Col>
            <Col xs={12} md={6}>
              <Figure
                title={t('inspectionsDone')}
                value={data.inspections.submitted}
                to="/inspection-mgt/visit-report"
              />
            </Col>
            <Col xs={12} md={6}>
              <Figure
                title={t('overdueRecommendations')}
                value={data.overdue}
                to="/inspection-mgt/visit-feedback-progress"
              />
            </Col>
          </Row>
        </Panel>
      </Col>
      <Col xs={24} lg={14}>
        <Panel title={t('inspectionsByMonth')}>
          <Chart
            label={t('inspectionsByMonth')}
            style={{ height: 300 }}
            option={{
              tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value, lang) },
              grid: { left: 8, right: 16, bottom: 8, top: 24, containLabel: true },
              xAxis: { type: 'category', data: months },
              yAxis: {
                type: 'value',
                minInterval: 1,
                axisLabel: { formatter: (value: number) => formatNumber(value, lang) },
              },
              series: [
                { type: 'bar', name: t('inspectionsDone'), data: data.byMonth.map((row) => row.inspections) },
              ],
            }}
            table={{
              columns: [t('month'), t('inspectionsDone')],
              rows: data.byMonth.map((row, index) => [months[index], row.inspections]),
            }}
          />
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        <Panel title={t('recommendationsByStatus')}>
          <Chart
            label={t('recommendationsByStatus')}
            style={{ height: 300 }}
            option={{
              tooltip: { trigger: 'item', valueFormatter: (value: number) => formatNumber(value, lang) },
              legend: { bottom: 0 },
              series: [{ type: 'pie', radius: ['35%', '65%'], data: recs, label: { show: false } }],
            }}
            table={{ columns: [t('status'), t('total')], rows: recs.map((row) => [row.name, row.value]) }}
          />
        </Panel>
      </Col>
      <Col xs={24}>
        <Panel title={t('topOffices')}>
          {data.topOffices.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyRecommendations')} />
          ) : (
            <List
              size="small"
              dataSource={data.topOffices}
              renderItem={(row) => (
                <List.Item>
                  <Link to={`/inspection-mgt/visit-feedback-progress/${row.office.id}`}>
                    {nameOf(row.office, lang)}
                  </Link>
                  <span>{formatNumber(row.open, lang)}</span>
                </List.Item>
              )}
            />
          )}
        </Panel>
      </Col>
    </Row>
  );
}
