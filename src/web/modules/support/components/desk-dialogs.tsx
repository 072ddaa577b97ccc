/**
 * The desk's two dialogs on a ticket, drawn with the UI kit and downloaded with it when first opened
 * (components/support-parts.tsx): a status change that says why (resolving, cancelling), and an
 * escalation with its hand-over note.
 */
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupportStatus } from '../../../../common/contracts/support.paths';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { supportApi, useSupportMutation } from '../support.api';

/** Moves the ticket to `target` with the reason written; open while `target` is set. */
export function StatusReasonDialog({
  ticketId,
  target,
  onClose,
}: {
  ticketId: number;
  target: SupportStatus | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('support');
  const [form] = Form.useForm<{ reason?: string }>();
  const status = useSupportMutation(supportApi.status);

  const onOk = async () => {
    if (!target) return;
    try {
      await status.mutateAsync({ id: ticketId, status: target, reason: form.getFieldValue('reason') });
      toast('success', t('statusChanged'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={target ? t(`moveTo_${target}`) : ''}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={status.isPending}
      onCancel={onClose}
      onOk={onOk}
      // Each change starts with an empty reason.
      afterOpenChange={(open) => open || form.resetFields()}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={target ? t(`reasonFor_${target}`) : ''} required>
          <Input.TextArea aria-label={target ? t(`reasonFor_${target}`) : ''} rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Hands the ticket one level up; `onEscalated` gets the level it went to. */
export function EscalateDialog({
  ticketId,
  open,
  onClose,
  onEscalated,
}: {
  ticketId: number;
  open: boolean;
  onClose: () => void;
  onEscalated: (level: number) => void;
}) {
  const { t } = useTranslation('support');
  const lang = useLang();
  const [form] = Form.useForm<{ note?: string }>();
  const escalate = useSupportMutation(supportApi.escalate);

  const onOk = async () => {
    try {
      const result = await escalate.mutateAsync({ id: ticketId, note: form.getFieldValue('note') });
      toast('success', t('escalated', { level: localDigits(result.level, lang) }));
      onEscalated(result.level);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('escalate')}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={escalate.isPending}
      onCancel={onClose}
      onOk={onOk}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="note" label={t('escalateNote')}>
          <Input.TextArea aria-label={t('escalateNote')} rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
