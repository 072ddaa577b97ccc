/**
 * /new-officer: every field of SPEC.md §3 "Officer registration" on one page, checked with the
 * contract's schemas as registration checks them; the officer is posted straight to the chosen
 * empty post. No OTP: the admin enters the officer's mobile from the papers.
 */
import { Alert, Button, Divider, Form, Input, Result, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginStepSchema } from '../../../../common/contracts/registration.contract';
import { toEnglishDigits } from '../../../../common/digits';
import { Panel } from '../../../components/panel';
import { ApiError } from '../../../lib/api';
import { zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { DesignationStep, placementFields } from '../../registration/components/designation-step';
import { NewPasswordFields } from '../../registration/components/mobile-password-fields';
import { PersonalStep } from '../../registration/components/personal-step';
import { officerApi, useOfficerMutation } from '../officer.api';

const PLACEMENT_FIELDS = new Set(['officeId', 'sectionId', 'deskId']);

export default function NewOfficerPage() {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const [form] = Form.useForm();
  const create = useOfficerMutation(officerApi.create);
  const [error, setError] = useState<string>();
  const [placementErrors, setPlacementErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ userId: number; name: string }>();

  const submit = async () => {
    setError(undefined);
    const { placement, ...values } = form.getFieldsValue(true);
    const input = { ...values, ...placementFields(placement), nid: toEnglishDigits(values.nid ?? '') };
    try {
      const { userId } = await create.mutateAsync(input);
      toast('success', t('messages:officer.created'));
      setCreated({ userId, name: values.nameBn });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : undefined;
      setError(apiError?.message ?? String(failure));
      const fieldErrors = apiError?.fieldErrors ?? [];
      setPlacementErrors(
        Object.fromEntries(
          fieldErrors
            .filter((item) => PLACEMENT_FIELDS.has(item.field))
            .map((item) => [item.field, item.message]),
        ),
      );
      form.setFields(
        fieldErrors
          .filter((item) => !PLACEMENT_FIELDS.has(item.field))
          .map((item) => ({ name: item.field.split('.'), errors: [item.message] })),
      );
    }
  };

  if (created) {
    return (
      <Result
        status="success"
        title={t('officerDone', { name: created.name })}
        extra={
          <Space wrap>
            <Link to={`/officers/view/${created.userId}`}>
              <Button type="primary">{t('openOfficer')}</Button>
            </Link>
            <Button
              onClick={() => {
                form.resetFields();
                setCreated(undefined);
              }}
            >
              {t('addAnother')}
            </Button>
          </Space>
        }
      />
    );
  }

  return (
    <Panel title={t('newOfficer')}>
      <Typography.Paragraph type="secondary">{t('newOfficerHint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ kids: [], spouses: [], skills: [] }}
        scrollToFirstError
        onValuesChange={(changed) => 'placement' in changed && setPlacementErrors({})}
      >
        <Divider titlePlacement="start">{t('postingDetails')}</Divider>
        <DesignationStep serverErrors={placementErrors} />
        <Form.Item name="orderNo" label={t('orderNo')}>
          <Input maxLength={80} />
        </Form.Item>
        <Divider titlePlacement="start">{t('loginDetails')}</Divider>
        <Form.Item name="email" label={t('email')} rules={[zodRule(loginStepSchema.shape.email)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="mobile" label={t('mobile')} rules={[zodRule(loginStepSchema.shape.mobile)]}>
          <Input maxLength={11} placeholder={localDigits('01XXXXXXXXX', lang)} autoComplete="off" />
        </Form.Item>
        <NewPasswordFields />
        <Divider titlePlacement="start">{t('personal')}</Divider>
        <PersonalStep />
        <Form.Item name="skills" label={t('skills')}>
          <Select mode="tags" tokenSeparators={[',', '،']} open={false} aria-label={t('skills')} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('submitNewOfficer')}
        </Button>
      </Form>
    </Panel>
  );
}
