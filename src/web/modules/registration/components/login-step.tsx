/** Step 2: login email, mobile proven by OTP, and a strong password with its rule shown. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginStepSchema } from '../../../../common/contracts/registration.contract';
import { zodRule } from '../../../lib/form-rules';
import { OtpVerifier } from './otp-verifier';

export const LOGIN_STEP_FIELDS = ['email', 'mobile', 'otpId', 'password', 'confirmPassword'];

export function LoginStep() {
  const { t } = useTranslation('registration');
  const form = Form.useFormInstance();
  const mobile = Form.useWatch('mobile', form);
  const otpId = Form.useWatch('otpId', form);
  const shape = loginStepSchema.shape;

  return (
    <>
      <Form.Item name="email" label={t('email')} rules={[zodRule(shape.email)]}>
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item name="mobile" label={t('mobile')} rules={[zodRule(shape.mobile)]}>
        {/* A changed number needs its own OTP. */}
        <Input
          autoComplete="tel"
          maxLength={11}
          placeholder="01XXXXXXXXX"
          onChange={() => form.setFieldValue('otpId', undefined)}
        />
      </Form.Item>
      <Form.Item name="otpId" label={t('otp')} rules={[zodRule(shape.otpId)]}>
        <OtpVerifier
          flow="registration"
          mobile={mobile}
          verifiedOtpId={otpId}
          onVerified={(id) => form.setFieldValue('otpId', id)}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('password')}
        extra={t('passwordRule')}
        rules={[zodRule(shape.password)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        dependencies={['password']}
        rules={[
          zodRule(shape.confirmPassword),
          ({ getFieldValue }) => ({
            validator: async (_, value) => {
              if (value && value !== getFieldValue('password'))
                throw new Error(t('messages:validation.passwordConfirmMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
