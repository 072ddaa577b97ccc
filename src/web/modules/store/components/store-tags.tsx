/**
 * A requisition's state and a fixed asset's condition as coloured tags, plain HTML: the lists and
 * the requisition's drawer show the same tag, and the lists carry no UI kit.
 */
import { useTranslation } from 'react-i18next';
import type { AssetCondition, RequisitionStatus } from '../../../../common/contracts/store.paths';
import { Tag, type TagTone } from '../../../components/plain-tag';

const STATUS_TONES: Record<RequisitionStatus, TagTone | undefined> = {
  pending: 'warning',
  approved: 'info',
  rejected: 'error',
  delivered: 'success',
  cancelled: undefined,
};

export function StatusTag({ status }: { status: RequisitionStatus }) {
  const { t } = useTranslation('store');
  return <Tag tone={STATUS_TONES[status]}>{t(`status_${status}`)}</Tag>;
}

const CONDITION_TONES: Record<AssetCondition, TagTone | undefined> = {
  good: 'success',
  repairable: 'warning',
  unusable: 'error',
  disposed: undefined,
};

export function ConditionTag({ condition }: { condition: AssetCondition }) {
  const { t } = useTranslation('store');
  return <Tag tone={CONDITION_TONES[condition]}>{t(`condition_${condition}`)}</Tag>;
}
