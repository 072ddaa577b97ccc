/**
 * A product of the store, added or edited by the store officer or the office admin: names, category,
 * unit and reorder level, checked with the contract's rules. Drawn with the UI kit; the product
 * lists load it when it first opens (store-parts.tsx).
 */
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ProductInput,
  type ProductRow,
  productInputSchema,
  UNITS,
} from '../../../../common/contracts/store.contract';
import { nameOf } from '../../../../common/labels';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { storeApi, useCategories, useStoreMutation } from '../store.api';

export function ProductForm({
  editing,
  onClose,
}: {
  editing: ProductRow | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const categories = useCategories();
  const [form] = Form.useForm<ProductInput>();
  const save = useStoreMutation(storeApi.saveProduct);
  const shape = productInputSchema.shape;
  // Filled when it opens (also the first time, when the part mounts already open).
  useEffect(() => {
    if (editing === null) return;
    if (editing !== 'new') form.setFieldsValue(editing);
    else form.resetFields();
  }, [editing, form]);
  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t('add') : t('edit')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<ProductInput>
        form={form}
        layout="vertical"
        initialValues={{ unit: 'piece', reorderLevel: 0 }}
        onFinish={async (values) => {
          try {
            await save.mutateAsync({ ...values, id: editing && editing !== 'new' ? editing.id : undefined });
            toast('success', t('saved'));
            onClose();
          } catch (error) {
            showError(error, form);
          }
        }}
      >
        <Form.Item name="nameBn" label={t('nameBn')} required rules={[zodRule(shape.nameBn)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('nameEn')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="categoryId"
          label={t('category')}
          required
          rules={[{ required: true, message: t('messages:validation.store.categoryRequired') }]}
        >
          <Select
            options={(categories.data ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }))}
          />
        </Form.Item>
        <Form.Item name="unit" label={t('unit')} required>
          <Select options={UNITS.map((unit) => ({ value: unit, label: t(`unit_${unit}`) }))} />
        </Form.Item>
        <Form.Item name="reorderLevel" label={t('reorderLevel')} required>
          <InputNumber min={0} max={1_000_000} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
