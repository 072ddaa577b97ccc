/**
 * The freelancer dashboard (/freelancer-mgt/freelancer-dashboard for the caller's district,
 * /doict-freelancer-dashboard for every district): totals, then counts and dollar earnings by
 * district, category and marketplace, and growth by joining year, as ECharts charts. Each figure
 * is a link to the list it counts, with the same filter.
 */

import { Col, Row, Typography } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardBucket, FreelancerDashboard } from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { Chart } from '../../../components/chart';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { A11Y_NAMESPACE } from '../../../lib/a11y.i18n';
import { formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useFreelancerDashboard } from '../freelancer.api';
import { dollars } from './dollars';

use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent]);

const CHART_ROWS = 15;

export function FreelancerDashboardView({ national }: { national: boolean }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const dashboard = useFreelancerDashboard(national);
  const listPath = national ? '/doict-freelancer-list' : '/freelancer-mgt/freelancer-list';
  const data = dashboard.data;
  if (!data) return <Panel loading />;
  const figures = [
    { key: 'total', label: t('figureTotal'), value: formatNumber(data.total, lang), to: listPath },
    {
      key: 'active',
      label: t('figureActive'),
      value: formatNumber(data.active, lang),
      to: `${listPath}?status=active`,
    },
    {
      key: 'earnings',
      label: t('figureEarnings'),
      value: dollars(data.earnings, lang),
      to: `${listPath}?sort=earnings`,
    },
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <section aria-label={t('figures')} data-testid="freelancer-figures">
        <Row gutter={[12, 12]}>
          {figures.map((figure) => (
            <Col key={figure.key} xs={24} sm={8}>
              <Link to={figure.to} data-figure={figure.key}>
                <Panel size="small" hoverable>
                  <Typography.Text type="secondary">{figure.label}</Typography.Text>
                  <div style={{ fontSize: 22, fontWeight: 600 }}>{figure.value}</div>
                </Panel>
              </Link>
            </Col>
          ))}
        </Row>
      </section>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <BucketCard
            title={t('byDistrict')}
            buckets={data.byDistrict}
            link={(id) => `${listPath}?districtId=${id}`}
            testId="by-district"
          />
        </Col>
        <Col xs={24} lg={12}>
          <BucketCard
            title={t('byCategory')}
            buckets={data.byCategory}
            link={(id) => `${listPath}?categoryId=${id}`}
            testId="by-category"
          />
        </Col>
        <Col xs={24} lg={12}>
          <BucketCard
            title={t('byMarketplace')}
            buckets={data.byMarketplace}
            link={(id) => `${listPath}?marketplaceId=${id}`}
            testId="by-marketplace"
          />
        </Col>
        <Col xs={24} lg={12}>
          <YearCard data={data} link={(year) => `${listPath}?joiningYear=${year}`} />
        </Col>
      </Row>
    </div>
  );
}

function BucketCard({
  title,
  buckets,
  link,
  testId,
}: {
  title: string;
  buckets: DashboardBucket[];
  link: (id: number) => string;
  testId: string;
}) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const shown = buckets.slice(0, CHART_ROWS);
  const option = {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value, lang) },
    grid: { left: 8, right: 16, bottom: 8, top: 8, containLabel: true },
    xAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => formatNumber(value, lang) },
    },
    yAxis: { type: 'category', inverse: true, data: shown.map((bucket) => nameOf(bucket, lang)) },
    series: [{ name: t('count'), type: 'bar', data: shown.map((bucket) => bucket.count) }],
  };
  return (
    <Panel title={title} data-testid={testId}>
      <Chart
        option={option}
        label={t(`${A11Y_NAMESPACE}:chartBesideTable`, { name: title })}
        style={{ height: Math.max(160, shown.length * 28 + 40) }}
      />
      <DataTable<DashboardBucket>
        label={title}
        size="small"
        rowKey="id"
        dataSource={buckets}
        pagination={buckets.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          {
            title: t('name'),
            key: 'name',
            render: (_, bucket) => <Link to={link(bucket.id)}>{nameOf(bucket, lang)}</Link>,
          },
          {
            title: t('count'),
            key: 'count',
            align: 'right',
            render: (_, bucket) => <Link to={link(bucket.id)}>{formatNumber(bucket.count, lang)}</Link>,
          },
          {
            title: t('earnings'),
            key: 'earnings',
            align: 'right',
            render: (_, bucket) => dollars(bucket.earnings, lang),
          },
        ]}
      />
    </Panel>
  );
}

function YearCard({ data, link }: { data: FreelancerDashboard; link: (year: number) => string }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  let running = 0;
  const cumulative = data.byYear.map((item) => {
    running += item.count;
    return running;
  });
  const option = {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value, lang) },
    legend: { top: 0, data: [t('count'), t('cumulative')] },
    grid: { left: 8, right: 16, bottom: 8, top: 36, containLabel: true },
    xAxis: { type: 'category', data: data.byYear.map((item) => localDigits(item.year, lang)) },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => formatNumber(value, lang) },
    },
    series: [
      { name: t('count'), type: 'bar', data: data.byYear.map((item) => item.count) },
      { name: t('cumulative'), type: 'line', data: cumulative },
    ],
  };
  return (
    <Panel title={t('byYear')} data-testid="by-year">
      <Chart
        option={option}
        label={t(`${A11Y_NAMESPACE}:chartBesideTable`, { name: t('byYear') })}
        style={{ height: 260 }}
      />
      <DataTable
        label={t('byYear')}
        size="small"
        rowKey="year"
        dataSource={data.byYear}
        pagination={data.byYear.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          {
            title: t('year'),
            key: 'year',
            render: (_, item) => <Link to={link(item.year)}>{localDigits(item.year, lang)}</Link>,
          },
          {
            title: t('count'),
            key: 'count',
            align: 'right',
            render: (_, item) => <Link to={link(item.year)}>{formatNumber(item.count, lang)}</Link>,
          },
          {
            title: t('earnings'),
            key: 'earnings',
            align: 'right',
            render: (_, item) => dollars(item.earnings, lang),
          },
        ]}
      />
    </Panel>
  );
}
