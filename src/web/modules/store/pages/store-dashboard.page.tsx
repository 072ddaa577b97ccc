/**
 * store-dashboard: the office store's figures (products, to reorder, out of stock, requisitions by
 * state, goods in and out and stock adjustments this fiscal year, fixed assets by condition), each a
 * link to its list, and the store officer, whom the office admin names here. Plain HTML: the charts'
 * ECharts code loads when they scroll into view, and no part of it needs the UI kit.
 */
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSET_CONDITIONS, REQUISITION_STATUSES } from '../../../../common/contracts/store.paths';
import { nameOf } from '../../../../common/labels';
import { canNameStoreOfficer } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { WhenVisible } from '../../../components/when-visible';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { AdjustmentsCard } from '../components/adjustments-card';
import { StoreFigure } from '../components/store-figure';
import { storeApi, useDeskOptions, useStoreDashboard, useStoreMutation, useStoreOfficer } from '../store.api';

const RequisitionsChart = lazy(() =>
  import('../components/store-charts').then((charts) => ({ default: charts.RequisitionsChart })),
);
const AssetsChart = lazy(() =>
  import('../components/store-charts').then((charts) => ({ default: charts.AssetsChart })),
);

const BASE = '/store-mgt';
const CHART_HEIGHT = 280;

/** The store officer, and for the office admin a choice of desk to name (one select, one button). */
function StoreOfficerCard() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const officer = useStoreOfficer();
  const mayName = canNameStoreOfficer(useSubject());
  const desks = useDeskOptions(mayName);
  const [deskId, setDeskId] = useState<number | undefined>();
  const save = useStoreMutation(storeApi.setOfficer);
  const data = officer.data;
  const holder = (bn: string | null, en: string | null) => (bn ? ` — ${lang === 'en' ? en : bn}` : '');
  return (
    <Panel title={t('storeOfficer')} loading={officer.isLoading}>
      {data && (
        <div className="page-stack">
          <span>
            {data.deskId
              ? `${lang === 'en' ? data.deskNameEn : data.deskNameBn}${holder(data.holderBn, data.holderEn)}`
              : t('storeOfficerNone')}
          </span>
          {data.isStoreOfficer && (
            <p className="plain-note success" style={{ margin: 0 }}>
              {t('youAreStoreOfficer')}
            </p>
          )}
          {mayName && (
            <div className="panel-actions">
              <select
                className="plain-select"
                style={{ maxWidth: 420 }}
                aria-label={t('chooseDesk')}
                value={deskId ?? data.deskId ?? ''}
                onChange={(event) => setDeskId(Number(event.target.value) || undefined)}
              >
                <option value="" disabled>
                  {t('chooseDesk')}
                </option>
                {(desks.data ?? []).map((desk) => (
                  <option key={desk.id} value={desk.id}>
                    {`${nameOf(desk, lang)}${holder(desk.holderBn, desk.holderEn)}`}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="action-button primary"
                disabled={!deskId || deskId === data.deskId || save.isPending}
                aria-busy={save.isPending || undefined}
                onClick={() =>
                  save
                    .mutateAsync(deskId ?? 0)
                    .then(() => toast('success', t('saved')))
                    .catch(showError)
                }
              >
                {t('nameStoreOfficer')}
              </button>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}

export default function StoreDashboardPage() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const board = useStoreDashboard();
  const data = board.data;
  if (board.isError) return <p className="plain-note error">{board.error.message}</p>;
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
    <div className="page-stack">
      <Panel title={`${t('storeDashboard')} — ${t('fiscalYear')} ${localDigits(data.fiscalYear, lang)}`}>
        <div className="dashboard-quarters">
          <StoreFigure title={t('products')} value={data.products} to={`${BASE}/inventory`} />
          <StoreFigure title={t('lowStock')} value={data.lowStock} to={`${BASE}/inventory?stock=low`} />
          <StoreFigure title={t('outOfStock')} value={data.outOfStock} to={`${BASE}/inventory?stock=out`} />
          <StoreFigure
            title={t('waitingDecision')}
            value={data.requisitions.pending}
            to={`${BASE}/deliver-goods?status=pending`}
          />
          <StoreFigure
            title={t('waitingDelivery')}
            value={data.requisitions.approved}
            to={`${BASE}/deliver-goods?status=approved`}
          />
          <StoreFigure
            title={t('receivedThisYear')}
            value={data.receivedThisYear}
            to={`${BASE}/receive-goods`}
          />
          <StoreFigure
            title={t('deliveredThisYear')}
            value={data.deliveredThisYear}
            to={`${BASE}/deliver-goods?status=delivered`}
          />
        </div>
      </Panel>
      <div className="dashboard-pair">
        <Panel title={t('requisitionsByStatus')}>
          <WhenVisible minHeight={CHART_HEIGHT}>
            <RequisitionsChart rows={requisitions} />
          </WhenVisible>
        </Panel>
        <Panel title={t('assetsByCondition')}>
          <WhenVisible minHeight={CHART_HEIGHT}>
            <AssetsChart rows={assets} />
          </WhenVisible>
        </Panel>
      </div>
      <AdjustmentsCard adjustments={data.adjustmentsThisYear} inventory={`${BASE}/inventory`} />
      <StoreOfficerCard />
    </div>
  );
}
