/**
 * exam-dashboard: exams and experts, question papers in transit, answer scripts outstanding, bills by
 * stage and honorarium by exam; each figure links to the list behind it. Plain HTML: the figures are
 * cards, and each chart's ECharts code loads when it scrolls into view (components/exam-charts.tsx).
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/panel';
import { WhenVisible } from '../../../components/when-visible';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useExamDashboard } from '../exam.api';

const BillsByStageChart = lazy(() =>
  import('../components/exam-charts').then((charts) => ({ default: charts.BillsByStageChart })),
);
const AmountsByExamChart = lazy(() =>
  import('../components/exam-charts').then((charts) => ({ default: charts.AmountsByExamChart })),
);

export default function ExamDashboardPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const dashboard = useExamDashboard();
  const data = dashboard.data;
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
  const amountsHeight = Math.max(220, (data?.amountsByExam.length ?? 0) * 40 + 70);

  if (dashboard.isError) return <p className="plain-note error">{dashboard.error.message}</p>;
  return (
    <div className="page-stack">
      <div className="dashboard-grid" aria-busy={dashboard.isLoading || undefined}>
        {tiles.map((tile) => (
          <section key={tile.to} className="dashboard-card linked">
            <Link to={tile.to} className="figure-link">
              <div className="figure">
                <div className="figure-label">{tile.label}</div>
                <div className="figure-value">{formatNumber(tile.value, lang)}</div>
              </div>
            </Link>
          </section>
        ))}
      </div>
      <div className="dashboard-pair">
        <Panel title={t('billsByStage')} loading={!data}>
          {data && (
            <WhenVisible minHeight={260}>
              <BillsByStageChart data={data} />
            </WhenVisible>
          )}
        </Panel>
        <Panel title={t('amountsByExam')} loading={!data}>
          {data && (
            <WhenVisible minHeight={amountsHeight}>
              <AmountsByExamChart data={data} height={amountsHeight} />
            </WhenVisible>
          )}
        </Panel>
      </div>
    </div>
  );
}
