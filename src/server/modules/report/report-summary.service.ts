/**
 * The asking office's view: what reached it (submitted-reports), one office's submissions
 * (submitted-reports-by-office, also the own office's sent reports), who has and has not submitted
 * a period (office-wise-reports), the yearly summary, the dashboard's figures and reminders to the
 * offices that have not submitted yet.
 */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  bdToday,
  currentPeriod,
  fiscalYearLabel,
  type OfficeWiseRow,
  type OfficeWiseState,
  PERIODS_PER_YEAR,
  periodDates,
  type ReportDashboard,
  type SummaryPeriod,
  type YearlySummary,
} from '../../../common/contracts/report.contract';
import { canManageReports } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest } from '../../platform/errors';
import { pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { notifyDesk } from '../message/message.notify';
import { offices } from '../office/office.table';
import { deskOf, officeOf, ownedReport } from './report.access';
import { adminDesksOf } from './report.notify';
import { reportDefinitions, reportPermittedDesks, reportResponses } from './report.table';
import { notStartedReports, responsePage, summaryQuery, toSummary } from './report-response.service';

const contains = (search: string) => `%${search.normalize('NFC').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface SubmittedFilter {
  search?: string;
  reportId?: number;
  fiscalYear?: number;
  periodNo?: number;
  late?: 'yes' | 'no';
}

/** The asking office's reports: the super admin sees every report. */
const askedBy = (auth: AuthContext) =>
  auth.isSuperAdmin ? undefined : eq(reportDefinitions.ownerOfficeId, officeOf(auth));

function submittedWhere(auth: AuthContext, query: SubmittedFilter): SQL | undefined {
  return and(
    eq(reportResponses.status, 4),
    askedBy(auth),
    query.reportId ? eq(reportResponses.reportId, query.reportId) : undefined,
    query.fiscalYear ? eq(reportResponses.fiscalYear, query.fiscalYear) : undefined,
    query.periodNo ? eq(reportResponses.periodNo, query.periodNo) : undefined,
    query.late ? eq(reportResponses.late, query.late === 'yes') : undefined,
    query.search ? sql`${offices.searchText} like lower(${contains(query.search)})` : undefined,
  );
}

const newestSubmitted = [desc(reportResponses.submittedAt), desc(reportResponses.id)];

/** submitted-reports: responses submitted to the caller's office, newest first. */
export const listSubmitted = (
  db: Db,
  auth: AuthContext,
  query: SubmittedFilter & { page: number; pageSize: number },
) => responsePage(db, submittedWhere(auth, query), query, newestSubmitted);

/** The same list a batch at a time, for the Excel file. */
export async function* submittedBatches(
  db: Db,
  auth: AuthContext,
  query: SubmittedFilter,
  batchSize: number,
  limit: number,
) {
  for (let offset = 0; offset < limit; offset += batchSize) {
    const rows = await summaryQuery(db)
      .where(submittedWhere(auth, query))
      .orderBy(...newestSubmitted)
      .limit(batchSize)
      .offset(offset);
    if (rows.length > 0) yield rows.map(toSummary);
    if (rows.length < batchSize) return;
  }
}

/**
 * submitted-reports-by-office: one office's submitted responses; the caller's own office (its sent
 * reports) in full, another office only for the reports the caller's office asks.
 */
export function listSubmittedByOffice(
  db: Db,
  auth: AuthContext,
  query: { officeId: number; reportId?: number; fiscalYear?: number; page: number; pageSize: number },
) {
  const where = and(
    eq(reportResponses.officeId, query.officeId),
    eq(reportResponses.status, 4),
    query.officeId === officeOf(auth) ? undefined : askedBy(auth),
    query.reportId ? eq(reportResponses.reportId, query.reportId) : undefined,
    query.fiscalYear ? eq(reportResponses.fiscalYear, query.fiscalYear) : undefined,
  );
  return responsePage(db, where, query, newestSubmitted);
}

/* Office-wise ------------------------------------------------------------------------------- */

const stateSql = sql<OfficeWiseState>`case
  when r.status = 4 and not r.late then 'submitted'
  when r.status = 4 then 'late'
  when r.id is not null then 'in-progress'
  else 'missing' end`;

const stateCondition: Record<OfficeWiseState, SQL> = {
  submitted: sql`r.status = 4 and not r.late`,
  late: sql`r.status = 4 and r.late`,
  'in-progress': sql`r.status in (1, 2, 3)`,
  missing: sql`r.id is null`,
};

interface OfficeWiseFilter {
  reportId: number;
  fiscalYear: number;
  periodNo: number;
  state?: OfficeWiseState;
  search?: string;
}

function officeWiseSql(report: number, query: OfficeWiseFilter) {
  return sql`from report_assignments a
    join offices o on o.id = a.office_id
    left join report_responses r on r.report_id = a.report_id and r.office_id = a.office_id
      and r.fiscal_year = ${query.fiscalYear} and r.period_no = ${query.periodNo}
    where a.report_id = ${report}
    ${query.state ? sql`and ${stateCondition[query.state]}` : sql``}
    ${query.search ? sql`and o.search_text like lower(${contains(query.search)})` : sql``}`;
}

/**
 * The total of the office-wise view: without a filter it is the report's assignments, counted from
 * their index alone (20,000 offices at national scale), not joined to offices and responses.
 */
function officeWiseCountSql(report: number, query: OfficeWiseFilter, body: SQL) {
  if (!query.state && !query.search)
    return sql`select count(*)::int as total from report_assignments where report_id = ${report}`;
  return sql`select count(*)::int as total ${body}`;
}

/** office-wise-reports: every office asked for the report and how its response for the period stands. */
export async function listOfficeWise(
  db: Db,
  auth: AuthContext,
  query: OfficeWiseFilter & { page: number; pageSize: number },
): Promise<{ items: OfficeWiseRow[]; total: number }> {
  const report = await ownedReport(db, auth, query.reportId);
  if (query.periodNo > PERIODS_PER_YEAR[report.frequency])
    throw badRequest('validation.report.period', [
      { field: 'periodNo', messageKey: 'validation.report.period' },
    ]);
  const body = officeWiseSql(report.id, query);
  const [rows, counted] = (await Promise.all([
    db.execute(sql`select o.id, o.name_bn as "nameBn", o.name_en as "nameEn", r.id as "responseId",
        r.status, r.submitted_at as "submittedAt", ${stateSql} as state
      ${body} order by a.office_id limit ${query.pageSize} offset ${pageOffset(query)}`),
    db.execute(officeWiseCountSql(report.id, query, body)),
  ])) as unknown as [
    {
      rows: {
        id: number;
        nameBn: string;
        nameEn: string;
        responseId: number | null;
        status: number | null;
        submittedAt: string | Date | null;
        state: OfficeWiseState;
      }[];
    },
    { rows: { total: number }[] },
  ];
  return {
    items: rows.rows.map((row) => ({
      office: { id: Number(row.id), nameBn: row.nameBn, nameEn: row.nameEn },
      state: row.state,
      responseId: row.responseId === null ? null : Number(row.responseId),
      status: row.status === null ? null : (Number(row.status) as 1 | 2 | 3 | 4),
      submittedAt: row.submittedAt === null ? null : new Date(row.submittedAt).toISOString(),
    })),
    total: Number(counted.rows[0]?.total ?? 0),
  };
}

export async function* officeWiseBatches(
  db: Db,
  auth: AuthContext,
  query: OfficeWiseFilter,
  batchSize: number,
  limit: number,
) {
  for (let page = 1; (page - 1) * batchSize < limit; page++) {
    const { items } = await listOfficeWise(db, auth, { ...query, page, pageSize: batchSize });
    if (items.length > 0) yield items;
    if (items.length < batchSize) return;
  }
}

/* Yearly summary ---------------------------------------------------------------------------- */

/** yearly-report-summary: per period of the fiscal year, how many offices submitted on time, late, are in progress or missing. */
export async function yearlySummary(
  db: Db,
  auth: AuthContext,
  input: { reportId: number; fiscalYear: number },
): Promise<YearlySummary> {
  const report = await ownedReport(db, auth, input.reportId);
  const [assignedRows, counts] = (await Promise.all([
    db.execute(sql`select count(*)::int as total from report_assignments where report_id = ${report.id}`),
    db.execute(sql`select period_no as "periodNo", status, late, count(*)::int as total
      from report_responses r
      where r.report_id = ${report.id} and r.fiscal_year = ${input.fiscalYear} and r.asked
      group by period_no, status, late`),
  ])) as unknown as [
    { rows: { total: number }[] },
    { rows: { periodNo: number; status: number; late: boolean; total: number }[] },
  ];
  const assigned = Number(assignedRows.rows[0]?.total ?? 0);
  const today = bdToday();
  const periods: SummaryPeriod[] = Array.from({ length: PERIODS_PER_YEAR[report.frequency] }, (_, index) => {
    const periodNo = index + 1;
    const dates = periodDates(report.frequency, input.fiscalYear, periodNo, report.dueDay);
    const of = (match: (row: { status: number; late: boolean }) => boolean) =>
      counts.rows
        .filter(
          (row) => Number(row.periodNo) === periodNo && match({ status: Number(row.status), late: row.late }),
        )
        .reduce((sum, row) => sum + Number(row.total), 0);
    const onTime = of((row) => row.status === 4 && !row.late);
    const late = of((row) => row.status === 4 && row.late);
    const inProgress = of((row) => row.status < 4);
    // A period not yet ended asks nothing yet: nobody is missing.
    const missing = dates.end < today ? Math.max(0, assigned - onTime - late - inProgress) : 0;
    return { periodNo, ...dates, assigned, submitted: onTime + late, onTime, late, inProgress, missing };
  });
  const sum = (key: 'submitted' | 'onTime' | 'late' | 'inProgress' | 'missing') =>
    periods.reduce((total, period) => total + period[key], 0);
  return {
    report: {
      id: report.id,
      code: report.code,
      titleBn: report.titleBn,
      titleEn: report.titleEn,
      frequency: report.frequency,
    },
    fiscalYear: input.fiscalYear,
    assigned,
    periods,
    totals: {
      assigned: assigned * periods.length,
      submitted: sum('submitted'),
      onTime: sum('onTime'),
      late: sum('late'),
      inProgress: sum('inProgress'),
      missing: sum('missing'),
    },
  };
}

/* Dashboard --------------------------------------------------------------------------------- */

export async function dashboardInfo(
  db: Db,
  auth: AuthContext,
  query: { fiscalYear?: number; reportId?: number },
): Promise<ReportDashboard> {
  const office = officeOf(auth);
  const fiscalYear = query.fiscalYear ?? currentPeriod('monthly', 1).fiscalYear;
  const [byStatus, byDesk] = (await Promise.all([
    db.execute(sql`select status, count(*)::int as total from report_responses
      where office_id = ${office} and fiscal_year = ${fiscalYear} group by status`),
    db.execute(sql`select r.status, count(*)::int as total from report_responses r
      where r.office_id = ${office} and r.status in (1, 2, 3)
        and exists (select 1 from report_permitted_desks p where p.office_id = ${office}
          and p.desk_id = ${deskOf(auth)} and p.stage = r.status and p.report_id = r.report_id)
      group by r.status`),
  ])) as unknown as [
    { rows: { status: number; total: number }[] },
    { rows: { status: number; total: number }[] },
  ];
  const countOf = (rows: { status: number; total: number }[], status: number) =>
    Number(rows.find((row) => Number(row.status) === status)?.total ?? 0);
  const notStarted = (await notStartedReports(db, auth, false)).length;
  const reports = await db
    .select({
      id: reportDefinitions.id,
      code: reportDefinitions.code,
      titleBn: reportDefinitions.titleBn,
      titleEn: reportDefinitions.titleEn,
    })
    .from(reportDefinitions)
    .where(eq(reportDefinitions.ownerOfficeId, office))
    .orderBy(reportDefinitions.id)
    .limit(100);
  let asked: ReportDashboard['asked'] = null;
  const chosen = canManageReports(auth)
    ? (reports.find((report) => report.id === query.reportId) ?? reports[0])
    : undefined;
  if (chosen) {
    const summary = await yearlySummary(db, auth, { reportId: chosen.id, fiscalYear });
    const late =
      // Counted first from the summary's index, then the ten offices named.
      (await db.execute(sql`select o.id, o.name_bn as "nameBn", o.name_en as "nameEn", t.late
      from (select r.office_id, count(*)::int as late from report_responses r
        where r.report_id = ${chosen.id} and r.fiscal_year = ${fiscalYear} and r.asked and r.status = 4 and r.late
        group by r.office_id order by late desc, r.office_id limit 10) t
      join offices o on o.id = t.office_id
      order by t.late desc, o.id`)) as unknown as {
        rows: { id: number; nameBn: string; nameEn: string; late: number }[];
      };
    asked = {
      report: chosen,
      reports,
      assigned: summary.assigned,
      byPeriod: summary.periods.map((period) => ({
        periodNo: period.periodNo,
        onTime: period.onTime,
        late: period.late,
        inProgress: period.inProgress,
        missing: period.missing,
      })),
      lateOffices: late.rows.map((row) => ({
        office: { id: Number(row.id), nameBn: row.nameBn, nameEn: row.nameEn },
        late: Number(row.late),
      })),
    };
  }
  return {
    fiscalYear,
    own: {
      creation: countOf(byStatus.rows, 1),
      verification: countOf(byStatus.rows, 2),
      approval: countOf(byStatus.rows, 3),
      submitted: countOf(byStatus.rows, 4),
      notStarted,
    },
    desk: {
      creation: countOf(byDesk.rows, 1),
      verification: countOf(byDesk.rows, 2),
      approval: countOf(byDesk.rows, 3),
    },
    asked,
  };
}

/* Reminders --------------------------------------------------------------------------------- */

/**
 * Reminds the offices that have not submitted a period: a notice to each office's creator desks
 * (its admin desks when it has named none), once per office and period.
 */
export async function sendReminders(
  db: Db,
  actor: Actor,
  input: { reportId: number; fiscalYear: number; periodNo: number },
): Promise<{ reminded: number }> {
  const report = await ownedReport(db, actor.auth, input.reportId);
  if (input.periodNo > PERIODS_PER_YEAR[report.frequency])
    throw badRequest('validation.report.period', [
      { field: 'periodNo', messageKey: 'validation.report.period' },
    ]);
  const dates = periodDates(report.frequency, input.fiscalYear, input.periodNo, report.dueDay);
  return inTransaction(db, async (tx) => {
    const fresh =
      (await tx.execute(sql`insert into report_reminders (report_id, office_id, fiscal_year, period_no)
      select a.report_id, a.office_id, ${input.fiscalYear}, ${input.periodNo} from report_assignments a
      where a.report_id = ${report.id}
        and not exists (select 1 from report_responses r where r.report_id = a.report_id and r.office_id = a.office_id
          and r.fiscal_year = ${input.fiscalYear} and r.period_no = ${input.periodNo} and r.status = 4)
      on conflict do nothing
      returning office_id as "officeId"`)) as unknown as { rows: { officeId: number }[] };
    const officeIds = fresh.rows.map((row) => Number(row.officeId)).slice(0, 5000);
    if (officeIds.length > 0) {
      const creators = await tx
        .select({ officeId: reportPermittedDesks.officeId, deskId: reportPermittedDesks.deskId })
        .from(reportPermittedDesks)
        .where(
          and(
            eq(reportPermittedDesks.reportId, report.id),
            eq(reportPermittedDesks.stage, 1),
            inArray(reportPermittedDesks.officeId, officeIds),
          ),
        );
      for (const officeId of officeIds) {
        let deskIds = creators.filter((row) => row.officeId === officeId).map((row) => row.deskId);
        if (deskIds.length === 0) deskIds = await adminDesksOf(tx, officeId);
        for (const deskId of new Set(deskIds))
          await notifyDesk(tx, {
            deskId,
            subject: `স্মরণিকা: প্রতিবেদন ${report.code} দাখিলের শেষ তারিখ ${dates.due}`,
            body: `"${report.titleBn}" প্রতিবেদনটি (${fiscalYearLabel(input.fiscalYear)}, সময়কাল ${input.periodNo}) এখনো দাখিল হয়নি। শেষ তারিখ ${dates.due}।`,
            link: `/report-mgt/my-report-details/${encodeURIComponent(report.code)}`,
          });
      }
    }
    await audit(tx, actor, 'remind', 'report', report.id, { after: { ...input, offices: officeIds.length } });
    return { reminded: officeIds.length };
  });
}
