/** The admin dashboard's 'store requisitions' card: the office store's requisitions by state, each a link to them. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminDashboardResponse } from '../../../../common/contracts/dashboard.contract';
import { canUseStore } from '../../../../common/permissions';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { DashboardCard, Figure } from './dashboard-card';

const FIGURES = [
  ['pending', 'storeRequisitionsPending'],
  ['approved', 'storeRequisitionsApproved'],
  ['delivered', 'storeRequisitionsDelivered'],
] as const;

export function StoreRequisitions({ counts }: { counts: AdminDashboardResponse['storeRequisitions'] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const linked = canUseStore(useSubject());
  return (
    <DashboardCard title={t('storeRequisitions')} data-testid="store-requisitions">
      <div className="dashboard-figures">
        {FIGURES.map(([status, key]) => {
          const figure = <Figure key={status} label={t(key)} value={formatNumber(counts[status], lang)} />;
          return linked ? (
            <Link key={status} to={`/store-mgt/deliver-goods?status=${status}`} className="figure-link">
              {figure}
            </Link>
          ) : (
            <div key={status}>{figure}</div>
          );
        })}
      </div>
    </DashboardCard>
  );
}
