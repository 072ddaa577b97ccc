/**
 * A goods received note (supplier, memo number and date, the day received, the products and
 * quantities), which the store officer saves to add the goods to stock. Drawn with the UI kit; the
 * list loads it when it first opens (store-parts.tsx).
 */
import { Col, Form, Input, Modal, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { receiptInputSchema } from '../../../../common/contracts/store.contract';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { storeApi, useStoreMutation } from '../store.api';
import { ProductLines } from './product-lines';

interface ReceiptFields {
  supplier: string;
  memoNo: string;
  memoDate: Dayjs;
  receivedOn: Dayjs;
  note?: string;
  lines: { productId: number; quantity: number }[];
}

export function ReceiptForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('store');
  const [form] = Form.useForm<ReceiptFields>();
  const receive = useStoreMutation(storeApi.receive);
  const shape = receiptInputSchema.shape;
  const dateRule = { required: true, message: t('messages:validation.dateRequired') };
  return (
    <Modal
      open={open}
      title={t('newReceipt')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={receive.isPending}
      width={720}
      forceRender
    >
      <Form<ReceiptFields>
        form={form}
        layout="vertical"
        initialValues={{ lines: [{}] }}
        onFinish={async (values) => {
          try {
            await receive.mutateAsync({
              ...values,
              memoDate: machineDate(values.memoDate),
              receivedOn: machineDate(values.receivedOn),
            });
            toast('success', t('saved'));
            form.resetFields();
            onClose();
          } catch (error) {
            showError(error, form);
          }
        }}
      >
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="supplier" label={t('supplier')} required rules={[zodRule(shape.supplier)]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="memoNo" label={t('memoNo')} required rules={[zodRule(shape.memoNo)]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="memoDate" label={t('memoDate')} rules={[dateRule]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="receivedOn" label={t('receivedOn')} rules={[dateRule]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <ProductLines />
        <Form.Item name="note" label={t('note')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
