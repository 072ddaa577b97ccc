/** add-item-to-checklist: a catalogue item added to a section of a checklist template, as its next version. */
import { Button, Checkbox, Col, Form, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOf } from '../../../../common/labels';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { validValues } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { inspectionApi, useInspectionMutation, useItems, useTemplate, useTemplates } from '../inspection.api';

interface Values {
  templateId: number;
  sectionIndex: number;
  itemId: number;
  required: boolean;
}

export default function AddItemToChecklistPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [itemSearch, setItemSearch] = useState('');
  const templates = useTemplates({ kind: 'checklist', page: 1, pageSize: 200 });
  const templateId = Form.useWatch('templateId', form) ?? null;
  const template = useTemplate(templateId);
  const items = useItems({ page: 1, pageSize: 50, search: itemSearch });
  const add = useInspectionMutation(inspectionApi.addItem);

  const save = async () => {
    const values = await validValues(form);
    if (!values || !template.data) return;
    try {
      const saved = await add.mutateAsync({
        id: values.templateId,
        baseVersion: template.data.version,
        itemId: values.itemId,
        sectionIndex: values.sectionIndex,
        required: values.required ?? false,
      });
      toast('success', t('savedVersion', { version: localDigits(saved.version, lang) }));
      form.setFieldValue('itemId', undefined);
    } catch (error) {
      showError(error, form);
    }
  };

  const required = [{ required: true, message: t('choose') }];
  return (
    <Panel title={t('addItemToChecklist')}>
      <Form form={form} layout="vertical" initialValues={{ required: false }}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="templateId" label={t('template')} rules={required}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={(templates.data?.items ?? []).map((row) => ({
                  value: row.id,
                  label: nameOf(row, lang),
                }))}
                onChange={() => form.setFieldValue('sectionIndex', undefined)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sectionIndex" label={t('section')} rules={required}>
              <Select
                options={(template.data?.design.sections ?? []).map((section, index) => ({
                  value: index,
                  label: `${localDigits(index + 1, lang)}. ${section.titleBn}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="itemId" label={t('catalogueItem')} rules={required}>
              <Select
                showSearch={{ filterOption: false, onSearch: setItemSearch }}
                options={(items.data?.items ?? []).map((item) => ({
                  value: item.id,
                  label: `${lang === 'en' ? item.labelEn : item.labelBn} (${t(`type_${item.type}`)})`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="required" valuePropName="checked" label=" ">
              <Checkbox>{t('required')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        {template.data && (
          <Typography.Paragraph type="secondary">
            {t('currentVersion', { no: localDigits(template.data.version, lang) })}
          </Typography.Paragraph>
        )}
        <Button type="primary" loading={add.isPending} onClick={save}>
          {t('addItem')}
        </Button>
      </Form>
    </Panel>
  );
}
