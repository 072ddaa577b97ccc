/** Step 3: personal information, addresses with 'same address', preferred posting, joining dates, family. */
import { Button, Checkbox, Col, Form, Input, Row, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personalStepSchema } from '../../../../common/contracts/registration.contract';
import { toEnglishDigits } from '../../../../common/digits';
import { ApiError } from '../../../lib/api';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { registrationApi } from '../registration.api';
import { DateField } from './date-field';
import { KidList, SpouseList } from './family-lists';
import { PreferredPostingSelects } from './geography-selects';

export const PERSONAL_STEP_FIELDS = Object.keys(personalStepSchema.shape);
/** An officer's birth year is decades back: the calendar opens thirty years ago, in January. */
const DATE_OF_BIRTH_OPENS_AT = dayjs().subtract(30, 'year').startOf('year');
const RELIGIONS = [
  'religionIslam',
  'religionHinduism',
  'religionBuddhism',
  'religionChristianity',
  'religionOther',
];

function NidCheckButton() {
  const { t } = useTranslation('registration');
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      await form.validateFields(['nid', 'dateOfBirth']);
      const nid = toEnglishDigits(form.getFieldValue('nid'));
      const result = await registrationApi.checkNid(nid, form.getFieldValue('dateOfBirth'));
      if (result.enabled) toast('success', t('messages:nid.verified'));
    } catch (error) {
      if (error instanceof ApiError) toast('error', error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={check} loading={busy}>
      {t('checkNid')}
    </Button>
  );
}

export function PersonalStep() {
  const { t } = useTranslation('registration');
  const form = Form.useFormInstance();
  const sameAddress = Form.useWatch('sameAddress', form) === true;
  const shape = personalStepSchema.shape;
  const half = { xs: 24, md: 12 };

  return (
    <>
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(shape.nameBn)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(shape.nameEn)]}>
            <Input />
          </Form.Item>
        </Col>
        {(['fatherNameBn', 'fatherNameEn', 'motherNameBn', 'motherNameEn'] as const).map((name) => (
          <Col key={name} {...half}>
            <Form.Item name={name} label={t(name)}>
              <Input />
            </Form.Item>
          </Col>
        ))}
        <Col {...half}>
          <Form.Item name="gender" label={t('gender')} rules={[zodRule(shape.gender)]}>
            <Select
              placeholder={t('selectPlaceholder')}
              options={['male', 'female', 'other'].map((value) => ({ value, label: t(value) }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <DateField
            name="dateOfBirth"
            label={t('dateOfBirth')}
            rules={[zodRule(shape.dateOfBirth)]}
            opensAt={DATE_OF_BIRTH_OPENS_AT}
          />
        </Col>
        <Col {...half}>
          <Form.Item label={t('nid')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="nid" noStyle rules={[zodRule(shape.nid)]}>
                <Input inputMode="numeric" maxLength={17} aria-label={t('nid')} />
              </Form.Item>
              <NidCheckButton />
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="religion" label={t('religion')}>
            <Select
              allowClear
              placeholder={t('selectPlaceholder')}
              options={RELIGIONS.map((key) => ({ value: t(key), label: t(key) }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="permanentAddress" label={t('permanentAddress')}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="presentAddress" label={t('presentAddress')}>
            <Input.TextArea rows={2} disabled={sameAddress} />
          </Form.Item>
          <Form.Item name="sameAddress" valuePropName="checked" style={{ marginTop: -16 }}>
            <Checkbox
              onChange={(event) => {
                if (event.target.checked)
                  form.setFieldValue('presentAddress', form.getFieldValue('permanentAddress'));
              }}
            >
              {t('sameAddress')}
            </Checkbox>
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="postOffice" label={t('postOffice')}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="postCode" label={t('postCode')}>
            <Input inputMode="numeric" maxLength={10} />
          </Form.Item>
        </Col>
      </Row>
      <PreferredPostingSelects />
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item name="serviceId" label={t('serviceId')}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half} />
        <Col {...half}>
          <DateField
            name="firstJoiningDate"
            label={t('firstJoiningDate')}
            rules={[zodRule(shape.firstJoiningDate)]}
          />
        </Col>
        <Col {...half}>
          <DateField
            name="currentJoiningDate"
            label={t('currentJoiningDate')}
            rules={[zodRule(shape.currentJoiningDate)]}
          />
        </Col>
      </Row>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <SpouseList />
        <KidList />
      </Space>
    </>
  );
}
