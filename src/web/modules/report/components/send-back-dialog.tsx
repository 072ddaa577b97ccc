/**
 * Sending a response back a stage, with the reason the desk below reads: a dialog drawn with the UI
 * kit, downloaded when first opened from the plain response view (report-parts.tsx).
 */
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { reportApi, useReportMutation } from '../report.api';

export type SendBackStep = 'sendBackToCreator' | 'sendBackToVerifier';

export function SendBackDialog({
  responseId,
  step,
  onClose,
}: {
  responseId: number;
  /** The step chosen, or null while the dialog is closed. */
  step: SendBackStep | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('report');
  const [comment, setComment] = useState('');
  const sendBack = useReportMutation(({ name, text }: { name: SendBackStep; text: string }) =>
    reportApi[name]({ responseId, comment: text }),
  );
  const onOk = async () => {
    if (!step) return;
    try {
      await sendBack.mutateAsync({ name: step, text: comment.trim() });
      toast('success', t('done'));
      setComment('');
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Modal
      open={step !== null}
      title={step ? t(step) : ''}
      okText={step ? t(step) : ''}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, disabled: comment.trim() === '' }}
      confirmLoading={sendBack.isPending}
      onCancel={onClose}
      onOk={onOk}
    >
      <Input.TextArea
        aria-label={t('sendBackReason')}
        placeholder={t('sendBackReason')}
        rows={3}
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </Modal>
  );
}
