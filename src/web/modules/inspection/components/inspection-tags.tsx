/**
 * Statuses of plans, inspections and recommendations as coloured tags, plain HTML: the inspection
 * lists carry no UI kit, and the forms, drawers and reports show the same tags.
 */
import { useTranslation } from 'react-i18next';
import type {
  InspectionStatus,
  PlanStatus,
  RecommendationStatus,
} from '../../../../common/contracts/inspection.paths';
import { Tag, type TagTone } from '../../../components/plain-tag';

const PLAN: Record<PlanStatus, TagTone | undefined> = {
  draft: undefined,
  pending: 'warning',
  returned: 'warning',
  approved: 'info',
  rejected: 'error',
  cancelled: undefined,
  inspected: 'success',
};
const REC: Record<RecommendationStatus, TagTone | undefined> = {
  open: 'warning',
  in_progress: 'info',
  implemented: undefined,
  closed: 'success',
};

export function PlanStatusTag({ status }: { status: PlanStatus }) {
  const { t } = useTranslation('inspection');
  return <Tag tone={PLAN[status]}>{t(`plan_${status}`)}</Tag>;
}

export function InspectionStatusTag({ status }: { status: InspectionStatus }) {
  const { t } = useTranslation('inspection');
  return <Tag tone={status === 'submitted' ? 'success' : 'info'}>{t(`inspection_${status}`)}</Tag>;
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
      <Tag tone={REC[status]}>{t(`rec_${status}`)}</Tag>
      {overdue && <Tag tone="error">{t('overdue')}</Tag>}
    </span>
  );
}
