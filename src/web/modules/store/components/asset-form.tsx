/**
 * A fixed asset of the register, added or edited by the store officer or the office admin: tag
 * number, names, the desk in whose custody it is, condition, date acquired and value. Drawn with the
 * UI kit; the register loads it when it first opens (store-parts.tsx).
 */
import { Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASSET_CONDITIONS,
  type AssetCondition,
  type AssetRow,
  assetInputSchema,
} from '../../../../common/contracts/store.contract';
import { nameOf } from '../../../../common/labels';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { storeApi, useDeskOptions, useStoreMutation } from '../store.api';

interface AssetFields {
  tagNo: string;
  nameBn: string;
  nameEn?: string;
  custodianDeskId?: number;
  condition: AssetCondition;
  acquiredOn?: Dayjs;
  value?: string;
}

export function AssetForm({ editing, onClose }: { editing: AssetRow | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const desks = useDeskOptions(editing !== null);
  const [form] = Form.useForm<AssetFields>();
  const save = useStoreMutation(storeApi.saveAsset);
  const shape = assetInputSchema.shape;
  // Filled when it opens (also the first time, when the part mounts already open).
  useEffect(() => {
    if (editing === null) return;
    if (editing !== 'new')
      form.setFieldsValue({
        ...editing,
        custodianDeskId: editing.custodianDeskId ?? undefined,
        acquiredOn: editing.acquiredOn ? dayjs(editing.acquiredOn) : undefined,
        value: editing.value ?? undefined,
      });
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
      <Form<AssetFields>
        form={form}
        layout="vertical"
        initialValues={{ condition: 'good' }}
        onFinish={async (values) => {
          try {
            await save.mutateAsync({
              ...values,
              // Cleared fields go as null, so an edit clears them rather than keeping the old values.
              custodianDeskId: values.custodianDeskId ?? null,
              acquiredOn: values.acquiredOn ? machineDate(values.acquiredOn) : null,
              id: editing && editing !== 'new' ? editing.id : undefined,
            });
            toast('success', t('saved'));
            onClose();
          } catch (error) {
            showError(error, form);
          }
        }}
      >
        <Form.Item name="tagNo" label={t('tagNo')} required rules={[zodRule(shape.tagNo)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="nameBn" label={t('nameBn')} required rules={[zodRule(shape.nameBn)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('nameEn')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="custodianDeskId" label={t('custodian')}>
          <Select
            allowClear
            options={(desks.data ?? []).map((desk) => ({
              value: desk.id,
              label: `${nameOf(desk, lang)}${desk.holderBn ? ` — ${lang === 'en' ? desk.holderEn : desk.holderBn}` : ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="condition" label={t('condition')} required>
          <Select options={ASSET_CONDITIONS.map((value) => ({ value, label: t(`condition_${value}`) }))} />
        </Form.Item>
        <Form.Item name="acquiredOn" label={t('acquiredOn')}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="value" label={t('value')} rules={[zodRule(shape.value)]}>
          <Input inputMode="decimal" maxLength={16} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
