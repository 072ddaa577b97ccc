/** The sign-in page: email or mobile, password and captcha (SPEC.md §2, §8). Kept light: it loads first. */
import { LockOutlined, ReloadOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginRequestSchema } from '../../../../common/contracts/auth.contract';
import { LanguageSwitch } from '../../../components/language-switch';
import { ApiError } from '../../../lib/api';
import { sessionFromLogin } from '../../../lib/auth-store';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { authApi, useCaptcha } from '../auth.api';
import { signIn } from '../auth.session';

interface LoginForm {
  email: string;
  password: string;
  captchaAnswer?: string;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [form] = Form.useForm<LoginForm>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const reloadCaptcha = () => {
    form.setFieldValue('captchaAnswer', '');
    void captcha.refetch();
  };

  const submit = async (values: LoginForm) => {
    setError(null);
    setSubmitting(true);
    try {
      const response = await authApi.login({ ...values, captchaId: captcha.data?.captchaId });
      signIn(sessionFromLogin(response));
      toast('success', t('messages:auth.loginSuccess'));
      navigate('/', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('common:networkError'));
      if (captcha.data?.enabled) reloadCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="login-page">
      <Card className="login-card">
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <div className="login-brand">
            <Typography.Title level={2} style={{ margin: 0 }}>
              {t('common:productName')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('common:productTagline')}</Typography.Text>
          </div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('signInTitle')}
          </Typography.Title>
          {error && <Alert type="error" title={error} showIcon role="alert" />}
          <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
            <Form.Item name="email" label={t('loginId')} rules={[zodRule(loginRequestSchema.shape.email)]}>
              <Input
                prefix={<UserOutlined />}
                autoComplete="username"
                placeholder={t('loginIdPlaceholder')}
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('password')}
              rules={[zodRule(loginRequestSchema.shape.password)]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            {captcha.data?.enabled && (
              <Form.Item label={t('captcha')} extra={t('messages:auth.captchaHint')}>
                <Space.Compact style={{ width: '100%' }}>
                  <button
                    type="button"
                    className="captcha-picture"
                    onClick={reloadCaptcha}
                    title={t('captchaReload')}
                  >
                    <img
                      src={`data:image/svg+xml;utf8,${encodeURIComponent(captcha.data.svg)}`}
                      alt={t('captcha')}
                    />
                  </button>
                  <Form.Item
                    name="captchaAnswer"
                    noStyle
                    rules={[{ required: true, message: t('messages:validation.captchaRequired') }]}
                  >
                    <Input aria-label={t('captchaAnswer')} autoComplete="off" maxLength={8} />
                  </Form.Item>
                  <Button icon={<ReloadOutlined />} onClick={reloadCaptcha} aria-label={t('captchaReload')} />
                </Space.Compact>
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {t('signIn')}
            </Button>
          </Form>
          <div className="login-links">
            <Link to="/reset-password">{t('forgotPassword')}</Link>
            <Link to="/signup">{t('register')}</Link>
          </div>
          <LanguageSwitch />
        </Space>
      </Card>
    </div>
  );
}
