/**
 * Reports of inspections: targets against inspections done by officer (a month, or a quarter of the
 * fiscal year), the officers' visit report, the dashboard of the fiscal year, and the Excel files.
 * An office sees its own office and the offices under it; app admins see every office.
 */
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type {
  InspectionDashboard,
  InspectionFilterParams,
  InspectionSummary,
  OfficerReportRow,
  PlanFilterParams,
  PlanStatus,
  PlanSummary,
  ProgressParams,
  ProgressRow,
  RecommendationFilterParams,
  RecommendationStatus,
  RecommendationSummary,
} from '../../../common/contracts/inspection.contract';
import { PLAN_STATUSES, RECOMMENDATION_STATUSES } from '../../../common/contracts/inspection.contract';
import type { Page } from '../../../common/contracts/office.contract';
import {
  INSPECTION_STATUS_NAMES,
  PLAN_STATUS_NAMES,
  RECOMMENDATION_STATUS_NAMES,
} from '../../../common/inspection.names';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import { toBanglaDigits } from '../../../common/validation';
import type { Db } from '../../db/client';
import { dhakaDay } from '../../platform/working-days';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { isAdmin, officeNames, rowsOf, subtreeSql, unknownOffice } from './inspection-access';
import { plansForExport } from './inspection-plans.service';
import { recommendationsForExport } from './inspection-recommendations.service';
import { inspectionsForExport } from './inspection-visit.service';

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The days of a month, or of a quarter of the fiscal year starting in July of `year`. */
export function periodOf(query: { year: number; month?: number; quarter?: number }) {
  if (query.quarter) {
    const startMonth = 7 + (query.quarter - 1) * 3;
    const year = startMonth > 12 ? query.year + 1 : query.year;
    const month = ((startMonth - 1) % 12) + 1;
    return {
      from: iso(year, month, 1),
      to: iso(year, month + 3, 0),
      months: [0, 1, 2].map((add) => ({ year, month: month + add })),
    };
  }
  const month = query.month ?? new Date().getUTCMonth() + 1;
  return {
    from: iso(query.year, month, 1),
    to: iso(query.year, month + 1, 0),
    months: [{ year: query.year, month }],
  };
}

const scopeOf = (auth: AuthContext, column: string) =>
  isAdmin(auth) ? sql`true` : sql`${sql.raw(column)} in ${subtreeSql(auth.activeRole.OfficeId)}`;

export async function progressReport(
  db: Db,
  auth: AuthContext,
  query: ProgressParams,
): Promise<Page<ProgressRow>> {
  const period = periodOf(query);
  const months = sql.join(
    period.months.map((one) => sql`(t.year = ${one.year} and t.month = ${one.month})`),
    sql` or `,
  );
  const rows = await rowsOf<{
    user_id: number;
    office_id: number;
    name: string;
    name_bn: string | null;
    target: number;
    done: number;
    planned: number;
    total: number;
  }>(
    db,
    sql`with officers as (
        select t.user_id, max(t.office_id) as office_id, sum(t.count)::int as target
        from inspection_targets t where (${months}) and ${scopeOf(auth, 't.office_id')}
        group by t.user_id)
      select o.user_id, o.office_id, o.target, u.name,
        (select p.known_as_bangla from profiles p where p.user_id = o.user_id order by p.id limit 1) as name_bn,
        (select count(*)::int from inspections i where i.user_id = o.user_id and i.status = 'submitted'
          and i.visit_date between ${period.from} and ${period.to}) as done,
        (select count(*)::int from inspection_plans pl where pl.user_id = o.user_id
          and pl.status in ('pending', 'approved') and pl.visit_date between ${period.from} and ${period.to}) as planned,
        count(*) over ()::int as total
      from officers o join users u on u.id = o.user_id
      order by o.office_id, u.name, o.user_id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const offices = await officeNames(
    db,
    rows.map((row) => Number(row.office_id)),
  );
  return {
    items: rows.map((row) => ({
      userId: Number(row.user_id),
      nameBn: row.name_bn ?? row.name,
      nameEn: row.name,
      office: offices.get(Number(row.office_id)) ?? unknownOffice(Number(row.office_id)),
      target: Number(row.target),
      done: Number(row.done),
      planned: Number(row.planned),
    })),
    total: rows.length ? Number(rows[0].total) : 0,
  };
}

/** Officers' visits (submitted inspections) in a period, with the recommendations they raised. */
export async function officerReport(
  db: Db,
  auth: AuthContext,
  query: ProgressParams,
): Promise<Page<OfficerReportRow>> {
  const period = periodOf(query);
  const rows = await rowsOf<{
    user_id: number;
    office_id: number;
    name: string;
    name_bn: string | null;
    visits: number;
    recs: number;
    closed: number;
    last_visit: string | null;
    total: number;
  }>(
    db,
    sql`with visits as (
        select i.user_id, max(i.office_id) as office_id, count(*)::int as visits, max(i.visit_date)::text as last_visit
        from inspections i where i.status = 'submitted' and i.visit_date between ${period.from} and ${period.to}
          and ${scopeOf(auth, 'i.office_id')}
        group by i.user_id)
      select v.*, u.name,
        (select p.known_as_bangla from profiles p where p.user_id = v.user_id order by p.id limit 1) as name_bn,
        (select count(*)::int from inspection_recommendations r join inspections i on i.id = r.inspection_id
          where r.inspector_id = v.user_id and i.visit_date between ${period.from} and ${period.to}) as recs,
        (select count(*)::int from inspection_recommendations r join inspections i on i.id = r.inspection_id
          where r.inspector_id = v.user_id and r.status = 'closed' and i.visit_date between ${period.from} and ${period.to}) as closed,
        count(*) over ()::int as total
      from visits v join users u on u.id = v.user_id
      order by v.visits desc, v.user_id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const offices = await officeNames(
    db,
    rows.map((row) => Number(row.office_id)),
  );
  return {
    items: rows.map((row) => ({
      userId: Number(row.user_id),
      nameBn: row.name_bn ?? row.name,
      nameEn: row.name,
      office: offices.get(Number(row.office_id)) ?? unknownOffice(Number(row.office_id)),
      visits: Number(row.visits),
      recommendations: Number(row.recs),
      closed: Number(row.closed),
      lastVisit: row.last_visit,
    })),
    total: rows.length ? Number(rows[0].total) : 0,
  };
}

/** The fiscal year (July to June) of a day, e.g. 2024-25, and its first and last days. */
export function fiscalYearOf(day: Date) {
  const start = day.getUTCMonth() >= 6 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  return {
    label: `${start}-${String(start + 1).slice(2)}`,
    from: `${start}-07-01`,
    to: `${start + 1}-06-30`,
  };
}

type Fy = ReturnType<typeof fiscalYearOf>;

/** An office's figures, counted over its own office and the offices under it. */
function officeFigures(db: Db, auth: AuthContext, fy: Fy, today: string) {
  return Promise.all([
    rowsOf<{ status: PlanStatus; count: number }>(
      db,
      sql`select status, count(*)::int as count from inspection_plans p
        where p.visit_date between ${fy.from} and ${fy.to} and ${scopeOf(auth, 'p.office_id')} group by status`,
    ),
    rowsOf<{ status: string; count: number }>(
      db,
      sql`select status, count(*)::int as count from inspections i
        where i.visit_date between ${fy.from} and ${fy.to} and ${scopeOf(auth, 'i.office_id')} group by status`,
    ),
    rowsOf<{ month: string; count: number }>(
      db,
      sql`select to_char(i.visit_date, 'YYYY-MM') as month, count(*)::int as count from inspections i
        where i.status = 'submitted' and i.visit_date between ${fy.from} and ${fy.to} and ${scopeOf(auth, 'i.office_id')}
        group by 1 order by 1`,
    ),
    rowsOf<{ status: RecommendationStatus; count: number; overdue: number }>(
      db,
      sql`select status, count(*)::int as count,
          count(*) filter (where status <> 'closed' and deadline < ${today})::int as overdue
        from inspection_recommendations r where ${scopeOf(auth, 'r.responsible_office_id')} group by status`,
    ),
    rowsOf<{ office_id: number; open: number }>(
      db,
      sql`select responsible_office_id as office_id, count(*)::int as open from inspection_recommendations r
        where r.status <> 'closed' and ${scopeOf(auth, 'r.responsible_office_id')}
        group by 1 order by 2 desc, 1 limit 10`,
    ),
  ]);
}

/** Every office's figures, summed from the trigger-kept tables (migration 0047), the same numbers. */
function nationalFigures(db: Db, fy: Fy, today: string) {
  const byStatus = (kind: 'plan' | 'inspection') =>
    sql`select status, sum(count)::int as count from inspection_day_stats
      where kind = ${kind} and day between ${fy.from} and ${fy.to} group by status`;
  return Promise.all([
    rowsOf<{ status: PlanStatus; count: number }>(db, byStatus('plan')),
    rowsOf<{ status: string; count: number }>(db, byStatus('inspection')),
    rowsOf<{ month: string; count: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM') as month, sum(count)::int as count from inspection_day_stats
        where kind = 'inspection' and status = 'submitted' and day between ${fy.from} and ${fy.to}
        group by 1 order by 1`,
    ),
    rowsOf<{ status: RecommendationStatus; count: number; overdue: number }>(
      db,
      sql`select status, sum(count)::int as count,
          coalesce(sum(count) filter (where status <> 'closed' and day < ${today}), 0)::int as overdue
        from inspection_day_stats where kind = 'recommendation' group by status`,
    ),
    rowsOf<{ office_id: number; open: number }>(
      db,
      sql`select office_id, open from inspection_open_recommendations
        where open > 0 order by open desc, office_id limit 10`,
    ),
  ]);
}

export async function dashboard(db: Db, auth: AuthContext): Promise<InspectionDashboard> {
  // The fiscal year of Bangladesh's day: fiscalYearOf reads the UTC date of what it is given.
  const fy = fiscalYearOf(new Date(Date.now() + 6 * 3600_000));
  const today = dhakaDay(new Date());
  const [[plans, visits, months, recs, top], pending] = await Promise.all([
    isAdmin(auth) ? nationalFigures(db, fy, today) : officeFigures(db, auth, fy, today),
    rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from inspection_plans
        where status = 'pending' and approver_desk_id = ${auth.activeRole.DeskId}`,
    ),
  ]);
  const offices = await officeNames(
    db,
    top.map((row) => Number(row.office_id)),
  );
  const byMonth: { month: string; inspections: number }[] = [];
  for (let index = 0; index < 12; index++) {
    const year = Number(fy.from.slice(0, 4)) + (index >= 6 ? 1 : 0);
    const month = `${year}-${String(((index + 6) % 12) + 1).padStart(2, '0')}`;
    byMonth.push({ month, inspections: Number(months.find((row) => row.month === month)?.count ?? 0) });
  }
  return {
    fiscalYear: fy.label,
    plans: Object.fromEntries(
      PLAN_STATUSES.map((status) => [status, Number(plans.find((row) => row.status === status)?.count ?? 0)]),
    ) as Record<PlanStatus, number>,
    inspections: {
      submitted: Number(visits.find((row) => row.status === 'submitted')?.count ?? 0),
      draft: Number(visits.find((row) => row.status === 'draft')?.count ?? 0),
    },
    byMonth,
    recommendations: Object.fromEntries(
      RECOMMENDATION_STATUSES.map((status) => [
        status,
        Number(recs.find((row) => row.status === status)?.count ?? 0),
      ]),
    ) as Record<RecommendationStatus, number>,
    overdue: recs.reduce((sum, row) => sum + Number(row.overdue), 0),
    topOffices: top.map((row) => ({
      office: offices.get(Number(row.office_id)) ?? unknownOffice(Number(row.office_id)),
      open: Number(row.open),
    })),
    pendingApprovals: Number(pending[0]?.count ?? 0),
  };
}

/* Excel ------------------------------------------------------------------------------------------- */

function column<T>(
  lang: Lang,
  bn: string,
  en: string,
  width: number,
  value: XlsxColumn<T>['value'],
): XlsxColumn<T> {
  return { header: lang === 'en' ? en : bn, width, value };
}
const digitsIn = (lang: Lang) => (value: string | number | null) =>
  value === null ? null : lang === 'bn' ? toBanglaDigits(value) : value;

async function* once<T>(rows: Promise<T[]>): AsyncIterable<T[]> {
  yield await rows;
}

export function exportPlans(
  db: Db,
  auth: AuthContext,
  query: PlanFilterParams,
  lang: Lang,
): Promise<Readable> {
  const digits = digitsIn(lang);
  const columns: XlsxColumn<PlanSummary>[] = [
    column(lang, 'নং', 'No.', 8, (row) => digits(row.id)),
    column(lang, 'পরিদর্শনের তারিখ', 'Visit date', 14, (row) => digits(row.visitDate)),
    column(lang, 'পরিদর্শক', 'Inspector', 26, (row) => nameOf(row.inspector, lang)),
    column(lang, 'পরিদর্শনের অফিস', 'Office visited', 36, (row) => nameOf(row.targetOffice, lang)),
    column(lang, 'উদ্দেশ্য', 'Purpose', 40, (row) => row.purpose),
    column(lang, 'অবস্থা', 'Status', 18, (row) => PLAN_STATUS_NAMES[row.status][lang]),
  ];
  return xlsxStream(lang === 'en' ? 'Tour plans' : 'ভ্রমণসূচি', columns, once(plansForExport(db, auth, query)));
}

export function exportInspections(db: Db, auth: AuthContext, query: InspectionFilterParams, lang: Lang) {
  const digits = digitsIn(lang);
  const columns: XlsxColumn<InspectionSummary>[] = [
    column(lang, 'নং', 'No.', 8, (row) => digits(row.id)),
    column(lang, 'তারিখ', 'Date', 14, (row) => digits(row.visitDate)),
    column(lang, 'পরিদর্শক', 'Inspector', 26, (row) => nameOf(row.inspector, lang)),
    column(lang, 'পরিদর্শনকৃত অফিস', 'Office inspected', 36, (row) => nameOf(row.targetOffice, lang)),
    column(lang, 'চেকলিস্ট', 'Checklist', 30, (row) => `${row.templateName} (v${row.templateVersion})`),
    column(lang, 'স্কোর', 'Score', 10, (row) =>
      row.score === null ? null : digits(`${row.score}/${row.maxScore}`),
    ),
    column(lang, 'সুপারিশ', 'Recommendations', 10, (row) => digits(row.recommendationCount)),
    column(lang, 'অবস্থা', 'Status', 18, (row) => INSPECTION_STATUS_NAMES[row.status][lang]),
  ];
  return xlsxStream(
    lang === 'en' ? 'Inspections' : 'পরিদর্শন',
    columns,
    once(inspectionsForExport(db, auth, query)),
  );
}

export function exportRecommendations(
  db: Db,
  auth: AuthContext,
  query: RecommendationFilterParams,
  lang: Lang,
) {
  const digits = digitsIn(lang);
  const columns: XlsxColumn<RecommendationSummary>[] = [
    column(lang, 'নং', 'No.', 8, (row) => digits(row.id)),
    column(lang, 'সুপারিশ', 'Recommendation', 50, (row) => row.text),
    column(lang, 'দায়িত্বপ্রাপ্ত অফিস', 'Responsible office', 36, (row) => nameOf(row.responsibleOffice, lang)),
    column(lang, 'সময়সীমা', 'Deadline', 14, (row) => digits(row.deadline)),
    column(lang, 'অগ্রগতি (%)', 'Progress (%)', 10, (row) => digits(row.progress)),
    column(lang, 'অবস্থা', 'Status', 24, (row) => RECOMMENDATION_STATUS_NAMES[row.status][lang]),
  ];
  return xlsxStream(
    lang === 'en' ? 'Recommendations' : 'সুপারিশ',
    columns,
    once(recommendationsForExport(db, auth, query)),
  );
}
