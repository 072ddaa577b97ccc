/** Adding or correcting one head of office on the honour board: name, designation and tenure. */
import { Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { nameBnSchema } from '../../../../common/contracts/office.contract';
import type { HonourBoardEntry } from '../../../../common/contracts/office-structure.contract';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';

interface EntryForm {
  nameBn: string;
  nameEn?: string;
  designationBn: string;
  designationEn?: string;
  fromDate: Dayjs;
  toDate?: Dayjs | null;
}

export interface HonourBoardBody {
  nameBn: string;
  nameEn: string | null;
  designationBn: string;
  designationEn: string | null;
  fromDate: string;
  toDate: string | null;
}

interface Props {
  open: boolean;
  entry: HonourBoardEntry | null;
  onSave: (body: HonourBoardBody) => Promise<unknown>;
  onClose: () => void;
}

export function HonourBoardModal({ open, entry, onSave, onClose }: Props) {
  const { t } = useTranslation('office');
  const [form] = Form.useForm<EntryForm>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (entry) {
      form.setFieldsValue({
        nameBn: entry.nameBn,
        nameEn: entry.nameEn ?? '',
        designationBn: entry.designationBn,
        designationEn: entry.designationEn ?? '',
        fromDate: dayjs(entry.fromDate),
        toDate: entry.toDate ? dayjs(entry.toDate) : null,
      });
    }
  }, [open, entry, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSave({
        nameBn: values.nameBn,
        nameEn: values.nameEn || null,
        designationBn: values.designationBn,
        designationEn: values.designationEn || null,
        fromDate: machineDate(values.fromDate),
        toDate: values.toDate ? machineDate(values.toDate) : null,
      });
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  const required = (key: string) => ({ required: true, message: t(`messages:${key}`) });
  return (
    <Modal
      open={open}
      title={entry ? t('editHead') : t('addHead')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="nameBn" label={t('headNameBn')} rules={[zodRule(nameBnSchema)]} required>
          <Input />
        </Form.Item>
        <Form.Item name="nameEn" label={t('headNameEn')}>
          <Input />
        </Form.Item>
        <Form.Item
          name="designationBn"
          label={t('designationBn')}
          rules={[required('validation.office.designationRequired')]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="designationEn" label={t('designationEn')}>
          <Input />
        </Form.Item>
        <Form.Item
          name="fromDate"
          label={t('fromDate')}
          rules={[required('validation.office.fromDateRequired')]}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="toDate"
          label={t('toDate')}
          extra={t('toDateHint')}
          dependencies={['fromDate']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, value: Dayjs | null) => {
                const from: Dayjs | undefined = getFieldValue('fromDate');
                if (value && from && value.isBefore(from, 'day')) {
                  throw new Error(t('messages:validation.office.toDateBeforeFrom'));
                }
              },
            }),
          ]}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
