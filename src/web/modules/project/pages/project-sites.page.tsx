/**
 * project-sites: where the projects are built, by district and upazila, with coordinates typed in
 * English digits (SPEC.md §5; shown in Bangla digits in Bangla) and progress per site.
 */
import { DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Form, Input, InputNumber, Modal, Progress, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Named } from '../../../../common/contracts/office.contract';
import {
  PROJECT_PATHS,
  type SiteInput,
  type SiteRow,
  siteInputSchema,
} from '../../../../common/contracts/project.contract';
import { nameOf } from '../../../../common/labels';
import { canManageProjects } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { useOptions, withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { projectApi, useProjectMutation, useProjects, useSites } from '../project.api';

const options = (items: Named[] | undefined, lang: 'bn' | 'en') =>
  (items ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }));

function SiteDialog({ editing, onClose }: { editing: SiteRow | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('project');
  const lang = useLang();
  const [form] = Form.useForm<SiteInput>();
  const districtId = Form.useWatch('districtId', form) as number | undefined;
  const projects = useProjects({ pageSize: 200 });
  const districts = useOptions('districts', { pageSize: 100 });
  const upazilas = useOptions('upazilas', { districtId, pageSize: 100 }, Boolean(districtId));
  const save = useProjectMutation(projectApi.saveSite);
  const shape = siteInputSchema.shape;
  useEffect(() => {
    if (editing === 'new') form.resetFields();
    else if (editing) form.setFieldsValue({ ...editing, upazilaId: editing.upazilaId ?? undefined });
  }, [editing, form]);
  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t('addSite') : t('edit')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<SiteInput>
        form={form}
        layout="vertical"
        initialValues={{ progress: 0 }}
        onFinish={async (values) => {
          try {
            // A cleared upazila is sent as null, so an edit clears it rather than keeping the old one.
            const { projectId, ...changes } = { ...values, upazilaId: values.upazilaId ?? null };
            await save.mutateAsync(
              editing && editing !== 'new'
                ? { ...changes, projectId, id: editing.id }
                : { ...changes, projectId },
            );
            toast('success', t('saved'));
            onClose();
          } catch (error) {
            showError(error, form);
          }
        }}
      >
        <Form.Item
          name="projectId"
          label={t('project')}
          rules={[{ required: true, message: t('messages:validation.project.projectRequired') }]}
        >
          <Select
            disabled={editing !== 'new'}
            showSearch={{ optionFilterProp: 'label' }}
            options={(projects.data?.items ?? []).map((item) => ({
              value: item.id,
              label: `${item.code} — ${nameOf(item, lang)}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="nameBn" label={t('nameBn')} required rules={[zodRule(shape.nameBn)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('nameEn')}>
          <Input maxLength={200} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="districtId"
              label={t('district')}
              rules={[{ required: true, message: t('messages:validation.project.districtRequired') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={options(districts.data?.items as Named[] | undefined, lang)}
                onChange={() => form.setFieldValue('upazilaId', undefined)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="upazilaId" label={t('upazila')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={options(upazilas.data?.items as Named[] | undefined, lang)}
              />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="latitude"
              label={t('latitude')}
              extra={t('coordinateHint')}
              required
              rules={[zodRule(shape.latitude)]}
            >
              <Input inputMode="decimal" maxLength={12} placeholder="24.363588" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="longitude" label={t('longitude')} required rules={[zodRule(shape.longitude)]}>
              <Input inputMode="decimal" maxLength={12} placeholder="88.624138" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="progress" label={t('progress')} required>
          <InputNumber min={0} max={100} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function ProjectSitesPage() {
  const { t } = useTranslation('project');
  const lang = useLang();
  const manage = canManageProjects(useSubject());
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId') ?? undefined;
  const districtId = params.get('districtId') ?? undefined;
  const projects = useProjects({ pageSize: 200 });
  const districts = useOptions('districts', { pageSize: 100 });
  const paging = usePaging();
  const filters = { projectId, districtId, search: paging.search };
  const list = useSites({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'project:totalCount');
  const [editing, setEditing] = useState<SiteRow | 'new' | null>(null);
  const setParam = (key: string, value: number | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, String(value));
    else next.delete(key);
    setParams(next, { replace: true });
    paging.reset();
  };
  const columns: DataColumns<SiteRow> = [
    { title: t('project'), dataIndex: 'projectCode', key: 'project', width: 140 },
    { title: t('site'), key: 'name', render: (_, row) => nameOf(row, lang) },
    {
      title: t('district'),
      key: 'district',
      render: (_, row) => (lang === 'en' ? row.districtEn : row.districtBn),
    },
    {
      title: t('upazila'),
      key: 'upazila',
      render: (_, row) => (lang === 'en' ? row.upazilaEn : row.upazilaBn) ?? '—',
    },
    {
      title: `${t('latitude')}, ${t('longitude')}`,
      key: 'position',
      width: 200,
      render: (_, row) => `${localDigits(row.latitude, lang)}, ${localDigits(row.longitude, lang)}`,
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
      title: '',
      key: 'edit',
      width: 60,
      render: (_, row) =>
        manage && (
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t('edit')} ${nameOf(row, lang)}`}
            onClick={() => setEditing(row)}
          />
        ),
    },
  ];
  return (
    <Panel
      title={t('projectSites')}
      extra={
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadFile(withQuery(PROJECT_PATHS.sitesExport, filters), 'project-sites.xlsx').catch(
                showError,
              )
            }
          >
            {t('exportExcel')}
          </Button>
          {manage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('addSite')}
            </Button>
          )}
        </Space>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('project')}
            placeholder={t('allProjects')}
            value={projectId ? Number(projectId) : undefined}
            onChange={(value) => setParam('projectId', value)}
            options={(projects.data?.items ?? []).map((item) => ({ value: item.id, label: item.code }))}
          />
        </Col>
        <Col xs={24} md={6}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: '100%' }}
            aria-label={t('district')}
            placeholder={t('allDistricts')}
            value={districtId ? Number(districtId) : undefined}
            onChange={(value) => setParam('districtId', value)}
            options={options(districts.data?.items as Named[] | undefined, lang)}
          />
        </Col>
        <Col xs={24} md={10}>
          <Input.Search
            allowClear
            placeholder={t('searchSite')}
            aria-label={t('searchSite')}
            onSearch={(value) => paging.setSearch(value.trim())}
          />
        </Col>
      </Row>
      <DataTable<SiteRow>
        label={t('projectSites')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptySites')} /> }}
        scroll={{ x: 960 }}
      />
      <SiteDialog editing={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
