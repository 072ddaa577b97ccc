/** The status of a leave application as a coloured tag, plain HTML (the lists carry no UI kit). */
import { useTranslation } from 'react-i18next';
import type { LeaveStatus } from '../../../../common/contracts/leave.contract';
import { Tag, type TagTone } from '../../../components/plain-tag';

const TONES: Record<LeaveStatus, TagTone | undefined> = {
  draft: undefined,
  pending: 'info',
  returned: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: undefined,
};

export function LeaveStatusTag({ status }: { status: LeaveStatus }) {
  const { t } = useTranslation('leave');
  return <Tag tone={TONES[status]}>{t(`status_${status}`)}</Tag>;
}
