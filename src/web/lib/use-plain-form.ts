/**
 * The state of a plain form (one drawn without the UI kit): its values, nested lists included, and
 * a problem per field. A field is named by its path, dotted through lists ('kids.0.name'). A
 * problem is the message key of a contract's check ('validation.nidRequired'), said in the
 * language of the moment, a key of the page's own words ('inspection:choose'), or the server's own
 * words about the field. Changing a field clears its problem and those of the fields inside it, as
 * the password reset does.
 */
import { useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from './api';

export type Problems = Record<string, string | undefined>;

/** The value at `path`: 'kids.1.gender' is values.kids[1].gender. */
export function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A copy of `values` with `value` at `path`; lists stay lists. */
export function withValueAt<T>(values: T, path: string, value: unknown): T {
  const [head = '', ...rest] = path.split('.');
  const container: Record<string, unknown> | unknown[] = Array.isArray(values)
    ? [...values]
    : { ...(values as Record<string, unknown>) };
  const inner = rest.length
    ? withValueAt((container as Record<string, unknown>)[head], rest.join('.'), value)
    : value;
  (container as Record<string, unknown>)[head] = inner;
  return container as T;
}

/** Whether `field` is `path` or lies inside it ('kids.0.name' inside 'kids'). */
export const isWithin = (field: string, path: string) => field === path || field.startsWith(`${path}.`);

/** Only the problems of `fields` (a step's, or those a button checks). */
export const onlyOf = (problems: Problems, fields: readonly string[]) =>
  Object.fromEntries(
    Object.entries(problems).filter(([path]) => fields.some((field) => isWithin(path, field))),
  );

/** A contract's message key, or the general one for an issue zod words itself. */
const messageKeyOf = (message: string | undefined) =>
  message?.startsWith('validation.') ? message : 'validation.invalid';

/** The message key of the first problem `schema` finds in `value`, if any (the kit's zodRule's choice). */
export function problemOf(schema: ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : messageKeyOf(result.error.issues[0]?.message);
}

/**
 * The message key of the first problem `schema` finds at each path of `value`, the paths dotted as
 * the form names its fields ('kids.0.gender'), each under `prefix` when given. The schemas are the
 * contracts' own, downloaded when the person first enters a form (zod is not part of a plain page's
 * first load), so this takes them, never imports them.
 */
export function problemsOf(schema: ZodType, value: unknown, prefix = ''): Problems {
  const result = schema.safeParse(value);
  const found: Problems = {};
  if (result.success) return found;
  for (const issue of result.error.issues)
    found[prefix + issue.path.join('.')] ??= messageKeyOf(issue.message);
  return found;
}

/**
 * The server's words about the fields it refused (a 400's field errors), each at the path the form
 * gives that field; an error of another kind has none.
 */
export function serverProblems(error: unknown, pathOf = (field: string) => field): Problems {
  const found: Problems = {};
  if (!(error instanceof ApiError)) return found;
  for (const item of error.fieldErrors) found[pathOf(item.field)] ??= item.message;
  return found;
}

export function usePlainForm<T extends object>(initial: T, idPrefix: string) {
  const [values, setValues] = useState<T>(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [focusAsked, setFocusAsked] = useState(0);
  const ref = useRef<HTMLFormElement>(null);

  // After the page has drawn the messages (and, in a wizard, the step that holds them).
  useEffect(() => {
    if (!focusAsked) return;
    const invalid = ref.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
    [...invalid].find((element) => !element.closest('[hidden]'))?.focus();
  }, [focusAsked]);

  const clear = (path: string) =>
    setProblems((current) =>
      Object.keys(current).some((field) => isWithin(field, path))
        ? Object.fromEntries(Object.entries(current).filter(([field]) => !isWithin(field, path)))
        : current,
    );

  return {
    ref,
    values,
    problems,
    /** The value of one field. */
    get: (path: string) => valueAt(values, path),
    set: (path: string, value: unknown) => {
      setValues((current) => withValueAt(current, path, value));
      clear(path);
    },
    /** Every value at once (a saved form restored, a new blank form); problems go. */
    reset: (next: T) => {
      setValues(next);
      setProblems({});
    },
    /** Replaces the problems of the fields under `paths` with `found` (the rest stay). */
    report: (found: Problems, paths: readonly string[] = Object.keys(found)) =>
      setProblems((current) => ({
        ...Object.fromEntries(
          Object.entries(current).filter(([field]) => !paths.some((path) => isWithin(field, path))),
        ),
        ...found,
      })),
    /** Moves the focus to the first field on show with a problem, once the page has drawn. */
    focusFirstProblem: () => setFocusAsked((count) => count + 1),
    /** A field's control id: 'registration-kids-0-name'. */
    idOf: (path: string) => `${idPrefix}-${path.replaceAll('.', '-')}`,
  };
}

/** What a part of a form needs to draw and change its own fields, whatever else the form holds. */
export interface FormFields {
  problems: Problems;
  get(path: string): unknown;
  set(path: string, value: unknown): void;
  idOf(path: string): string;
  report(found: Problems, paths?: readonly string[]): void;
  focusFirstProblem(): void;
}
