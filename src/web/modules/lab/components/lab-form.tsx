/**
 * The lab form (new-lab, and a lab's edit in its drawer): institution, EIIN or code, district and
 * upazila, coordinates in English digits inside Bangladesh (SPEC.md §5), type, year set up and the
 * contact teacher. Plain HTML, so the new-lab page loads no UI kit: the choices are the browser's
 * selects, and the form is checked with the contract's own schema, downloaded when the person first
 * enters the form. Its messages and the server's field errors show under the fields.
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabDetail, LabInput, LabUpdate } from '../../../../common/contracts/lab.contract';
import { FIRST_LAB_YEAR, LAB_TYPES } from '../../../../common/contracts/lab.paths';
import type { Named } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { FieldError } from '../../../components/field-error';
import { useOptions } from '../../../components/office-selector/office-options.api';
import { showError } from '../../../lib/feedback';
import {
  type FieldProblems,
  fieldAria,
  focusFirstProblem,
  problemsOf,
  serverProblems,
} from '../../../lib/field-problems';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';

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

/** The order of the fields on the page: the first with a problem takes the focus. */
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
  const prefix = useId();
  const idOf = (field: Field) => `${prefix}-${field}`;
  const [texts, setTexts] = useState<Texts>(() => textsOf(initialValues));
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const districtId = Number(texts.districtId) || undefined;
  const districts = useOptions('districts', { pageSize: 100 });
  const upazilas = useOptions('upazilas', { districtId, pageSize: 100 }, Boolean(districtId));

  const set = (field: Field, value: string) => {
    setTexts((current) => ({
      ...current,
      [field]: value,
      // Another district has other upazilas.
      ...(field === 'districtId' && { upazilaId: '' }),
    }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const schema = await loadLabRules().catch(() => undefined);
    if (!schema) {
      toast('error', t('common:networkError'));
      return;
    }
    const values = valuesOf(texts);
    const found = problemsOf(schema, labPayload(values), FIELDS);
    setProblems(found);
    if (!focusFirstProblem(FIELDS, found, idOf)) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const fromServer = serverProblems(error, FIELDS);
      setProblems(fromServer);
      focusFirstProblem(FIELDS, fromServer, idOf);
      showError(error);
    } finally {
      setSubmitting(false);
    }
  };

  /** A field's label, its control and what is said under it. */
  const field = (
    name: Field,
    label: string,
    control: (props: object) => ReactNode,
    { hint, required = false }: { hint?: string; required?: boolean } = {},
  ) => {
    const hintId = hint ? `${idOf(name)}-hint` : undefined;
    return (
      <div className="form-field">
        <label htmlFor={idOf(name)} className={required ? 'form-required' : undefined}>
          {label}
        </label>
        {control({
          id: idOf(name),
          ...(required && { 'aria-required': true }),
          ...fieldAria(idOf(name), problems[name], hintId),
        })}
        {hint && (
          <p id={hintId} className="plain-muted plain-hint">
            {hint}
          </p>
        )}
        <FieldError fieldId={idOf(name)} problem={problems[name]} />
      </div>
    );
  };
  const text = (name: Field, more: object) => (props: object) => (
    <input {...props} {...more} value={texts[name]} onChange={(event) => set(name, event.target.value)} />
  );
  const choice =
    (name: Field, options: { value: string | number; label: string }[], first?: string, disabled = false) =>
    (props: object) => (
      <select
        {...props}
        className="plain-select"
        disabled={disabled}
        value={texts[name]}
        onChange={(event) => set(name, event.target.value)}
      >
        {first !== undefined && <option value="">{first}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  const places = (items: unknown) =>
    ((items as Named[] | undefined) ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }));
  const required = { required: true };

  return (
    <form
      className="plain-form"
      aria-label={t('newLab')}
      onSubmit={submit}
      onFocus={() => loadLabRules().catch(() => undefined)}
      noValidate
    >
      <fieldset disabled={submitting}>
        <div className="form-grid">
          {field('institutionBn', t('institutionBn'), text('institutionBn', { maxLength: 200 }), required)}
          {field('institutionEn', t('institutionEn'), text('institutionEn', { maxLength: 200 }))}
          {field('code', t('code'), text('code', { maxLength: 20 }), required)}
          {field(
            'type',
            t('type'),
            choice(
              'type',
              LAB_TYPES.map((type) => ({ value: type, label: t(`type_${type}`) })),
            ),
            required,
          )}
          {field(
            'establishedYear',
            t('establishedYear'),
            text('establishedYear', {
              type: 'number',
              inputMode: 'numeric',
              min: FIRST_LAB_YEAR,
              max: new Date().getFullYear(),
              step: 1,
            }),
          )}
          {field(
            'districtId',
            t('district'),
            choice('districtId', places(districts.data?.items), t('choose')),
            required,
          )}
          {field(
            'upazilaId',
            t('upazila'),
            choice('upazilaId', places(upazilas.data?.items), t('choose'), !districtId),
          )}
          {field(
            'latitude',
            t('latitude'),
            text('latitude', { maxLength: 20, inputMode: 'decimal', placeholder: '24.363588' }),
            { hint: t('coordinateHint') },
          )}
          {field(
            'longitude',
            t('longitude'),
            text('longitude', { maxLength: 20, inputMode: 'decimal', placeholder: '88.624138' }),
            { hint: t('coordinateHint') },
          )}
          {field('contactTeacher', t('contactTeacher'), text('contactTeacher', { maxLength: 120 }))}
          {field(
            'contactMobile',
            t('contactMobile'),
            text('contactMobile', {
              maxLength: 11,
              type: 'tel',
              inputMode: 'tel',
              placeholder: '01XXXXXXXXX',
            }),
          )}
        </div>
        <div className="form-actions">
          {onCancel && (
            <button type="button" className="action-button" onClick={onCancel}>
              {t('cancel')}
            </button>
          )}
          <button type="submit" className="action-button primary" aria-busy={submitting || undefined}>
            {t('save')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
