/** The admin dashboard's 'store requisitions' card: the office store's requisitions by state, each a link to them. */
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminDashboardResponse } from '../../../../common/contracts/dashboard.contract';
import { canUseStore } from '../../../../common/permissions';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';

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
    <Card size="small" title={t('storeRequisitions')} data-testid="store-requisitions">
      <Row gutter={[12, 12]}>
        {FIGURES.map(([status, key]) => {
          const figure = (
            <Statistic
              title={t(key)}
              value={counts[status]}
              formatter={(value) => formatNumber(Number(value), lang)}
            />
          );
          return (
            <Col xs={8} key={status}>
              {linked ? <Link to={`/store-mgt/deliver-goods?status=${status}`}>{figure}</Link> : figure}
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
