/**
 * /report-mgt/report-dashboard: the own office's responses by stage, the desk's waiting work (each
 * figure a link to its list) and, for the asking office, one report's submissions by period (on
 * time, late, in progress, missing) as a chart, the offices late most often and the year's summary.
 * Plain HTML: the figures are plain cards, and the chart's code loads when it scrolls near. The
 * fiscal year and the report chosen live in the address.
 */
import { useTranslation } from 'react-i18next';
import { currentPeriod } from '../../../../common/contracts/report.paths';
import { canSeeAllReports } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { DashboardAsked } from '../components/dashboard-asked';
import { ReportFigure } from '../components/report-figure';
import { fiscalYearOptions, fiscalYearText } from '../components/report-tags';
import { SummaryTable } from '../components/summary-table';
import { useDashboard } from '../report.api';

export default function ReportDashboardPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const allReports = canSeeAllReports(useSubject());
  const { filters, setFilter } = useFilterParams(['fy', 'reportId']);
  const fiscalYear = Number(filters.fy) || undefined;
  const reportId = Number(filters.reportId) || undefined;
  const data = useDashboard({ fiscalYear, reportId }).data;
  if (!data) return <Panel loading />;
  const asked = data.asked;
  const all = allReports ? '/report-mgt/pending-reports' : '/report-mgt/my-reports';
  return (
    <div className="page-stack">
      <Panel
        title={`${t('ownOffice')} — ${t('fiscalYear')} ${fiscalYearText(data.fiscalYear, lang)}`}
        extra={
          <select
            className="plain-select"
            style={{ width: 'auto', minWidth: 120 }}
            aria-label={t('fiscalYear')}
            value={data.fiscalYear}
            onChange={(event) => setFilter('fy', Number(event.target.value))}
          >
            {fiscalYearOptions(currentPeriod('monthly', 1).fiscalYear + 1, lang).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        }
      >
        <div className="dashboard-quarters">
          <ReportFigure label={t('status_1')} value={data.own.creation} to={all} />
          <ReportFigure label={t('status_2')} value={data.own.verification} to={all} />
          <ReportFigure label={t('status_3')} value={data.own.approval} to={all} />
          <ReportFigure label={t('status_4')} value={data.own.submitted} to="/report-mgt/sent-reports" />
          <ReportFigure label={t('notStarted')} value={data.own.notStarted} to="/report-mgt/my-reports" />
        </div>
      </Panel>
      <Panel title={t('deskWork')}>
        <div className="dashboard-grid">
          <ReportFigure
            label={t('creationPendingReports')}
            value={data.desk.creation}
            to="/report-mgt/creation-pending-reports"
          />
          <ReportFigure
            label={t('verificationPendingReports')}
            value={data.desk.verification}
            to="/report-mgt/verification-pending-reports"
          />
          <ReportFigure
            label={t('approvalPendingReports')}
            value={data.desk.approval}
            to="/report-mgt/approval-pending-reports"
          />
        </div>
      </Panel>
      {asked && (
        <DashboardAsked
          asked={asked}
          fiscalYear={data.fiscalYear}
          onChooseReport={(id) => setFilter('reportId', id)}
        />
      )}
      {asked && <SummaryTable reportId={asked.report.id} fiscalYear={data.fiscalYear} />}
    </div>
  );
}
