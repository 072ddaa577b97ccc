/**
 * A desk's requisition of goods from the office store: its purpose and the products and quantities
 * (each product once). Drawn with the UI kit; the list loads it when it first opens
 * (store-parts.tsx). Saved, it closes with the new requisition's id, which the list opens.
 */
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RequisitionInput, requisitionInputSchema } from '../../../../common/contracts/store.contract';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { storeApi, useStoreMutation } from '../store.api';
import { ProductLines } from './product-lines';

export function RequisitionForm({ open, onClose }: { open: boolean; onClose: (id?: number) => void }) {
  const { t } = useTranslation('store');
  const [form] = Form.useForm<RequisitionInput>();
  const send = useStoreMutation(storeApi.requisition);
  return (
    <Modal
      open={open}
      title={t('newRequisition')}
      onCancel={() => onClose()}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={send.isPending}
      width={720}
      forceRender
    >
      <Form<RequisitionInput>
        form={form}
        layout="vertical"
        initialValues={{ lines: [{}] }}
        onFinish={async (values) => {
          try {
            const created = await send.mutateAsync(values);
            toast('success', t('requested'));
            form.resetFields();
            onClose(created.id);
          } catch (error) {
            showError(error, form);
          }
        }}
      >
        <Form.Item
          name="purpose"
          label={t('purpose')}
          required
          rules={[zodRule(requisitionInputSchema.shape.purpose)]}
        >
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <ProductLines />
      </Form>
    </Modal>
  );
}
