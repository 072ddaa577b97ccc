/**
 * Adding or changing a project, with its budget by fiscal year: a dialog drawn with the UI kit and
 * checked with the contract's schema, downloaded when first opened from the plain project list
 * (project-parts.tsx).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Modal, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fiscalYearSchema,
  PROJECT_STATUSES,
  type ProjectStatus,
  projectInputSchema,
} from '../../../../common/contracts/project.contract';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { projectApi, useProject, useProjectMutation } from '../project.api';

interface ProjectForm {
  code: string;
  nameBn: string;
  nameEn?: string;
  ministry: string;
  director: string;
  startDate: Dayjs;
  endDate: Dayjs;
  status: ProjectStatus;
  progress: number;
  budgets: { fiscalYear: string; amount: string }[];
}

export function ProjectDialog({ editing, onClose }: { editing: number | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('project');
  const [form] = Form.useForm<ProjectForm>();
  const detail = useProject(typeof editing === 'number' ? editing : null);
  const save = useProjectMutation(projectApi.saveProject);
  const shape = projectInputSchema.shape;
  const dateRule = { required: true, message: t('messages:validation.dateRequired') };
  const data = detail.data;
  useEffect(() => {
    if (editing === 'new') form.resetFields();
    else if (editing !== null && data?.id === editing)
      form.setFieldsValue({ ...data, startDate: dayjs(data.startDate), endDate: dayjs(data.endDate) });
  }, [editing, data, form]);
  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t('add') : t('edit')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      width={760}
      forceRender
    >
      <Form<ProjectForm>
        form={form}
        layout="vertical"
        initialValues={{ status: 'ongoing', progress: 0, budgets: [] }}
        onFinish={async (values) => {
          try {
            await save.mutateAsync({
              ...values,
              startDate: machineDate(values.startDate),
              endDate: machineDate(values.endDate),
              id: typeof editing === 'number' ? editing : undefined,
            });
            toast('success', t('saved'));
            onClose();
          } catch (error) {
            showError(error, form);
          }
        }}
      >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="code" label={t('code')} required rules={[zodRule(shape.code)]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="nameBn" label={t('nameBn')} required rules={[zodRule(shape.nameBn)]}>
              <Input maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="nameEn" label={t('nameEn')}>
              <Input maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="ministry" label={t('ministry')} required rules={[zodRule(shape.ministry)]}>
              <Input maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="director" label={t('director')} required rules={[zodRule(shape.director)]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="startDate" label={t('startDate')} rules={[dateRule]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="endDate" label={t('endDate')} rules={[dateRule]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="status" label={t('status')} required>
              <Select options={PROJECT_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="progress" label={t('progress')} required>
              <InputNumber min={0} max={100} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.List name="budgets">
          {(fields, { add, remove }) => (
            <Panel size="small" title={t('budgets')}>
              {fields.map((field) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item
                    name={[field.name, 'fiscalYear']}
                    rules={[zodRule(fiscalYearSchema)]}
                    extra={t('fiscalYearHint')}
                  >
                    <Input aria-label={t('fiscalYear')} placeholder="2024-25" maxLength={7} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'amount']}
                    rules={[zodRule(shape.budgets.element.shape.amount)]}
                  >
                    <Input
                      aria-label={t('amount')}
                      placeholder={t('amount')}
                      inputMode="decimal"
                      maxLength={17}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('removeBudget')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add()}>
                {t('addBudget')}
              </Button>
            </Panel>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
