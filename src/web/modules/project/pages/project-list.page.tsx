/**
 * project-list: the office's projects (every office's for the app admins) with code, ministry or
 * division, period, director, status, progress and budget; filters by status and fiscal year, Excel
 * file. The office admin and the app admins add and change them, with the budget by fiscal year.
 */
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Form, Input, InputNumber, Modal, Progress, Row, Select, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fiscalYearSchema,
  PROJECT_PATHS,
  PROJECT_STATUSES,
  type ProjectRow,
  type ProjectStatus,
  projectInputSchema,
} from '../../../../common/contracts/project.contract';
import { nameOf } from '../../../../common/labels';
import { canManageProjects } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { takaInWords } from '../../../lib/bangla-words';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { projectApi, useProject, useProjectMutation, useProjects } from '../project.api';

const STATUS_COLORS: Record<ProjectStatus, string> = {
  planned: 'default',
  ongoing: 'blue',
  completed: 'green',
  suspended: 'red',
};

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

function ProjectDialog({ editing, onClose }: { editing: number | 'new' | null; onClose: () => void }) {
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

export default function ProjectListPage() {
  const { t } = useTranslation('project');
  const lang = useLang();
  const manage = canManageProjects(useSubject());
  const paging = usePaging();
  const [status, setStatus] = useState<ProjectStatus | undefined>();
  const [fiscalYear, setFiscalYear] = useState('');
  const validYear = fiscalYearSchema.safeParse(fiscalYear).success ? fiscalYear : undefined;
  const filters = { status, fiscalYear: validYear, search: paging.search };
  const list = useProjects({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'project:totalCount');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const columns: DataColumns<ProjectRow> = [
    { title: t('code'), dataIndex: 'code', key: 'code', width: 140 },
    { title: t('project'), key: 'name', render: (_, row) => nameOf(row, lang) },
    { title: t('ministry'), dataIndex: 'ministry', key: 'ministry' },
    { title: t('director'), dataIndex: 'director', key: 'director', width: 160 },
    {
      title: t('period'),
      key: 'period',
      width: 200,
      render: (_, row) => `${formatDate(row.startDate, lang)} – ${formatDate(row.endDate, lang)}`,
    },
    {
      title: t('status'),
      key: 'status',
      width: 100,
      render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`status_${row.status}`)}</Tag>,
    },
    {
      title: t('progress'),
      key: 'progress',
      width: 140,
      render: (_, row) => (
        <Progress
          aria-label={`${t('progress')}: ${nameOf(row, lang)}`}
          percent={row.progress}
          size="small"
          format={(value) => `${localDigits(value ?? 0, lang)}%`}
        />
      ),
    },
    {
      title: t('totalBudget'),
      key: 'budget',
      width: 160,
      align: 'right',
      render: (_, row) => (
        <span title={lang === 'bn' ? (takaInWords(row.totalBudget) ?? undefined) : undefined}>
          {formatNumber(Number(row.totalBudget), lang)}
        </span>
      ),
    },
    { title: t('sites'), key: 'sites', width: 70, render: (_, row) => localDigits(row.sites, lang) },
    {
      title: '',
      key: 'edit',
      width: 60,
      render: (_, row) =>
        manage && (
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t('edit')} ${row.code}`}
            onClick={() => setEditing(row.id)}
          />
        ),
    },
  ];
  return (
    <Panel
      title={t('projectList')}
      extra={
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadFile(withQuery(PROJECT_PATHS.projectsExport, filters), 'projects.xlsx').catch(showError)
            }
          >
            {t('exportExcel')}
          </Button>
          {manage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          )}
        </Space>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={6}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            value={status}
            onChange={(value) => {
              setStatus(value);
              paging.reset();
            }}
            options={PROJECT_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          />
        </Col>
        <Col xs={24} md={6}>
          <Input
            allowClear
            aria-label={t('fiscalYear')}
            placeholder={`${t('fiscalYear')} (2024-25)`}
            value={fiscalYear}
            maxLength={7}
            onChange={(event) => {
              setFiscalYear(event.target.value.trim());
              paging.reset();
            }}
          />
        </Col>
        <Col xs={24} md={12}>
          <Input.Search
            allowClear
            placeholder={t('searchProject')}
            aria-label={t('searchProject')}
            onSearch={(value) => paging.setSearch(value.trim())}
          />
        </Col>
      </Row>
      <DataTable<ProjectRow>
        label={t('projectList')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyProjects')} />,
        }}
        scroll={{ x: 1300 }}
      />
      <ProjectDialog editing={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
