/**
 * The status of a meeting or a task as a coloured tag, plain HTML: the lists carry no UI kit, and the
 * drawer and the calendar show the same tags.
 */
import { useTranslation } from 'react-i18next';
import type { MeetingStatus, MeetingTask } from '../../../../common/contracts/meeting.contract';
import { Tag, type TagTone } from '../../../components/plain-tag';

const TONES: Record<MeetingStatus, TagTone | undefined> = {
  draft: undefined,
  invited: 'info',
  held: 'info',
  minutes_pending: 'warning',
  finalised: 'success',
  archived: undefined,
};

export function MeetingStatusTag({ status }: { status: MeetingStatus }) {
  const { t } = useTranslation('meeting');
  return <Tag tone={TONES[status]}>{t(`status_${status}`)}</Tag>;
}

export function TaskStatusTag({ task }: { task: Pick<MeetingTask, 'status' | 'overdue'> }) {
  const { t } = useTranslation('meeting');
  if (task.overdue) return <Tag tone="error">{t('overdue')}</Tag>;
  return <Tag tone={task.status === 'done' ? 'success' : 'info'}>{t(`task_${task.status}`)}</Tag>;
}
