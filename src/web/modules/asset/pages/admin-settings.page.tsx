/**
 * /emp-asset-mgt/admin-settings: each fiscal year's national due date and how many days before it
 * the declarants see the reminder. App admins change them; everyone who files reads them.
 */
import { Button, Col, Empty, Form, InputNumber, Row, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type Deadline, deadlineSchema } from '../../../../common/contracts/asset.contract';
import { canManageAssetDeadlines } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { validValues } from '../../../lib/form-rules';
import { fiscalYearOf, formatDate, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { assetApi, useAssetMutation, useDeadlines } from '../asset.api';
import { FiscalYearSelect } from '../components/fiscal-year-select';

export default function AssetAdminSettingsPage() {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const subject = useSubject();
  const deadlines = useDeadlines();
  const save = useAssetMutation(assetApi.setDeadline);
  const [form] = Form.useForm<Deadline>();
  const current = fiscalYearOf(new Date());
  const manage = canManageAssetDeadlines(subject);

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

  const columns: DataColumns<Deadline> = [
    { title: t('fiscalYear'), key: 'fiscalYear', render: (_, row) => localDigits(row.fiscalYear, lang) },
    { title: t('dueDate'), key: 'dueDate', render: (_, row) => formatDate(row.dueDate, lang) },
    { title: t('remindDays'), key: 'remindDays', render: (_, row) => localDigits(row.remindDays, lang) },
  ];
  return (
    <Panel title={t('deadlines')}>
      <Typography.Paragraph type="secondary">{t('settingsHelp')}</Typography.Paragraph>
      {manage && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ fiscalYear: current, dueDate: `${current.slice(0, 4)}-12-31`, remindDays: 30 }}
          onFinish={onSave}
        >
          <Row gutter={12} align="bottom">
            <Col xs={24} sm={8} md={5}>
              <Form.Item label={t('fiscalYear')} name="fiscalYear" valuePropName="value" trigger="onChange">
                <FiscalYearSelect
                  current={current}
                  value={current}
                  onChange={(value) => form.setFieldValue('fiscalYear', value)}
                />
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
      )}
      <DataTable
        label={t('deadlines')}
        rowKey="fiscalYear"
        columns={columns}
        dataSource={deadlines.data}
        loading={deadlines.isFetching}
        pagination={false}
        locale={{ emptyText: <Empty description={t('noData')} /> }}
      />
    </Panel>
  );
}
