/**
 * /profile/basic: the personal fields of registration the officer edits about themself (SPEC.md §3
 * Officer registration): names, parents, gender, birth date, religion, addresses with 'same
 * address', post office and code, preferred district and upazila, spouses and children (a child's
 * gender must be set, SPEC.md §5). NID and service id are shown read-only. Plain HTML with the
 * fields registration draws; the contract's checks download when the officer first enters the form.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileBasic } from '../../../../common/contracts/profile-sections.contract';
import { Panel } from '../../../components/panel';
import { ChoiceField, DayField, SubmitButton, TextField } from '../../../components/plain-fields';
import { ApiError } from '../../../lib/api';
import { useConfirm } from '../../../lib/confirm';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { type Problems, usePlainForm } from '../../../lib/use-plain-form';
import { AddressFields } from '../../registration/components/address-fields';
import { KidList, SpouseList } from '../../registration/components/family-lists';
import { PreferredPostingSelects } from '../../registration/components/geography-selects';
import { type BasicFormValues, basicBodyOf, basicValuesOf, loadBasicRules } from '../components/basic-form';
import { ProfileProgressCard } from '../components/profile-progress';
import { profileApi, useBasic, useProfileMutation } from '../profile.api';

const GENDERS = ['male', 'female', 'other'] as const;

/** A value the officer cannot change here, with why under it. */
function ReadOnlyField({
  id,
  label,
  value,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <div className="plain-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={value} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <p id={`${id}-hint`} className="plain-muted plain-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

function BasicForm({ basic }: { basic: ProfileBasic }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const confirm = useConfirm();
  const save = useProfileMutation(profileApi.saveBasic);
  const form = usePlainForm<BasicFormValues>(basicValuesOf(basic), 'profile-basic');
  const [busy, setBusy] = useState(false);
  const field = (path: keyof BasicFormValues) => ({ form, path, label: t(path) });
  const genders = GENDERS.map((value) => ({ value, label: t(value) }));

  const refused = (error: unknown) => {
    const apiError = error instanceof ApiError ? error : undefined;
    const found: Problems = {};
    for (const item of apiError?.fieldErrors ?? []) found[item.field] ??= item.message;
    form.report(found);
    form.focusFirstProblem();
    toast('error', apiError?.message ?? String(error));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = basicBodyOf(form.values);
    setBusy(true);
    const rules = await loadBasicRules().catch(() => null);
    setBusy(false);
    if (!rules) {
      toast('error', t('common:networkError'));
      return;
    }
    const found = rules.basicIssuesOf(body);
    form.report(found, Object.keys(form.values));
    if (Object.keys(found).length > 0) {
      form.focusFirstProblem();
      return;
    }
    confirm.save(t('basicInfo'), async () => {
      try {
        // The saved profile as the server keeps it (digits, the present address when the same).
        form.reset(basicValuesOf(await save.mutateAsync(body)));
        toast('success', t('updated'));
      } catch (error) {
        refused(error);
      }
    });
  };

  return (
    <form
      ref={form.ref}
      className="plain-form profile-basic-form"
      onSubmit={submit}
      onFocus={() => void loadBasicRules().catch(() => undefined)}
      noValidate
    >
      <fieldset disabled={save.isPending}>
        <h2 className="plain-form-section">{t('personal')}</h2>
        <div className="plain-form-grid">
          {(
            ['nameBn', 'nameEn', 'fatherNameBn', 'fatherNameEn', 'motherNameBn', 'motherNameEn'] as const
          ).map((name) => (
            <TextField key={name} {...field(name)} maxLength={120} />
          ))}
          <ChoiceField {...field('gender')} options={genders} placeholder={t('selectPlaceholder')} />
          <DayField {...field('dateOfBirth')} />
          <TextField {...field('religion')} maxLength={40} />
          <ReadOnlyField
            id="profile-basic-nid"
            label={t('nid')}
            value={basic.nid ? localDigits(basic.nid, lang) : t('none')}
            hint={t('readOnlyHint')}
          />
          <ReadOnlyField
            id="profile-basic-service-id"
            label={t('serviceId')}
            value={basic.serviceId ?? t('none')}
          />
        </div>

        <h2 className="plain-form-section">{t('address')}</h2>
        <div className="plain-form-grid">
          <AddressFields form={form} namespace="profile" />
          <PreferredPostingSelects
            form={form}
            namespace="profile"
            selected={{ district: basic.preferredDistrict, upazila: basic.preferredUpazila }}
          />
        </div>

        <h2 className="plain-form-section">{t('family')}</h2>
        <div className="plain-form-lists">
          <SpouseList form={form} namespace="profile" />
          <KidList form={form} namespace="profile" />
        </div>

        <div className="form-actions">
          <SubmitButton busy={busy || save.isPending}>{t('saveBasic')}</SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}

export default function BasicPage() {
  const { t } = useTranslation('profile');
  const basic = useBasic();
  return (
    <>
      <ProfileProgressCard />
      <Panel title={t('basicInfo')} loading={basic.isLoading}>
        {basic.data && <BasicForm basic={basic.data} />}
      </Panel>
    </>
  );
}
