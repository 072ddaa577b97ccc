/** Step 2: login email, mobile proven by OTP, and a strong password with its rule shown. */
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/plain-fields';
import type { FormFields } from '../../../lib/use-plain-form';
import type { CredentialRules } from './credential-rules';
import { NewPasswordFields, VerifiedMobileFields } from './mobile-password-fields';

export const LOGIN_STEP_FIELDS = ['email', 'mobile', 'otpId', 'password', 'confirmPassword'];

export function LoginStep({ form, rules }: { form: FormFields; rules: CredentialRules | undefined }) {
  const { t } = useTranslation('registration');
  return (
    <div className="plain-form-fields">
      <TextField form={form} path="email" label={t('email')} type="email" autoComplete="email" />
      <VerifiedMobileFields form={form} flow="registration" rules={rules} />
      <NewPasswordFields form={form} />
    </div>
  );
}
