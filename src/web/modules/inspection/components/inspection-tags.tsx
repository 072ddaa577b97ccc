/** Statuses of plans, inspections and recommendations as coloured tags. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  InspectionStatus,
  PlanStatus,
  RecommendationStatus,
} from '../../../../common/contracts/inspection.contract';

const PLAN: Record<PlanStatus, string> = {
  draft: 'default',
  pending: 'warning',
  returned: 'warning',
  approved: 'processing',
  rejected: 'error',
  cancelled: 'default',
  inspected: 'success',
};
const REC: Record<RecommendationStatus, string> = {
  open: 'warning',
  in_progress: 'processing',
  implemented: 'default',
  closed: 'success',
};

export function PlanStatusTag({ status }: { status: PlanStatus }) {
  const { t } = useTranslation('inspection');
  return <Tag color={PLAN[status]}>{t(`plan_${status}`)}</Tag>;
}

export function InspectionStatusTag({ status }: { status: InspectionStatus }) {
  const { t } = useTranslation('inspection');
  return <Tag color={status === 'submitted' ? 'success' : 'processing'}>{t(`inspection_${status}`)}</Tag>;
}

export function RecommendationStatusTag({
  status,
  overdue,
}: {
  status: RecommendationStatus;
  overdue?: boolean;
}) {
  const { t } = useTranslation('inspection');
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      <Tag color={REC[status]}>{t(`rec_${status}`)}</Tag>
      {overdue && <Tag color="error">{t('overdue')}</Tag>}
    </span>
  );
}
