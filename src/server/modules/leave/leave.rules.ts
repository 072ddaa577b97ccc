/**
 * The leave rules as pure functions (LEAVE_RULES of the contract): how many days a leave counts,
 * and each type's balance from the officer's joining date and leave history. The service reads the
 * rows and holidays; these functions only do the arithmetic, so tests work it by hand.
 */
import {
  HELD_STATUSES,
  LEAVE_RULES,
  LEAVE_TYPES,
  type LeaveBalance,
  type LeaveBalanceRow,
  type LeaveStatus,
  type LeaveType,
  OFF_DUTY_TYPES,
} from '../../../common/contracts/leave.contract';
import { type HolidaySet, isWorkingDay } from '../../platform/working-days';

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` ('YYYY-MM-DD'); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days a leave from..to (both included) counts, and how many days of the span it skips. */
export function countLeaveDays(
  leaveType: LeaveType,
  from: string,
  to: string,
  holidays: HolidaySet,
): { days: number; skipped: number } {
  const span = daysBetween(from, to) + 1;
  if (span <= 0) return { days: 0, skipped: 0 };
  if (LEAVE_RULES[leaveType].counting === 'calendar') return { days: span, skipped: 0 };
  let days = 0;
  for (let offset = 0; offset < span; offset++) if (isWorkingDay(addDays(from, offset), holidays)) days++;
  return { days, skipped: span - days };
}

export interface TakenLeave {
  leaveType: LeaveType;
  status: LeaveStatus;
  fromDate: string;
  days: number;
}

export interface BalanceInput {
  /** Today as 'YYYY-MM-DD' (Dhaka). */
  today: string;
  /** The year yearly leave is counted for (the year of the leave asked for; this year by default). */
  year?: number;
  joiningDate: string | null;
  gender: string | null;
  /** The officer's applications (any status; only held ones count). */
  taken: TakenLeave[];
}

const held = (row: TakenLeave) => HELD_STATUSES.includes(row.status);
const sum = (rows: TakenLeave[], status: LeaveStatus) =>
  rows.filter((row) => row.status === status).reduce((total, row) => total + row.days, 0);

/** Days on duty since joining: calendar days less the approved leave that is not duty. */
export function dutyDaysOf(input: BalanceInput): number {
  if (!input.joiningDate || input.joiningDate > input.today) return 0;
  const offDuty = input.taken
    .filter(
      (row) =>
        row.status === 'approved' && OFF_DUTY_TYPES.includes(row.leaveType) && row.fromDate <= input.today,
    )
    .reduce((total, row) => total + row.days, 0);
  return Math.max(0, daysBetween(input.joiningDate, input.today) - offDuty);
}

/** One type's balance. */
export function balanceOf(leaveType: LeaveType, input: BalanceInput): LeaveBalanceRow {
  const rule = LEAVE_RULES[leaveType];
  const year = input.year ?? Number(input.today.slice(0, 4));
  const ofType = input.taken.filter((row) => row.leaveType === leaveType && held(row));
  const row = (
    entitled: number | null,
    counted: TakenLeave[],
    available: number | null,
  ): LeaveBalanceRow => ({
    leaveType,
    entitled,
    used: sum(counted, 'approved'),
    pending: sum(counted, 'pending'),
    available: available === null ? null : Math.max(0, available),
  });
  switch (rule.balance.kind) {
    case 'yearly': {
      const inYear = ofType.filter((taken) => Number(taken.fromDate.slice(0, 4)) === year);
      const spent = sum(inYear, 'approved') + sum(inYear, 'pending');
      return row(rule.balance.perYear, inYear, rule.balance.perYear - spent);
    }
    case 'accrual': {
      const entitled = Math.floor(dutyDaysOf(input) / rule.balance.accrualDivisor);
      return row(entitled, ofType, entitled - sum(ofType, 'approved') - sum(ofType, 'pending'));
    }
    case 'periodic': {
      const { perPeriod, periodYears } = rule.balance;
      const served = input.joiningDate ? daysBetween(input.joiningDate, input.today) : 0;
      const entitled = served >= periodYears * 365 ? perPeriod : 0;
      const since = addDays(input.today, -periodYears * 365);
      const inPeriod = ofType.filter((taken) => taken.fromDate > since);
      return row(entitled, inPeriod, inPeriod.length > 0 ? 0 : entitled);
    }
    case 'times': {
      const max = rule.maxDays ?? 0;
      const allowed = rule.femaleOnly && input.gender !== 'female' ? 0 : rule.balance.times;
      const left = allowed - ofType.length;
      return row(allowed * max, ofType, left > 0 ? max : 0);
    }
    default:
      return row(null, ofType, null);
  }
}

export function leaveBalance(input: BalanceInput): LeaveBalance {
  return {
    year: input.year ?? Number(input.today.slice(0, 4)),
    dutyDays: dutyDaysOf(input),
    joiningDate: input.joiningDate,
    rows: LEAVE_TYPES.map((type) => balanceOf(type, input)),
  };
}
