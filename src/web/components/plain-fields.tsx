/**
 * The fields of a plain form (lib/use-plain-form.ts), drawn with the browser's own controls: a
 * label tied to its control, a hint, and the field's problem under it, announced and tied to the
 * control (aria-invalid, aria-describedby) as on the password reset. Dates are the browser's date
 * field (YYYY-MM-DD, shown in the device's own format), fixed choices its select, and one of many,
 * searched on the server, the plain combobox (components/combobox.tsx).
 */
import type { TFunction } from 'i18next';
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFields } from '../lib/use-plain-form';
import { Combobox, type ComboboxOption } from './combobox';

/** A page's own key ('inspection:choose'): a namespace, a colon, and no space, unlike the server's words. */
const PAGE_KEY = /^[a-z]+:[\w.]+$/;

/**
 * A problem in words: a contract's message key or a page's own key in the language of the moment,
 * or the server's text.
 */
export const problemText = (t: TFunction, message: string) =>
  message.startsWith('validation.')
    ? t(`messages:${message}`)
    : PAGE_KEY.test(message)
      ? t(message)
      : message;

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

export interface FieldProps {
  form: FormFields;
  path: string;
  label: string;
  hint?: string;
  /** A field as wide as the form, not half of it on a wide screen. */
  wide?: boolean;
  /** Marked with a star beside its label, and said to be required to screen readers. */
  required?: boolean;
}

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
  return (
    <div className={wide ? 'plain-field plain-field-wide' : 'plain-field'}>
      <label htmlFor={id} className={required ? 'plain-required' : undefined}>
        {label}
      </label>
      {children({
        ...controlProps(id, problem, Boolean(hint)),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
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

/** A field's own props, apart from those its control takes as they are. */
function split<P extends FieldProps>({ form, path, label, hint, wide, required, ...control }: P) {
  return { field: { form, path, label, hint, wide, required }, control };
}

export function TextField(props: FieldProps & InputProps) {
  const { field, control: input } = split(props);
  const { form, path } = field;
  return (
    <Field {...field}>
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

export function TextAreaField(props: FieldProps & TextAreaProps) {
  const { field, control: area } = split(props);
  const { form, path } = field;
  return (
    <Field {...field}>
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
 * One of a few fixed choices; the first, empty one, when there is a placeholder, says none is chosen
 * yet. `onChange` hears of a choice, for the fields that follow from it.
 */
export function ChoiceField({
  options,
  placeholder,
  disabled,
  onChange,
  ...props
}: FieldProps & {
  options: readonly Choice[];
  placeholder?: string;
  disabled?: boolean;
  onChange?: (value: string) => void;
}) {
  const { form, path } = props;
  return (
    <Field {...props}>
      {(control) => (
        <select
          {...control}
          className="plain-select"
          disabled={disabled}
          value={String(form.get(path) ?? '')}
          onChange={(event) => {
            form.set(path, event.target.value);
            onChange?.(event.target.value);
          }}
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

/**
 * One of many, searched (on the server, as a rule) as the person types: `found` is the answer to the
 * latest search. The one chosen keeps its name when a later search no longer brings it.
 */
export function ComboboxField<V extends string | number>({
  found,
  busy,
  onSearch,
  clearLabel,
  ...props
}: FieldProps & {
  found: readonly ComboboxOption<V>[];
  busy: boolean;
  onSearch: (text: string) => void;
  /** The name of the button that empties the field. */
  clearLabel: string;
}) {
  const { t } = useTranslation();
  const { form, path } = props;
  const value = (form.get(path) ?? null) as V | null;
  const seen = useRef(new Map<V, ComboboxOption<V>>());
  for (const option of found) seen.current.set(option.value, option);
  const options = [...found];
  const chosen = value !== null ? seen.current.get(value) : undefined;
  if (chosen && !options.some((option) => option.value === chosen.value)) options.unshift(chosen);
  return (
    <Field {...props}>
      {(control) => (
        <Combobox<V>
          {...control}
          options={options}
          value={value}
          onSearch={onSearch}
          onChange={(next) => {
            onSearch('');
            form.set(path, next);
          }}
          busy={busy}
          allowClear
          clearLabel={clearLabel}
          emptyText={busy ? t('common:loading') : t('common:noData')}
        />
      )}
    </Field>
  );
}

/** The form's send button, said to be busy while the form is being sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="plain-button plain-primary" aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
