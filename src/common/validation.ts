/** SPEC.md §5 formats, shared by the forms and the API. Messages are keys of common/messages.ts. */
import { z } from 'zod';

export const MOBILE_PATTERN = /^01[3-9]\d{8}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const NID_PATTERN = /^(\d{10}|\d{13}|\d{17})$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Converts Bangla digits to English digits, so '০১৭১১' typed by a user still validates as a number. */
export function toEnglishDigits(value: string): string {
  return value.replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)));
}

export function toBanglaDigits(value: string | number): string {
  return String(value).replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)]);
}

export const mobileSchema = z
  .string({ message: 'validation.mobileRequired' })
  .trim()
  .min(1, 'validation.mobileRequired')
  .transform(toEnglishDigits)
  .refine((value) => MOBILE_PATTERN.test(value), 'validation.mobileInvalid');

export const emailSchema = z
  .string({ message: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(190, 'validation.emailInvalid')
  .refine((value) => EMAIL_PATTERN.test(value), 'validation.emailInvalid')
  .transform((value) => value.toLowerCase());

/** Email or mobile number, as the login form accepts either in one field. */
export const loginIdSchema = z
  .string({ message: 'validation.loginIdRequired' })
  .trim()
  .min(1, 'validation.loginIdRequired')
  .max(190, 'validation.invalid')
  .transform((value) => (value.includes('@') ? value.toLowerCase() : toEnglishDigits(value)));

export const otpSchema = z
  .string({ message: 'validation.otpRequired' })
  .trim()
  .min(1, 'validation.otpRequired')
  .transform(toEnglishDigits)
  .refine((value) => OTP_PATTERN.test(value), 'validation.otpInvalid');

export const nidSchema = z
  .string({ message: 'validation.nidRequired' })
  .trim()
  .min(1, 'validation.nidRequired')
  .transform(toEnglishDigits)
  .refine((value) => NID_PATTERN.test(value), 'validation.nidInvalid');

export const passwordSchema = z
  .string({ message: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(128, 'validation.invalid');

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

export const strongPasswordSchema = z
  .string({ message: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .refine(isStrongPassword, 'validation.passwordWeak');

/** A calendar date typed as yyyy-mm-dd that exists and is not in the future. */
export const pastDateSchema = (requiredKey: string) =>
  z
    .string({ message: requiredKey })
    .trim()
    .min(1, requiredKey)
    .transform(toEnglishDigits)
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
      'validation.dateInvalid',
    )
    .refine((value) => value <= new Date().toISOString().slice(0, 10), 'validation.dateInFuture');
