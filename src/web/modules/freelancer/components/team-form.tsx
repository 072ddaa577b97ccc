/** The "new team" dialog of the team list, drawn with the UI kit (freelancer-parts.tsx). */
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TeamInput } from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { idSchema, textSchema } from '../../../../common/validation';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { freelancerApi, useFreelancerMutation, useFreelancers, useScopeDistricts } from '../freelancer.api';
import { FreelancerPicker } from './freelancer-picker';

export function TeamFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const districts = useScopeDistricts();
  const [form] = Form.useForm<TeamInput>();
  const districtId = Form.useWatch('districtId', form) as number | undefined;
  const members = useFreelancers({ districtId, pageSize: 200 }, false);
  const save = useFreelancerMutation((values: TeamInput) => freelancerApi.saveTeam(values));
  const onSave = async (values: TeamInput) => {
    try {
      await save.mutateAsync(values);
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
      title={t('newTeam')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<TeamInput> form={form} layout="vertical" onFinish={onSave}>
        <Form.Item
          name="name"
          label={t('teamName')}
          rules={[zodRule(textSchema(200, 'validation.freelancer.nameRequired'))]}
          required
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="districtId"
          label={t('district')}
          rules={[zodRule(idSchema('validation.freelancer.districtRequired'))]}
          required
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={(districts.data ?? []).map((district) => ({
              value: district.id,
              label: nameOf(district, lang),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="leadId"
          label={t('teamLead')}
          rules={[zodRule(idSchema('validation.freelancer.leadRequired'))]}
          required
        >
          <FreelancerPicker />
        </Form.Item>
        <Form.Item name="memberIds" label={t('members')}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={(members.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
