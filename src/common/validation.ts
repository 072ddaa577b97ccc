/**
 * SPEC.md §5 formats and the bounds every input has (ids, text, dates), shared by the forms and the
 * API. Messages are keys of common/messages.ts.
 */
import { z } from 'zod';

export const MOBILE_PATTERN = /^01[3-9]\d{8}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const NID_PATTERN = /^(\d{10}|\d{13}|\d{17})$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

import { toBanglaDigits, toEnglishDigits } from './digits';

export { toBanglaDigits, toEnglishDigits };

/* Bounds every input has (MODULES.md "Input") -------------------------------------------------- */

/** The largest id a table can hold: PostgreSQL's integer. */
export const MAX_ID = 2_147_483_647;
/** The dates the application accepts at all; a field may narrow them (no future birth dates). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL can store as it was sent: no NUL character (a text column refuses it) and no half
 * of a surrogate pair (it would be stored as a replacement character, not as what was typed).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Adds the storable-text check to a string schema; every string of every contract has it. */
export const storable = <T extends z.ZodString>(schema: T): T =>
  schema.refine(isStorableText, 'validation.textInvalid');

/**
 * Text of at most `max` characters, trimmed and storable; with `requiredKey` it may not be empty and
 * that key is its message when missing.
 */
export function textSchema(max: number, requiredKey?: string) {
  const text = z.string(requiredKey ? { message: requiredKey } : undefined).trim();
  return storable((requiredKey ? text.min(1, requiredKey) : text).max(max, 'validation.tooLong'));
}

/**
 * A database id: an integer from 1 to 2,147,483,647, also from a query-string or path text. A larger
 * number would not fit PostgreSQL's integer, so it is bad input rather than a row that is not there.
 */
export const idSchema = (message = 'validation.invalid') =>
  z.coerce.number({ message }).int(message).min(1, message).max(MAX_ID, message);

/** A whole number within [min, max], also from query-string text. */
export const intSchema = (min: number, max: number, message = 'validation.invalid') =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, message);

/** 'yyyy-mm-dd' that names a real day of the calendar: no 2024-02-31, no 2023-02-29. */
export function isRealDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A real day between 1900-01-01 and 2100-12-31, the dates the application accepts at all. */
export const isCalendarDate = (value: string) => isRealDay(value) && value >= MIN_DATE && value <= MAX_DATE;

/** Today's date as 'yyyy-mm-dd' (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A calendar date typed as yyyy-mm-dd, in English or Bangla digits (the output has English digits):
 * a real day between 1900-01-01 and 2100-12-31.
 */
export const dateSchema = (requiredKey = 'validation.dateRequired', invalidKey = 'validation.dateInvalid') =>
  storable(z.string({ message: requiredKey }).trim().min(1, requiredKey).max(10, invalidKey))
    .transform(toEnglishDigits)
    .refine(isRealDay, { message: invalidKey, abort: true })
    .refine(isCalendarDate, 'validation.dateOutOfRange');

/** A calendar date typed as yyyy-mm-dd that exists and is not in the future. */
export const pastDateSchema = (requiredKey: string) =>
  dateSchema(requiredKey).refine((value) => value <= today(), 'validation.dateInFuture');

/** Blank ('' or null) means 'not given', so a cleared form field or `?id=` is not an error. */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An update must change something: an object with no field given is a 400, not an empty write. */
export const hasSomethingToChange = (value: object) =>
  Object.values(value).some((field) => field !== undefined);
export const NOTHING_TO_CHANGE = 'validation.nothingToChange';

/* SPEC.md §5 formats ------------------------------------------------------------------------------- */

export const mobileSchema = storable(
  z
    .string({ message: 'validation.mobileRequired' })
    .trim()
    .min(1, 'validation.mobileRequired')
    .max(20, 'validation.mobileInvalid'),
)
  .transform(toEnglishDigits)
  .refine((value) => MOBILE_PATTERN.test(value), 'validation.mobileInvalid');

export const emailSchema = storable(
  z
    .string({ message: 'validation.emailRequired' })
    .trim()
    .min(1, 'validation.emailRequired')
    .max(190, 'validation.emailInvalid'),
)
  .refine((value) => EMAIL_PATTERN.test(value), 'validation.emailInvalid')
  .transform((value) => value.toLowerCase());

/** Email or mobile number, as the login form accepts either in one field. */
export const loginIdSchema = storable(
  z
    .string({ message: 'validation.loginIdRequired' })
    .trim()
    .min(1, 'validation.loginIdRequired')
    .max(190, 'validation.invalid'),
).transform((value) => (value.includes('@') ? value.toLowerCase() : toEnglishDigits(value)));

export const otpSchema = storable(
  z
    .string({ message: 'validation.otpRequired' })
    .trim()
    .min(1, 'validation.otpRequired')
    .max(12, 'validation.otpInvalid'),
)
  .transform(toEnglishDigits)
  .refine((value) => OTP_PATTERN.test(value), 'validation.otpInvalid');

export const nidSchema = storable(
  z
    .string({ message: 'validation.nidRequired' })
    .trim()
    .min(1, 'validation.nidRequired')
    .max(30, 'validation.nidInvalid'),
)
  .transform(toEnglishDigits)
  .refine((value) => NID_PATTERN.test(value), 'validation.nidInvalid');

export const passwordSchema = storable(
  z
    .string({ message: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(128, 'validation.invalid'),
);

/**
 * The strong-password rule (SPEC.md §5 leaves it open): 8 to 64 characters with an upper-case and a
 * lower-case letter, a digit and a symbol. The forms show this rule under the field.
 */
export const STRONG_PASSWORD_RULE = { minLength: 8, maxLength: 64 } as const;

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= STRONG_PASSWORD_RULE.minLength &&
    value.length <= STRONG_PASSWORD_RULE.maxLength &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

export const strongPasswordSchema = storable(
  z
    .string({ message: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(128, 'validation.passwordWeak'),
).refine(isStrongPassword, 'validation.passwordWeak');
