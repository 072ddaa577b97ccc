/**
 * The modal every exam form opens in: the fields (checked with the contract's schema through
 * zodRule), a save that sends them, field errors from the API under their fields, and a toast.
 */
import { Form, type FormInstance, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { machineDate } from '../../../components/date-picker';
import { showError } from '../../../lib/feedback';
import { validValues } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useExamWrite } from '../exam.api';

/** A date field kept as 'yyyy-mm-dd' in the form, shown in the picker. */
export const dateProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? machineDate(value) : ''),
};

export interface ExamFormProps<V> {
  open: boolean;
  title: string;
  method: 'post' | 'put';
  path: string;
  initial?: Partial<V>;
  /** Turns the form's values into the body the API reads. */
  toBody?: (values: V) => unknown;
  onClose: () => void;
  onSaved?: (data: unknown) => void;
  okText?: string;
  children: (form: FormInstance<V>) => ReactNode;
}

export function ExamForm<V extends object>({
  open,
  title,
  method,
  path,
  initial,
  toBody = (values) => values,
  onClose,
  onSaved,
  okText,
  children,
}: ExamFormProps<V>) {
  const { t } = useTranslation('exam');
  const [form] = Form.useForm<V>();
  const write = useExamWrite();

  const initialRef = useRef(initial);
  initialRef.current = initial;
  // Filled once each time it opens, so a parent's re-render never wipes what is being typed.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const values = initialRef.current;
    if (values) form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, form]);

  const onOk = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      const data = await write.mutateAsync({ method, path, body: toBody(values) });
      toast('success', t('saved'));
      onSaved?.(data);
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('save')}
      cancelText={t('common:cancel')}
      confirmLoading={write.isPending}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        {children(form)}
      </Form>
    </Modal>
  );
}
