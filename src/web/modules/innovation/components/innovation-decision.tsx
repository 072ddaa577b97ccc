/**
 * The office admin's or head's decision on an innovation (accept, send back with a reason, mark
 * replicated nation-wide), with a note. A kit part of the innovation's plain page
 * (innovation-parts.tsx).
 */
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InnovationAction } from '../../../../common/contracts/innovation.contract';
import { showError } from '../../../lib/feedback';
import { validValues } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { innovationApi, useInnovationMutation } from '../innovation.api';

export type Decision = Exclude<InnovationAction, 'submit'>;

export function InnovationDecision({
  id,
  name,
  decision,
  onClose,
}: {
  id: number;
  /** The innovation's title, for the question. */
  name: string;
  /** The decision asked for; null is closed. */
  decision: Decision | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('innovation');
  const [form] = Form.useForm<{ note?: string }>();
  const move = useInnovationMutation(innovationApi.move);

  const onDecide = async () => {
    if (!decision) return;
    const values = await validValues(form);
    if (!values) return;
    try {
      await move.mutateAsync({ id, action: decision, note: values.note });
      toast('success', t(`done_${decision}`));
      onClose();
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={decision !== null}
      title={decision ? t(`confirm_${decision}`, { name }) : ''}
      okText={decision ? t(decision) : ''}
      cancelText={t('common:cancel')}
      okButtonProps={{ loading: move.isPending, danger: decision === 'return' }}
      onOk={onDecide}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="note"
          label={t('note')}
          rules={
            decision === 'return'
              ? [
                  {
                    required: true,
                    whitespace: true,
                    message: t('messages:validation.innovation.noteRequired'),
                  },
                ]
              : []
          }
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
