/**
 * asset-dashboard: the caller's own statement this year, and for office admins, heads and app
 * admins who of the office has and has not filed (`?officeId=` for another office in their scope),
 * by state, as figures that link to the officers behind them and as a chart.
 */
import { Button, Col, Empty, Row, Space, Spin, Statistic, Typography } from 'antd';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ASSET_STATUSES } from '../../../../common/contracts/asset.contract';
import { nameOf } from '../../../../common/labels';
import { canFileAssetStatements, canSeeAssetCompliance } from '../../../../common/permissions';
import { Chart } from '../../../components/chart';
import { Panel } from '../../../components/panel';
import { fiscalYearOf, formatNumber, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useAssetFigures, useMyStatements } from '../asset.api';
import { FiscalYearSelect } from '../components/fiscal-year-select';
import { StatusTag } from '../components/status-tag';
import { DeadlineNotice } from './asset-entry.page';

use([PieChart, LegendComponent, TooltipComponent]);

function Figure({ title, value, to, testId }: { title: string; value: number; to: string; testId: string }) {
  const lang = useLang();
  return (
    <Link to={to} data-testid={testId}>
      <Panel size="small" hoverable>
        <Statistic title={title} value={value} formatter={(number) => formatNumber(Number(number), lang)} />
      </Panel>
    </Link>
  );
}

function OwnStatus() {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const mine = useMyStatements({ pageSize: 5 });
  if (!mine.data) return <Spin />;
  const current = mine.data.items.find((item) => item.fiscalYear === mine.data.currentFiscalYear);
  return (
    <Panel title={t('ownStatus')}>
      <Space orientation="vertical">
        <DeadlineNotice deadline={mine.data.deadline} />
        <Space wrap>
          <Typography.Text>{`${t('fiscalYear')} ${localDigits(mine.data.currentFiscalYear, lang)}:`}</Typography.Text>
          <StatusTag status={current?.status ?? null} />
        </Space>
        <Link
          to={
            current && current.status !== 'draft' && current.status !== 'returned'
              ? `/emp-asset-mgt/final-submitted?id=${current.id}`
              : '/emp-asset-mgt/asset-entry'
          }
        >
          <Button type="primary">{t('open')}</Button>
        </Link>
      </Space>
    </Panel>
  );
}

function OfficeFigures() {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const officeId = params.get('officeId') ?? undefined;
  const fiscalYear = params.get('fiscalYear') ?? undefined;
  const figures = useAssetFigures({ officeId, fiscalYear });
  const data = figures.data;
  if (figures.isLoading) return <Spin />;
  if (!data?.office) return <Empty description={t('noData')} />;
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
          onChange={(value) => {
            const next = new URLSearchParams(params);
            next.set('fiscalYear', value);
            setParams(next, { replace: true });
          }}
        />
      }
    >
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6}>
          <Figure
            title={t('officers')}
            value={data.officers}
            to={officersLink('all')}
            testId="figure-officers"
          />
        </Col>
        <Col xs={12} md={6}>
          <Figure title={t('filed')} value={filed} to={officersLink('filed')} testId="figure-filed" />
        </Col>
        <Col xs={12} md={6}>
          <Figure
            title={t('status_accepted')}
            value={data.byStatus.accepted}
            to={officersLink('filed')}
            testId="figure-accepted"
          />
        </Col>
        <Col xs={12} md={6}>
          <Figure
            title={t('notFiled')}
            value={notFiled}
            to={officersLink('notFiled')}
            testId="figure-not-filed"
          />
        </Col>
        <Col xs={24}>
          <Chart
            label={t('chartTitle')}
            style={{ height: 280 }}
            option={{
              tooltip: { trigger: 'item', valueFormatter: (value: number) => formatNumber(value, lang) },
              legend: { bottom: 0 },
              series: [{ type: 'pie', radius: ['35%', '65%'], data: slices }],
            }}
            table={{
              columns: [t('status'), t('officers')],
              rows: slices.map((slice) => [slice.name, slice.value]),
            }}
          />
        </Col>
      </Row>
    </Panel>
  );
}

export default function AssetDashboardPage() {
  const subject = useSubject();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {canFileAssetStatements(subject) && <OwnStatus />}
      {canSeeAssetCompliance(subject) && <OfficeFigures />}
    </Space>
  );
}
