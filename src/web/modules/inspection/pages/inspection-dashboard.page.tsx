/**
 * inspection-dashboard: the fiscal year's tour plans by state, inspections by month (ECharts),
 * recommendations by state and overdue, and the offices with the most open recommendations; each
 * figure links to the list behind it. Plain HTML, as the admin dashboard: the charts' code loads when
 * they scroll near (components/inspection-charts.tsx), and the figures beside them are links.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECOMMENDATION_STATUSES } from '../../../../common/contracts/inspection.paths';
import { nameOf } from '../../../../common/labels';
import { Panel } from '../../../components/panel';
import { WhenVisible } from '../../../components/when-visible';
import { formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useDashboard } from '../inspection.api';

const MonthChart = lazy(() =>
  import('../components/inspection-charts').then((m) => ({ default: m.MonthChart })),
);
const RecommendationChart = lazy(() =>
  import('../components/inspection-charts').then((m) => ({ default: m.RecommendationChart })),
);

const base = '/inspection-mgt';

export default function InspectionDashboardPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const board = useDashboard();
  const data = board.data;
  if (!data)
    return (
      <Panel title={t('inspectionDashboard')} loading={board.isLoading}>
        {board.isError && <p className="record-empty">{t('common:noData')}</p>}
      </Panel>
    );
  const number = (value: number) => formatNumber(value, lang);
  const months = data.byMonth.map((row) => ({
    name: t(`month_${Number(row.month.slice(5))}`),
    value: row.inspections,
  }));
  const recs = RECOMMENDATION_STATUSES.map((status) => ({
    name: t(`rec_${status}`),
    value: data.recommendations[status],
  }));
  const figures: [string, number, string][] = [
    [t('waitingAtMyDesk'), data.pendingApprovals, `${base}/tour-plan?scope=approvals`],
    [t('plan_approved'), data.plans.approved, `${base}/tour-plan?status=approved`],
    [t('inspectionsDone'), data.inspections.submitted, `${base}/visit-report`],
    [t('overdueRecommendations'), data.overdue, `${base}/visit-feedback-progress`],
  ];
  return (
    <div className="dashboard-staff">
      <Panel title={`${t('inspectionDashboard')} — ${t('fiscalYear')} ${localDigits(data.fiscalYear, lang)}`}>
        <div className="dashboard-quarters">
          {figures.map(([label, value, to]) => (
            <Link key={label} to={to} className="dashboard-card linked figure-link">
              <div className="figure-label">{label}</div>
              <div className="figure-value">{number(value)}</div>
            </Link>
          ))}
        </div>
      </Panel>
      <div className="dashboard-pair">
        <Panel title={t('inspectionsByMonth')}>
          <WhenVisible minHeight={300}>
            <MonthChart rows={months} />
          </WhenVisible>
        </Panel>
        <Panel title={t('recommendationsByStatus')}>
          <WhenVisible minHeight={300}>
            <RecommendationChart rows={recs} />
          </WhenVisible>
        </Panel>
      </div>
      <Panel title={t('topOffices')}>
        {data.topOffices.length === 0 ? (
          <p className="record-empty">{t('emptyRecommendations')}</p>
        ) : (
          <ul className="plain-list">
            {data.topOffices.map((row) => (
              <li key={row.office.id} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                <Link to={`${base}/visit-feedback-progress/${row.office.id}`}>
                  {nameOf(row.office, lang)}
                </Link>
                <span>{number(row.open)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
