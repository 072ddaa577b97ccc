/**
 * A ticket's status, reason and overdue flag as tags, in the interface's language, in plain HTML
 * (the lists carry no UI kit). The status and the overdue flag carry their value as a data attribute,
 * which the journeys read.
 */
import { useTranslation } from 'react-i18next';
import type { SupportReason, SupportStatus } from '../../../../common/contracts/support.paths';
import { Tag, type TagTone } from '../../../components/plain-tag';

export const STATUS_TONES: Record<SupportStatus, TagTone | undefined> = {
  1: 'info',
  2: 'warning',
  3: 'success',
  4: undefined,
};

export function StatusTag({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support');
  return (
    <span data-status={status}>
      <Tag tone={STATUS_TONES[status]}>{t(`status_${status}`)}</Tag>
    </span>
  );
}

export function ReasonTag({ reason }: { reason: SupportReason }) {
  const { t } = useTranslation('support');
  return <Tag>{t(`reason_${reason}`)}</Tag>;
}

export function OverdueTag({ overdue }: { overdue: boolean }) {
  const { t } = useTranslation('support');
  return overdue ? (
    <span data-overdue="yes">
      <Tag tone="error">{t('overdue')}</Tag>
    </span>
  ) : null;
}
