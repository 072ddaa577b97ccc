/** The working-day clock: Friday and Saturday and the public holidays do not count. */
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  dhakaDay,
  isWorkingDay,
  workingDaysBetween,
  workingHoursBetween,
} from './working-days';

const none = new Set<string>();
/** A Dhaka wall-clock time as an instant (UTC+6). */
const dhaka = (local: string) => new Date(`${local}+06:00`);

describe('working days', () => {
  it('Friday and Saturday are the weekly holidays; Sunday to Thursday are working days', () => {
    // 2026-11-19 is a Thursday.
    expect(isWorkingDay('2026-11-19', none)).toBe(true);
    expect(isWorkingDay('2026-11-20', none)).toBe(false);
    expect(isWorkingDay('2026-11-21', none)).toBe(false);
    expect(isWorkingDay('2026-11-22', none)).toBe(true);
  });

  it('a public holiday is not a working day', () => {
    // 16 December 2026 is a Wednesday, Victory Day.
    expect(isWorkingDay('2026-12-16', new Set(['2026-12-16']))).toBe(false);
    expect(isWorkingDay('2026-12-16', none)).toBe(true);
  });

  it('days are Dhaka days: 20:00 UTC on Thursday is already Friday in Dhaka', () => {
    expect(dhakaDay(new Date('2026-11-19T20:00:00Z'))).toBe('2026-11-20');
    expect(dhakaDay(new Date('2026-11-19T17:59:59Z'))).toBe('2026-11-19');
  });

  it('counts a weekday span in full and skips the weekend between Thursday and Sunday', () => {
    expect(workingDaysBetween(dhaka('2026-11-22T10:00:00'), dhaka('2026-11-24T10:00:00'), none)).toBe(2);
    // Thursday 18:00 to Sunday 10:00: six hours of Thursday and ten of Sunday.
    expect(workingHoursBetween(dhaka('2026-11-19T18:00:00'), dhaka('2026-11-22T10:00:00'), none)).toBe(16);
    // A span entirely on the weekend is no working time at all.
    expect(workingHoursBetween(dhaka('2026-11-20T09:00:00'), dhaka('2026-11-21T17:00:00'), none)).toBe(0);
  });

  it('skips the public holidays in the span', () => {
    const victoryDay = new Set(['2026-12-16']);
    // Tuesday 10:00 to Thursday 10:00 with Wednesday a holiday: one working day.
    expect(workingDaysBetween(dhaka('2026-12-15T10:00:00'), dhaka('2026-12-17T10:00:00'), victoryDay)).toBe(
      1,
    );
    expect(workingDaysBetween(dhaka('2026-12-15T10:00:00'), dhaka('2026-12-17T10:00:00'), none)).toBe(2);
  });

  it('is zero when the end is not after the start', () => {
    const at = dhaka('2026-11-22T10:00:00');
    expect(workingHoursBetween(at, at, none)).toBe(0);
    expect(workingHoursBetween(at, dhaka('2026-11-22T09:00:00'), none)).toBe(0);
  });
});

describe('adding working days', () => {
  it('two working days from Sunday 10:00 is Tuesday 10:00', () => {
    expect(addWorkingDays(dhaka('2026-11-22T10:00:00'), 2, none)).toEqual(dhaka('2026-11-24T10:00:00'));
  });

  it('two working days from Thursday 10:00 jump the weekend to Monday 10:00', () => {
    expect(addWorkingDays(dhaka('2026-11-19T10:00:00'), 2, none)).toEqual(dhaka('2026-11-23T10:00:00'));
  });

  it('opened on a Friday, the clock starts on Sunday: due on Tuesday at midnight', () => {
    expect(addWorkingDays(dhaka('2026-11-20T15:00:00'), 2, none)).toEqual(dhaka('2026-11-24T00:00:00'));
  });

  it('a holiday pushes the deadline by a day, a run of holidays by more', () => {
    const victoryDay = new Set(['2026-12-16']);
    expect(addWorkingDays(dhaka('2026-12-15T10:00:00'), 2, victoryDay)).toEqual(dhaka('2026-12-20T10:00:00'));
    // Tuesday 10:00 + 2 without the holiday is Thursday 10:00.
    expect(addWorkingDays(dhaka('2026-12-15T10:00:00'), 2, none)).toEqual(dhaka('2026-12-17T10:00:00'));
    const eidWeek = new Set(['2026-05-26', '2026-05-27', '2026-05-28']);
    // Monday 25 May 12:00: the rest of Monday, then Tuesday to Thursday off, the weekend, Sunday 31 May.
    expect(addWorkingDays(dhaka('2026-05-25T12:00:00'), 1, eidWeek)).toEqual(dhaka('2026-05-31T12:00:00'));
  });

  it('adding and measuring agree', () => {
    const holidays = new Set(['2026-12-16', '2026-12-25']);
    const from = dhaka('2026-12-14T16:30:00');
    const due = addWorkingDays(from, 3.5, holidays);
    expect(workingDaysBetween(from, due, holidays)).toBeCloseTo(3.5, 9);
  });
});
