/**
 * /profile/basic: the personal fields of registration the officer edits about themself (SPEC.md §3
 * Officer registration): names, parents, gender, birth date, religion, addresses with 'same
 * address', post office and code, preferred district and upazila, spouses and children (a child's
 * gender must be set, SPEC.md §5). NID and service id are shown read-only.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Divider, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/date-picker';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { type BasicFormValues, basicBodyOf, basicIssuesOf, basicValuesOf } from '../components/basic-form';
import { ProfileProgressCard } from '../components/profile-progress';
import { profileApi, useBasic, useProfileMutation } from '../profile.api';

const GENDERS = ['male', 'female', 'other'] as const;

export default function BasicPage() {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const confirm = useConfirm();
  const basic = useBasic();
  const save = useProfileMutation(profileApi.saveBasic);
  const [form] = Form.useForm<BasicFormValues>();
  const sameAddress = Form.useWatch('sameAddress', form);
  const districtId = Form.useWatch('preferredDistrictId', form);

  useEffect(() => {
    if (basic.data) form.setFieldsValue(basicValuesOf(basic.data));
  }, [basic.data, form]);

  const submit = () => {
    const body = basicBodyOf(form.getFieldsValue(true));
    const issues = basicIssuesOf(body);
    const touched = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => ({ name: field.name as never, errors: [] as string[] }));
    form.setFields([
      ...touched,
      ...issues.map((issue) => ({ name: issue.name as never, errors: [t(`messages:${issue.message}`)] })),
    ]);
    if (issues.length > 0) return;
    confirm.save(t('basicInfo'), async () => {
      try {
        await save.mutateAsync(body);
        toast('success', t('updated'));
      } catch (error) {
        showError(error, form);
      }
    });
  };

  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(gender) }));
  const half = { xs: 24, md: 12 };
  return (
    <>
      <ProfileProgressCard />
      <Panel title={t('basicInfo')} loading={basic.isLoading}>
        <Form form={form} layout="vertical" name="profile-basic" onFinish={submit}>
          <Typography.Title level={2} style={{ fontSize: 17 }}>
            {t('personal')}
          </Typography.Title>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="nameBn" label={t('nameBn')} required>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="nameEn" label={t('nameEn')} required>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="fatherNameBn" label={t('fatherNameBn')}>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="fatherNameEn" label={t('fatherNameEn')}>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="motherNameBn" label={t('motherNameBn')}>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="motherNameEn" label={t('motherNameEn')}>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="gender" label={t('gender')} required>
                <Select options={genderOptions} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="dateOfBirth" label={t('dateOfBirth')} required>
                <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="religion" label={t('religion')}>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item label={t('nid')} htmlFor="profile-basic-nid" extra={t('readOnlyHint')}>
                <Input
                  id="profile-basic-nid"
                  readOnly
                  value={basic.data?.nid ? localDigits(basic.data.nid, lang) : '—'}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item label={t('serviceId')} htmlFor="profile-basic-service-id">
                <Input id="profile-basic-service-id" readOnly value={basic.data?.serviceId ?? '—'} />
              </Form.Item>
            </Col>
          </Row>

          <Divider />
          <Typography.Title level={2} style={{ fontSize: 17 }}>
            {t('address')}
          </Typography.Title>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="permanentAddress" label={t('permanentAddress')}>
                <Input.TextArea rows={2} />
              </Form.Item>
              <Form.Item name="sameAddress" valuePropName="checked">
                <Checkbox>{t('sameAddress')}</Checkbox>
              </Form.Item>
            </Col>
            <Col {...half}>
              {!sameAddress && (
                <Form.Item name="presentAddress" label={t('presentAddress')}>
                  <Input.TextArea rows={2} />
                </Form.Item>
              )}
            </Col>
            <Col {...half}>
              <Form.Item name="postOffice" label={t('postOffice')}>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="postCode" label={t('postCode')}>
                <Input inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="preferredDistrictId" label={t('preferredDistrict')}>
                <OptionSelect
                  kind="districts"
                  params={{ pageSize: 100 }}
                  selected={basic.data?.preferredDistrict ?? null}
                  onChange={() => form.setFieldValue('preferredUpazilaId', null)}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="preferredUpazilaId" label={t('preferredUpazila')}>
                <OptionSelect
                  kind="upazilas"
                  params={{ districtId, pageSize: 100 }}
                  enabled={Boolean(districtId)}
                  disabled={!districtId}
                  selected={basic.data?.preferredUpazila ?? null}
                />
              </Form.Item>
            </Col>
          </Row>

          <Divider />
          <Typography.Title level={2} style={{ fontSize: 17 }}>
            {t('family')}
          </Typography.Title>
          <Form.List name="spouses">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Row gutter={16} key={field.key} align="top">
                    <Col xs={24} md={11}>
                      <Form.Item name={[field.name, 'name']} label={t('spouseName')} required>
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={11}>
                      <Form.Item name={[field.name, 'occupation']} label={t('occupation')}>
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={2} style={{ paddingTop: 34 }}>
                      <Button
                        type="text"
                        danger
                        icon={<MinusCircleOutlined />}
                        aria-label={t('remove')}
                        onClick={() => remove(field.name)}
                      />
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 16 }}>
                  {t('addSpouse')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.List name="kids">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Row gutter={16} key={field.key} align="top">
                    <Col xs={24} md={8}>
                      <Form.Item name={[field.name, 'name']} label={t('kidName')} required>
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={7}>
                      <Form.Item name={[field.name, 'gender']} label={t('kidGender')} required>
                        <Select options={genderOptions} />
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={7}>
                      <Form.Item name={[field.name, 'dateOfBirth']} label={t('kidBirth')}>
                        <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={2} style={{ paddingTop: 34 }}>
                      <Button
                        type="text"
                        danger
                        icon={<MinusCircleOutlined />}
                        aria-label={t('remove')}
                        onClick={() => remove(field.name)}
                      />
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({})}>
                  {t('addKid')}
                </Button>
              </>
            )}
          </Form.List>
          <Divider />
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('saveBasic')}
            </Button>
          </Space>
        </Form>
      </Panel>
    </>
  );
}
