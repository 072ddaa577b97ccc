/**
 * A new item of the checklist catalogue: its question in Bangla (and English), its type and, for a
 * score, the highest score. Drawn with the UI kit beside the plain catalogue (inspection-parts.tsx).
 */
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ITEM_TYPES,
  type ItemInput,
  itemInputSchema,
} from '../../../../common/contracts/inspection.contract';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { inspectionApi, useInspectionMutation } from '../inspection.api';

export function ItemForm() {
  const { t } = useTranslation('inspection');
  const [form] = Form.useForm<ItemInput>();
  const create = useInspectionMutation(inspectionApi.createItem);
  const itemType = Form.useWatch('type', form);

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await create.mutateAsync(values);
      toast('success', t('saved'));
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ type: 'yes_no' }}>
      <Form.Item name="labelBn" label={t('itemLabelBn')} rules={[zodRule(itemInputSchema.shape.labelBn)]}>
        <Input.TextArea maxLength={300} autoSize />
      </Form.Item>
      <Form.Item name="labelEn" label={t('itemLabelEn')}>
        <Input.TextArea maxLength={300} autoSize />
      </Form.Item>
      <Form.Item name="type" label={t('itemType')} rules={[zodRule(itemInputSchema.shape.type)]}>
        <Select options={ITEM_TYPES.map((value) => ({ value, label: t(`type_${value}`) }))} />
      </Form.Item>
      {itemType === 'score' && (
        <Form.Item name="maxScore" label={t('maxScore')}>
          <InputNumber min={1} max={100} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Button type="primary" loading={create.isPending} onClick={save}>
        {t('saveItem')}
      </Button>
    </Form>
  );
}
