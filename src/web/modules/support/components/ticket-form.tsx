/** Opening a ticket: the reason and the description, checked with the contract's schema. */
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_REASONS,
  type TicketDetail,
  type TicketInput,
  ticketInputSchema,
} from '../../../../common/contracts/support.contract';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { supportApi, useSupportMutation } from '../support.api';

const shape = ticketInputSchema.shape;

export function TicketForm({
  open,
  onClose,
  onOpened,
}: {
  open: boolean;
  onClose: () => void;
  onOpened: (ticket: TicketDetail) => void;
}) {
  const { t } = useTranslation('support');
  const [form] = Form.useForm<TicketInput>();
  const create = useSupportMutation(supportApi.open);

  const onOk = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      const ticket = await create.mutateAsync(values);
      toast('success', t('ticketOpened'));
      form.resetFields();
      onOpened(ticket);
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={t('newTicket')}
      okText={t('openTicket')}
      cancelText={t('cancel')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="reason" label={t('reason')} rules={[zodRule(shape.reason)]} required>
          <Select
            aria-label={t('reason')}
            options={SUPPORT_REASONS.map((reason) => ({ value: reason, label: t(`reason_${reason}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('description')}
          rules={[zodRule(shape.description)]}
          required
          extra={t('descriptionHint')}
        >
          <Input.TextArea aria-label={t('description')} rows={5} maxLength={3000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
