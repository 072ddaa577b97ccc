/**
 * The lab dashboard (srdl-dashboard: SRDL labs, through GET /api/reports/showSrdlDashBoard;
 * lab-dashboard: every type): figures, labs and inspection coverage by district, equipment
 * condition and activities by month of the fiscal year (July–June). Each figure links to its list.
 * Plain HTML, as the admin dashboard: the figures are cards, and the charts' code (lab-charts.tsx)
 * loads when they scroll near.
 */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LabDistrictRow, LabType } from '../../../../common/contracts/lab.contract';
import { nameOf } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { WhenVisible } from '../../../components/when-visible';
import { formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useLabDashboard } from '../lab.api';
import { fiscalLabel } from './lab-labels';

const DistrictChart = lazy(() =>
  import('./lab-charts').then((charts) => ({ default: charts.DistrictChart })),
);
const ConditionChart = lazy(() =>
  import('./lab-charts').then((charts) => ({ default: charts.ConditionChart })),
);
const MonthChart = lazy(() => import('./lab-charts').then((charts) => ({ default: charts.MonthChart })));

/** `base` is the menu the figures link into (/srdl-mgt or /lab-mgt). */
export function LabDashboardView({ type, base }: { type?: LabType; base: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const dashboard = useLabDashboard(type ? { type } : {});
  const data = dashboard.data;
  if (!data)
    return (
      <Panel loading={dashboard.isLoading}>
        {dashboard.isError && <p className="record-empty">{t('common:noData')}</p>}
      </Panel>
    );
  const list = `${base}/${type === 'srdl' ? 'srdl-list' : 'lab-list'}`;
  const equipmentList = '/lab-mgt/lab-equipment-list';
  const n = (value: number) => formatNumber(value, lang);
  const figures = [
    { key: 'labs', label: t('figureLabs'), value: data.totals.labs, to: list },
    { key: 'equipment', label: t('figureEquipment'), value: data.totals.equipment, to: equipmentList },
    {
      key: 'working',
      label: t('figureWorking'),
      value: data.totals.working,
      to: `${equipmentList}?condition=working`,
    },
    {
      key: 'faulty',
      label: t('figureFaulty'),
      value: data.totals.faulty,
      to: `${equipmentList}?condition=faulty`,
    },
    { key: 'lost', label: t('figureLost'), value: data.totals.lost, to: `${equipmentList}?condition=lost` },
    {
      key: 'activities',
      label: t('figureActivities'),
      value: data.totals.activities,
      to: `${base}/lab-activities`,
    },
    {
      key: 'participants',
      label: t('figureParticipants'),
      value: data.totals.participants,
      to: `${base}/lab-activities`,
    },
    {
      key: 'inspected',
      label: t('figureInspected'),
      value: data.totals.inspectedLabs,
      to: `${base}/lab-reports`,
    },
    {
      key: 'recommendations',
      label: t('figureOpenRecommendations'),
      value: data.totals.openRecommendations,
      to: `${base}/recommendation-progress-update`,
    },
  ];
  const monthLabel = (month: string) => localDigits(`${month.slice(5)}/${month.slice(2, 4)}`, lang);
  const districtHeight = Math.max(180, data.byDistrict.length * 40 + 60);
  return (
    <div className="dashboard-staff">
      <p style={{ margin: 0 }}>
        {t('fiscalYear')}: {fiscalLabel(data.fiscalYear, lang)}
      </p>
      <section aria-label={t('figures')} data-testid="lab-figures" className="dashboard-quarters">
        {figures.map((figure) => (
          <Link
            key={figure.key}
            to={figure.to}
            data-figure={figure.key}
            className="dashboard-card linked figure-link"
          >
            <div className="figure-label">{figure.label}</div>
            <div className="figure-value">{n(figure.value)}</div>
          </Link>
        ))}
      </section>
      <div className="dashboard-pair">
        <Panel title={t('byDistrict')} data-testid="lab-by-district">
          <WhenVisible minHeight={districtHeight}>
            <DistrictChart rows={data.byDistrict} height={districtHeight} />
          </WhenVisible>
          <DataTable<LabDistrictRow>
            label={t('byDistrict')}
            size="small"
            rowKey={(row) => row.district.id}
            dataSource={data.byDistrict}
            pagination={data.byDistrict.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            locale={{ emptyText: t('noLabs') }}
            columns={[
              {
                title: t('district'),
                key: 'district',
                render: (_, row) => (
                  <Link to={`${list}?districtId=${row.district.id}`}>{nameOf(row.district, lang)}</Link>
                ),
              },
              { title: t('labs'), key: 'labs', align: 'right', render: (_, row) => n(row.labs) },
              {
                title: t('equipment'),
                key: 'equipment',
                align: 'right',
                render: (_, row) => n(row.equipment),
              },
              {
                title: t('activities'),
                key: 'activities',
                align: 'right',
                render: (_, row) => n(row.activities),
              },
              {
                title: t('inspectedLabs'),
                key: 'inspected',
                align: 'right',
                render: (_, row) => n(row.inspectedLabs),
              },
            ]}
          />
        </Panel>
        <Panel title={t('equipmentCondition')}>
          <WhenVisible minHeight={260}>
            <ConditionChart totals={data.totals} />
          </WhenVisible>
        </Panel>
      </div>
      <Panel title={t('activityByMonth')}>
        <WhenVisible minHeight={240}>
          <MonthChart rows={data.activityByMonth} monthLabel={monthLabel} />
        </WhenVisible>
      </Panel>
    </div>
  );
}
