/**
 * The freelancer form: SPEC.md §3's fields and the marketplace entries, each checked with the
 * contract's own schema (§5: mobile 01XXXXXXXXX and a correct email, both required), errors under
 * the fields. Money is typed in dollars with cents (total income in taka).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  FREELANCER_STATUSES,
  type FreelancerDetail,
  type FreelancerInput,
  freelancerInputSchema,
  MAX_MARKETPLACE_ENTRIES,
  marketplaceEntrySchema,
} from '../../../../common/contracts/freelancer.contract';
import type { Named } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { Panel } from '../../../components/panel';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/use-lang';

export type FreelancerFormValues = Omit<FreelancerInput, 'marketplaces'> & {
  marketplaces?: {
    marketplaceId?: number;
    profileLink?: string;
    earnings?: string;
    totalProjects?: string | number;
    joiningDate?: string;
  }[];
};

const money = (value: string | null | undefined) => value?.replace(/\.00$/, '') ?? '';

export function initialFreelancerValues(
  item: FreelancerDetail | undefined,
  districtId?: number,
): Partial<FreelancerFormValues> {
  if (!item) return { status: 'active', districtId, marketplaces: [] };
  return {
    name: item.name,
    email: item.email,
    mobile: item.mobile,
    districtId: item.district.id,
    status: item.status,
    categoryId: item.category?.id ?? null,
    roleId: item.role?.id ?? null,
    totalIncome: money(item.totalIncome),
    lifetimeEarnings: money(item.lifetimeEarnings),
    hourlyRate: money(item.hourlyRate),
    firstJoiningDate: item.firstJoiningDate ?? '',
    skills: item.skills ?? '',
    suggestedSkills: item.suggestedSkills ?? '',
    trainingInterest: item.trainingInterest ?? '',
    peopleTrained: item.peopleTrained ?? null,
    trainingHours: item.trainingHours ?? null,
    otherExperience: item.otherExperience ?? '',
    comment: item.comment ?? '',
    address: item.address ?? '',
    marketplaces: item.entries.map((entry) => ({
      marketplaceId: entry.marketplace.id,
      profileLink: entry.profileLink ?? '',
      earnings: money(entry.earnings),
      totalProjects: entry.totalProjects ?? '',
      joiningDate: entry.joiningDate ?? '',
    })),
  };
}

/** The API body: blank fields go blank, and the contract makes them null. */
export const freelancerBody = (values: FreelancerFormValues): FreelancerInput => ({
  ...values,
  marketplaces: (values.marketplaces ?? []).map((entry) => ({
    ...entry,
    marketplaceId: entry.marketplaceId ?? 0,
  })),
});

interface Options {
  districts: Named[];
  categories: Named[];
  roles: Named[];
  marketplaces: Named[];
}

interface FreelancerFormProps {
  form: FormInstance<FreelancerFormValues>;
  item?: FreelancerDetail;
  defaultDistrictId?: number;
  options: Options;
  submitting: boolean;
  onSubmit: (values: FreelancerFormValues) => void;
}

const dateProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? machineDate(value) : ''),
};

export function FreelancerForm({
  form,
  item,
  defaultDistrictId,
  options,
  submitting,
  onSubmit,
}: FreelancerFormProps) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const shape = freelancerInputSchema.shape;
  const entry = marketplaceEntrySchema.shape;
  const choices = (items: Named[]) =>
    items.map((option) => ({ value: option.id, label: nameOf(option, lang) }));
  return (
    <Form<FreelancerFormValues>
      form={form}
      layout="vertical"
      initialValues={initialFreelancerValues(item, defaultDistrictId)}
      onFinish={onSubmit}
      disabled={submitting}
      scrollToFirstError
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('name')} rules={[zodRule(shape.name)]} required>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mobile" label={t('mobile')} rules={[zodRule(shape.mobile)]} required>
            <Input inputMode="tel" placeholder="01XXXXXXXXX" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('email')} rules={[zodRule(shape.email)]} required>
            <Input inputMode="email" maxLength={190} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="districtId" label={t('district')} rules={[zodRule(shape.districtId)]} required>
            <Select showSearch optionFilterProp="label" options={choices(options.districts)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="status" label={t('status')}>
            <Select
              options={FREELANCER_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="categoryId" label={t('category')}>
            <Select allowClear options={choices(options.categories)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="roleId" label={t('role')}>
            <Select allowClear options={choices(options.roles)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="firstJoiningDate" label={t('firstJoiningDate')} {...dateProps}>
            <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="totalIncome" label={t('totalIncome')} rules={[zodRule(shape.totalIncome)]}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="lifetimeEarnings"
            label={t('lifetimeEarnings')}
            rules={[zodRule(shape.lifetimeEarnings)]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="hourlyRate" label={t('hourlyRate')} rules={[zodRule(shape.hourlyRate)]}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="skills" label={t('skills')} rules={[zodRule(shape.skills)]}>
            <Input maxLength={1000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="suggestedSkills"
            label={t('suggestedSkills')}
            rules={[zodRule(shape.suggestedSkills)]}
          >
            <Input maxLength={1000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="trainingInterest"
            label={t('trainingInterest')}
            rules={[zodRule(shape.trainingInterest)]}
          >
            <Input maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="peopleTrained" label={t('peopleTrained')} rules={[zodRule(shape.peopleTrained)]}>
            <Input inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="trainingHours" label={t('trainingHours')} rules={[zodRule(shape.trainingHours)]}>
            <Input inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="otherExperience"
            label={t('otherExperience')}
            rules={[zodRule(shape.otherExperience)]}
          >
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="comment" label={t('comment')} rules={[zodRule(shape.comment)]}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label={t('address')} rules={[zodRule(shape.address)]}>
            <Input maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="marketplaces">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Panel
                key={field.key}
                size="small"
                title={t('marketplaceN', { n: index + 1 })}
                style={{ marginBottom: 12 }}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('removeMarketplace', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                }
              >
                <Row gutter={12}>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, 'marketplaceId']}
                      label={t('marketplace')}
                      rules={[zodRule(entry.marketplaceId)]}
                      required
                    >
                      <Select options={choices(options.marketplaces)} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={16}>
                    <Form.Item
                      name={[field.name, 'profileLink']}
                      label={t('profileLink')}
                      rules={[zodRule(entry.profileLink)]}
                    >
                      <Input inputMode="url" placeholder="https://" />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={8}>
                    <Form.Item
                      name={[field.name, 'earnings']}
                      label={t('earnings')}
                      rules={[zodRule(entry.earnings)]}
                    >
                      <Input inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={8}>
                    <Form.Item
                      name={[field.name, 'totalProjects']}
                      label={t('totalProjects')}
                      rules={[zodRule(entry.totalProjects)]}
                    >
                      <Input inputMode="numeric" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'joiningDate']} label={t('joiningDate')} {...dateProps}>
                      <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
                    </Form.Item>
                  </Col>
                </Row>
              </Panel>
            ))}
            {fields.length < MAX_MARKETPLACE_ENTRIES && (
              <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 16 }}>
                {t('addMarketplace')}
              </Button>
            )}
          </>
        )}
      </Form.List>
      <div>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {item ? t('common:update') : t('common:save')}
        </Button>
      </div>
    </Form>
  );
}
