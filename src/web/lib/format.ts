/** Numbers and dates for the interface: Bangla digits in Bangla, and the Bengali calendar date beside the Gregorian one. */
import { toBanglaDigits } from '../../common/digits';

export type UiLang = 'bn' | 'en';

// One formatter per language, made when first needed: making one costs about a hundred times a
// number's formatting, and a dashboard or a list formats dozens while it draws.
const numberFormats: Partial<Record<UiLang, Intl.NumberFormat>> = {};

export function formatNumber(value: number, lang: UiLang): string {
  const key = lang === 'bn' ? 'bn' : 'en';
  numberFormats[key] ??= new Intl.NumberFormat(key === 'bn' ? 'bn-BD' : 'en-US');
  return numberFormats[key].format(value);
}

/** Digits of any text (dates, ids, phone numbers) in the interface's script. */
export function localDigits(value: string | number, lang: UiLang): string {
  return lang === 'bn' ? toBanglaDigits(value) : String(value);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-mm-dd of the local day, as file names carry it. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** dd/mm/yyyy, the usual form in government offices. */
export function formatDate(date: Date | string, lang: UiLang): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return localDigits(`${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()}`, lang);
}

const GREGORIAN_MONTHS_BN = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
];
const GREGORIAN_MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function formatLongDate(date: Date, lang: UiLang): string {
  const months = lang === 'bn' ? GREGORIAN_MONTHS_BN : GREGORIAN_MONTHS_EN;
  return localDigits(`${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`, lang);
}

const BENGALI_MONTHS = [
  'বৈশাখ',
  'জ্যৈষ্ঠ',
  'আষাঢ়',
  'শ্রাবণ',
  'ভাদ্র',
  'আশ্বিন',
  'কার্তিক',
  'অগ্রহায়ণ',
  'পৌষ',
  'মাঘ',
  'ফাল্গুন',
  'চৈত্র',
];

const isGregorianLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The Bengali calendar date (বঙ্গাব্দ) as revised in Bangladesh in 2019: the year starts on 14 April;
 * Boishakh to Ashwin have 31 days, Falgun 29 (30 when the Gregorian year is a leap year), the rest 30.
 */
export function bengaliDate(date: Date): { day: number; month: string; year: number } {
  const gregorianYear = date.getFullYear();
  const newYear = new Date(gregorianYear, 3, 14);
  const startYear = date >= newYear ? gregorianYear : gregorianYear - 1;
  const start = new Date(startYear, 3, 14);
  let dayOfYear = Math.round(
    (Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - Date.UTC(start.getFullYear(), 3, 14)) /
      86_400_000,
  );
  const monthLengths = [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, isGregorianLeap(startYear + 1) ? 30 : 29, 30];
  let month = 0;
  while (dayOfYear >= monthLengths[month]) {
    dayOfYear -= monthLengths[month];
    month++;
  }
  return { day: dayOfYear + 1, month: BENGALI_MONTHS[month], year: startYear - 593 };
}

export function formatBengaliDate(date: Date): string {
  const { day, month, year } = bengaliDate(date);
  return `${toBanglaDigits(day)} ${month} ${toBanglaDigits(year)} বঙ্গাব্দ`;
}

/** The fiscal year (July to June) a date falls in, written 2024-25. */
export function fiscalYearOf(date: Date): string {
  const startYear = date.getMonth() >= 6 ? date.getFullYear() : date.getFullYear() - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}
