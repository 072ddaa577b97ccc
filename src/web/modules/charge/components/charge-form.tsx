/**
 * The "give charge" form: the post (with its holder), the officer who takes it, the kind, the first
 * and last day, and the office order. Fields are checked with the contract's zod schema; the
 * server checks the rules (away, overlap, chain) and its messages land under the fields or as a toast.
 */
import { Col, Form, Input, Modal, Radio, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHARGE_KINDS,
  type GiveChargeInput,
  giveChargeSchema,
} from '../../../../common/contracts/charge.contract';
import { nameOf } from '../../../../common/labels';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useDeskOptions, useGiveCharge, useOfficerOptions } from '../charge.api';

export interface FormValues {
  deskId?: number;
  actingUserId?: number;
  kind: 'current' | 'additional';
  fromDate?: Dayjs;
  toDate?: Dayjs;
  orderNo?: string;
  orderDate?: Dayjs;
  reason?: string;
}

/** The values the API takes, from the form's. */
export function toInput(values: FormValues): GiveChargeInput {
  return {
    deskId: values.deskId ?? 0,
    actingUserId: values.actingUserId ?? 0,
    kind: values.kind,
    fromDate: values.fromDate ? machineDate(values.fromDate) : '',
    toDate: values.toDate ? machineDate(values.toDate) : '',
    orderNo: values.orderNo ?? '',
    orderDate: values.orderDate ? machineDate(values.orderDate) : '',
    reason: values.reason ?? '',
  };
}

/** The first message the contract gives for one field of the whole form (the form's rules are the API's). */
export function fieldMessage(values: FormValues, name: keyof GiveChargeInput): string | undefined {
  const result = giveChargeSchema.safeParse(toInput(values));
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === name)?.message;
}

export function ChargeForm({
  open,
  onClose,
  onGiven,
}: {
  open: boolean;
  onClose: () => void;
  onGiven: (id: number) => void;
}) {
  const { t } = useTranslation('charge');
  const lang = useLang();
  const [form] = Form.useForm<FormValues>();
  const give = useGiveCharge();
  const desks = useDebouncedSearch();
  const officers = useDebouncedSearch();
  const deskOptions = useDeskOptions(desks.debounced, open);
  const officerOptions = useOfficerOptions(officers.debounced, open);
  const [saving, setSaving] = useState(false);

  // Each field is checked by the contract's schema over the whole form, so the cross-field rule
  // (the last day not before the first) shows under its field as the API would say it.
  const rule = (name: keyof GiveChargeInput) => ({
    validator: async () => {
      const key = fieldMessage(form.getFieldsValue(true), name);
      if (key) throw new Error(t(`messages:${key.startsWith('validation.') ? key : 'validation.invalid'}`));
    },
  });

  const onSave = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const given = await give.mutateAsync(toInput(values));
      toast('success', t('given'));
      form.resetFields();
      onGiven(given.id);
    } catch (error) {
      showError(error, form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('giveCharge')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={onSave}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: 'current', orderDate: dayjs() }}
        data-testid="charge-form"
      >
        <Form.Item name="deskId" label={t('desk')} rules={[rule('deskId')]}>
          <Select
            showSearch={{ filterOption: false, onSearch: desks.setSearch }}
            loading={deskOptions.isFetching}
            options={deskOptions.data?.map((desk) => ({
              value: desk.deskId,
              label: `${lang === 'en' ? desk.roleEn : desk.roleBn} — ${nameOf({ nameBn: desk.holder.nameBn, nameEn: desk.holder.nameEn }, lang)}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="actingUserId" label={t('acting')} rules={[rule('actingUserId')]}>
          <Select
            showSearch={{ filterOption: false, onSearch: officers.setSearch }}
            loading={officerOptions.isFetching}
            options={officerOptions.data?.map((person) => ({
              value: person.userId,
              label: nameOf(person, lang),
            }))}
          />
        </Form.Item>
        <Form.Item name="kind" label={t('kind')}>
          <Radio.Group options={CHARGE_KINDS.map((kind) => ({ value: kind, label: t(`kind_${kind}`) }))} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="fromDate" label={t('fromDate')} rules={[rule('fromDate')]}>
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="toDate" label={t('toDate')} dependencies={['fromDate']} rules={[rule('toDate')]}>
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="orderNo" label={t('orderNo')} rules={[rule('orderNo')]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="orderDate" label={t('orderDate')} rules={[rule('orderDate')]}>
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="reason" label={t('reason')} rules={[rule('reason')]}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
