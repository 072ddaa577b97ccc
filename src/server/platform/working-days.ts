/**
 * Working time on the Bangladesh calendar (DOMAIN.md): Friday and Saturday are the weekly holidays,
 * and the public holidays of the `public_holidays` table are off too. Days are Dhaka calendar days
 * (UTC+6 all year, no daylight saving), so an instant belongs to the day an officer in Dhaka sees.
 * Pure functions: the caller reads the holidays (`holidaysBetween` in calendar.service.ts) and
 * passes them in as 'YYYY-MM-DD' strings.
 */

const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** Sunday 0 … Saturday 6: Friday (5) and Saturday (6) are the weekly holidays. */
export const WEEKLY_HOLIDAYS: readonly number[] = [5, 6];

export type HolidaySet = ReadonlySet<string>;

/** The Dhaka calendar day of an instant, as 'YYYY-MM-DD'. */
export const dhakaDay = (instant: Date): string =>
  new Date(instant.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Dhaka day begins (its midnight). */
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS;

export function isWorkingDay(day: string, holidays: HolidaySet): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return !WEEKLY_HOLIDAYS.includes(weekday) && !holidays.has(day);
}

/**
 * The working time between two instants in milliseconds: the part of [from, to) that falls on
 * working days. Zero when `to` is not after `from`. A ticket opened on Thursday evening and answered
 * on Sunday morning has waited only Thursday's evening and Sunday's morning.
 */
export function workingMsBetween(from: Date, to: Date, holidays: HolidaySet): number {
  const end = to.getTime();
  let cursor = from.getTime();
  let total = 0;
  while (cursor < end) {
    const day = dhakaDay(new Date(cursor));
    const next = Math.min(dayStart(day) + DAY_MS, end);
    if (isWorkingDay(day, holidays)) total += next - cursor;
    cursor = next;
  }
  return total;
}

/** The same in working days, fractional (a working day is its 24 hours). */
export const workingDaysBetween = (from: Date, to: Date, holidays: HolidaySet): number =>
  workingMsBetween(from, to, holidays) / DAY_MS;

/** The same in working hours. */
export const workingHoursBetween = (from: Date, to: Date, holidays: HolidaySet): number =>
  workingMsBetween(from, to, holidays) / 3_600_000;

/**
 * The instant `days` working days after `from`: the clock runs only on working days. Opened on a
 * Thursday at 10:00 with two working days, the deadline is Monday at 10:00; opened on a Friday, the
 * clock starts on Sunday at midnight, so the deadline is Tuesday at midnight.
 */
export function addWorkingDays(from: Date, days: number, holidays: HolidaySet): Date {
  let remaining = days * DAY_MS;
  let cursor = from.getTime();
  // Bounded: no calendar has more than a year of holidays in a row.
  for (let guard = 0; guard < 366 * 10 && remaining > 0; guard++) {
    const day = dhakaDay(new Date(cursor));
    const next = dayStart(day) + DAY_MS;
    if (isWorkingDay(day, holidays)) {
      const available = next - cursor;
      if (available >= remaining) return new Date(cursor + remaining);
      remaining -= available;
    }
    cursor = next;
  }
  return new Date(cursor);
}
