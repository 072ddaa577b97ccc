/**
 * The API paths, frequencies, statuses and period arithmetic of report management, apart from its
 * schemas: a list that only calls them and names a period carries no validator (report.contract.ts
 * re-exports them).
 */
const BASE = '/api/report-mgt';
/** SPEC.md §7's report table, at exactly its paths; the few additions say why. */
export const REPORT_PATHS = {
  dashboardInfo: `${BASE}/dashboard-info`,
  updateConfig: `${BASE}/update-config`,
  ownOfficeReports: `${BASE}/own-office-reports/`,
  permittedDesksOf: (id: number | string) => `${BASE}/permitted-desks/${id}`,
  permittedDesks: `${BASE}/permitted-desks`,
  removePermittedDesk: (id: number | string) => `${BASE}/remove-permitted-desk/${id}`,
  askedReports: `${BASE}/asked-reports/`,
  askedReportsByOffice: (officeId: number | string) => `${BASE}/asked-reports-byoffice/${officeId}`,
  pendingReports: `${BASE}/pending-reports`,
  creationPending: `${BASE}/creation-pending-reports`,
  verificationPending: `${BASE}/verification-pending-reports`,
  approvalPending: `${BASE}/approval-pending-reports`,
  submittedReports: `${BASE}/submitted-reports`,
  submittedReportsByOffice: `${BASE}/submitted-reports-by-office`,
  sendBackToCreator: `${BASE}/send-back-report-to-creator/`,
  verify: `${BASE}/verify-report`,
  sendBackToVerifier: `${BASE}/send-back-report-to-verifier/`,
  approve: `${BASE}/approve-report`,
  createResponse: `${BASE}/create-report-response`,
  details: (id: number | string) => `${BASE}/my-report-details/${id}`,
  sendBack: (id: number | string) => `${BASE}/sendback-report/${id}`,
  removeAttachment: (id: number | string, fileId: string) =>
    `${BASE}/remove-report-attachment/${id}/${fileId}`,
  submitLogByCode: `${BASE}/report-submit-log-by-code`,
  yearlySummary: `${BASE}/yearly-report-summary`,
  officeAssignment: `${BASE}/office-assignment-update`,
  test: `${BASE}/test-report`,
  /* Additions (docs/decisions.md): uploading and reading an attachment, the office-wise view of one
   * period, the offices a report can be assigned to, reminders, and the Excel files. */
  attachments: (id: number | string) => `${BASE}/report-attachments/${id}`,
  attachment: (id: number | string, fileId: string) => `${BASE}/report-attachments/${id}/${fileId}`,
  officeWise: `${BASE}/office-wise-reports`,
  officeWiseExport: `${BASE}/office-wise-reports/export`,
  summaryExport: `${BASE}/yearly-report-summary/export`,
  assignableOffices: `${BASE}/assignable-offices`,
  officeDesks: `${BASE}/office-desks`,
  remind: `${BASE}/send-reminders`,
} as const;

/* Frequencies, periods, stages -------------------------------------------------------------- */

export const REPORT_FREQUENCIES = ['monthly', 'quarterly', 'half-yearly', 'yearly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
/** Periods in one fiscal year (July–June) of each frequency. */
export const PERIODS_PER_YEAR: Record<ReportFrequency, number> = {
  monthly: 12,
  quarterly: 4,
  'half-yearly': 2,
  yearly: 1,
};

/** 1 creation (draft or sent back), 2 verification, 3 approval, 4 submitted to the asking office. */
export const RESPONSE_STATUS = { creation: 1, verification: 2, approval: 3, submitted: 4 } as const;
export type ResponseStatus = 1 | 2 | 3 | 4;
export const RESPONSE_STATUSES: readonly ResponseStatus[] = [1, 2, 3, 4];
/** The stages a desk is permitted for; a stage is the status its desk works. */
export const REPORT_STAGES = ['creator', 'verifier', 'approver'] as const;
export type ReportStage = (typeof REPORT_STAGES)[number];
export const STAGE_STATUS: Record<ReportStage, ResponseStatus> = { creator: 1, verifier: 2, approver: 3 };

/** Where an office stands with a period's response, as the asking office's office-wise list filters it. */
export const OFFICE_WISE_STATES = ['submitted', 'late', 'in-progress', 'missing'] as const;
export type OfficeWiseState = (typeof OFFICE_WISE_STATES)[number];

export type LogAction = 'create' | 'update' | 'forward' | 'send-back' | 'verify' | 'approve' | 'submit';

/** The fiscal year (its starting July's year) a date falls in, at Bangladesh time. */
export function fiscalYearOf(date: Date): number {
  const local = new Date(date.getTime() + 6 * 3600_000);
  return local.getUTCMonth() >= 6 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
}
/** 2025 → '2025-26'. */
export const fiscalYearLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export interface PeriodDates {
  /** First and last day of the period, and the day its response is due. */
  start: string;
  end: string;
  due: string;
}

/**
 * The dates of period `periodNo` of a fiscal year: months counted from July. A response is due on
 * the report's due day of the month after the period ends (docs/decisions.md).
 */
export function periodDates(
  frequency: ReportFrequency,
  fiscalYear: number,
  periodNo: number,
  dueDay: number,
): PeriodDates {
  const months = 12 / PERIODS_PER_YEAR[frequency];
  const firstIndex = (periodNo - 1) * months; // 0 = July
  const lastIndex = firstIndex + months - 1;
  const calendar = (index: number) => ({
    year: fiscalYear + (index >= 6 ? 1 : 0),
    month: ((index + 6) % 12) + 1,
  });
  const first = calendar(firstIndex);
  const last = calendar(lastIndex);
  const dueMonth =
    last.month === 12 ? { year: last.year + 1, month: 1 } : { year: last.year, month: last.month + 1 };
  return {
    start: iso(first.year, first.month, 1),
    end: iso(last.year, last.month, daysIn(last.year, last.month)),
    due: iso(dueMonth.year, dueMonth.month, Math.min(dueDay, daysIn(dueMonth.year, dueMonth.month))),
  };
}

/** Today at Bangladesh time, as yyyy-mm-dd. */
export const bdToday = (now = new Date()) =>
  new Date(now.getTime() + 6 * 3600_000).toISOString().slice(0, 10);

/**
 * The period a response is now being collected for: the latest period that has ended (its response
 * is due next); before the first period of a year ends, the last period of the year before.
 */
export function currentPeriod(frequency: ReportFrequency, dueDay: number, now = new Date()) {
  const today = bdToday(now);
  let fiscalYear = fiscalYearOf(now);
  for (let guard = 0; guard < 3; guard++, fiscalYear--) {
    for (let periodNo = PERIODS_PER_YEAR[frequency]; periodNo >= 1; periodNo--) {
      const dates = periodDates(frequency, fiscalYear, periodNo, dueDay);
      if (dates.end < today) return { fiscalYear, periodNo, ...dates };
    }
  }
  return { fiscalYear, periodNo: 1, ...periodDates(frequency, fiscalYear, 1, dueDay) };
}
