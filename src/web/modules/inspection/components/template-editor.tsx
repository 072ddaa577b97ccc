/**
 * The design of a template: its name and sections, each with items of a type (yes/no, score, text,
 * number, photo; text and number only in the general-information template). Saving a template
 * that exists writes its next version; inspections already started keep the version they have.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GENERAL_ITEM_TYPES,
  ITEM_TYPES,
  type TemplateDesign,
  type TemplateDetail,
  type TemplateKind,
  templateInputSchema,
} from '../../../../common/contracts/inspection.contract';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { inspectionApi, useInspectionMutation } from '../inspection.api';

interface Values {
  nameBn: string;
  nameEn?: string;
  design: TemplateDesign;
}

const blank = (kind: TemplateKind): TemplateDesign => ({
  sections: [
    {
      titleBn: '',
      items: [{ key: 'i1', labelBn: '', type: kind === 'general' ? 'text' : 'yes_no', required: false }],
    },
  ],
});

/** The next free item code of the design: i1, i2, … */
function nextKey(design: TemplateDesign | undefined): string {
  const used = new Set(
    (design?.sections ?? []).flatMap((section) => (section?.items ?? []).map((item) => item?.key)),
  );
  for (let index = 1; ; index++) if (!used.has(`i${index}`)) return `i${index}`;
}

export function TemplateEditor({
  kind,
  template,
  onSaved,
}: {
  kind: TemplateKind;
  /** The template to edit; a new one when absent. */
  template?: TemplateDetail | null;
  onSaved?: (saved: TemplateDetail) => void;
}) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const confirm = useConfirm();
  const [form] = Form.useForm<Values>();
  const create = useInspectionMutation(inspectionApi.createTemplate);
  const edit = useInspectionMutation(inspectionApi.editTemplate);
  const types = kind === 'general' ? GENERAL_ITEM_TYPES : ITEM_TYPES;

  useEffect(() => {
    form.setFieldsValue(
      template
        ? { nameBn: template.nameBn, nameEn: template.nameEn, design: template.design }
        : { nameBn: '', nameEn: '', design: blank(kind) },
    );
  }, [template, kind, form]);

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    confirm.save(values.nameBn, async () => {
      try {
        const saved = template
          ? await edit.mutateAsync({ id: template.id, baseVersion: template.version, ...values })
          : await create.mutateAsync({ kind, ...values });
        toast('success', t('savedVersion', { version: localDigits(saved.version, lang) }));
        onSaved?.(saved);
        if (!template) form.setFieldsValue({ nameBn: '', nameEn: '', design: blank(kind) });
      } catch (error) {
        showError(error, form);
      }
    });
  };

  return (
    <Form form={form} layout="vertical">
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="nameBn"
            label={t('templateNameBn')}
            rules={[zodRule(templateInputSchema.shape.nameBn)]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameEn" label={t('templateNameEn')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name={['design', 'sections']}>
        {(sections, sectionOps) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {sections.map((section, sectionIndex) => (
              <Panel
                key={section.key}
                size="small"
                title={t('sectionNo', { no: localDigits(sectionIndex + 1, lang) })}
                extra={
                  sections.length > 1 && (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('removeSection')}
                      onClick={() => sectionOps.remove(section.name)}
                    />
                  )
                }
              >
                <Form.Item
                  name={[section.name, 'titleBn']}
                  label={t('sectionTitle')}
                  rules={[{ required: true, message: t('sectionTitleRequired') }]}
                >
                  <Input maxLength={200} />
                </Form.Item>
                <Form.List name={[section.name, 'items']}>
                  {(items, itemOps) => (
                    <>
                      {items.map((item) => (
                        <Row gutter={8} key={item.key} align="middle" wrap>
                          <Col xs={24} md={10}>
                            <Form.Item
                              name={[item.name, 'labelBn']}
                              label={t('itemLabel')}
                              rules={[{ required: true, message: t('itemLabelRequired') }]}
                            >
                              <Input maxLength={300} />
                            </Form.Item>
                          </Col>
                          <Col xs={12} md={5}>
                            <Form.Item name={[item.name, 'type']} label={t('itemType')}>
                              <Select
                                options={types.map((value) => ({ value, label: t(`type_${value}`) }))}
                              />
                            </Form.Item>
                          </Col>
                          <Col xs={12} md={3}>
                            <Form.Item name={[item.name, 'maxScore']} label={t('maxScore')}>
                              <InputNumber min={1} max={100} style={{ width: '100%' }} />
                            </Form.Item>
                          </Col>
                          <Col xs={16} md={4}>
                            <Form.Item name={[item.name, 'required']} valuePropName="checked" label=" ">
                              <Checkbox>{t('required')}</Checkbox>
                            </Form.Item>
                          </Col>
                          <Col xs={8} md={2}>
                            <Form.Item name={[item.name, 'key']} hidden>
                              <Input />
                            </Form.Item>
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={t('removeItem')}
                              onClick={() => itemOps.remove(item.name)}
                            />
                          </Col>
                        </Row>
                      ))}
                      <Button
                        icon={<PlusOutlined />}
                        onClick={() =>
                          itemOps.add({
                            key: nextKey(form.getFieldValue('design')),
                            labelBn: '',
                            type: types[0],
                            required: false,
                          })
                        }
                      >
                        {t('addItem')}
                      </Button>
                    </>
                  )}
                </Form.List>
              </Panel>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                sectionOps.add({
                  titleBn: '',
                  items: [
                    {
                      key: nextKey(form.getFieldValue('design')),
                      labelBn: '',
                      type: types[0],
                      required: false,
                    },
                  ],
                })
              }
            >
              {t('addSection')}
            </Button>
          </Space>
        )}
      </Form.List>
      <Button
        type="primary"
        style={{ marginTop: 16 }}
        loading={create.isPending || edit.isPending}
        onClick={save}
      >
        {template ? t('saveNewVersion') : t('createTemplate')}
      </Button>
    </Form>
  );
}
