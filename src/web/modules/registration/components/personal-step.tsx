/** Step 3: personal information, addresses with 'same address', preferred posting, joining dates, family. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toEnglishDigits } from '../../../../common/digits';
import {
  ChoiceField,
  controlProps,
  DayField,
  FieldProblem,
  TextField,
} from '../../../components/plain-fields';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { FormFields } from '../../../lib/use-plain-form';
import { registrationApi } from '../registration.api';
import { AddressFields } from './address-fields';
import { type FamilyValues, KidList, SpouseList } from './family-lists';
import { PreferredPostingSelects } from './geography-selects';
import { loadRegistrationRules, problemsOf } from './registration-rules';

export interface PersonalValues extends FamilyValues {
  nameBn: string;
  nameEn: string;
  fatherNameBn: string;
  fatherNameEn: string;
  motherNameBn: string;
  motherNameEn: string;
  gender: string;
  dateOfBirth: string;
  nid: string;
  religion: string;
  permanentAddress: string;
  presentAddress: string;
  sameAddress: boolean;
  postOffice: string;
  postCode: string;
  preferredDistrictId: number | null;
  preferredUpazilaId: number | null;
  serviceId: string;
  firstJoiningDate: string;
  currentJoiningDate: string;
}

export const EMPTY_PERSONAL: PersonalValues = {
  nameBn: '',
  nameEn: '',
  fatherNameBn: '',
  fatherNameEn: '',
  motherNameBn: '',
  motherNameEn: '',
  gender: '',
  dateOfBirth: '',
  nid: '',
  religion: '',
  permanentAddress: '',
  presentAddress: '',
  sameAddress: false,
  postOffice: '',
  postCode: '',
  preferredDistrictId: null,
  preferredUpazilaId: null,
  serviceId: '',
  firstJoiningDate: '',
  currentJoiningDate: '',
  spouses: [],
  kids: [],
};

/** The fields of personalStepSchema, in the order the step shows them. */
export const PERSONAL_STEP_FIELDS = Object.keys(EMPTY_PERSONAL);
const RELIGIONS = [
  'religionIslam',
  'religionHinduism',
  'religionBuddhism',
  'religionChristianity',
  'religionOther',
];

function NidCheck({ form }: { form: FormFields }) {
  const { t } = useTranslation('registration');
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const rules = await loadRegistrationRules();
      const input = {
        nid: String(form.get('nid') ?? ''),
        dateOfBirth: String(form.get('dateOfBirth') ?? ''),
      };
      const found = problemsOf(rules.nidCheck, input);
      form.report(found, ['nid', 'dateOfBirth']);
      if (Object.keys(found).length > 0) {
        form.focusFirstProblem();
        return;
      }
      const result = await registrationApi.checkNid(toEnglishDigits(input.nid), input.dateOfBirth);
      if (result.enabled) toast('success', t('messages:nid.verified'));
    } catch (error) {
      toast('error', error instanceof ApiError ? error.message : t('common:networkError'));
    } finally {
      setBusy(false);
    }
  };
  const id = form.idOf('nid');
  const problem = form.problems.nid;
  return (
    <div className="plain-field">
      <label htmlFor={id}>{t('nid')}</label>
      <div className="plain-input-with-button">
        <input
          {...controlProps(id, problem)}
          className="nid-input"
          inputMode="numeric"
          maxLength={17}
          value={String(form.get('nid') ?? '')}
          onChange={(event) => form.set('nid', event.target.value)}
        />
        <button type="button" className="plain-button" onClick={check} disabled={busy} aria-busy={busy}>
          {t('checkNid')}
        </button>
      </div>
      <FieldProblem id={`${id}-error`} message={problem} />
    </div>
  );
}

export function PersonalStep({ form }: { form: FormFields }) {
  const { t } = useTranslation('registration');
  const field = (path: keyof PersonalValues) => ({ form, path, label: t(path) });
  const genders = ['male', 'female', 'other'].map((value) => ({ value, label: t(value) }));

  return (
    <>
      <div className="plain-form-grid">
        <TextField {...field('nameBn')} />
        <TextField {...field('nameEn')} />
        {(['fatherNameBn', 'fatherNameEn', 'motherNameBn', 'motherNameEn'] as const).map((name) => (
          <TextField key={name} {...field(name)} />
        ))}
        <ChoiceField {...field('gender')} options={genders} placeholder={t('selectPlaceholder')} />
        <DayField {...field('dateOfBirth')} />
        <NidCheck form={form} />
        <ChoiceField
          {...field('religion')}
          // The religion is stored in the words it was chosen in, as before.
          options={RELIGIONS.map((key) => ({ value: t(key), label: t(key) }))}
          placeholder={t('selectPlaceholder')}
        />
        <AddressFields form={form} />
        <PreferredPostingSelects form={form} />
        <TextField {...field('serviceId')} />
        <span aria-hidden="true" />
        <DayField {...field('firstJoiningDate')} />
        <DayField {...field('currentJoiningDate')} />
      </div>
      <div className="plain-form-lists">
        <SpouseList form={form} />
        <KidList form={form} />
      </div>
    </>
  );
}
