/**
 * Adding or changing a project's site, its district and upazila picked from the lists and its
 * coordinates typed in English digits (SPEC.md §5): a dialog drawn with the UI kit and checked with
 * the contract's schema, downloaded when first opened from the plain site list (project-parts.tsx).
 */
import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Named } from '../../../../common/contracts/office.contract';
import { type SiteInput, type SiteRow, siteInputSchema } from '../../../../common/contracts/project.contract';
import { nameOf } from '../../../../common/labels';
import { useOptions } from '../../../components/office-selector/office-options.api';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { projectApi, useProjectMutation, useProjects } from '../project.api';

const options = (items: Named[] | undefined, lang: 'bn' | 'en') =>
  (items ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }));

export function SiteDialog({ editing, onClose }: { editing: SiteRow | 'new' | null; onClose: () => void }) {
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
