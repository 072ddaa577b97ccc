/** /reset-password: mobile, then the OTP sent to it, then a new strong password (SPEC.md §8 messages). */
import { Alert, Button, Form, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { Panel } from '../../../components/panel';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { NewPasswordFields, VerifiedMobileFields } from '../components/mobile-password-fields';
import { registrationApi } from '../registration.api';

interface ResetForm {
  mobile: string;
  otpId?: string;
  password: string;
  confirmPassword: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('registration');
  const [form] = Form.useForm<ResetForm>();
  const otpId = Form.useWatch('otpId', form);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  const submit = async (values: ResetForm) => {
    setError(undefined);
    try {
      await registrationApi.resetPassword({ ...values, otpId: values.otpId ?? '' });
      toast('success', t('messages:auth.passwordResetSuccess'));
      setDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('messages:auth.passwordResetFailed'));
    }
  };

  if (done) {
    return (
      <div className="login-page">
        <Result
          status="success"
          title={t('messages:auth.passwordResetSuccess')}
          extra={
            <Link to="/login">
              <Button type="primary">{t('goToLogin')}</Button>
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="login-page">
      <Panel className="login-card" title={t('resetPassword')} extra={<LanguageSwitch />}>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <VerifiedMobileFields flow="password-reset" />
          <NewPasswordFields disabled={!otpId} />
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button type="primary" htmlType="submit" block disabled={!otpId}>
              {t('resetPassword')}
            </Button>
            <Typography.Link>
              <Link to="/login">{t('goToLogin')}</Link>
            </Typography.Link>
          </Space>
        </Form>
      </Panel>
    </div>
  );
}
