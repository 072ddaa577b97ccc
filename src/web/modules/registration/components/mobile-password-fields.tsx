/**
 * The login fields of the registration steps and the new officer's form: a mobile number proven by
 * an OTP, then a new strong password typed twice. The password reset draws the same fields itself
 * (pages/reset-password.page.tsx); all three check them with the contract's schemas.
 */
import { useTranslation } from 'react-i18next';
import { FieldProblem, TextField } from '../../../components/plain-fields';
import { localDigits } from '../../../lib/format';
import type { FormFields } from '../../../lib/use-plain-form';
import type { OtpFlow } from '../registration.api';
import type { CredentialRules } from './credential-rules';
import { OtpField } from './otp-field';

export function VerifiedMobileFields({
  form,
  flow,
  rules,
}: {
  form: FormFields;
  flow: OtpFlow;
  /** Undefined until the checks have downloaded: the OTP's send button waits for them. */
  rules: CredentialRules | undefined;
}) {
  const { t, i18n } = useTranslation('registration');
  // Not lib/use-lang: it travels in the signed-in frame's chunk, which a signed-out page may do without.
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const mobile = String(form.get('mobile') ?? '');
  const otpId = form.get('otpId') as string | undefined;
  const otpControl = form.idOf('otpId');
  return (
    <>
      <MobileField form={form} placeholder={localDigits('01XXXXXXXXX', lang)} />
      <span className="plain-label">{t('otp')}</span>
      <OtpField
        // A new number starts a new OTP: the one sent to the old number cannot prove it.
        key={mobile}
        flow={flow}
        id={otpControl}
        mobile={mobile}
        rules={rules}
        verifiedOtpId={otpId}
        onVerified={(id) => form.set('otpId', id)}
        errorId={form.problems.otpId && `${otpControl}-error`}
      />
      <FieldProblem id={`${otpControl}-error`} message={form.problems.otpId} />
    </>
  );
}

function MobileField({ form, placeholder }: { form: FormFields; placeholder: string }) {
  const { t } = useTranslation('registration');
  return (
    <TextField
      form={{
        ...form,
        // A changed number needs its own OTP.
        set: (path, value) => {
          form.set(path, value);
          form.set('otpId', undefined);
        },
      }}
      path="mobile"
      label={t('mobile')}
      autoComplete="tel"
      inputMode="tel"
      maxLength={11}
      placeholder={placeholder}
    />
  );
}

export function NewPasswordFields({ form }: { form: FormFields }) {
  const { t } = useTranslation('registration');
  return (
    <>
      <TextField
        form={form}
        path="password"
        label={t('password')}
        hint={t('passwordRule')}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        form={form}
        path="confirmPassword"
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
