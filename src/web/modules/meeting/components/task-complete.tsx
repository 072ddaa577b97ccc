/**
 * The dialog in which the responsible desk (or office head, or the calling office) marks a task
 * completed, with an optional note. A kit part of the task lists (meeting-parts.tsx).
 */
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingTask } from '../../../../common/contracts/meeting.contract';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { meetingApi, useMeetingMutation } from '../meeting.api';

export function TaskCompleteDialog({ task, onClose }: { task: MeetingTask | null; onClose: () => void }) {
  const { t } = useTranslation('meeting');
  const [note, setNote] = useState('');
  const complete = useMeetingMutation(meetingApi.complete);
  return (
    <Modal
      open={task !== null}
      title={t('complete')}
      okText={t('complete')}
      confirmLoading={complete.isPending}
      onCancel={onClose}
      onOk={async () => {
        if (!task) return;
        try {
          await complete.mutateAsync({ id: task.id, note: note.trim() || undefined });
          toast('success', t('completed'));
          onClose();
          setNote('');
        } catch (error) {
          showError(error);
        }
      }}
    >
      <p style={{ overflowWrap: 'anywhere' }}>{task?.text}</p>
      <label htmlFor="task-note">{t('completionNote')}</label>
      <Input.TextArea
        id="task-note"
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </Modal>
  );
}
