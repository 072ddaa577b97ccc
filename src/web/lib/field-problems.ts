/**
 * The checks of the forms drawn without the UI kit. A field's problem is a message key, so a change
 * of language says it again in the new one, or the server's own words for that field; the first
 * field with a problem, in the page's order, takes the focus. The schemas are the contracts' own,
 * downloaded when the person first enters a form (zod is not part of a plain page's first load).
 */
import type { ZodType } from 'zod';
import { ApiError } from './api';

export type FieldProblem = { key: string } | { text: string };
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

/** A contract's message key, or the general one for an issue zod words itself. */
const messageKeyOf = (message: string | undefined) =>
  message?.startsWith('validation.') ? message : 'validation.invalid';

/** The message key of the first problem `schema` finds in `value`, if any (the kit's zodRule's choice). */
export function problemOf(schema: ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : messageKeyOf(result.error.issues[0]?.message);
}

/** The problems `schema` finds in a whole form's `value`, the first of each field, as messages. */
export function problemsOf<F extends string>(
  schema: ZodType,
  value: unknown,
  fields: readonly F[],
): FieldProblems<F> {
  const found: FieldProblems<F> = {};
  const result = schema.safeParse(value);
  if (result.success) return found;
  for (const issue of result.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !found[field]) found[field] = { key: `messages:${messageKeyOf(issue.message)}` };
  }
  return found;
}

/** The server's messages for the form's own fields (a 400's field errors); others stay in the toast. */
export function serverProblems<F extends string>(error: unknown, fields: readonly F[]): FieldProblems<F> {
  const found: FieldProblems<F> = {};
  if (!(error instanceof ApiError)) return found;
  for (const item of error.fieldErrors) {
    const field = fields.find((name) => name === item.field);
    if (field && !found[field]) found[field] = { text: item.message };
  }
  return found;
}

/** Moves the focus to the first field with a problem; whether every field passed. */
export function focusFirstProblem<F extends string>(
  fields: readonly F[],
  problems: FieldProblems<F>,
  idOf: (field: F) => string,
): boolean {
  const first = fields.find((field) => problems[field]);
  if (first) document.getElementById(idOf(first))?.focus();
  return first === undefined;
}

/** The id of the message under a field. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/** What ties a field to its hint and its message, for screen readers. */
export function fieldAria(fieldId: string, problem: FieldProblem | undefined, hintId?: string) {
  const ids = [hintId, problem && errorIdOf(fieldId)].filter(Boolean).join(' ');
  return {
    ...(problem ? { 'aria-invalid': true as const } : {}),
    ...(ids ? { 'aria-describedby': ids } : {}),
  };
}
