/**
 * The lab form (new-lab, and a lab's edit in its drawer): institution, EIIN or code, district and
 * upazila, coordinates in English digits inside Bangladesh (SPEC.md §5), type, year set up and the
 * contact teacher. Plain HTML, so the new-lab page loads no UI kit: the choices are the browser's
 * selects, and the form is checked with the contract's own schema, downloaded when the person first
 * enters the form. Its messages and the server's field errors show under the fields.
 */
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabDetail, LabInput, LabUpdate } from '../../../../common/contracts/lab.contract';
import { FIRST_LAB_YEAR, LAB_TYPES } from '../../../../common/contracts/lab.paths';
import type { Named } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { useOptions } from '../../../components/office-selector/office-options.api';
import { ChoiceField, SubmitButton, TextField } from '../../../components/plain-fields';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { onlyOf, problemsOf, serverProblems, usePlainForm } from '../../../lib/use-plain-form';

export type LabFormValues = Partial<LabInput>;

export function initialLabValues(lab: LabDetail | undefined, type?: LabInput['type']): LabFormValues {
  if (!lab) return { type: type ?? 'srdl' };
  return {
    type: lab.type,
    institutionBn: lab.institutionBn,
    institutionEn: lab.institutionEn,
    code: lab.code,
    districtId: lab.district.id,
    upazilaId: lab.upazila?.id,
    latitude: lab.latitude ?? '',
    longitude: lab.longitude ?? '',
    establishedYear: lab.establishedYear ?? undefined,
    contactTeacher: lab.contactTeacher ?? '',
    contactMobile: lab.contactMobile ?? '',
  };
}

const isBlank = (value: unknown) => value === '' || value === undefined || value === null;

/** A new lab: the filled fields only, a blank field is not given. */
export function labPayload(values: LabFormValues): LabInput {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isBlank(value))) as LabInput;
}

/** The optional fields of the form, which an edit may empty. */
const OPTIONAL_FIELDS = [
  'institutionEn',
  'upazilaId',
  'latitude',
  'longitude',
  'establishedYear',
  'contactTeacher',
  'contactMobile',
] as const;

/**
 * A lab's change: every field of the form, an emptied optional field as null so that the server
 * clears it (a field left out would keep its old value).
 */
export function labChangePayload(values: LabFormValues): LabUpdate {
  const change: Record<string, unknown> = labPayload(values);
  for (const field of OPTIONAL_FIELDS) if (isBlank(values[field])) change[field] = null;
  return change as LabUpdate;
}

/** The fields of the form, each held as the browser's control gives it (text). */
const FIELDS = [
  'institutionBn',
  'institutionEn',
  'code',
  'type',
  'establishedYear',
  'districtId',
  'upazilaId',
  'latitude',
  'longitude',
  'contactTeacher',
  'contactMobile',
] as const;
type Field = (typeof FIELDS)[number];
type Texts = Record<Field, string>;
/** The fields whose value is a number (an id, a year); the others are sent as typed. */
const NUMBERS = new Set<Field>(['districtId', 'upazilaId', 'establishedYear']);

const textsOf = (values: LabFormValues): Texts =>
  Object.fromEntries(
    FIELDS.map((field) => [field, isBlank(values[field]) ? '' : String(values[field])]),
  ) as Texts;
const valuesOf = (texts: Texts): LabFormValues =>
  Object.fromEntries(
    FIELDS.map((field) => {
      const text = texts[field];
      return [
        field,
        NUMBERS.has(field) && text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : text,
      ];
    }),
  ) as LabFormValues;

/** The coordinates, each with an example in the digits it asks for. */
const COORDINATES = [
  ['latitude', '24.363588'],
  ['longitude', '88.624138'],
] as const;

const loadLabRules = () =>
  import('../../../../common/contracts/lab.contract').then((contract) => contract.labInputSchema);

interface LabFormProps {
  initialValues: LabFormValues;
  /** Saves the lab; a failure it throws is shown on the form (the server's field errors under their fields). */
  onSubmit: (values: LabFormValues) => Promise<unknown>;
  onCancel?: () => void;
}

export function LabForm({ initialValues, onSubmit, onCancel }: LabFormProps) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const form = usePlainForm<Texts>(textsOf(initialValues), useId());
  const [submitting, setSubmitting] = useState(false);
  const districtId = Number(form.values.districtId) || undefined;
  const districts = useOptions('districts', { pageSize: 100 });
  const upazilas = useOptions('upazilas', { districtId, pageSize: 100 }, Boolean(districtId));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const schema = await loadLabRules().catch(() => undefined);
    if (!schema) {
      toast('error', t('common:networkError'));
      return;
    }
    const values = valuesOf(form.values);
    const found = onlyOf(problemsOf(schema, labPayload(values)), FIELDS);
    form.report(found, FIELDS);
    form.focusFirstProblem();
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      form.report(onlyOf(serverProblems(error), FIELDS), FIELDS);
      form.focusFirstProblem();
      showError(error);
    } finally {
      setSubmitting(false);
    }
  };

  /** A district or an upazila, from those the server lists. */
  const place = (
    path: 'districtId' | 'upazilaId',
    label: string,
    list: typeof districts,
    more: Pick<ComponentProps<typeof ChoiceField>, 'required' | 'disabled' | 'onChange'>,
  ) => (
    <ChoiceField
      {...more}
      form={form}
      path={path}
      label={label}
      options={((list.data?.items as Named[] | undefined) ?? []).map((item) => ({
        value: String(item.id),
        label: nameOf(item, lang),
      }))}
      placeholder={t('choose')}
    />
  );

  return (
    <form
      ref={form.ref}
      className="plain-form"
      aria-label={t('newLab')}
      onSubmit={submit}
      onFocus={() => loadLabRules().catch(() => undefined)}
      noValidate
    >
      <fieldset disabled={submitting}>
        <div className="plain-form-grid">
          <TextField form={form} path="institutionBn" label={t('institutionBn')} maxLength={200} required />
          <TextField form={form} path="institutionEn" label={t('institutionEn')} maxLength={200} />
          <TextField form={form} path="code" label={t('code')} maxLength={20} required />
          <ChoiceField
            form={form}
            path="type"
            label={t('type')}
            options={LAB_TYPES.map((type) => ({ value: type, label: t(`type_${type}`) }))}
            required
          />
          <TextField
            form={form}
            path="establishedYear"
            label={t('establishedYear')}
            type="number"
            inputMode="numeric"
            min={FIRST_LAB_YEAR}
            max={new Date().getFullYear()}
            step={1}
          />
          {place('districtId', t('district'), districts, {
            required: true,
            // Another district has other upazilas.
            onChange: () => form.set('upazilaId', ''),
          })}
          {place('upazilaId', t('upazila'), upazilas, { disabled: !districtId })}
          {COORDINATES.map(([path, example]) => (
            <TextField
              key={path}
              form={form}
              path={path}
              label={t(path)}
              hint={t('coordinateHint')}
              maxLength={20}
              inputMode="decimal"
              placeholder={example}
            />
          ))}
          <TextField form={form} path="contactTeacher" label={t('contactTeacher')} maxLength={120} />
          <TextField
            form={form}
            path="contactMobile"
            label={t('contactMobile')}
            maxLength={11}
            type="tel"
            inputMode="tel"
            placeholder="01XXXXXXXXX"
          />
        </div>
        <div className="form-actions">
          {onCancel && (
            <button type="button" className="plain-button" onClick={onCancel}>
              {t('cancel')}
            </button>
          )}
          <SubmitButton busy={submitting}>{t('save')}</SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
