/**
 * A small modal form for things that are a Bangla and an English name plus a few fields (sections,
 * ministries, departments, levels, designations). Validates with the contract's schema.
 */
import { Form, Input, Modal } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { nameBnSchema, nameEnSchema } from '../../../../common/contracts/office.contract';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';

export interface NameModalProps<T> {
  open: boolean;
  title: string;
  initial: Partial<T> | null;
  /** Extra fields below the names. */
  children?: ReactNode;
  onSave: (values: T) => Promise<unknown>;
  onClose: () => void;
}

export function NameModal<T extends { nameBn: string; nameEn: string }>({
  open,
  title,
  initial,
  children,
  onSave,
  onClose,
}: NameModalProps<T>) {
  const { t } = useTranslation('office');
  const [form] = Form.useForm<T>();
  useEffect(() => {
    if (open) {
      form.resetFields();
      // biome-ignore lint/suspicious/noExplicitAny: antd's setFieldsValue wants its own deep-partial type
      form.setFieldsValue((initial ?? {}) as any);
    }
  }, [open, initial, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(nameBnSchema)]} required>
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(nameEnSchema)]} required>
          <Input />
        </Form.Item>
        {children}
      </Form>
    </Modal>
  );
}
