/**
 * /new-officer: every field of SPEC.md §3 "Officer registration" on one page, checked with the
 * contract's schemas as registration checks them; the officer is posted straight to the chosen
 * empty post. No OTP: the admin enters the officer's mobile from the papers. Plain HTML and CSS
 * as the registration steps it shares its fields with; the checks download when the admin first
 * enters the form.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewOfficerInput } from '../../../../common/contracts/officer.contract';
import { toEnglishDigits } from '../../../../common/digits';
import type { OfficeSelection } from '../../../components/office-selector/office-selector';
import { Panel } from '../../../components/panel';
import { SubmitButton, TextField } from '../../../components/plain-fields';
import { ApiError } from '../../../lib/api';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { type Problems, serverProblems, usePlainForm } from '../../../lib/use-plain-form';
import {
  DesignationStep,
  placementFields,
  placementProblems,
  useOfficeHasBranches,
} from '../../registration/components/designation-step';
import { NewPasswordFields } from '../../registration/components/mobile-password-fields';
import {
  EMPTY_PERSONAL,
  PersonalStep,
  type PersonalValues,
} from '../../registration/components/personal-step';
import {
  loadRegistrationRules,
  placementPath,
  problemsOf,
} from '../../registration/components/registration-rules';
import { SkillsField } from '../../registration/components/skills-step';
import { officerApi, useOfficerMutation } from '../officer.api';

const PLACEMENT_FIELDS = new Set(['officeId', 'sectionId', 'deskId']);

interface NewOfficerValues extends PersonalValues {
  placement: OfficeSelection;
  orderNo: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  skills: string[];
}

const EMPTY: NewOfficerValues = {
  placement: {},
  orderNo: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
  ...EMPTY_PERSONAL,
  skills: [],
};

export default function NewOfficerPage() {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const form = usePlainForm<NewOfficerValues>(EMPTY, 'registration');
  const { values } = form;
  const officeHasBranches = useOfficeHasBranches(values.placement);
  const create = useOfficerMutation(officerApi.create);
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<{ userId: number; name: string }>();

  /** Every problem the contract's schemas find, shown under its field. */
  const check = async (): Promise<boolean> => {
    const rules = await loadRegistrationRules();
    const found: Problems = {
      ...placementProblems(rules, values.placement, officeHasBranches),
      ...problemsOf(rules.account, values),
      // Required, and the same as the password.
      confirmPassword: problemsOf(rules.confirmation, values).confirmPassword,
      ...problemsOf(rules.personal, values),
      ...problemsOf(rules.skillList, values),
    };
    const shown = Object.fromEntries(Object.entries(found).filter(([, problem]) => problem));
    form.report(shown, Object.keys(values));
    form.focusFirstProblem();
    return Object.keys(shown).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setError(undefined);
    // The checks download with the form; a lost connection before they arrived is said as such.
    const valid = await check().catch(() => {
      setError(t('common:networkError'));
      return false;
    });
    if (!valid) return;
    const { placement, ...rest } = values;
    // Checked with the contract's schemas just now, so the choices are the contract's.
    const input = {
      ...rest,
      ...placementFields(placement),
      nid: toEnglishDigits(rest.nid),
    } as NewOfficerInput;
    try {
      const { userId } = await create.mutateAsync(input);
      toast('success', t('messages:officer.created'));
      setCreated({ userId, name: values.nameBn });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      form.report(
        serverProblems(failure, (field) =>
          PLACEMENT_FIELDS.has(field) ? placementPath(field as 'officeId') : field,
        ),
      );
      form.focusFirstProblem();
    }
  };

  if (created) {
    return (
      <section className="plain-result">
        <CheckCircleFilled className="plain-result-icon success" aria-hidden="true" />
        <h2 className="plain-subtitle">{t('officerDone', { name: created.name })}</h2>
        <div className="form-actions">
          <Link to={`/officers/view/${created.userId}`} className="plain-button plain-primary">
            {t('openOfficer')}
          </Link>
          <button
            type="button"
            className="plain-button"
            onClick={() => {
              form.reset(EMPTY);
              setCreated(undefined);
            }}
          >
            {t('addAnother')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <Panel title={t('newOfficer')}>
      <p className="plain-muted">{t('newOfficerHint')}</p>
      <form
        ref={form.ref}
        className="plain-form credential-form new-officer-form"
        onSubmit={submit}
        onFocus={() => void loadRegistrationRules().catch(() => undefined)}
        noValidate
      >
        <fieldset disabled={create.isPending}>
          <h2 className="plain-form-section">{t('postingDetails')}</h2>
          <DesignationStep form={form} officeHasBranches={officeHasBranches} />
          <TextField form={form} path="orderNo" label={t('orderNo')} maxLength={80} />
          <h2 className="plain-form-section">{t('loginDetails')}</h2>
          <div className="plain-form-fields">
            <TextField form={form} path="email" label={t('email')} type="email" autoComplete="off" />
            <TextField
              form={form}
              path="mobile"
              label={t('mobile')}
              inputMode="tel"
              maxLength={11}
              placeholder={localDigits('01XXXXXXXXX', lang)}
              autoComplete="off"
            />
            <NewPasswordFields form={form} />
          </div>
          <h2 className="plain-form-section">{t('personal')}</h2>
          <PersonalStep form={form} />
          <SkillsField form={form} />
          {error && (
            <div className="plain-alert" role="alert">
              {error}
            </div>
          )}
          <div className="form-actions">
            <SubmitButton busy={create.isPending}>{t('submitNewOfficer')}</SubmitButton>
          </div>
        </fieldset>
      </form>
    </Panel>
  );
}
