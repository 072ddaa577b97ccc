/** Defining a report (update-config): titles, code, frequency, due day, its fields and expected attachments. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  REPORT_FIELD_TYPES,
  REPORT_FREQUENCIES,
  type ReportConfigInput,
  type ReportDefinition,
  reportConfigSchema,
} from '../../../../common/contracts/report.contract';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { reportApi, useReportMutation } from '../report.api';

const shape = reportConfigSchema.shape;
const NEW_FIELD = { key: '', labelBn: '', labelEn: '', type: 'number', required: true };

export function DefinitionForm({
  open,
  report,
  onClose,
}: {
  open: boolean;
  report: ReportDefinition | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('report');
  const [form] = Form.useForm<ReportConfigInput>();
  const save = useReportMutation(reportApi.saveConfig);
  const initial: Partial<ReportConfigInput> = report
    ? { ...report, description: report.description ?? undefined }
    : {
        frequency: 'monthly',
        dueDay: 10,
        active: true,
        fields: [NEW_FIELD as ReportConfigInput['fields'][number]],
        attachments: [],
      };

  const onOk = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await save.mutateAsync({ ...values, id: report?.id });
      toast('success', t('saved'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      width={860}
      title={report ? t('editReport') : t('newReport')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} requiredMark preserve={false}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="titleBn" label={t('titleBn')} rules={[zodRule(shape.titleBn)]} required>
              <Input aria-label={t('titleBn')} maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="titleEn" label={t('titleEn')} rules={[zodRule(shape.titleEn)]} required>
              <Input aria-label={t('titleEn')} maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="code" label={t('code')} rules={[zodRule(shape.code)]} required>
              <Input aria-label={t('code')} maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="frequency" label={t('frequency')} rules={[zodRule(shape.frequency)]} required>
              <Select
                aria-label={t('frequency')}
                options={REPORT_FREQUENCIES.map((value) => ({ value, label: t(`frequency_${value}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="dueDay" label={t('dueDay')} rules={[zodRule(shape.dueDay)]} required>
              <InputNumber aria-label={t('dueDay')} min={1} max={28} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea aria-label={t('description')} rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="active" label={t('active')} valuePropName="checked">
          <Switch aria-label={t('active')} />
        </Form.Item>
        <Typography.Title level={5}>{t('fields')}</Typography.Title>
        <Form.List name="fields">
          {(items, { add, remove }) => (
            <>
              {items.map((item, index) => (
                <Row gutter={8} key={item.key} align="top">
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[item.name, 'key']}
                      rules={[zodRule(reportConfigSchema.shape.fields.element.shape.key)]}
                    >
                      <Input
                        aria-label={`${t('fieldKey')} ${index + 1}`}
                        placeholder={t('fieldKey')}
                        maxLength={40}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item
                      name={[item.name, 'labelBn']}
                      rules={[zodRule(reportConfigSchema.shape.fields.element.shape.labelBn)]}
                    >
                      <Input
                        aria-label={`${t('fieldLabelBn')} ${index + 1}`}
                        placeholder={t('fieldLabelBn')}
                        maxLength={200}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[item.name, 'labelEn']}
                      rules={[zodRule(reportConfigSchema.shape.fields.element.shape.labelEn)]}
                    >
                      <Input
                        aria-label={`${t('fieldLabelEn')} ${index + 1}`}
                        placeholder={t('fieldLabelEn')}
                        maxLength={200}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item name={[item.name, 'type']}>
                      <Select
                        aria-label={`${t('fieldType')} ${index + 1}`}
                        options={REPORT_FIELD_TYPES.map((value) => ({ value, label: t(`type_${value}`) }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={4}>
                    <Space>
                      <Form.Item name={[item.name, 'required']} valuePropName="checked">
                        <Checkbox>{t('required')}</Checkbox>
                      </Form.Item>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t('remove')} ${index + 1}`}
                        onClick={() => remove(item.name)}
                        disabled={items.length === 1}
                      />
                    </Space>
                  </Col>
                </Row>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ ...NEW_FIELD })}
                style={{ marginBottom: 16 }}
              >
                {t('addField')}
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Title level={5}>{t('expectedAttachments')}</Typography.Title>
        <Form.List name="attachments">
          {(items, { add, remove }) => (
            <>
              {items.map((item, index) => (
                <Row gutter={8} key={item.key}>
                  <Col xs={24} md={10}>
                    <Form.Item
                      name={[item.name, 'nameBn']}
                      rules={[{ required: true, message: t('messages:validation.report.attachmentName') }]}
                    >
                      <Input
                        aria-label={`${t('attachmentNameBn')} ${index + 1}`}
                        placeholder={t('attachmentNameBn')}
                        maxLength={200}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={10}>
                    <Form.Item
                      name={[item.name, 'nameEn']}
                      rules={[{ required: true, message: t('messages:validation.report.attachmentName') }]}
                    >
                      <Input
                        aria-label={`${t('attachmentNameEn')} ${index + 1}`}
                        placeholder={t('attachmentNameEn')}
                        maxLength={200}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={4}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('remove')} ${index + 1}`}
                      onClick={() => remove(item.name)}
                    />
                  </Col>
                </Row>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ nameBn: '', nameEn: '', required: false })}
              >
                {t('addAttachment')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
