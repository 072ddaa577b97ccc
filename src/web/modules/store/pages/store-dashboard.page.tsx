/**
 * store-dashboard: the office store's figures (products, to reorder, out of stock, requisitions by
 * state, goods in and out and stock adjustments this fiscal year, fixed assets by condition), each a
 * link to its list, and the store officer, whom the office admin names here.
 */
import { Alert, Button, Col, Row, Select, Space } from 'antd';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSET_CONDITIONS, REQUISITION_STATUSES } from '../../../../common/contracts/store.contract';
import { nameOf } from '../../../../common/labels';
import { canNameStoreOfficer } from '../../../../common/permissions';
import { Chart } from '../../../components/chart';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { formatNumber, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { AdjustmentsCard } from '../components/adjustments-card';
import { StoreFigure } from '../components/store-figure';
import { storeApi, useDeskOptions, useStoreDashboard, useStoreMutation, useStoreOfficer } from '../store.api';

use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent]);

const BASE = '/store-mgt';

function StoreOfficerCard() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const officer = useStoreOfficer();
  const mayName = canNameStoreOfficer(useSubject());
  const desks = useDeskOptions(mayName);
  const [deskId, setDeskId] = useState<number | undefined>();
  const save = useStoreMutation(storeApi.setOfficer);
  const data = officer.data;
  return (
    <Panel title={t('storeOfficer')} loading={officer.isLoading}>
      {data && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <span>
            {data.deskId
              ? `${lang === 'en' ? data.deskNameEn : data.deskNameBn}${data.holderBn ? ` — ${lang === 'en' ? data.holderEn : data.holderBn}` : ''}`
              : t('storeOfficerNone')}
          </span>
          {data.isStoreOfficer && <Alert type="success" showIcon title={t('youAreStoreOfficer')} />}
          {mayName && (
            <Space wrap>
              <Select
                style={{ minWidth: 260 }}
                aria-label={t('chooseDesk')}
                placeholder={t('chooseDesk')}
                value={deskId ?? data.deskId ?? undefined}
                onChange={setDeskId}
                options={(desks.data ?? []).map((desk) => ({
                  value: desk.id,
                  label: `${nameOf(desk, lang)}${desk.holderBn ? ` — ${lang === 'en' ? desk.holderEn : desk.holderBn}` : ''}`,
                }))}
              />
              <Button
                type="primary"
                disabled={!deskId || deskId === data.deskId}
                loading={save.isPending}
                onClick={() =>
                  save
                    .mutateAsync(deskId ?? 0)
                    .then(() => toast('success', t('saved')))
                    .catch(showError)
                }
              >
                {t('nameStoreOfficer')}
              </Button>
            </Space>
          )}
        </Space>
      )}
    </Panel>
  );
}

export default function StoreDashboardPage() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const board = useStoreDashboard();
  const data = board.data;
  if (board.isError) return <Alert type="error" title={board.error.message} />;
  if (!data) return <Panel loading title={t('storeDashboard')} />;
  const requisitions = REQUISITION_STATUSES.map((status) => ({
    name: t(`status_${status}`),
    value: data.requisitions[status],
  }));
  const assets = ASSET_CONDITIONS.map((condition) => ({
    name: t(`condition_${condition}`),
    value: data.assets[condition],
  }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <Panel title={`${t('storeDashboard')} — ${t('fiscalYear')} ${localDigits(data.fiscalYear, lang)}`}>
          <Row gutter={[12, 12]}>
            <Col xs={12} md={6}>
              <StoreFigure title={t('products')} value={data.products} to={`${BASE}/inventory`} />
            </Col>
            <Col xs={12} md={6}>
              <StoreFigure title={t('lowStock')} value={data.lowStock} to={`${BASE}/inventory?stock=low`} />
            </Col>
            <Col xs={12} md={6}>
              <StoreFigure
                title={t('outOfStock')}
                value={data.outOfStock}
                to={`${BASE}/inventory?stock=out`}
              />
            </Col>
            <Col xs={12} md={6}>
              <StoreFigure
                title={t('waitingDecision')}
                value={data.requisitions.pending}
                to={`${BASE}/deliver-goods?status=pending`}
              />
            </Col>
            <Col xs={12} md={6}>
              <StoreFigure
                title={t('waitingDelivery')}
                value={data.requisitions.approved}
                to={`${BASE}/deliver-goods?status=approved`}
              />
            </Col>
            <Col xs={12} md={6}>
              <StoreFigure
                title={t('receivedThisYear')}
                value={data.receivedThisYear}
                to={`${BASE}/receive-goods`}
              />
            </Col>
            <Col xs={12} md={6}>
              <StoreFigure
                title={t('deliveredThisYear')}
                value={data.deliveredThisYear}
                to={`${BASE}/deliver-goods?status=delivered`}
              />
            </Col>
          </Row>
        </Panel>
      </Col>
      <Col xs={24} lg={12}>
        <Panel title={t('requisitionsByStatus')}>
          <Chart
            label={t('requisitionsByStatus')}
            style={{ height: 280 }}
            option={{
              tooltip: { trigger: 'item', valueFormatter: (value: number) => formatNumber(value, lang) },
              legend: { bottom: 0 },
              series: [{ type: 'pie', radius: ['35%', '65%'], data: requisitions, label: { show: false } }],
            }}
            table={{
              columns: [t('status'), t('total')],
              rows: requisitions.map((row) => [row.name, row.value]),
            }}
          />
        </Panel>
      </Col>
      <Col xs={24} lg={12}>
        <Panel title={t('assetsByCondition')}>
          <Chart
            label={t('assetsByCondition')}
            style={{ height: 280 }}
            option={{
              tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value, lang) },
              grid: { left: 8, right: 16, bottom: 8, top: 24, containLabel: true },
              xAxis: { type: 'category', data: assets.map((row) => row.name) },
              yAxis: {
                type: 'value',
                minInterval: 1,
                axisLabel: { formatter: (value: number) => formatNumber(value, lang) },
              },
              series: [{ type: 'bar', name: t('total'), data: assets.map((row) => row.value) }],
            }}
            table={{
              columns: [t('condition'), t('total')],
              rows: assets.map((row) => [row.name, row.value]),
            }}
          />
        </Panel>
      </Col>
      <Col xs={24}>
        <AdjustmentsCard adjustments={data.adjustmentsThisYear} inventory={`${BASE}/inventory`} />
      </Col>
      <Col xs={24}>
        <StoreOfficerCard />
      </Col>
    </Row>
  );
}
