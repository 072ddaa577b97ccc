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
