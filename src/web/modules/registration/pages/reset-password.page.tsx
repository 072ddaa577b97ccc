/**
 * /reset-password: the mobile number, then the OTP sent to it, then a new strong password typed
 * twice (SPEC.md §8 messages). Someone who forgot their password opens it from the sign-in page,
 * often on a phone over a slow line, so like that page it is plain HTML and CSS without the UI kit.
 * The fields are checked with the contract's schemas, downloaded when the person first enters the
 * form (components/credential-rules.ts), their messages under them; the server checks it all again.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { Panel } from '../../../components/panel';
import { ApiError } from '../../../lib/api';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { type CredentialRules, loadCredentialRules, problemOf } from '../components/credential-rules';
import { OtpField } from '../components/otp-field';
import { loadRegistrationApi } from '../components/otp-ticket';

type TypedField = 'mobile' | 'password' | 'confirmPassword';
type Field = TypedField | 'otpId';
/** The order of the fields on the page: the first with a problem takes the focus. */
const FIELDS: Field[] = ['mobile', 'otpId', 'password', 'confirmPassword'];

function FieldError({ field, messageKey }: { field: Field; messageKey?: string }) {
  const { t } = useTranslation();
  return messageKey ? (
    <div id={`reset-${field}-error`} className="plain-field-error" role="alert">
      {t(`messages:${messageKey}`)}
    </div>
  ) : null;
}

export default function ResetPasswordPage() {
  const { t, i18n } = useTranslation('registration');
  // Not lib/use-lang: it travels in the signed-in frame's chunk (vite.config.ts), as the calls do.
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const [values, setValues] = useState<Record<TypedField, string>>({
    mobile: '',
    password: '',
    confirmPassword: '',
  });
  const [otpId, setOtpId] = useState<string>();
  const [rules, setRules] = useState<CredentialRules>();
  /** Message keys, so a change of language says them again in the new one. */
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  /** What the form needs to act, fetched when the person enters it: the checks and the calls. */
  const prepare = () => {
    if (rules) return;
    loadCredentialRules().then(setRules, () => undefined);
    loadRegistrationApi().catch(() => undefined);
  };

  const change = (field: TypedField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    // A changed number needs its own OTP.
    if (field === 'mobile') setOtpId(undefined);
  };

  const verified = (id: string) => {
    setOtpId(id);
    setProblems((current) => ({ ...current, otpId: undefined }));
  };

  const check = async (): Promise<boolean> => {
    const loaded = await loadCredentialRules();
    setRules(loaded);
    const found: Partial<Record<Field, string>> = {
      mobile: problemOf(loaded.mobile, values.mobile),
      otpId: problemOf(loaded.otpId, otpId ?? ''),
      password: problemOf(loaded.password, values.password),
      confirmPassword: problemOf(loaded.confirmation, {
        password: values.password,
        confirmPassword: values.confirmPassword,
      }),
    };
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`reset-${first}`)?.focus();
    return !first;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // The checks download with the form; a lost connection before they arrived is said as such.
    const valid = await check().catch(() => {
      setError(t('common:networkError'));
      return false;
    });
    if (!valid) return;
    setError(undefined);
    setSubmitting(true);
    try {
      const registrationApi = await loadRegistrationApi();
      await registrationApi.resetPassword({ ...values, otpId: otpId ?? '' });
      toast('success', t('messages:auth.passwordResetSuccess'));
      setDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('messages:auth.passwordResetFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  const described = (field: Field, hint?: string) => {
    const ids = [hint, problems[field] && `reset-${field}-error`].filter(Boolean).join(' ');
    return {
      ...(problems[field] ? { 'aria-invalid': true } : {}),
      ...(ids ? { 'aria-describedby': ids } : {}),
    };
  };

  if (done) {
    return (
      <main className="login-page">
        <section className="plain-result">
          <CheckCircleFilled className="plain-result-icon success" aria-hidden="true" />
          <h1 className="plain-subtitle">{t('messages:auth.passwordResetSuccess')}</h1>
          <Link to="/login" className="plain-button plain-primary plain-result-action">
            {t('goToLogin')}
          </Link>
        </section>
      </main>
    );
  }

  return (
    <main className="login-page">
      <Panel className="login-card" title={t('resetPassword')} extra={<LanguageSwitch />}>
        <form
          className="plain-form credential-form"
          onSubmit={submit}
          onFocus={prepare}
          onChange={prepare}
          noValidate
        >
          <fieldset disabled={submitting}>
            <label htmlFor="reset-mobile">{t('mobile')}</label>
            <input
              id="reset-mobile"
              name="mobile"
              autoComplete="tel"
              inputMode="tel"
              maxLength={11}
              placeholder={localDigits('01XXXXXXXXX', lang)}
              value={values.mobile}
              onChange={change('mobile')}
              {...described('mobile')}
            />
            <FieldError field="mobile" messageKey={problems.mobile} />
            <span className="plain-label">{t('otp')}</span>
            <OtpField
              // A new number starts a new OTP: the one sent to the old number cannot prove it.
              key={values.mobile}
              flow="password-reset"
              id="reset-otpId"
              mobile={values.mobile}
              rules={rules}
              verifiedOtpId={otpId}
              onVerified={verified}
              errorId={problems.otpId && 'reset-otpId-error'}
            />
            <FieldError field="otpId" messageKey={problems.otpId} />
            <label htmlFor="reset-password">{t('password')}</label>
            <input
              id="reset-password"
              name="password"
              type="password"
              autoComplete="new-password"
              disabled={!otpId}
              value={values.password}
              onChange={change('password')}
              {...described('password', 'reset-password-rule')}
            />
            <p id="reset-password-rule" className="plain-muted plain-hint">
              {t('passwordRule')}
            </p>
            <FieldError field="password" messageKey={problems.password} />
            <label htmlFor="reset-confirmPassword">{t('confirmPassword')}</label>
            <input
              id="reset-confirmPassword"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              disabled={!otpId}
              value={values.confirmPassword}
              onChange={change('confirmPassword')}
              {...described('confirmPassword')}
            />
            <FieldError field="confirmPassword" messageKey={problems.confirmPassword} />
            {error && (
              <div className="plain-alert" role="alert">
                {error}
              </div>
            )}
            <button
              type="submit"
              className="plain-button plain-primary"
              disabled={!otpId}
              aria-busy={submitting}
            >
              {t('resetPassword')}
            </button>
          </fieldset>
        </form>
        <div className="login-links">
          <Link to="/login">{t('goToLogin')}</Link>
        </div>
      </Panel>
    </main>
  );
}
