/** The "add a mentor" dialog of the mentor list, drawn with the UI kit (freelancer-parts.tsx). */
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { type MentorInput, mentorInputSchema } from '../../../../common/contracts/freelancer.contract';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { freelancerApi, useFreelancerMutation } from '../freelancer.api';
import { FreelancerPicker } from './freelancer-picker';

export function MentorFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('freelancer');
  const [form] = Form.useForm<MentorInput>();
  const add = useFreelancerMutation(freelancerApi.addMentor);
  const shape = mentorInputSchema.shape;
  const onSave = async (values: MentorInput) => {
    try {
      await add.mutateAsync(values);
      toast('success', t('saved'));
      onClose();
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Modal
      open={open}
      title={t('addMentor')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={add.isPending}
      forceRender
    >
      <Form<MentorInput> form={form} layout="vertical" onFinish={onSave}>
        <Form.Item name="freelancerId" label={t('freelancer')} rules={[zodRule(shape.freelancerId)]} required>
          <FreelancerPicker />
        </Form.Item>
        <Form.Item name="expertise" label={t('expertise')} rules={[zodRule(shape.expertise)]} required>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="menteeCount" label={t('menteeCount')} rules={[zodRule(shape.menteeCount)]}>
          <Input inputMode="numeric" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
