/** The status of a meeting or a task as a coloured tag. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeetingStatus, MeetingTask } from '../../../../common/contracts/meeting.contract';

const COLORS: Record<MeetingStatus, string> = {
  draft: 'default',
  invited: 'processing',
  held: 'processing',
  minutes_pending: 'warning',
  finalised: 'success',
  archived: 'default',
};

export function MeetingStatusTag({ status }: { status: MeetingStatus }) {
  const { t } = useTranslation('meeting');
  return <Tag color={COLORS[status]}>{t(`status_${status}`)}</Tag>;
}

export function TaskStatusTag({ task }: { task: Pick<MeetingTask, 'status' | 'overdue'> }) {
  const { t } = useTranslation('meeting');
  if (task.overdue) return <Tag color="error">{t('overdue')}</Tag>;
  return <Tag color={task.status === 'done' ? 'success' : 'processing'}>{t(`task_${task.status}`)}</Tag>;
}
