/** Making or renaming an access role: Bangla and English names and a description, checked as the API checks them. */
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AccessRoleInput,
  type AccessRoleRow,
  accessRoleInputSchema,
} from '../../../../common/contracts/app-security.contract';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { appSecurityApi, useAppSecurityMutation } from '../app-security.api';

const shape = accessRoleInputSchema.shape;

export function RoleForm({
  open,
  role,
  onClose,
}: {
  open: boolean;
  /** The role to rename; a new one when null. */
  role: AccessRoleRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('app-security');
  const [form] = Form.useForm<AccessRoleInput>();
  const create = useAppSecurityMutation(appSecurityApi.create);
  const update = useAppSecurityMutation(appSecurityApi.update);

  useEffect(() => {
    if (open)
      form.setFieldsValue(
        role
          ? { nameBn: role.nameBn, nameEn: role.nameEn, description: role.description ?? undefined }
          : { nameBn: '', nameEn: '', description: undefined },
      );
  }, [open, role, form]);

  const onOk = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      if (role) await update.mutateAsync({ id: role.id, ...values });
      else await create.mutateAsync(values);
      toast('success', t('saved'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={role ? t('editRole') : t('newRole')}
      okText={t('save')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(shape.nameBn)]} required>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(shape.nameEn)]} required>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea maxLength={1000} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
