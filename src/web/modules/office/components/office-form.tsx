/**
 * The whole office as the super admin creates and edits it: names, the cascade (ministry,
 * department, district, upazila, level), parent and controlling office, address, contacts and
 * coordinates (English digits, SPEC.md §5). Plain HTML, so the new-office page loads no UI kit; its
 * name, address, contacts and coordinates are also the office admin's /officeinfo form
 * (office-info-form.tsx). Both are checked with the contract's own schemas, downloaded when the
 * person first enters the form, and ask before they save.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import type { OfficeDetail } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import {
  type OfficeSelection,
  OfficeSelector,
  type SelectorLevel,
} from '../../../components/office-selector/office-selector';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Field, problemText, SubmitButton, TextAreaField, TextField } from '../../../components/plain-fields';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { reportRefusal } from '../../../lib/plain-form-checks';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import {
  type FormFields,
  onlyOf,
  type Problems,
  problemsOf,
  usePlainForm,
} from '../../../lib/use-plain-form';

export interface OfficeFormValues {
  nameBn: string;
  nameEn: string;
  placement: OfficeSelection;
  parentOfficeId?: number | null;
  controllingOfficeId?: number | null;
  geoCode?: string;
  address?: string;
  phone?: string;
  email?: string;
  website?: string;
  latitude?: string;
  longitude?: string;
}

/** The name, address, contacts and coordinates: the office admin's part of the office. */
export type OfficeInfoValues = Omit<
  OfficeFormValues,
  'placement' | 'parentOfficeId' | 'controllingOfficeId' | 'geoCode'
>;

/** The API body of the form. */
export const officeBody = ({ placement, ...values }: OfficeFormValues) => ({
  ...values,
  ministryId: placement.ministryId,
  departmentId: placement.departmentId ?? null,
  districtId: placement.districtId ?? null,
  upazilaId: placement.upazilaId ?? null,
  officeLevelId: placement.officeLevelId,
});

/** Server field errors of the cascade show under the cascade. */
export const PLACEMENT_FIELDS = [
  'ministryId',
  'departmentId',
  'districtId',
  'upazilaId',
  'officeLevelId',
  'divisionId',
];

/** The list of the cascade each of its fields is chosen in; the division follows the district. */
const LEVEL_FIELDS: [SelectorLevel, keyof OfficeSelection][] = [
  ['ministry', 'ministryId'],
  ['department', 'departmentId'],
  ['district', 'districtId'],
  ['upazila', 'upazilaId'],
  ['officeLevel', 'officeLevelId'],
];

/** A field of the contract at the path the form shows it: the cascade's under their own lists. */
export const officeFieldPath = (field: string) =>
  PLACEMENT_FIELDS.includes(field) ? `placement.${field === 'divisionId' ? 'districtId' : field}` : field;

export function officeInfoValues(office: OfficeDetail): OfficeInfoValues {
  return {
    nameBn: office.nameBn,
    nameEn: office.nameEn,
    address: office.address ?? '',
    phone: office.phone ?? '',
    email: office.email ?? '',
    website: office.website ?? '',
    latitude: office.latitude ?? '',
    longitude: office.longitude ?? '',
  };
}

export function initialOfficeValues(office: OfficeDetail | undefined): OfficeFormValues {
  if (!office) return { nameBn: '', nameEn: '', placement: {} };
  return {
    ...officeInfoValues(office),
    placement: {
      ministryId: office.ministry?.id,
      departmentId: office.department?.id,
      districtId: office.district?.id,
      upazilaId: office.upazila?.id,
      officeLevelId: office.level?.id,
    },
    parentOfficeId: office.parentOffice?.id,
    controllingOfficeId: office.controllingOffice?.id,
    geoCode: office.geoCode ?? '',
  };
}

/** The fields of the office admin's form, and of the whole office's. */
export const INFO_FIELDS = [
  'nameBn',
  'nameEn',
  'address',
  'phone',
  'email',
  'website',
  'latitude',
  'longitude',
];
const OFFICE_FIELDS = [...INFO_FIELDS, 'placement', 'parentOfficeId', 'controllingOfficeId', 'geoCode'];

const loadOfficeRules = () => import('../../../../common/contracts/office.contract');
type OfficeRules = Awaited<ReturnType<typeof loadOfficeRules>>;
/** Fetches the checks when the person enters the form (its onFocus), so a save need not wait for them. */
export const prepareOfficeRules = () => void loadOfficeRules().catch(() => undefined);

/**
 * The save of an office form: its `body` checked with the schema `pick` chooses, the problems under
 * the form's `fields` and the focus on the first; then asked by the office's name, and `save` run.
 * The server's refusal shows under its fields and as a toast.
 */
export function useOfficeSubmit<V extends OfficeInfoValues>({
  form,
  fields,
  pick,
  body,
  save,
}: {
  form: FormFields & { values: V };
  fields: readonly string[];
  pick: (rules: OfficeRules) => ZodType;
  body: (values: V) => object;
  save: (values: V) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return async (event: FormEvent) => {
    event.preventDefault();
    const rules = await loadOfficeRules().catch(() => undefined);
    if (!rules) {
      toast('error', t('common:networkError'));
      return;
    }
    const values = form.values;
    const found: Problems = {};
    for (const [field, problem] of Object.entries(problemsOf(pick(rules), body(values))))
      found[officeFieldPath(field)] ??= problem;
    const shown = onlyOf(found, fields);
    form.report(shown, fields);
    form.focusFirstProblem();
    if (Object.keys(shown).length > 0) return;
    confirm.save(values.nameBn, async () => {
      try {
        await save(values);
      } catch (error) {
        reportRefusal(form, error, officeFieldPath);
        showError(error);
      }
    });
  };
}

/** Name, address, contacts and coordinates: shared with the office admin's /officeinfo form. */
export function OfficeInfoFields({ form }: { form: FormFields }) {
  const { t } = useTranslation('office');
  return (
    <div className="plain-form-grid">
      <TextField form={form} path="nameBn" label={t('nameBn')} required />
      <TextField form={form} path="nameEn" label={t('nameEn')} required />
      <TextAreaField form={form} path="address" label={t('address')} rows={2} wide />
      <TextField form={form} path="phone" label={t('phone')} inputMode="tel" />
      <TextField form={form} path="email" label={t('email')} type="email" />
      <TextField form={form} path="website" label={t('website')} placeholder="https://" />
      <TextField
        form={form}
        path="latitude"
        label={t('latitude')}
        hint={t('coordinateHint')}
        inputMode="decimal"
        placeholder="24.363588"
      />
      <TextField
        form={form}
        path="longitude"
        label={t('longitude')}
        inputMode="decimal"
        placeholder="88.624138"
      />
    </div>
  );
}

/** A parent or controlling office, searched among all offices. */
function OfficeField({
  form,
  path,
  label,
  hint,
  params,
  selected,
}: {
  form: FormFields;
  path: 'parentOfficeId' | 'controllingOfficeId';
  label: string;
  hint?: string;
  params?: Record<string, number | null | undefined>;
  selected?: OfficeDetail['parentOffice'];
}) {
  return (
    <Field form={form} path={path} label={label} hint={hint}>
      {(control) => (
        <OptionSelect
          kind="offices"
          id={control.id}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          params={params}
          selected={selected}
          value={(form.get(path) as number | null | undefined) ?? null}
          onChange={(value) => form.set(path, value)}
        />
      )}
    </Field>
  );
}

interface OfficeFormProps {
  office?: OfficeDetail;
  submitting: boolean;
  /** Saves the office, once asked; a refusal it throws shows on the form. */
  save: (values: OfficeFormValues) => Promise<unknown>;
}

export function OfficeForm({ office, submitting, save }: OfficeFormProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const form = usePlainForm<OfficeFormValues>(initialOfficeValues(office), 'office-form');
  const placement = form.values.placement;
  const submit = useOfficeSubmit({
    form,
    fields: OFFICE_FIELDS,
    pick: (rules) => rules.officeInputSchema,
    body: officeBody,
    save,
  });
  const levelErrors: Partial<Record<SelectorLevel, string>> = {};
  for (const [level, field] of LEVEL_FIELDS) {
    const problem = form.problems[`placement.${field}`];
    if (problem) levelErrors[level] = problemText(t, problem);
  }

  return (
    <form
      ref={form.ref}
      className="plain-form office-form"
      aria-label={office ? t('editOffice') : t('newOffice')}
      onSubmit={submit}
      onFocus={prepareOfficeRules}
      noValidate
    >
      <fieldset disabled={submitting}>
        <fieldset className="office-form-placement">
          <legend className="plain-label">{t('placement')}</legend>
          <OfficeSelector
            value={placement}
            onChange={(selection) => form.set('placement', selection)}
            levels={['ministry', 'department', 'district', 'upazila', 'officeLevel']}
            required={['ministry', 'officeLevel']}
            idPrefix="office-form"
            columns={3}
            disabled={submitting}
            errors={levelErrors}
          />
        </fieldset>
        <div className="plain-form-grid">
          <OfficeField
            form={form}
            path="parentOfficeId"
            label={t('parentOffice')}
            params={{ ministryId: placement.ministryId }}
            selected={office?.parentOffice}
          />
          <OfficeField
            form={form}
            path="controllingOfficeId"
            label={t('controllingOffice')}
            hint={t('controllingOfficeHint')}
            selected={office?.controllingOffice}
          />
          <TextField form={form} path="geoCode" label={t('geoCode')} maxLength={20} />
        </div>
        <OfficeInfoFields form={form} />
        <div className="form-actions">
          {office && <span className="office-form-name">{nameOf(office, lang)}</span>}
          <SubmitButton busy={submitting}>{office ? t('common:update') : t('common:save')}</SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
