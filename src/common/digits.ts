/** Bangla and English digits (SPEC.md §5), apart from the input rules so a screen can format without them. */

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Converts Bangla digits to English digits, so '০১৭১১' typed by a user still validates as a number. */
export function toEnglishDigits(value: string): string {
  return value.replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)));
}

export function toBanglaDigits(value: string | number): string {
  return String(value).replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)]);
}
