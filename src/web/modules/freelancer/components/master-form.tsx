/**
 * The add/change dialog of a master list (freelancer categories, roles, marketplaces), drawn with the
 * UI kit (freelancer-parts.tsx): Bangla and English names, and a marketplace's website.
 */
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MasterInput,
  type MasterItem,
  type MasterKind,
  masterInputSchema,
} from '../../../../common/contracts/freelancer.contract';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { freelancerApi, useFreelancerMutation } from '../freelancer.api';

export function MasterFormDialog({
  kind,
  title,
  editing,
  onClose,
}: {
  kind: MasterKind;
  title: string;
  /** The entry changed, 'new' for a new one, null while closed. */
  editing: MasterItem | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('freelancer');
  const [form] = Form.useForm<MasterInput>();
  const save = useFreelancerMutation((values: MasterInput) =>
    freelancerApi.saveMaster({ kind, id: editing && editing !== 'new' ? editing.id : undefined, ...values }),
  );
  const shape = masterInputSchema.shape;

  // Each opening starts from the entry changed, or empty for a new one.
  useEffect(() => {
    if (editing === 'new') form.resetFields();
    else if (editing)
      form.setFieldsValue({ nameBn: editing.nameBn, nameEn: editing.nameEn, website: editing.website ?? '' });
  }, [editing, form]);

  const onSave = async (values: MasterInput) => {
    try {
      await save.mutateAsync(values);
      toast('success', t('saved'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<MasterInput> form={form} layout="vertical" onFinish={onSave}>
        <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(shape.nameBn)]} required>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(shape.nameEn)]} required>
          <Input maxLength={150} />
        </Form.Item>
        {kind === 'marketplaces' && (
          <Form.Item name="website" label={t('website')} rules={[zodRule(shape.website)]}>
            <Input inputMode="url" placeholder="https://" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
