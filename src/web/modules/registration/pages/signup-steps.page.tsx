/**
 * /signup-steps: registration in four steps (SPEC.md §4). One form holds every step, so going back
 * loses nothing; what is typed (except passwords) is kept in the encrypted session state, so a
 * reload keeps it too. Every new user opens it, often on a phone over a slow line, so it is plain
 * HTML and CSS without the UI kit; the contract's checks download when the person first enters the
 * form (components/registration-rules.ts), their messages under the fields, and the server checks
 * it all again.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegistrationInput } from '../../../../common/contracts/registration.contract';
import { LanguageSwitch } from '../../../components/language-switch';
import type { OfficeSelection } from '../../../components/office-selector/office-selector';
import { Panel } from '../../../components/panel';
import { ApiError } from '../../../lib/api';
import { loadSavedState, saveState } from '../../../lib/saved-state';
import { toast } from '../../../lib/toast';
import { isWithin, type Problems, usePlainForm } from '../../../lib/use-plain-form';
import { type CredentialRules, loadCredentialRules } from '../components/credential-rules';
import {
  DESIGNATION_STEP_FIELDS,
  DesignationStep,
  placementFields,
  placementProblems,
  useOfficeHasBranches,
} from '../components/designation-step';
import { LOGIN_STEP_FIELDS, LoginStep } from '../components/login-step';
import {
  EMPTY_PERSONAL,
  PERSONAL_STEP_FIELDS,
  PersonalStep,
  type PersonalValues,
} from '../components/personal-step';
import {
  loadRegistrationRules,
  placementPath,
  problemsOf,
  type RegistrationRules,
} from '../components/registration-rules';
import { SKILLS_STEP_FIELDS, SkillsStep } from '../components/skills-step';
import { StepProgress } from '../components/step-progress';
import { registrationApi } from '../registration.api';

const SAVED_STATE = 'registration';
const STEP_FIELDS = [DESIGNATION_STEP_FIELDS, LOGIN_STEP_FIELDS, PERSONAL_STEP_FIELDS, SKILLS_STEP_FIELDS];
const LAST_STEP = STEP_FIELDS.length - 1;
const NOT_SAVED = new Set(['password', 'confirmPassword']);
const PLACEMENT_FIELDS = new Set(['officeId', 'sectionId', 'deskId']);

interface SignupValues extends PersonalValues {
  placement: OfficeSelection;
  email: string;
  mobile: string;
  otpId?: string;
  password: string;
  confirmPassword: string;
  skills: string[];
  termsAccepted: boolean;
}

const EMPTY: SignupValues = {
  placement: {},
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
  ...EMPTY_PERSONAL,
  skills: [],
  termsAccepted: false,
};

interface Saved {
  step: number;
  values: Partial<SignupValues>;
}

/** Each step's problems, as the contract's schemas find them. */
function stepProblems(
  rules: RegistrationRules,
  values: SignupValues,
  officeHasBranches: boolean,
): Problems[] {
  return [
    placementProblems(rules, values.placement, officeHasBranches),
    {
      ...problemsOf(rules.login, values),
      // Required, and the same as the password.
      confirmPassword: problemsOf(rules.confirmation, values).confirmPassword,
    },
    problemsOf(rules.personal, values),
    problemsOf(rules.skills, values),
  ].map((found) => Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)));
}

const stepOf = (path: string) =>
  STEP_FIELDS.findIndex((fields) => fields.some((field) => isWithin(path, field)));

export default function SignupStepsPage() {
  const { t } = useTranslation('registration');
  const form = usePlainForm<SignupValues>(EMPTY, 'registration');
  const { values } = form;
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);
  const [credentialRules, setCredentialRules] = useState<CredentialRules>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const officeHasBranches = useOfficeHasBranches(values.placement);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restored once, when the page opens
  useEffect(() => {
    void loadSavedState<Saved>(SAVED_STATE).then((saved) => {
      if (saved) {
        form.reset({ ...EMPTY, ...saved.values });
        setStep(Math.min(saved.step, LAST_STEP));
      }
      setRestored(true);
    });
  }, []);

  useEffect(() => {
    if (!restored) return;
    const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !NOT_SAVED.has(key)));
    void saveState(SAVED_STATE, { step, values: kept } satisfies Saved);
  }, [restored, values, step]);

  /** The checks and the OTP's rules, fetched when the person enters the form. */
  const prepare = () => {
    if (credentialRules) return;
    loadCredentialRules().then(setCredentialRules, () => undefined);
    loadRegistrationRules().catch(() => undefined);
  };

  /** The problems of `steps`, shown under their fields; the first step with one, if any. */
  const check = async (steps: number[]): Promise<number | undefined> => {
    const rules = await loadRegistrationRules();
    const found = stepProblems(rules, values, officeHasBranches);
    const shown = steps.map((index) => found[index] ?? {});
    form.report(
      Object.assign({}, ...shown),
      steps.flatMap((index) => STEP_FIELDS[index] ?? []),
    );
    return steps.find((index) => Object.keys(found[index] ?? {}).length > 0);
  };

  const next = async () => {
    setError(undefined);
    // The checks download with the form; a lost connection before they arrived is said as such.
    const problem = await check([step]).catch(() => {
      setError(t('common:networkError'));
      return step;
    });
    if (problem !== undefined) {
      form.focusFirstProblem();
      return;
    }
    setStep(step + 1);
    window.scrollTo({ top: 0 });
  };

  const submit = async () => {
    setError(undefined);
    // Passwords are not kept across a reload, so an earlier step can need attention: go there.
    const problem = await check(STEP_FIELDS.map((_, index) => index)).catch(() => {
      setError(t('common:networkError'));
      return step;
    });
    if (problem !== undefined) {
      setStep(problem);
      form.focusFirstProblem();
      return;
    }
    setSubmitting(true);
    try {
      const { placement, ...rest } = values;
      // Checked with the contract's schemas just now, so the choices are the contract's.
      const input = { ...rest, otpId: rest.otpId ?? '', ...placementFields(placement) } as RegistrationInput;
      await registrationApi.register(input);
      await saveState(SAVED_STATE, undefined);
      toast('success', t('messages:registration.success'));
      setDone(true);
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : undefined;
      setError(apiError?.message ?? String(failure));
      const found: Problems = {};
      for (const item of apiError?.fieldErrors ?? []) {
        // The office, branch and post live together in the selector of step 1.
        const path = PLACEMENT_FIELDS.has(item.field) ? placementPath(item.field as 'officeId') : item.field;
        found[path] ??= item.message;
      }
      form.report(found);
      const first = Object.keys(found)
        .map(stepOf)
        .find((index) => index >= 0);
      if (first !== undefined) {
        setStep(first);
        form.focusFirstProblem();
      }
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    void (step < LAST_STEP ? next() : submit());
  };

  if (done) {
    return (
      <main className="public-page">
        <section className="plain-result">
          <CheckCircleFilled className="plain-result-icon success" aria-hidden="true" />
          <h1 className="plain-subtitle">{t('registered')}</h1>
          <p className="plain-muted">{t('messages:registration.success')}</p>
          <Link to="/login" className="plain-button plain-primary plain-result-action">
            {t('goToLogin')}
          </Link>
        </section>
      </main>
    );
  }

  return (
    <main className="public-page">
      <Panel className="signup-card" title={t('signupSteps')} extra={<LanguageSwitch />}>
        <StepProgress current={step} titles={[t('step1'), t('step2'), t('step3'), t('step4')]} />
        {restored && (
          <form
            ref={form.ref}
            className="plain-form credential-form signup-form"
            onSubmit={onSubmit}
            onFocus={prepare}
            onChange={prepare}
            noValidate
          >
            <fieldset disabled={submitting}>
              {[
                <DesignationStep key="1" form={form} officeHasBranches={officeHasBranches} />,
                <LoginStep key="2" form={form} rules={credentialRules} />,
                <PersonalStep key="3" form={form} />,
                <SkillsStep key="4" form={form} />,
              ].map((content, index) => (
                <div key={content.key} hidden={index !== step} data-testid={`step-${index + 1}`}>
                  {content}
                </div>
              ))}
              {error && (
                <div className="plain-alert" role="alert">
                  {error}
                </div>
              )}
              <div className="form-actions">
                {step > 0 && (
                  <button type="button" className="plain-button" onClick={() => setStep(step - 1)}>
                    {t('back')}
                  </button>
                )}
                <button type="submit" className="plain-button plain-primary" aria-busy={submitting}>
                  {step < LAST_STEP ? t('next') : t('submit')}
                </button>
                <Link to="/login">{t('haveAccount')}</Link>
              </div>
            </fieldset>
          </form>
        )}
      </Panel>
    </main>
  );
}
