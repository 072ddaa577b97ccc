/**
 * The thread's reply box (and, for the desk, the internal note), drawn with the UI kit and checked
 * with the contract's schema; it downloads with the kit after the ticket shows
 * (components/support-parts.tsx).
 */
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { replyInputSchema, type TicketDetail } from '../../../../common/contracts/support.contract';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { supportApi, useSupportMutation } from '../support.api';

export function ReplyBox({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('support');
  const [form] = Form.useForm<{ body: string; internal?: boolean }>();
  const reply = useSupportMutation(supportApi.reply);
  const internal = Form.useWatch('internal', form) ?? false;

  const onSend = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await reply.mutateAsync({ id: ticket.id, body: values.body, internal: values.internal ?? false });
      toast('success', values.internal ? t('noteSaved') : t('replySent'));
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
      <Form.Item name="body" label={t('reply')} rules={[zodRule(replyInputSchema.shape.body)]}>
        <Input.TextArea aria-label={t('reply')} rows={3} maxLength={3000} />
      </Form.Item>
      {ticket.can.note && (
        <Form.Item name="internal" valuePropName="checked" extra={t('internalHint')}>
          <Checkbox>{t('internalNote')}</Checkbox>
        </Form.Item>
      )}
      <Button type="primary" onClick={onSend} loading={reply.isPending}>
        {internal ? t('addNote') : t('sendReply')}
      </Button>
    </Form>
  );
}
