/**
 * The training dashboards of both sets: training-dashboard, training-completed/:provider,
 * organization-view/:provider, training-topic-dashboard/:title and dashboard-detail (and their
 * internal counterparts). Real aggregates: batches, applicants, trainees, completed and the
 * completion rate; trainees by year, provider, topic and gender as charts, each figure linking to
 * the list or the narrower dashboard behind it. Plain HTML and CSS, the charts too: the first is on
 * a phone's first screen.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { Tally } from '../../../../common/contracts/training.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { idParam } from '../components/filter-params';
import { GenderChart, TallyBarChart } from '../components/training-charts';
import { useSiblingPath, useTrainingKind } from '../components/training-kind';
import { useDashboard } from '../training.api';

/** A figure's label and its number, the number large; a link to the list it counts when given one. */
function FigureCard({ label, value, to }: { label: string; value: string; to?: string }) {
  const figure = (
    <div className="figure">
      <div className="figure-label">{label}</div>
      <div className="figure-value">{value}</div>
    </div>
  );
  return (
    <section className={to ? 'dashboard-card linked' : 'dashboard-card'}>
      {to ? (
        <Link to={to} className="figure-link">
          {figure}
        </Link>
      ) : (
        figure
      )}
    </section>
  );
}

type DetailRow = Tally & { kindOf: 'provider' | 'topic' };

export default function TrainingDashboardPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const kind = useTrainingKind();
  const sibling = useSiblingPath();
  const params = useParams();
  const { pathname } = useLocation();
  const providerOrgId = idParam(params.TrainingProviderOrgId);
  const titleId = idParam(params.TrainingTitleId);
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

  if (!data) {
    return (
      <div className="plain-skeleton" role="status">
        <span className="visually-hidden">{t('common:loading')}</span>
        <span />
        <span />
        <span />
      </div>
    );
  }

  const figures = [
    { key: 'batchesCount', value: data.batches, to: sibling('batchlist') },
    { key: 'openCount', value: data.openBatches, to: sibling('batchlist') },
    { key: 'applicantsCount', value: data.applicants, to: sibling('applicants') },
    { key: 'trainees', value: data.trainees, to: sibling('trainee-list') },
    { key: 'completedCount', value: data.completed, to: sibling('trainee-list') },
  ];
  const detailColumns: DataColumns<DetailRow> = [
    {
      title: t('name'),
      key: 'name',
      render: (_, row) => (
        <Link to={row.kindOf === 'provider' ? providerPath(row.id) : topicPath(row.id)}>{label(row)}</Link>
      ),
    },
    {
      title: t('kind'),
      key: 'kind',
      render: (_, row) => (row.kindOf === 'provider' ? t('provider') : t('title')),
    },
    { title: t('traineesSeries'), key: 'trainees', align: 'right', render: (_, row) => n(row.trainees) },
    { title: t('completedSeries'), key: 'completed', align: 'right', render: (_, row) => n(row.completed) },
  ];

  return (
    <div className="page-stack">
      <div className="dashboard-quarters">
        {figures.map((figure) => (
          <FigureCard key={figure.key} label={t(figure.key)} value={n(figure.value)} to={figure.to} />
        ))}
        <FigureCard label={t('completionRate')} value={`${localDigits(data.completionRate, lang)}%`} />
      </div>
      <div className="dashboard-pair">
        <Panel size="small" title={t('byYear')}>
          <TallyBarChart rows={data.byYear} name={t('byYear')} />
        </Panel>
        <Panel size="small" title={t('byGender')}>
          <GenderChart rows={data.byGender} name={t('byGender')} />
        </Panel>
        <Panel size="small" title={t('byProvider')}>
          <TallyBarChart rows={data.byProvider} name={t('byProvider')} limit={8} />
        </Panel>
        <Panel size="small" title={t('byTopic')}>
          <TallyBarChart rows={data.byTopic} name={t('byTopic')} limit={8} />
        </Panel>
      </div>
      {(detail || providerOrgId || titleId) && (
        <Panel size="small" title={t('dashboardDetail')}>
          <DataTable<DetailRow>
            label={t('dashboardDetail')}
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={[
              ...data.byProvider.map((row) => ({ ...row, kindOf: 'provider' as const })),
              ...data.byTopic.map((row) => ({ ...row, kindOf: 'topic' as const, key: `t${row.key}` })),
            ]}
            columns={detailColumns}
          />
        </Panel>
      )}
    </div>
  );
}
