/**
 * The sign-in page: email or mobile, password and captcha (SPEC.md §2, §8). It is the first page most
 * people load, often on a phone over a slow line, so it is plain HTML and CSS without the UI kit:
 * the kit loads with the page that follows. Fields are checked with the contract's schema, their
 * messages under them; a refused sign-in is said in an alert above the form. The schema (and its
 * validator, about 23 KB) downloads when the person first enters the form, not with the page: on a
 * slow line it would share the bandwidth with the page's first paint, and nothing is checked before
 * a press of Login (which waits for it, should it not be there yet).
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { ApiError } from '../../../lib/api';
import { sessionFromLogin } from '../../../lib/auth-store';
import { toast } from '../../../lib/toast';
import { authApi, useCaptcha } from '../auth.api';
import { signIn } from '../auth.session';

type Field = 'email' | 'password' | 'captchaAnswer';

const loadLoginSchema = () =>
  import('../../../../common/contracts/auth.contract').then((contract) => contract.loginRequestSchema);
type LoginSchema = Awaited<ReturnType<typeof loadLoginSchema>>;

/** The message key of the first problem the contract finds in a field, if any. */
function problemOf(schema: LoginSchema, field: 'email' | 'password', value: string): string | undefined {
  const result = schema.shape[field].safeParse(value);
  if (result.success) return undefined;
  const key = result.error.issues[0]?.message ?? 'validation.invalid';
  return key.startsWith('validation.') ? key : 'validation.invalid';
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <div id={id} className="plain-field-error" role="alert">
      {message}
    </div>
  ) : null;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', captchaAnswer: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const captchaOn = captcha.data?.enabled === true;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const reloadCaptcha = () => {
    setValues((current) => ({ ...current, captchaAnswer: '' }));
    void captcha.refetch();
  };

  const check = async (): Promise<boolean> => {
    const schema = await loadLoginSchema();
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['email', 'password'] as const) {
      const key = problemOf(schema, field, values[field]);
      if (key) found[field] = t(`messages:${key}`);
    }
    if (captchaOn && !values.captchaAnswer.trim())
      found.captchaAnswer = t('messages:validation.captchaRequired');
    setProblems(found);
    const first = (['email', 'password', 'captchaAnswer'] as const).find((field) => found[field]);
    if (first) document.getElementById(`login-${first}`)?.focus();
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
    setError(null);
    setSubmitting(true);
    try {
      const response = await authApi.login({
        email: values.email,
        password: values.password,
        captchaAnswer: captchaOn ? values.captchaAnswer : undefined,
        captchaId: captcha.data?.captchaId,
      });
      signIn(sessionFromLogin(response));
      toast('success', t('messages:auth.loginSuccess'));
      navigate('/', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('common:networkError'));
      if (captchaOn) reloadCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const described = (field: Field) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': `login-${field}-error` } : {};

  return (
    <main className="login-page">
      <div className="login-card plain-card">
        <div className="login-brand">
          <h1 className="plain-title">{t('common:productName')}</h1>
          <p className="plain-muted">{t('common:productTagline')}</p>
        </div>
        <h2 className="plain-subtitle">{t('signInTitle')}</h2>
        {error && (
          <div className="plain-alert" role="alert">
            {error}
          </div>
        )}
        <form className="plain-form" onSubmit={submit} onFocus={() => void loadLoginSchema()} noValidate>
          <fieldset disabled={submitting}>
            <label htmlFor="login-email">{t('loginId')}</label>
            <input
              id="login-email"
              name="email"
              autoComplete="username"
              placeholder={t('loginIdPlaceholder')}
              value={values.email}
              onChange={change('email')}
              {...described('email')}
            />
            <FieldError id="login-email-error" message={problems.email} />
            <label htmlFor="login-password">{t('password')}</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={change('password')}
              {...described('password')}
            />
            <FieldError id="login-password-error" message={problems.password} />
            {captchaOn && captcha.data && (
              <>
                <span className="plain-label">{t('captcha')}</span>
                <div className="plain-captcha">
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
                  <input
                    id="login-captchaAnswer"
                    aria-label={t('captchaAnswer')}
                    autoComplete="off"
                    maxLength={8}
                    value={values.captchaAnswer}
                    onChange={change('captchaAnswer')}
                    {...described('captchaAnswer')}
                  />
                  <button
                    type="button"
                    className="plain-button"
                    onClick={reloadCaptcha}
                    aria-label={t('captchaReload')}
                  >
                    ↻
                  </button>
                </div>
                <p className="plain-muted plain-hint">{t('messages:auth.captchaHint')}</p>
                <FieldError id="login-captchaAnswer-error" message={problems.captchaAnswer} />
              </>
            )}
            <button type="submit" className="plain-button plain-primary" aria-busy={submitting}>
              {t('signIn')}
            </button>
          </fieldset>
        </form>
        <div className="login-links">
          <Link to="/reset-password">{t('forgotPassword')}</Link>
          <Link to="/signup">{t('register')}</Link>
        </div>
        <LanguageSwitch />
      </div>
    </main>
  );
}
