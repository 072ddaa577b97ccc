/**
 * A plain form's whole checks at once (lib/use-plain-form.ts): what a contract's schema finds in the
 * values, and what the server refused, shown under the fields with the focus on the first. The
 * schemas themselves are downloaded by each form when the person first enters it, so zod is no part
 * of a plain page's first load.
 */
import type { ZodType } from 'zod';
import { type FormFields, problemsOf, serverProblems } from './use-plain-form';

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

/** Shows the server's words under their fields and takes the focus to the first; the rest is the caller's. */
export function reportRefusal(form: FormFields, error: unknown, pathOf?: (field: string) => string): void {
  const found = serverProblems(error, pathOf);
  if (Object.keys(found).length === 0) return;
  form.report(found);
  form.focusFirstProblem();
}
