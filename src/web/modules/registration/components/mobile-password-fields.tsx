/**
 * The registration steps' kit-drawn login fields: a mobile number proven by an OTP, then a new
 * strong password typed twice, checked with the contract's schemas (common/validation.ts). The plain
 * password reset draws the same fields itself (pages/reset-password.page.tsx) with the same schemas.
 */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  otpVerifySchema,
  passwordConfirmationSchema,
} from '../../../../common/contracts/registration.contract';
import { mobileSchema, strongPasswordSchema } from '../../../../common/validation';
import { zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import type { OtpFlow } from '../registration.api';
import { OtpVerifier } from './otp-verifier';

export function VerifiedMobileFields({ flow }: { flow: OtpFlow }) {
  const { t } = useTranslation('registration');
  const lang = useLang();
  const form = Form.useFormInstance();
  const mobile = Form.useWatch('mobile', form);
  const otpId = Form.useWatch('otpId', form);
  return (
    <>
      <Form.Item name="mobile" label={t('mobile')} rules={[zodRule(mobileSchema)]}>
        {/* A changed number needs its own OTP. */}
        <Input
          autoComplete="tel"
          maxLength={11}
          placeholder={localDigits('01XXXXXXXXX', lang)}
          onChange={() => form.setFieldValue('otpId', undefined)}
        />
      </Form.Item>
      <Form.Item name="otpId" label={t('otp')} rules={[zodRule(otpVerifySchema.shape.otpId)]}>
        <OtpVerifier
          flow={flow}
          mobile={mobile}
          verifiedOtpId={otpId}
          onVerified={(id) => form.setFieldValue('otpId', id)}
        />
      </Form.Item>
    </>
  );
}

export function NewPasswordFields({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('registration');
  return (
    <>
      <Form.Item
        name="password"
        label={t('password')}
        extra={t('passwordRule')}
        rules={[zodRule(strongPasswordSchema)]}
      >
        <Input.Password autoComplete="new-password" disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) =>
            zodRule(passwordConfirmationSchema, (confirmPassword) => ({
              password: getFieldValue('password') ?? '',
              confirmPassword: confirmPassword ?? '',
            })),
        ]}
      >
        <Input.Password autoComplete="new-password" disabled={disabled} />
      </Form.Item>
    </>
  );
}
