/**
 * The holiday calendar: which days between two instants are public holidays, for the pure
 * working-day functions of working-days.ts, and the fixed public holidays every year has.
 */
import { and, gte, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { publicHolidays } from './calendar.table';
import { dhakaDay, type HolidaySet } from './working-days';

/** The public holidays from the day of `from` to the day of `to` (Dhaka days). */
export async function holidaysBetween(db: Db | Tx, from: Date, to: Date): Promise<HolidaySet> {
  const rows = await db
    .select({ day: publicHolidays.day })
    .from(publicHolidays)
    .where(and(gte(publicHolidays.day, dhakaDay(from)), lte(publicHolidays.day, dhakaDay(to))));
  return new Set(rows.map((row) => row.day));
}

/**
 * Holidays on the same day of every year. 15 August is kept as the brief of this calendar asked;
 * whether it is still a general holiday is for the year's gazette (see docs/decisions.md).
 */
export const FIXED_HOLIDAYS: [monthDay: string, nameBn: string, nameEn: string][] = [
  ['02-21', 'শহীদ দিবস ও আন্তর্জাতিক মাতৃভাষা দিবস', 'Shaheed Day and International Mother Language Day'],
  ['03-26', 'স্বাধীনতা ও জাতীয় দিবস', 'Independence and National Day'],
  ['04-14', 'বাংলা নববর্ষ', 'Bengali New Year'],
  ['05-01', 'মে দিবস', 'May Day'],
  ['08-15', 'জাতীয় শোক দিবস', 'National Mourning Day'],
  ['12-16', 'বিজয় দিবস', 'Victory Day'],
  ['12-25', 'যিশুখ্রিষ্টের জন্মদিন (বড়দিন)', 'Christmas Day'],
];

/** The fixed holidays of one year as rows of `public_holidays`. */
export const fixedHolidaysOf = (year: number) =>
  FIXED_HOLIDAYS.map(([monthDay, nameBn, nameEn]) => ({
    day: `${year}-${monthDay}`,
    nameBn,
    nameEn,
    moving: false,
  }));

/** Seeds a year's fixed holidays; the moving ones are added from the gazette (none guessed here). */
export async function seedPublicHolidays(db: Db | Tx, year: number): Promise<void> {
  await db.insert(publicHolidays).values(fixedHolidaysOf(year)).onConflictDoNothing();
}
