/**
 * Between a tab's form and its contract: the body a form's values make (dates as yyyy-mm-dd, blanks
 * left out), the form values an entry makes, and the contract's issues as field messages. Kept free
 * of React so jsdom tests check the forms' rules with the API's own schemas.
 */
import dayjs, { type Dayjs } from 'dayjs';
import {
  type ProfileSectionKey,
  SECTION_INPUT_SCHEMAS,
} from '../../../../common/contracts/profile-sections.contract';
import type { FieldDef } from './section-config';

export type FormValues = Record<string, unknown>;

const isDayjs = (value: unknown): value is Dayjs => dayjs.isDayjs(value);

/** The request body of the form's values: dates in English digits, empty fields left out. */
export function bodyOf(fields: FieldDef[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null || value === '') continue;
    body[field.name] = isDayjs(value) ? value.locale('en').format('YYYY-MM-DD') : value;
  }
  return body;
}

/** The form's values of a stored entry. */
export function valuesOf(fields: FieldDef[], entry: Record<string, unknown> | null): FormValues {
  if (!entry) return {};
  return Object.fromEntries(
    fields.map((field) => {
      const value = entry[field.name];
      if (field.kind === 'date' && typeof value === 'string') return [field.name, dayjs(value)];
      return [field.name, value ?? undefined];
    }),
  );
}

/** The contract's messages (catalogue keys) of the body, by field; empty when it passes. */
export function issuesOf(key: ProfileSectionKey, body: Record<string, unknown>): Record<string, string> {
  const result = SECTION_INPUT_SCHEMAS[key].safeParse(body);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in issues))
      issues[field] = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return issues;
}
