/**
 * An app admin's setting of a fiscal year's national due date and how many days before it the
 * declarants are reminded. Drawn with the UI kit (its date picker and the contract's rules); the
 * settings page loads it with itself for app admins only (asset-parts.tsx).
 */
import { Button, Col, Form, InputNumber, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type Deadline, deadlineSchema } from '../../../../common/contracts/asset.contract';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { showError } from '../../../lib/feedback';
import { validValues } from '../../../lib/form-rules';
import { fiscalYearOf } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { assetApi, useAssetMutation } from '../asset.api';
import { FiscalYearSelect } from './fiscal-year-select';

export function DeadlineForm() {
  const { t } = useTranslation('asset');
  const save = useAssetMutation(assetApi.setDeadline);
  const [form] = Form.useForm<Deadline>();
  const current = fiscalYearOf(new Date());

  const onSave = async () => {
    const values = await validValues(form);
    if (!values) return;
    const parsed = deadlineSchema.safeParse(values);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      toast('success', t('saved'));
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ fiscalYear: current, dueDate: `${current.slice(0, 4)}-12-31`, remindDays: 30 }}
      onFinish={onSave}
    >
      <Row gutter={12} align="bottom">
        <Col xs={24} sm={8} md={5}>
          <Form.Item label={t('fiscalYear')} name="fiscalYear">
            <FiscalYearSelect current={current} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} md={6}>
          <Form.Item
            label={t('dueDate')}
            name="dueDate"
            rules={[{ required: true, message: t('messages:validation.dateRequired') }]}
            getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
            normalize={(value: Dayjs | null) => (value ? machineDate(value) : '')}
          >
            <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} md={6}>
          <Form.Item
            label={t('remindDays')}
            name="remindDays"
            rules={[{ required: true, message: t('messages:validation.invalid') }]}
          >
            <InputNumber min={0} max={120} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
