/**
 * The store officer's adjustment of one product's stock. A count difference is entered as the
 * quantity counted on the shelf, and the form shows the book stock and the difference it will
 * record; damaged, expired and lost goods as the quantity taken out; another reason (a write-off by
 * order, say) with its direction and a note. The API takes the signed change (store.contract.ts says
 * why), which the form computes here; the server refuses a change that would take stock below zero.
 */
import { Alert, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  adjustmentInputSchema,
  MAX_QUANTITY,
  OUTGOING_REASONS,
  type ProductRow,
} from '../../../../common/contracts/store.contract';
import { nameOf } from '../../../../common/labels';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { storeApi, useStoreMutation } from '../store.api';

interface AdjustmentFields {
  reason: AdjustmentReason;
  /** The quantity found on the shelf (a count difference). */
  counted?: number;
  /** How much goes out (or, for another reason, in or out by `direction`). */
  quantity?: number;
  direction: 'in' | 'out';
  memoNo: string;
  note?: string;
}

/** The signed change of stock the fields describe, or null while it cannot be told. */
export function changeOf(fields: Partial<AdjustmentFields>, stock: number): number | null {
  if (fields.reason === 'count') return typeof fields.counted === 'number' ? fields.counted - stock : null;
  if (typeof fields.quantity !== 'number' || !fields.reason) return null;
  const out = OUTGOING_REASONS.includes(fields.reason) || fields.direction === 'out';
  return out ? -fields.quantity : fields.quantity;
}

export function AdjustmentForm({ product, onClose }: { product: ProductRow | null; onClose: () => void }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const [form] = Form.useForm<AdjustmentFields>();
  const save = useStoreMutation(storeApi.adjust);
  const reason = Form.useWatch('reason', form);
  const counted = Form.useWatch('counted', form);
  const quantity = Form.useWatch('quantity', form);
  const direction = Form.useWatch('direction', form);
  const stock = product?.stock ?? 0;
  const change = changeOf({ reason, counted, quantity, direction }, stock);
  const shape = adjustmentInputSchema.shape;
  const signed = (value: number) =>
    `${value > 0 ? '+' : value < 0 ? '−' : ''}${localDigits(Math.abs(value), lang)}`;
  const whole = (min: number) => ({
    validator: async (_: unknown, value: unknown) => {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > MAX_QUANTITY)
        throw new Error(t('messages:validation.store.quantityInvalid'));
    },
  });
  return (
    <Modal
      open={product !== null}
      title={product ? t('adjustOf', { name: nameOf(product, lang) }) : ''}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      afterOpenChange={(open) => {
        if (open) form.resetFields();
      }}
      forceRender
    >
      <Typography.Paragraph>
        {t('bookStock', { stock: localDigits(stock, lang), unit: product ? t(`unit_${product.unit}`) : '' })}
      </Typography.Paragraph>
      <Form<AdjustmentFields>
        form={form}
        layout="vertical"
        initialValues={{ direction: 'out' }}
        onFinish={async (fields) => {
          const quantity = changeOf(fields, stock);
          if (!product || quantity === null) return;
          if (quantity === 0) {
            form.setFields([{ name: 'counted', errors: [t('noDifference')] }]);
            return;
          }
          try {
            await save.mutateAsync({
              id: product.id,
              reason: fields.reason,
              quantity,
              memoNo: fields.memoNo,
              note: fields.note,
            });
            toast('success', t('adjusted'));
            onClose();
          } catch (error) {
            showError(error, form, { quantity: fields.reason === 'count' ? 'counted' : 'quantity' });
          }
        }}
      >
        <Form.Item
          name="reason"
          label={t('adjustReason')}
          required
          rules={[{ required: true, message: t('messages:validation.store.adjustReasonRequired') }]}
        >
          <Select options={ADJUSTMENT_REASONS.map((value) => ({ value, label: t(`reason_${value}`) }))} />
        </Form.Item>
        {reason === 'count' && (
          <Form.Item name="counted" label={t('countedQuantity')} required rules={[whole(0)]}>
            <InputNumber min={0} max={MAX_QUANTITY} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        )}
        {reason === 'other' && (
          <Form.Item name="direction" label={t('direction')}>
            <Radio.Group
              options={(['in', 'out'] as const).map((value) => ({ value, label: t(`direction_${value}`) }))}
            />
          </Form.Item>
        )}
        {reason && reason !== 'count' && (
          <Form.Item
            name="quantity"
            label={reason === 'other' ? t('quantity') : t('quantityOut')}
            required
            rules={[whole(1)]}
          >
            <InputNumber min={1} max={MAX_QUANTITY} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        )}
        {change !== null && (
          <Alert
            type={stock + change < 0 ? 'warning' : 'info'}
            style={{ marginBottom: 16 }}
            title={
              change === 0
                ? t('noDifference')
                : t('changePreview', { change: signed(change), stock: localDigits(stock + change, lang) })
            }
          />
        )}
        <Form.Item name="memoNo" label={t('adjustMemo')} required rules={[zodRule(shape.memoNo)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('note')}
          required={reason === 'other'}
          rules={
            reason === 'other'
              ? [
                  {
                    required: true,
                    whitespace: true,
                    message: t('messages:validation.store.adjustNoteRequired'),
                  },
                ]
              : []
          }
        >
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
