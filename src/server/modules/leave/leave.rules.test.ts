/**
 * The leave arithmetic against examples worked by hand: days counted without Friday, Saturday and
 * public holidays, and each type's balance from the joining date and the history.
 */
import { describe, expect, it } from 'vitest';
import { balanceOf, countLeaveDays, dutyDaysOf, type TakenLeave } from './leave.rules';

const holidays = new Set(['2026-03-26', '2026-02-21']);

describe('counting the days of a leave', () => {
  it('skips Friday, Saturday and the public holidays for working-day leave', () => {
    // Sun 22 Mar 2026 … Sun 29 Mar: 22, 23, 24, 25 and 29 are working days; 26 is Independence
    // Day, 27 and 28 the weekend.
    expect(countLeaveDays('casual', '2026-03-22', '2026-03-29', holidays)).toEqual({ days: 5, skipped: 3 });
    // A Friday alone is no working day at all.
    expect(countLeaveDays('casual', '2026-03-27', '2026-03-28', holidays)).toEqual({ days: 0, skipped: 2 });
    // Thu 19 Feb … Mon 23 Feb: 19, 22, 23 (20, 21 weekend; 21 also Shaheed Day).
    expect(countLeaveDays('earned_full', '2026-02-19', '2026-02-23', holidays).days).toBe(3);
  });

  it('counts every day for maternity and post-retirement leave', () => {
    expect(countLeaveDays('maternity', '2026-03-22', '2026-03-29', holidays)).toEqual({
      days: 8,
      skipped: 0,
    });
    expect(countLeaveDays('post_retirement', '2026-01-01', '2026-12-31', holidays).days).toBe(365);
    expect(countLeaveDays('casual', '2026-03-29', '2026-03-22', holidays).days).toBe(0);
  });
});

const today = '2026-06-15';
const leave = (
  leaveType: TakenLeave['leaveType'],
  status: TakenLeave['status'],
  fromDate: string,
  days: number,
) => ({
  leaveType,
  status,
  fromDate,
  days,
});
const base = { today, joiningDate: '2020-06-15', gender: 'female' };

describe('balance per type', () => {
  it('casual: 20 a calendar year, approved and pending both held, last year not counted', () => {
    const taken = [
      leave('casual', 'approved', '2026-02-01', 5),
      leave('casual', 'pending', '2026-07-01', 3),
      leave('casual', 'approved', '2025-12-20', 4),
      leave('casual', 'rejected', '2026-03-01', 2),
    ];
    expect(balanceOf('casual', { ...base, taken })).toEqual({
      leaveType: 'casual',
      entitled: 20,
      used: 5,
      pending: 3,
      available: 12,
    });
    // Asked for next year, this year's days do not count.
    expect(balanceOf('casual', { ...base, year: 2027, taken }).available).toBe(20);
  });

  it('earned leave: 1/11 (full pay) and 1/12 (half pay) of the days on duty', () => {
    // 2020-06-15 → 2026-06-15 is 6 × 365 + 1 (29 Feb 2024) = 2191 days; 30 days of extraordinary
    // and 20 of earned leave were not on duty: 2141 days on duty.
    const taken = [
      leave('extraordinary', 'approved', '2024-01-01', 30),
      leave('earned_full', 'approved', '2025-03-01', 20),
      leave('earned_full', 'pending', '2026-08-01', 10),
      leave('casual', 'approved', '2026-02-01', 5),
    ];
    expect(dutyDaysOf({ ...base, taken })).toBe(2141);
    // 2141 / 11 = 194 (194 × 11 = 2134); 20 used and 10 held leave 164.
    expect(balanceOf('earned_full', { ...base, taken })).toEqual({
      leaveType: 'earned_full',
      entitled: 194,
      used: 20,
      pending: 10,
      available: 164,
    });
    // 2141 / 12 = 178 (178 × 12 = 2136).
    expect(balanceOf('earned_half', { ...base, taken }).available).toBe(178);
    // Without a joining date nothing has accrued.
    expect(balanceOf('earned_full', { ...base, joiningDate: null, taken: [] }).available).toBe(0);
  });

  it('rest and recreation: 15 days once every 3 years after 3 years of service', () => {
    expect(balanceOf('rest_recreation', { ...base, taken: [] }).available).toBe(15);
    const within = [leave('rest_recreation', 'approved', '2024-07-01', 15)];
    expect(balanceOf('rest_recreation', { ...base, taken: within }).available).toBe(0);
    const older = [leave('rest_recreation', 'approved', '2023-06-01', 15)];
    expect(balanceOf('rest_recreation', { ...base, taken: older }).available).toBe(15);
    expect(balanceOf('rest_recreation', { ...base, joiningDate: '2024-01-01', taken: [] }).available).toBe(0);
  });

  it('maternity: 180 days at most twice in service, for female officers', () => {
    expect(balanceOf('maternity', { ...base, taken: [] })).toMatchObject({ entitled: 360, available: 180 });
    const once = [leave('maternity', 'approved', '2022-01-01', 180)];
    expect(balanceOf('maternity', { ...base, taken: once })).toMatchObject({ used: 180, available: 180 });
    const twice = [...once, leave('maternity', 'pending', '2026-09-01', 180)];
    expect(balanceOf('maternity', { ...base, taken: twice }).available).toBe(0);
    expect(balanceOf('maternity', { ...base, gender: 'male', taken: [] }).available).toBe(0);
  });

  it('optional: 3 days a year; extraordinary, study and quarantine have no balance; PRL once', () => {
    const taken = [
      leave('optional', 'approved', '2026-04-14', 1),
      leave('extraordinary', 'approved', '2024-01-01', 30),
    ];
    expect(balanceOf('optional', { ...base, taken }).available).toBe(2);
    expect(balanceOf('extraordinary', { ...base, taken })).toMatchObject({
      entitled: null,
      used: 30,
      available: null,
    });
    expect(balanceOf('quarantine', { ...base, taken }).available).toBeNull();
    expect(balanceOf('post_retirement', { ...base, taken })).toMatchObject({ entitled: 365, available: 365 });
    const prl = [leave('post_retirement', 'approved', '2026-01-01', 365)];
    expect(balanceOf('post_retirement', { ...base, taken: prl }).available).toBe(0);
  });
});
