/**
 * The lab dashboard (srdl-dashboard: SRDL labs, through GET /api/reports/showSrdlDashBoard;
 * lab-dashboard: every type): figures, labs and inspection coverage by district, equipment
 * condition and activities by month of the fiscal year (July–June). Each figure links to its list.
 */
import { Col, Row, Typography } from 'antd';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LabDistrictRow, LabType } from '../../../../common/contracts/lab.contract';
import { nameOf } from '../../../../common/labels';
import { Chart } from '../../../components/chart';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { A11Y_NAMESPACE } from '../../../lib/a11y.i18n';
import { formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useLabDashboard } from '../lab.api';

use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent]);

export const fiscalLabel = (year: number, lang: 'bn' | 'en') =>
  localDigits(`${year}-${String((year + 1) % 100).padStart(2, '0')}`, lang);

/** `base` is the menu the figures link into (/srdl-mgt or /lab-mgt). */
export function LabDashboardView({ type, base }: { type?: LabType; base: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const dashboard = useLabDashboard(type ? { type } : {});
  const data = dashboard.data;
  if (!data) return <Panel loading />;
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
  const districtOption = {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => n(value) },
    legend: { top: 0, data: [t('labs'), t('inspectedLabs')] },
    grid: { left: 8, right: 16, bottom: 8, top: 36, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => n(value) } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: data.byDistrict.map((row) => nameOf(row.district, lang)),
    },
    series: [
      { name: t('labs'), type: 'bar', data: data.byDistrict.map((row) => row.labs) },
      { name: t('inspectedLabs'), type: 'bar', data: data.byDistrict.map((row) => row.inspectedLabs) },
    ],
  };
  const conditionOption = {
    tooltip: { trigger: 'item', valueFormatter: (value: number) => n(value) },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        data: [
          { name: t('working'), value: data.totals.working },
          { name: t('faulty'), value: data.totals.faulty },
          { name: t('lost'), value: data.totals.lost },
        ],
        label: { formatter: (item: { name: string; value: number }) => `${item.name}: ${n(item.value)}` },
      },
    ],
  };
  const monthLabel = (month: string) => localDigits(`${month.slice(5)}/${month.slice(2, 4)}`, lang);
  const monthOption = {
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => n(value) },
    grid: { left: 8, right: 16, bottom: 8, top: 16, containLabel: true },
    xAxis: { type: 'category', data: data.activityByMonth.map((row) => monthLabel(row.month)) },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => n(value) } },
    series: [{ name: t('activities'), type: 'bar', data: data.activityByMonth.map((row) => row.activities) }],
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Typography.Text>
        {t('fiscalYear')}: {fiscalLabel(data.fiscalYear, lang)}
      </Typography.Text>
      <section aria-label={t('figures')} data-testid="lab-figures">
        <Row gutter={[12, 12]}>
          {figures.map((figure) => (
            <Col key={figure.key} xs={12} sm={8} lg={6} xl={4}>
              <Link to={figure.to} data-figure={figure.key}>
                <Panel size="small" hoverable>
                  <Typography.Text type="secondary">{figure.label}</Typography.Text>
                  <div style={{ fontSize: 22, fontWeight: 600 }}>{n(figure.value)}</div>
                </Panel>
              </Link>
            </Col>
          ))}
        </Row>
      </section>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Panel title={t('byDistrict')} data-testid="lab-by-district">
            <Chart
              option={districtOption}
              label={t(`${A11Y_NAMESPACE}:chartBesideTable`, { name: t('byDistrict') })}
              style={{ height: Math.max(180, data.byDistrict.length * 40 + 60) }}
            />
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
        </Col>
        <Col xs={24} lg={10}>
          <Panel title={t('equipmentCondition')}>
            <Chart
              option={conditionOption}
              label={t('equipmentCondition')}
              table={{
                columns: [t('condition'), t('count')],
                rows: [
                  [t('working'), data.totals.working],
                  [t('faulty'), data.totals.faulty],
                  [t('lost'), data.totals.lost],
                ],
              }}
              style={{ height: 260 }}
            />
          </Panel>
        </Col>
        <Col xs={24}>
          <Panel title={t('activityByMonth')}>
            <Chart
              option={monthOption}
              label={t('activityByMonth')}
              table={{
                columns: [t('month'), t('activities'), t('participants')],
                rows: data.activityByMonth.map((row) => [
                  monthLabel(row.month),
                  row.activities,
                  row.participants,
                ]),
              }}
              style={{ height: 240 }}
            />
          </Panel>
        </Col>
      </Row>
    </div>
  );
}
