/**
 * The lab form (new-lab, and a lab's edit): institution, EIIN or code, district and upazila,
 * coordinates in English digits inside Bangladesh (SPEC.md §5), type, year set up and the contact
 * teacher. Each field is checked with the contract's own schema; the server's field errors land
 * under the fields.
 */
import { Button, Col, Form, type FormInstance, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LAB_TYPES,
  type LabDetail,
  type LabInput,
  type LabUpdate,
  labInputSchema,
} from '../../../../common/contracts/lab.contract';
import type { Named } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { useOptions } from '../../../components/office-selector/office-options.api';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/use-lang';

export type LabFormValues = Partial<LabInput>;

const shape = labInputSchema.shape;

export function initialLabValues(lab: LabDetail | undefined, type?: LabInput['type']): LabFormValues {
  if (!lab) return { type: type ?? 'srdl' };
  return {
    type: lab.type,
    institutionBn: lab.institutionBn,
    institutionEn: lab.institutionEn,
    code: lab.code,
    districtId: lab.district.id,
    upazilaId: lab.upazila?.id,
    latitude: lab.latitude ?? '',
    longitude: lab.longitude ?? '',
    establishedYear: lab.establishedYear ?? undefined,
    contactTeacher: lab.contactTeacher ?? '',
    contactMobile: lab.contactMobile ?? '',
  };
}

const isBlank = (value: unknown) => value === '' || value === undefined || value === null;

/** A new lab: the filled fields only, a blank field is not given. */
export function labPayload(values: LabFormValues): LabInput {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isBlank(value))) as LabInput;
}

/** The optional fields of the form, which an edit may empty. */
const OPTIONAL_FIELDS = [
  'institutionEn',
  'upazilaId',
  'latitude',
  'longitude',
  'establishedYear',
  'contactTeacher',
  'contactMobile',
] as const;

/**
 * A lab's change: every field of the form, an emptied optional field as null so that the server
 * clears it (a field left out would keep its old value).
 */
export function labChangePayload(values: LabFormValues): LabUpdate {
  const change: Record<string, unknown> = labPayload(values);
  for (const field of OPTIONAL_FIELDS) if (isBlank(values[field])) change[field] = null;
  return change as LabUpdate;
}

interface LabFormProps {
  form: FormInstance<LabFormValues>;
  initialValues: LabFormValues;
  submitting: boolean;
  onSubmit: (values: LabFormValues) => void;
  onCancel?: () => void;
}

export function LabForm({ form, initialValues, submitting, onSubmit, onCancel }: LabFormProps) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const districtId = Form.useWatch('districtId', form) as number | undefined;
  const districts = useOptions('districts', { pageSize: 100 });
  const upazilas = useOptions('upazilas', { districtId, pageSize: 100 }, Boolean(districtId));
  const choices = (items: Named[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }));

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      aria-label={t('newLab')}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="institutionBn"
            label={t('institutionBn')}
            required
            rules={[zodRule(shape.institutionBn)]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="institutionEn" label={t('institutionEn')} rules={[zodRule(shape.institutionEn)]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="code" label={t('code')} required rules={[zodRule(shape.code)]}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="type" label={t('type')} required rules={[zodRule(shape.type)]}>
            <Select options={LAB_TYPES.map((type) => ({ value: type, label: t(`type_${type}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="establishedYear"
            label={t('establishedYear')}
            rules={[zodRule(shape.establishedYear)]}
          >
            <InputNumber style={{ width: '100%' }} controls={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="districtId" label={t('district')} required rules={[zodRule(shape.districtId)]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={choices(districts.data?.items as Named[] | undefined)}
              onChange={() => form.setFieldValue('upazilaId', undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="upazilaId" label={t('upazila')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              disabled={!districtId}
              options={choices(upazilas.data?.items as Named[] | undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="latitude"
            label={t('latitude')}
            extra={t('coordinateHint')}
            rules={[zodRule(shape.latitude)]}
          >
            <Input inputMode="decimal" maxLength={20} placeholder="24.363588" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="longitude"
            label={t('longitude')}
            extra={t('coordinateHint')}
            rules={[zodRule(shape.longitude)]}
          >
            <Input inputMode="decimal" maxLength={20} placeholder="88.624138" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="contactTeacher"
            label={t('contactTeacher')}
            rules={[zodRule(shape.contactTeacher)]}
          >
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="contactMobile" label={t('contactMobile')} rules={[zodRule(shape.contactMobile)]}>
            <Input inputMode="tel" maxLength={11} placeholder="01XXXXXXXXX" />
          </Form.Item>
        </Col>
      </Row>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}
