/**
 * The whole office as the super admin creates and edits it: names, the cascade (ministry,
 * department, district, upazila, level), parent and controlling office, address, contacts and
 * coordinates (English digits, SPEC.md §5). Client checks use the contract's own schemas.
 */
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type OfficeDetail,
  officeInfoSchema,
  officeInputSchema,
} from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { type OfficeSelection, OfficeSelector } from '../../../components/office-selector/office-selector';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/use-lang';

export interface OfficeFormValues {
  nameBn: string;
  nameEn: string;
  placement: OfficeSelection;
  parentOfficeId?: number | null;
  controllingOfficeId?: number | null;
  geoCode?: string;
  address?: string;
  phone?: string;
  email?: string;
  website?: string;
  latitude?: string;
  longitude?: string;
}

/** The API body of the form. */
export const officeBody = ({ placement, ...values }: OfficeFormValues) => ({
  ...values,
  ministryId: placement.ministryId,
  departmentId: placement.departmentId ?? null,
  districtId: placement.districtId ?? null,
  upazilaId: placement.upazilaId ?? null,
  officeLevelId: placement.officeLevelId,
});

/** Server field errors of the cascade show under the cascade. */
export const PLACEMENT_FIELDS = [
  'ministryId',
  'departmentId',
  'districtId',
  'upazilaId',
  'officeLevelId',
  'divisionId',
];

export function initialOfficeValues(office: OfficeDetail | undefined): Partial<OfficeFormValues> {
  if (!office) return { placement: {} };
  return {
    nameBn: office.nameBn,
    nameEn: office.nameEn,
    placement: {
      ministryId: office.ministry?.id,
      departmentId: office.department?.id,
      districtId: office.district?.id,
      upazilaId: office.upazila?.id,
      officeLevelId: office.level?.id,
    },
    parentOfficeId: office.parentOffice?.id,
    controllingOfficeId: office.controllingOffice?.id,
    geoCode: office.geoCode ?? '',
    address: office.address ?? '',
    phone: office.phone ?? '',
    email: office.email ?? '',
    website: office.website ?? '',
    latitude: office.latitude ?? '',
    longitude: office.longitude ?? '',
  };
}

/** Name, address, contacts and coordinates: shared with the office admin's /officeinfo form. */
export function OfficeInfoFields() {
  const { t } = useTranslation('office');
  const shape = officeInfoSchema.shape;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(shape.nameBn)]} required>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(shape.nameEn)]} required>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="address" label={t('address')} rules={[zodRule(shape.address)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="phone" label={t('phone')} rules={[zodRule(shape.phone)]}>
          <Input inputMode="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="email" label={t('email')} rules={[zodRule(shape.email)]}>
          <Input type="email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="website" label={t('website')} rules={[zodRule(shape.website)]}>
          <Input placeholder="https://" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="latitude"
          label={t('latitude')}
          rules={[zodRule(shape.latitude)]}
          extra={t('coordinateHint')}
        >
          <Input inputMode="decimal" placeholder="24.363588" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="longitude" label={t('longitude')} rules={[zodRule(shape.longitude)]}>
          <Input inputMode="decimal" placeholder="88.624138" />
        </Form.Item>
      </Col>
    </Row>
  );
}

interface OfficeFormProps {
  office?: OfficeDetail;
  submitting: boolean;
  onSubmit: (values: OfficeFormValues) => void;
  form: ReturnType<typeof Form.useForm<OfficeFormValues>>[0];
}

export function OfficeForm({ office, submitting, onSubmit, form }: OfficeFormProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const placement: OfficeSelection = Form.useWatch('placement', form) ?? {};
  const placementRule = {
    validator: async (_: unknown, value: OfficeSelection | undefined) => {
      const errors = [];
      if (!value?.ministryId) errors.push(t('messages:validation.office.ministryRequired'));
      if (!value?.officeLevelId) errors.push(t('messages:validation.office.officeLevelRequired'));
      if (errors.length > 0) throw new Error(errors.join('; '));
    },
  };

  return (
    <Form<OfficeFormValues>
      form={form}
      layout="vertical"
      initialValues={initialOfficeValues(office)}
      onFinish={onSubmit}
      disabled={submitting}
      scrollToFirstError
    >
      <Form.Item name="placement" label={t('placement')} rules={[placementRule]} required>
        <OfficeSelector
          levels={['ministry', 'department', 'district', 'upazila', 'officeLevel']}
          required={['ministry', 'officeLevel']}
          idPrefix="office-form"
          columns={3}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="parentOfficeId" label={t('parentOffice')}>
            <OptionSelect
              kind="offices"
              params={{ ministryId: placement.ministryId }}
              selected={office?.parentOffice}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="controllingOfficeId"
            label={t('controllingOffice')}
            extra={t('controllingOfficeHint')}
          >
            <OptionSelect kind="offices" selected={office?.controllingOffice} />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item name="geoCode" label={t('geoCode')} rules={[zodRule(officeInputSchema.shape.geoCode)]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <OfficeInfoFields />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {office ? t('common:update') : t('common:save')}
      </Button>
      {office && <span style={{ marginInlineStart: 12 }}>{nameOf(office, lang)}</span>}
    </Form>
  );
}
