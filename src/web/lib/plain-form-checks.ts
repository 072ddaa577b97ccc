/**
 * A plain form's checks (lib/use-plain-form.ts): what a contract's schema finds in the values, and
 * what the server refused, as problems under the fields. The schemas themselves are downloaded by
 * each form when the person first enters it, so zod is no part of a plain page's first load.
 */
import type { ZodType } from 'zod';
import { ApiError } from './api';
import type { FormFields, Problems } from './use-plain-form';

/**
 * The message key of the first problem `schema` finds at each path of `value`, the paths dotted as
 * the form names its fields ('kids.0.gender'), each under `prefix` when given.
 */
export function problemsOf(schema: ZodType, value: unknown, prefix = ''): Problems {
  const result = schema.safeParse(value);
  const found: Problems = {};
  if (result.success) return found;
  for (const issue of result.error.issues) {
    const path = prefix + issue.path.join('.');
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    found[path] ??= key;
  }
  return found;
}

/**
 * Checks a whole form's `value` with `schema` and shows what it finds, the problems of before gone
 * (a later start date may have put the end date right); the focus goes to the first field with a
 * problem. True when all is well.
 */
export function checkWith(form: FormFields, schema: ZodType, value: object): boolean {
  const found = problemsOf(schema, value);
  form.report(found, Object.keys(value));
  form.focusFirstProblem();
  return Object.keys(found).length === 0;
}

/**
 * The server's words about the form's fields (a 400's field errors), the first of each, at the
 * form's path for the server's field name.
 */
export function serverProblems(
  error: unknown,
  pathOf: (field: string) => string = (field) => field,
): Problems {
  const found: Problems = {};
  if (!(error instanceof ApiError)) return found;
  for (const item of error.fieldErrors) found[pathOf(item.field)] ??= item.message;
  return found;
}

/** Shows the server's words under their fields and takes the focus to the first; the rest is the caller's. */
export function reportRefusal(form: FormFields, error: unknown, pathOf?: (field: string) => string): void {
  const found = serverProblems(error, pathOf);
  if (Object.keys(found).length === 0) return;
  form.report(found);
  form.focusFirstProblem();
}
