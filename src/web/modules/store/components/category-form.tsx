/**
 * A product category, added or renamed by the store officer or the office admin. Drawn with the UI
 * kit; the category list loads it when it first opens (store-parts.tsx).
 */
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CategoryInput,
  categoryInputSchema,
  type StoreCategory,
} from '../../../../common/contracts/store.contract';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { storeApi, useStoreMutation } from '../store.api';

export function CategoryForm({
  editing,
  onClose,
}: {
  editing: StoreCategory | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('store');
  const [form] = Form.useForm<CategoryInput>();
  const save = useStoreMutation(storeApi.saveCategory);
  // Filled when it opens (also the first time, when the part mounts already open).
  useEffect(() => {
    if (editing === null) return;
    if (editing !== 'new') form.setFieldsValue({ nameBn: editing.nameBn, nameEn: editing.nameEn });
    else form.resetFields();
  }, [editing, form]);
  return (
    <Modal
      open={editing !== null}
      title={t('productCategory')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<CategoryInput>
        form={form}
        layout="vertical"
        onFinish={async (values) => {
          try {
            await save.mutateAsync({
              ...values,
              id: editing && editing !== 'new' ? editing.id : undefined,
            });
            toast('success', t('saved'));
            onClose();
          } catch (error) {
            showError(error, form);
          }
        }}
      >
        <Form.Item
          name="nameBn"
          label={t('nameBn')}
          required
          rules={[zodRule(categoryInputSchema.shape.nameBn)]}
        >
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('nameEn')}>
          <Input maxLength={150} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
