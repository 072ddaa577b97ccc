/**
 * /report-mgt/report-dashboard: the own office's responses by stage, the desk's waiting work (each
 * figure a link to its list) and, for the asking office, one report's submissions by period (on
 * time, late, in progress, missing) as a chart, the offices late most often and the year's summary.
 */
import { Col, Empty, List, Row, Select, Space, Statistic, Typography } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentPeriod, type ReportFrequency } from '../../../../common/contracts/report.contract';
import { nameOf } from '../../../../common/labels';
import { canSeeAllReports } from '../../../../common/permissions';
import { Chart } from '../../../components/chart';
import { Panel } from '../../../components/panel';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { fiscalYearOptions, fiscalYearText, periodText } from '../components/report-tags';
import { SummaryTable } from '../components/summary-table';
import { useDashboard } from '../report.api';

use([BarChart, GridComponent, LegendComponent, TooltipComponent]);

const FREQUENCY_BY_COUNT: Record<number, ReportFrequency> = {
  12: 'monthly',
  4: 'quarterly',
  2: 'half-yearly',
  1: 'yearly',
};

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

export default function ReportDashboardPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const allReports = canSeeAllReports(useSubject());
  const [fiscalYear, setFiscalYear] = useState<number>();
  const [reportId, setReportId] = useState<number>();
  const data = useDashboard({ fiscalYear, reportId }).data;
  if (!data) return <Panel loading />;
  const asked = data.asked;
  const series = (['onTime', 'late', 'inProgress', 'missing'] as const).map((key) => ({
    name: t(key),
    type: 'bar',
    stack: 'all',
    data: asked?.byPeriod.map((row) => row[key]) ?? [],
  }));
  const frequency = FREQUENCY_BY_COUNT[asked?.byPeriod.length ?? 12] ?? 'monthly';
  const periods =
    asked?.byPeriod.map((row) => periodText(frequency, data.fiscalYear, row.periodNo, lang, t)) ?? [];
  const all = allReports ? '/report-mgt/pending-reports' : '/report-mgt/my-reports';
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Panel
        title={`${t('ownOffice')} — ${t('fiscalYear')} ${fiscalYearText(data.fiscalYear, lang)}`}
        extra={
          <Select
            aria-label={t('fiscalYear')}
            value={data.fiscalYear}
            onChange={setFiscalYear}
            style={{ minWidth: 120 }}
            options={fiscalYearOptions(currentPeriod('monthly', 1).fiscalYear + 1, lang)}
          />
        }
      >
        <Row gutter={[12, 12]}>
          <Col xs={12} md={4}>
            <Figure title={t('status_1')} value={data.own.creation} to={all} />
          </Col>
          <Col xs={12} md={5}>
            <Figure title={t('status_2')} value={data.own.verification} to={all} />
          </Col>
          <Col xs={12} md={5}>
            <Figure title={t('status_3')} value={data.own.approval} to={all} />
          </Col>
          <Col xs={12} md={5}>
            <Figure title={t('status_4')} value={data.own.submitted} to="/report-mgt/sent-reports" />
          </Col>
          <Col xs={24} md={5}>
            <Figure title={t('notStarted')} value={data.own.notStarted} to="/report-mgt/my-reports" />
          </Col>
        </Row>
      </Panel>
      <Panel title={t('deskWork')}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={8}>
            <Figure
              title={t('creationPendingReports')}
              value={data.desk.creation}
              to="/report-mgt/creation-pending-reports"
            />
          </Col>
          <Col xs={24} md={8}>
            <Figure
              title={t('verificationPendingReports')}
              value={data.desk.verification}
              to="/report-mgt/verification-pending-reports"
            />
          </Col>
          <Col xs={24} md={8}>
            <Figure
              title={t('approvalPendingReports')}
              value={data.desk.approval}
              to="/report-mgt/approval-pending-reports"
            />
          </Col>
        </Row>
      </Panel>
      {asked && (
        <Panel
          title={t('byPeriod')}
          extra={
            <Select
              aria-label={t('chooseReport')}
              value={asked.report.id}
              onChange={setReportId}
              style={{ minWidth: 220, maxWidth: '100%' }}
              options={asked.reports.map((report) => ({
                value: report.id,
                label: lang === 'en' ? report.titleEn : report.titleBn,
              }))}
            />
          }
        >
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Chart
                label={`${t('byPeriod')}: ${lang === 'en' ? asked.report.titleEn : asked.report.titleBn}`}
                style={{ height: 320 }}
                option={{
                  tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value, lang) },
                  legend: { top: 0 },
                  grid: { left: 8, right: 16, bottom: 8, top: 40, containLabel: true },
                  xAxis: { type: 'category', data: periods },
                  yAxis: {
                    type: 'value',
                    minInterval: 1,
                    axisLabel: { formatter: (value: number) => formatNumber(value, lang) },
                  },
                  series,
                }}
                table={{
                  columns: [t('period'), t('onTime'), t('late'), t('inProgress'), t('missing')],
                  rows: asked.byPeriod.map((row, index) => [
                    periods[index],
                    row.onTime,
                    row.late,
                    row.inProgress,
                    row.missing,
                  ]),
                }}
              />
              <Link to={`/report-mgt/office-wise-reports?reportId=${asked.report.id}`}>
                {t('officeWiseReports')}
              </Link>
            </Col>
            <Col xs={24} lg={8}>
              <Typography.Title level={5}>{t('lateOffices')}</Typography.Title>
              {asked.lateOffices.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyList')} />
              ) : (
                <List
                  size="small"
                  dataSource={asked.lateOffices}
                  renderItem={(row) => (
                    <List.Item extra={formatNumber(row.late, lang)}>{nameOf(row.office, lang)}</List.Item>
                  )}
                />
              )}
            </Col>
          </Row>
        </Panel>
      )}
      {asked && <SummaryTable reportId={asked.report.id} fiscalYear={data.fiscalYear} />}
    </Space>
  );
}
