/**
 * asset-dashboard: the caller's own statement this year, and for office admins, heads and app
 * admins who of the office has and has not filed (`?officeId=` for another office in their scope),
 * by state, as figures that link to the officers behind them and as a chart. Plain HTML: the chart's
 * ECharts code loads when it scrolls into view, and no part of the screen needs the UI kit.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ASSET_STATUSES } from '../../../../common/contracts/asset.paths';
import { nameOf } from '../../../../common/labels';
import { canFileAssetStatements, canSeeAssetCompliance } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { WhenVisible } from '../../../components/when-visible';
import { fiscalYearOf, formatNumber, localDigits } from '../../../lib/format';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useAssetFigures, useMyStatements } from '../asset.api';
import { DeadlineNotice } from '../components/deadline-notice';
import { FiscalYearSelect } from '../components/fiscal-year-select';
import { StatusTag } from '../components/status-tag';

const FilingChart = lazy(() =>
  import('../components/filing-chart').then((chart) => ({ default: chart.FilingChart })),
);

/** A figure as a plain card linking to the officers behind it. */
function Figure({ title, value, to, testId }: { title: string; value: number; to: string; testId: string }) {
  const lang = useLang();
  return (
    <section className="dashboard-card linked" data-testid={testId}>
      <Link to={to} className="figure-link">
        <div className="figure-label">{title}</div>
        <div className="figure-value">{formatNumber(value, lang)}</div>
      </Link>
    </section>
  );
}

function OwnStatus() {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const mine = useMyStatements({ pageSize: 5 });
  const data = mine.data;
  if (!data) return <Panel title={t('ownStatus')} loading />;
  const current = data.items.find((item) => item.fiscalYear === data.currentFiscalYear);
  return (
    <Panel title={t('ownStatus')}>
      <div className="page-stack" style={{ alignItems: 'flex-start' }}>
        <DeadlineNotice deadline={data.deadline} />
        <div className="cell-actions">
          <span>{`${t('fiscalYear')} ${localDigits(data.currentFiscalYear, lang)}:`}</span>
          <StatusTag status={current?.status ?? null} />
        </div>
        <Link
          className="action-button primary"
          to={
            current && current.status !== 'draft' && current.status !== 'returned'
              ? `/emp-asset-mgt/final-submitted?id=${current.id}`
              : '/emp-asset-mgt/asset-entry'
          }
        >
          {t('open')}
        </Link>
      </div>
    </Panel>
  );
}

function OfficeFigures() {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const { filters, setFilter } = useFilterParams(['officeId', 'fiscalYear']);
  const { officeId, fiscalYear } = filters;
  const figures = useAssetFigures({ officeId, fiscalYear });
  const data = figures.data;
  if (figures.isLoading) return <Panel loading />;
  if (!data?.office) return <p className="plain-note info">{t('noData')}</p>;
  const filed = data.byStatus.submitted + data.byStatus.accepted;
  const notFiled = data.officers - filed;
  const officersLink = (filing: string) =>
    `/emp-asset-mgt/reports?officeId=${data.office?.id}&fiscalYear=${data.fiscalYear}&filing=${filing}`;
  const slices = [
    ...ASSET_STATUSES.map((status) => ({ name: t(`status_${status}`), value: data.byStatus[status] })),
    { name: t('status_none'), value: data.notStarted },
  ];
  return (
    <Panel
      title={t('figuresTitle', {
        office: nameOf(data.office, lang),
        year: localDigits(data.fiscalYear, lang),
      })}
      extra={
        <FiscalYearSelect
          current={fiscalYearOf(new Date())}
          value={data.fiscalYear}
          onChange={(value) => setFilter('fiscalYear', value)}
        />
      }
    >
      <div className="page-stack">
        <div className="dashboard-quarters">
          <Figure
            title={t('officers')}
            value={data.officers}
            to={officersLink('all')}
            testId="figure-officers"
          />
          <Figure title={t('filed')} value={filed} to={officersLink('filed')} testId="figure-filed" />
          <Figure
            title={t('status_accepted')}
            value={data.byStatus.accepted}
            to={officersLink('filed')}
            testId="figure-accepted"
          />
          <Figure
            title={t('notFiled')}
            value={notFiled}
            to={officersLink('notFiled')}
            testId="figure-not-filed"
          />
        </div>
        <WhenVisible minHeight={280}>
          <FilingChart slices={slices} />
        </WhenVisible>
      </div>
    </Panel>
  );
}

export default function AssetDashboardPage() {
  const subject = useSubject();
  return (
    <div className="page-stack">
      {canFileAssetStatements(subject) && <OwnStatus />}
      {canSeeAssetCompliance(subject) && <OfficeFigures />}
    </div>
  );
}
