/**
 * /signup-steps: registration in four steps (SPEC.md §4). One form holds every step, so going back
 * loses nothing; what is typed (except passwords) is kept in the encrypted session state, so a
 * reload keeps it too.
 */
import { Alert, Button, Form, Result, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegistrationInput } from '../../../../common/contracts/registration.contract';
import { LanguageSwitch } from '../../../components/language-switch';
import { NumberedSteps } from '../../../components/numbered-steps';
import { Panel } from '../../../components/panel';
import { ApiError } from '../../../lib/api';
import { loadSavedState, saveState } from '../../../lib/saved-state';
import { toast } from '../../../lib/toast';
import {
  DESIGNATION_STEP_FIELDS,
  DesignationStep,
  type PlacementErrors,
  placementFields,
} from '../components/designation-step';
import { LOGIN_STEP_FIELDS, LoginStep } from '../components/login-step';
import { PERSONAL_STEP_FIELDS, PersonalStep } from '../components/personal-step';
import { SKILLS_STEP_FIELDS, SkillsStep } from '../components/skills-step';
import { registrationApi } from '../registration.api';

const SAVED_STATE = 'registration';
const STEP_FIELDS = [DESIGNATION_STEP_FIELDS, LOGIN_STEP_FIELDS, PERSONAL_STEP_FIELDS, SKILLS_STEP_FIELDS];
const NOT_SAVED = new Set(['password', 'confirmPassword']);
const PLACEMENT_FIELDS = new Set(['officeId', 'sectionId', 'deskId']);

interface Saved {
  step: number;
  values: Record<string, unknown>;
}

export default function SignupStepsPage() {
  const { t } = useTranslation('registration');
  const [form] = Form.useForm<RegistrationInput>();
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [placementErrors, setPlacementErrors] = useState<PlacementErrors>({});
  const stepRef = useRef(step);
  stepRef.current = step;

  useEffect(() => {
    void loadSavedState<Saved>(SAVED_STATE).then((saved) => {
      if (saved) {
        form.setFieldsValue(saved.values as Partial<RegistrationInput>);
        setStep(Math.min(saved.step, STEP_FIELDS.length - 1));
      }
      setRestored(true);
    });
  }, [form]);

  const remember = (nextStep = stepRef.current) => {
    const values = Object.fromEntries(
      Object.entries(form.getFieldsValue(true)).filter(([key]) => !NOT_SAVED.has(key)),
    );
    void saveState(SAVED_STATE, { step: nextStep, values } satisfies Saved);
  };

  const next = async () => {
    try {
      await form.validateFields(STEP_FIELDS[step], { recursive: true });
    } catch {
      return;
    }
    setStep(step + 1);
    remember(step + 1);
    window.scrollTo({ top: 0 });
  };

  const back = () => {
    setStep(step - 1);
    remember(step - 1);
  };

  const submit = async () => {
    setError(undefined);
    try {
      await form.validateFields(STEP_FIELDS.flat(), { recursive: true });
    } catch (invalid) {
      // Passwords are not kept across a reload, so an earlier step can need attention: go there.
      const field = String(
        (invalid as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0],
      );
      const stepWithError = STEP_FIELDS.findIndex((fields) => fields.includes(field));
      if (stepWithError >= 0) setStep(stepWithError);
      return;
    }
    setSubmitting(true);
    try {
      const { placement, ...values } = form.getFieldsValue(true);
      await registrationApi.register({ ...values, ...placementFields(placement) });
      await saveState(SAVED_STATE, undefined);
      toast('success', t('messages:registration.success'));
      setDone(true);
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : undefined;
      setError(apiError?.message ?? String(failure));
      const placement = (apiError?.fieldErrors ?? []).filter((item) => PLACEMENT_FIELDS.has(item.field));
      setPlacementErrors(Object.fromEntries(placement.map((item) => [item.field, item.message])));
      const fieldErrors = (apiError?.fieldErrors ?? []).map((item) => ({
        // The office, branch and post live together in the selector of step 1.
        name: PLACEMENT_FIELDS.has(item.field) ? ['placement'] : item.field.split('.'),
        errors: [item.message],
      }));
      form.setFields(fieldErrors);
      const stepWithError = STEP_FIELDS.findIndex((fields) =>
        fields.includes(String(fieldErrors[0]?.name[0])),
      );
      if (stepWithError >= 0) setStep(stepWithError);
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <div className="public-page">
        <Result
          status="success"
          title={t('registered')}
          subTitle={t('messages:registration.success')}
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
    <div className="public-page">
      <Panel className="signup-card" title={t('signupSteps')} extra={<LanguageSwitch />}>
        <NumberedSteps
          current={step}
          items={[t('step1'), t('step2'), t('step3'), t('step4')].map((title) => ({ title }))}
          style={{ marginBottom: 24 }}
        />
        {restored && (
          <Form
            form={form}
            layout="vertical"
            onValuesChange={(changed) => {
              if ('placement' in changed) setPlacementErrors({});
              remember();
            }}
            initialValues={{ spouses: [], kids: [], skills: [] }}
          >
            {[
              <DesignationStep key="1" serverErrors={placementErrors} />,
              <LoginStep key="2" />,
              <PersonalStep key="3" />,
              <SkillsStep key="4" />,
            ].map((content, index) => (
              <div key={content.key} hidden={index !== step} data-testid={`step-${index + 1}`}>
                {content}
              </div>
            ))}
          </Form>
        )}
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <Space wrap>
          {step > 0 && <Button onClick={back}>{t('back')}</Button>}
          {step < STEP_FIELDS.length - 1 && (
            <Button type="primary" onClick={next}>
              {t('next')}
            </Button>
          )}
          {step === STEP_FIELDS.length - 1 && (
            <Button type="primary" onClick={submit} loading={submitting}>
              {t('submit')}
            </Button>
          )}
          <Link to="/login">{t('haveAccount')}</Link>
        </Space>
      </Panel>
    </div>
  );
}
