/**
 * The freelancer dashboard (/freelancer-mgt/freelancer-dashboard for the caller's district,
 * /doict-freelancer-dashboard for every district): totals, then counts and dollar earnings by
 * district, category and marketplace, and growth by joining year, as ECharts charts. Each figure
 * is a link to the list it counts, with the same filter. Plain HTML, as the admin dashboard: the
 * figures are cards, and the charts' code (freelancer-charts.tsx) loads when they scroll near.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardBucket, FreelancerDashboard } from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { WhenVisible } from '../../../components/when-visible';
import { formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useFreelancerDashboard } from '../freelancer.api';
import { dollars } from './dollars';

const BucketChart = lazy(() =>
  import('./freelancer-charts').then((charts) => ({ default: charts.BucketChart })),
);
const YearChart = lazy(() => import('./freelancer-charts').then((charts) => ({ default: charts.YearChart })));

const CHART_ROWS = 15;

export function FreelancerDashboardView({ national }: { national: boolean }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const dashboard = useFreelancerDashboard(national);
  const listPath = national ? '/doict-freelancer-list' : '/freelancer-mgt/freelancer-list';
  const data = dashboard.data;
  if (!data)
    return (
      <Panel loading={dashboard.isLoading}>
        {dashboard.isError && <p className="record-empty">{t('common:noData')}</p>}
      </Panel>
    );
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
    <div className="dashboard-staff">
      <section aria-label={t('figures')} data-testid="freelancer-figures" className="dashboard-grid">
        {figures.map((figure) => (
          <Link
            key={figure.key}
            to={figure.to}
            data-figure={figure.key}
            className="dashboard-card linked figure-link"
          >
            <div className="figure-label">{figure.label}</div>
            <div className="figure-value">{figure.value}</div>
          </Link>
        ))}
      </section>
      <div className="dashboard-pair">
        <BucketCard
          title={t('byDistrict')}
          buckets={data.byDistrict}
          link={(id) => `${listPath}?districtId=${id}`}
          testId="by-district"
        />
        <BucketCard
          title={t('byCategory')}
          buckets={data.byCategory}
          link={(id) => `${listPath}?categoryId=${id}`}
          testId="by-category"
        />
        <BucketCard
          title={t('byMarketplace')}
          buckets={data.byMarketplace}
          link={(id) => `${listPath}?marketplaceId=${id}`}
          testId="by-marketplace"
        />
        <YearCard data={data} link={(year) => `${listPath}?joiningYear=${year}`} />
      </div>
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
  const height = Math.max(160, shown.length * 28 + 40);
  return (
    <Panel title={title} data-testid={testId}>
      <WhenVisible minHeight={height}>
        <BucketChart title={title} buckets={shown} height={height} />
      </WhenVisible>
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
  return (
    <Panel title={t('byYear')} data-testid="by-year">
      <WhenVisible minHeight={260}>
        <YearChart byYear={data.byYear} />
      </WhenVisible>
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
