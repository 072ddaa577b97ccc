/**
 * The fields of a plain form (lib/use-plain-form.ts), drawn with the browser's own controls: a
 * label tied to its control, a hint, and the field's problem under it, announced and tied to the
 * control (aria-invalid, aria-describedby) as on the password reset. Dates are the browser's date
 * field (YYYY-MM-DD, shown in the device's own format), fixed choices its select.
 */
import type { TFunction } from 'i18next';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFields } from '../lib/use-plain-form';

/** A problem in words: a contract's message key in the language of the moment, or the server's text. */
export const problemText = (t: TFunction, message: string) =>
  message.startsWith('validation.') ? t(`messages:${message}`) : message;

export function FieldProblem({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation();
  return message ? (
    <div id={id} className="plain-field-error" role="alert">
      {problemText(t, message)}
    </div>
  ) : null;
}

/** What a control takes from its field: its id, and its problem and hint to be read out with it. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export function controlProps(id: string, problem: string | undefined, hint?: boolean): ControlProps {
  const described = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    ...(problem ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}

interface FieldProps {
  form: FormFields;
  path: string;
  label: string;
  hint?: string;
  /** A field as wide as the form, not half of it on a wide screen. */
  wide?: boolean;
  /** Marked with a star after the label, drawn by CSS; the control's aria-required says it aloud. */
  required?: boolean;
}

/** A field around any control (a combobox, a list searched on the server): `children` draws it. */
export function Field({
  form,
  path,
  label,
  hint,
  wide,
  required,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = form.idOf(path);
  const problem = form.problems[path];
  const control = controlProps(id, problem, Boolean(hint));
  return (
    <div className={wide ? 'plain-field plain-field-wide' : 'plain-field'}>
      <label htmlFor={id} className={required ? 'plain-required' : undefined}>
        {label}
      </label>
      {children(required ? { ...control, 'aria-required': true } : control)}
      {hint && (
        <p id={`${id}-hint`} className="plain-muted plain-hint">
          {hint}
        </p>
      )}
      <FieldProblem id={`${id}-error`} message={problem} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'form' | 'value' | 'onChange'>;

export function TextField({ form, path, label, hint, wide, required, ...input }: FieldProps & InputProps) {
  return (
    <Field form={form} path={path} label={label} hint={hint} wide={wide} required={required}>
      {(control) => (
        <input
          {...input}
          {...control}
          value={String(form.get(path) ?? '')}
          onChange={(event) => form.set(path, event.target.value)}
        />
      )}
    </Field>
  );
}

/** Today as the contracts count it (common/validation.ts): a later day is refused by them. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A day in the browser's date field; no later than today unless `allowFuture`. Enter there confirms
 * the date, not the form, as it did in the kit's picker (docs/decisions.md).
 */
export function DayField({ allowFuture, ...props }: FieldProps & { allowFuture?: boolean }) {
  return (
    <TextField
      {...props}
      type="date"
      max={allowFuture ? undefined : today()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'form' | 'value' | 'onChange'>;

type TextAreaFieldProps = FieldProps & TextAreaProps;

export function TextAreaField({ form, path, label, hint, wide, required, ...area }: TextAreaFieldProps) {
  return (
    <Field form={form} path={path} label={label} hint={hint} wide={wide} required={required}>
      {(control) => (
        <textarea
          {...area}
          {...control}
          value={String(form.get(path) ?? '')}
          onChange={(event) => form.set(path, event.target.value)}
        />
      )}
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/**
 * One of a few fixed choices; the first, empty one says none is chosen yet. Without a placeholder
 * one of them is always chosen.
 */
export function ChoiceField({
  options,
  placeholder,
  ...props
}: FieldProps & { options: readonly Choice[]; placeholder?: string }) {
  const { form, path } = props;
  return (
    <Field {...props}>
      {(control) => (
        <select
          {...control}
          className="plain-select"
          value={String(form.get(path) ?? '')}
          onChange={(event) => form.set(path, event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A box to tick, its words beside it and its problem under it. */
export function CheckField({
  form,
  path,
  label,
  onChange,
}: Omit<FieldProps, 'hint' | 'wide'> & { onChange?: (checked: boolean) => void }) {
  const id = form.idOf(path);
  const problem = form.problems[path];
  return (
    <div className="plain-field">
      <label className="plain-check" htmlFor={id}>
        <input
          type="checkbox"
          {...controlProps(id, problem)}
          checked={form.get(path) === true}
          onChange={(event) => {
            form.set(path, event.target.checked);
            onChange?.(event.target.checked);
          }}
        />
        {label}
      </label>
      <FieldProblem id={`${id}-error`} message={problem} />
    </div>
  );
}
