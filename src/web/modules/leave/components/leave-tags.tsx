/** The status of a leave application as a coloured tag. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveStatus } from '../../../../common/contracts/leave.contract';

const COLORS: Record<LeaveStatus, string> = {
  draft: 'default',
  pending: 'processing',
  returned: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function LeaveStatusTag({ status }: { status: LeaveStatus }) {
  const { t } = useTranslation('leave');
  return <Tag color={COLORS[status]}>{t(`status_${status}`)}</Tag>;
}
