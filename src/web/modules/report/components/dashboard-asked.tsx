/**
 * The report dashboard's part for the asking office: one report's submissions by period as a chart
 * (its ECharts code loaded when the chart scrolls near, as home's dashboard does), a way to that
 * report's office-wise list, and the offices late most often. Plain HTML around the chart.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportDashboard } from '../../../../common/contracts/report.contract';
import type { ReportFrequency } from '../../../../common/contracts/report.paths';
import { nameOf } from '../../../../common/labels';
import { Panel } from '../../../components/panel';
import { WhenVisible } from '../../../components/when-visible';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { periodText } from './report-tags';

const PeriodChart = lazy(() => import('./period-chart').then((chart) => ({ default: chart.PeriodChart })));

/** The server sends every period of the year: their count tells the report's frequency. */
const FREQUENCY_BY_COUNT: Record<number, ReportFrequency> = {
  12: 'monthly',
  4: 'quarterly',
  2: 'half-yearly',
  1: 'yearly',
};

const LIST = { margin: 0, padding: 0, listStyle: 'none' } as const;
const LINE = { display: 'flex', justifyContent: 'space-between', gap: 12, padding: '6px 0' } as const;

export function DashboardAsked({
  asked,
  fiscalYear,
  onChooseReport,
}: {
  asked: NonNullable<ReportDashboard['asked']>;
  fiscalYear: number;
  onChooseReport: (reportId: number) => void;
}) {
  const { t } = useTranslation('report');
  const lang = useLang();
  const title = (report: { titleBn: string; titleEn: string }) =>
    lang === 'en' ? report.titleEn : report.titleBn;
  const frequency = FREQUENCY_BY_COUNT[asked.byPeriod.length] ?? 'monthly';
  const periods = asked.byPeriod.map((row) => periodText(frequency, fiscalYear, row.periodNo, lang, t));
  return (
    <Panel
      title={t('byPeriod')}
      extra={
        <select
          className="plain-select"
          style={{ width: 'auto', minWidth: 220, maxWidth: '100%' }}
          aria-label={t('chooseReport')}
          value={asked.report.id}
          onChange={(event) => onChooseReport(Number(event.target.value))}
        >
          {asked.reports.map((report) => (
            <option key={report.id} value={report.id}>
              {title(report)}
            </option>
          ))}
        </select>
      }
    >
      <div className="dashboard-pair">
        <div>
          <WhenVisible minHeight={320}>
            <PeriodChart
              label={`${t('byPeriod')}: ${title(asked.report)}`}
              byPeriod={asked.byPeriod}
              periods={periods}
            />
          </WhenVisible>
          <Link to={`/report-mgt/office-wise-reports?reportId=${asked.report.id}`}>
            {t('officeWiseReports')}
          </Link>
        </div>
        <section className="dashboard-card">
          <h3 className="dashboard-card-title">{t('lateOffices')}</h3>
          {asked.lateOffices.length === 0 ? (
            <p className="text-secondary" style={{ margin: 0 }}>
              {t('emptyList')}
            </p>
          ) : (
            <ul style={LIST}>
              {asked.lateOffices.map((row) => (
                <li key={row.office.id} style={LINE}>
                  <span>{nameOf(row.office, lang)}</span>
                  <span>{formatNumber(row.late, lang)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Panel>
  );
}
