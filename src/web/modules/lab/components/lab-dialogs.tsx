/**
 * The small forms of a lab, each in a dialog: a device added or its details changed (an emptied
 * detail cleared), a device's condition changed (naming
 * the condition seen, so a change made meanwhile answers 409), an activity logged, and progress
 * reported on a recommendation (the inspection module's compliance update).
 */
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ComplianceInput,
  complianceInputSchema,
  INSPECTION_PATHS,
} from '../../../../common/contracts/inspection.contract';
import {
  ACTIVITY_KINDS,
  activityInputSchema,
  EQUIPMENT_CONDITIONS,
  EQUIPMENT_KINDS,
  type EquipmentCondition,
  type EquipmentItem,
  type EquipmentUpdate,
  equipmentInputSchema,
  type LabRecommendation,
} from '../../../../common/contracts/lab.contract';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { api } from '../../../lib/api';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { labApi, useLabMutation } from '../lab.api';

const dateProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? machineDate(value) : ''),
};
const filled = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value != null)) as T;

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** A device's details that an edit may empty: sent as null, so the server clears them. */
const DEVICE_DETAILS = ['model', 'serial', 'supplier', 'receivedOn'] as const;

export function equipmentChange(values: Record<string, unknown>): EquipmentUpdate {
  return Object.fromEntries(
    DEVICE_DETAILS.map((field) => [
      field,
      values[field] === '' || values[field] == null ? null : values[field],
    ]),
  ) as EquipmentUpdate;
}

/** A device added to the lab, or (with `item`) a device's details changed. */
export function EquipmentDialog({
  labId,
  item,
  open,
  onClose,
}: DialogProps & { labId: number; item?: EquipmentItem | null }) {
  const { t } = useTranslation('lab');
  const [form] = Form.useForm();
  const add = useLabMutation(labApi.addEquipment);
  const update = useLabMutation(labApi.updateEquipment);
  const shape = equipmentInputSchema.shape;
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async (values: Record<string, unknown>) => {
    try {
      if (item) {
        await update.mutateAsync({ id: item.id, ...equipmentChange(values) });
        toast('success', t('equipmentChanged'));
      } else {
        await add.mutateAsync({ labId, ...filled(values) } as Parameters<typeof labApi.addEquipment>[0]);
        toast('success', t('equipmentSaved'));
      }
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };
  const initialValues = item
    ? {
        model: item.model ?? '',
        serial: item.serial ?? '',
        supplier: item.supplier ?? '',
        receivedOn: item.receivedOn ?? '',
      }
    : { condition: 'working' };
  return (
    <Modal
      open={open}
      title={item ? t('editEquipment') : t('addEquipment')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={add.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={initialValues}
        aria-label={item ? t('editEquipment') : t('addEquipment')}
      >
        {!item && (
          <Form.Item name="kind" label={t('equipmentKind')} required rules={[zodRule(shape.kind)]}>
            <Select options={EQUIPMENT_KINDS.map((kind) => ({ value: kind, label: t(`kind_${kind}`) }))} />
          </Form.Item>
        )}
        <Form.Item name="model" label={t('model')} rules={[zodRule(shape.model)]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="serial" label={t('serial')} rules={[zodRule(shape.serial)]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="supplier" label={t('supplier')} rules={[zodRule(shape.supplier)]}>
          <Input maxLength={160} />
        </Form.Item>
        <Form.Item name="receivedOn" label={t('receivedOn')} {...dateProps}>
          <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" allowClear />
        </Form.Item>
        {!item && (
          <Form.Item name="condition" label={t('condition')}>
            <Select
              options={EQUIPMENT_CONDITIONS.map((value) => ({ value, label: t(`condition_${value}`) }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

export function ConditionDialog({ item, onClose }: { item: EquipmentItem | null; onClose: () => void }) {
  const { t } = useTranslation('lab');
  const [form] = Form.useForm<{ to: EquipmentCondition; note?: string }>();
  const change = useLabMutation(labApi.changeCondition);
  useEffect(() => {
    if (item) form.resetFields();
  }, [item, form]);
  if (!item) return null;
  const submit = async (values: { to: EquipmentCondition; note?: string }) => {
    try {
      await change.mutateAsync({ id: item.id, from: item.condition, ...filled(values) });
      toast('success', t('conditionSaved'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Modal
      open
      title={`${t('changeCondition')}: ${t(`kind_${item.kind}`)} ${item.serial ?? ''}`}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="to"
          label={t('newCondition')}
          rules={[{ required: true, message: t('newCondition') }]}
        >
          <Select
            options={EQUIPMENT_CONDITIONS.filter((value) => value !== item.condition).map((value) => ({
              value,
              label: t(`condition_${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('note')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ActivityDialog({ labId, open, onClose }: DialogProps & { labId: number }) {
  const { t } = useTranslation('lab');
  const [form] = Form.useForm();
  const add = useLabMutation(labApi.addActivity);
  const shape = activityInputSchema.shape;
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await add.mutateAsync({ labId, ...filled(values) } as Parameters<typeof labApi.addActivity>[0]);
      toast('success', t('activitySaved'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Modal
      open={open}
      title={t('logActivity')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ kind: 'class', heldOn: dayjs().format('YYYY-MM-DD') }}
      >
        <Form.Item name="kind" label={t('activityKind')} required rules={[zodRule(shape.kind)]}>
          <Select options={ACTIVITY_KINDS.map((kind) => ({ value: kind, label: t(`activity_${kind}`) }))} />
        </Form.Item>
        <Form.Item name="heldOn" label={t('heldOn')} required rules={[zodRule(shape.heldOn)]} {...dateProps}>
          <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item name="titleBn" label={t('activityTitle')} required rules={[zodRule(shape.titleBn)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="participants"
          label={t('participants')}
          required
          rules={[zodRule(shape.participants)]}
        >
          <InputNumber style={{ width: '100%' }} min={0} max={10000} controls={false} />
        </Form.Item>
        <Form.Item
          name="female"
          label={t('female')}
          dependencies={['participants']}
          rules={[
            zodRule(shape.female),
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value != null && Number(value) > Number(getFieldValue('participants') ?? 0))
                  throw new Error(t('messages:validation.lab.femaleTooMany'));
              },
            }),
          ]}
        >
          <InputNumber style={{ width: '100%' }} min={0} max={10000} controls={false} />
        </Form.Item>
        <Form.Item name="hours" label={t('hours')} rules={[zodRule(shape.hours)]}>
          <InputNumber style={{ width: '100%' }} min={1} max={24} controls={false} />
        </Form.Item>
        <Form.Item name="note" label={t('note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * A compliance update is the inspection module's call (the recommendation is its record); it lives
 * with its dialog, so the lab lists' calls bring nothing of the inspection contract's schemas.
 */
const reportProgress = ({ id, ...body }: ComplianceInput & { id: number }) =>
  api.post(INSPECTION_PATHS.recommendationUpdates(id), body);

export function ProgressDialog({ item, onClose }: { item: LabRecommendation | null; onClose: () => void }) {
  const { t } = useTranslation('lab');
  const [form] = Form.useForm();
  const report = useLabMutation(reportProgress);
  const shape = complianceInputSchema.shape;
  useEffect(() => {
    if (item) form.resetFields();
  }, [item, form]);
  if (!item) return null;
  const submit = async (values: {
    status: 'in_progress' | 'implemented';
    progress: number;
    note: string;
  }) => {
    try {
      await report.mutateAsync({ id: item.id, ...values });
      toast('success', t('progressSaved'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Modal
      open
      title={t('reportProgress')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={report.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{item.text}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ status: 'in_progress', progress: Math.max(item.progress, 10) }}
      >
        <Form.Item name="status" label={t('progressStatus')}>
          <Select
            options={(['in_progress', 'implemented'] as const).map((value) => ({
              value,
              label: t(`status_${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="progress" label={t('progress')} rules={[zodRule(shape.progress)]}>
          <InputNumber style={{ width: '100%' }} min={0} max={100} controls={false} />
        </Form.Item>
        <Form.Item name="note" label={t('whatWasDone')} required rules={[zodRule(shape.note)]}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
