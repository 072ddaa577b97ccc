/**
 * What training's plain forms (a trainer, a student, a batch) share: the contract's own schemas,
 * downloaded when the person first enters the form rather than with the page (they bring the
 * validator, as registration/components/credential-rules.ts explains); each field's first problem
 * under it, by message key or in the server's own words; the focus on the first field with one.
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { ApiError } from '../../../lib/api';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';

const loadTrainingRules = () => import('../../../../common/contracts/training.contract');
type TrainingRules = Awaited<ReturnType<typeof loadTrainingRules>>;

/** Fetches the checks when the person enters the form (its onFocus), so a save need not wait for them. */
export function prepareTrainingRules(): void {
  loadTrainingRules().catch(() => undefined);
}

/** A field's problem: a `validation.*` message key of the check, or the server's words. */
type Problems<F extends string> = Partial<Record<F, string>>;

/**
 * The first problem of each field `schema` finds in `values` (the kit's rule took the first too);
 * `nameOf` names a field by the issue's path when the path is deeper (a quota's office).
 */
export function problemsOf<F extends string>(
  schema: ZodType,
  values: unknown,
  nameOf: (path: PropertyKey[]) => string = (path) => String(path[0] ?? ''),
): Problems<F> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = nameOf(issue.path);
    found[field] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return found as Problems<F>;
}

/** A form's problems and the fields' ids; `order` is the fields' order on the page. */
export function usePlainForm<F extends string>(prefix: string, order: readonly F[]) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Problems<F>>({});
  const idOf = (field: F) => `${prefix}-${field}`;

  /** Shows `found` and takes the focus to the first field with a problem; true when there is none. */
  const show = (found: Problems<F>): boolean => {
    setProblems(found);
    const first = order.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
    return !first;
  };

  return {
    idOf,
    show,
    /**
     * Checks `values` with the schema `pick` chooses and shows what it finds; true when all is well.
     * A lost connection before the checks arrived is said as such.
     */
    check: async (
      pick: (rules: TrainingRules) => ZodType,
      values: unknown,
      nameOf?: (path: PropertyKey[]) => string,
    ): Promise<boolean> => {
      const rules = await loadTrainingRules().catch(() => null);
      if (rules) return show(problemsOf<F>(pick(rules), values, nameOf));
      toast('error', t('common:networkError'));
      return false;
    },
    /** A changed field's problem goes, as the kit's form does on typing. */
    clear: (field: F) =>
      setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    /** The server's refusal: its field errors under their fields, its message as a toast. */
    refused: (error: unknown) => {
      if (error instanceof ApiError) {
        const found: Problems<F> = {};
        for (const item of error.fieldErrors)
          if ((order as readonly string[]).includes(item.field)) found[item.field as F] ??= item.message;
        if (Object.keys(found).length > 0) show(found);
      }
      showError(error);
    },
    message: (field: F) => {
      const problem = problems[field];
      return problem?.startsWith('validation.') ? t(`messages:${problem}`) : problem;
    },
    /** What the field's control carries: its id, and its message when it has one. */
    control: (field: F, required = false) => ({
      id: idOf(field),
      ...(required ? { 'aria-required': true } : {}),
      ...(problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${idOf(field)}-error` } : {}),
    }),
  };
}

export type PlainForm<F extends string> = ReturnType<typeof usePlainForm<F>>;

/** A field: its label tied to the control, the control, and its problem under it. */
export function PlainField<F extends string>({
  form,
  field,
  label,
  required,
  wide,
  children,
}: {
  form: PlainForm<F>;
  field: F;
  label: string;
  required?: boolean;
  /** Across the whole row on a wide screen (a long text, a list of choices). */
  wide?: boolean;
  children: ReactNode;
}) {
  const message = form.message(field);
  return (
    <div className={wide ? 'plain-field plain-field-wide' : 'plain-field'}>
      {/* The mark of a required field is drawn by CSS: the control's aria-required says it aloud. */}
      <label htmlFor={form.idOf(field)} className={required ? 'plain-required' : undefined}>
        {label}
      </label>
      {children}
      {message && (
        <div id={`${form.idOf(field)}-error`} className="plain-field-error" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
