/** Applying for a transfer: preferred offices and districts and the reason, checked with the contract's schema. */
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type ApplicationDetail,
  type ApplicationInput,
  applicationInputSchema,
  MAX_PREFERENCES,
} from '../../../../common/contracts/transfer.contract';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { transferApi, useTransferMutation } from '../transfer.api';
import { PickMany } from './pick-many';

const shape = applicationInputSchema.shape;

export function ApplicationForm({
  open,
  onClose,
  onApplied,
}: {
  open: boolean;
  onClose: () => void;
  onApplied: (application: ApplicationDetail) => void;
}) {
  const { t } = useTranslation('transfer');
  const [form] = Form.useForm<ApplicationInput>();
  const create = useTransferMutation(transferApi.apply);

  const onOk = async () => {
    const values = await validValues(form);
    if (!values) return;
    // The whole schema once more: at least one office or district is a rule of the pair.
    const parsed = applicationInputSchema.safeParse(values);
    if (!parsed.success) {
      form.setFields([
        { name: 'preferredOfficeIds', errors: [t('messages:validation.transfer.preferenceRequired')] },
      ]);
      return;
    }
    try {
      const application = await create.mutateAsync(values);
      toast('success', t('applied'));
      form.resetFields();
      onApplied(application);
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={t('newApplication')}
      okText={t('submit')}
      cancelText={t('cancel')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ preferredOfficeIds: [], preferredDistrictIds: [] }}
      >
        <Form.Item
          name="preferredOfficeIds"
          label={t('preferredOffices')}
          extra={t('preferencesHint')}
          rules={[zodRule(shape.preferredOfficeIds)]}
        >
          <PickMany kind="offices" max={MAX_PREFERENCES} aria-label={t('preferredOffices')} />
        </Form.Item>
        <Form.Item
          name="preferredDistrictIds"
          label={t('preferredDistricts')}
          rules={[zodRule(shape.preferredDistrictIds)]}
        >
          <PickMany kind="districts" max={MAX_PREFERENCES} aria-label={t('preferredDistricts')} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[zodRule(shape.reason)]}
          required
          extra={t('reasonHint')}
        >
          <Input.TextArea aria-label={t('reason')} rows={5} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
