/** A new transfer round: its name and the office order (memo number and date) it will be carried out under. */
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type RoundDetail,
  type RoundInput,
  roundInputSchema,
} from '../../../../common/contracts/transfer.contract';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { DateField } from '../../registration/components/date-field';
import { transferApi, useTransferMutation } from '../transfer.api';

const shape = roundInputSchema.shape;

export function RoundForm({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (round: RoundDetail) => void;
}) {
  const { t } = useTranslation('transfer');
  const [form] = Form.useForm<RoundInput>();
  const create = useTransferMutation(transferApi.createRound);

  const onOk = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      const round = await create.mutateAsync(values);
      toast('success', t('roundCreated'));
      form.resetFields();
      onCreated(round);
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={t('newRound')}
      okText={t('createRound')}
      cancelText={t('cancel')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="title" label={t('roundTitle')} rules={[zodRule(shape.title)]} required>
          <Input aria-label={t('roundTitle')} maxLength={200} />
        </Form.Item>
        <Form.Item name="orderNo" label={t('orderNo')} rules={[zodRule(shape.orderNo)]} required>
          <Input aria-label={t('orderNo')} maxLength={80} />
        </Form.Item>
        <DateField
          name="orderDate"
          label={t('orderDate')}
          rules={[zodRule(shape.orderDate)]}
          required
          allowFuture
        />
      </Form>
    </Modal>
  );
}
