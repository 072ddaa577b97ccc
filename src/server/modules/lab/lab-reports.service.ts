/**
 * The lab dashboards (srdl-dashboard through GET /api/reports/showSrdlDashBoard, lab-dashboard), the
 * district-wise lab report, inspected labs with their coordinates, and the progress of the
 * recommendations raised at labs. Equipment figures read the labs' own counters; activities and
 * inspections are counted for one fiscal year (July–June). Every query carries the caller's area.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { RecommendationStatus } from '../../../common/contracts/inspection.contract';
import type {
  InspectedLab,
  InspectedQueryParams,
  LabDashboard,
  LabDistrictRow,
  LabRecommendation,
  LabRecommendationParams,
  LabReportParams,
  LabType,
  RecommendationProgressRow,
} from '../../../common/contracts/lab.contract';
import type { Named, Page } from '../../../common/contracts/office.contract';
import { isAppAdmin } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { coordinate, pageOffset, searchTextMatches } from '../../platform/paging';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { labs } from './lab.table';
import { currentFiscalYear, fiscalRange, labScope, rowsOf, scopeSql } from './lab-access';

async function labWhere(
  db: Db,
  auth: AuthContext,
  query: { type?: LabType; districtId?: number; search?: string },
): Promise<SQL> {
  return (
    and(
      scopeSql(await labScope(db, auth)),
      query.type ? eq(labs.type, query.type) : undefined,
      query.districtId ? eq(labs.districtId, query.districtId) : undefined,
      searchTextMatches(query.search, labs.searchText),
    ) ?? sql`true`
  );
}

const int = (value: unknown) => Number(value ?? 0);

type Tally = { activities: number; participants: number };
function tally<K>(map: Map<K, Tally>, key: K, row: Tally) {
  const total = map.get(key) ?? { activities: 0, participants: 0 };
  total.activities += int(row.activities);
  total.participants += int(row.participants);
  map.set(key, total);
}

interface DistrictTotals {
  district_id: number;
  name_bn: string;
  name_en: string;
  labs: number;
  equipment: number;
  working: number;
  faulty: number;
  lost: number;
}

export async function labDashboard(db: Db, auth: AuthContext, query: LabReportParams): Promise<LabDashboard> {
  const where = await labWhere(db, auth, query);
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const { from, to } = fiscalRange(fiscalYear);
  const [districtRows, typeRows, activityRows, inspectedRows, [open]] = await Promise.all([
    rowsOf<DistrictTotals>(
      db,
      sql`select labs.district_id, d.name_bn, d.name_en, count(*)::int as labs,
          sum(labs.equipment_count)::int as equipment, sum(labs.working_count)::int as working,
          sum(labs.faulty_count)::int as faulty, sum(labs.lost_count)::int as lost
        from labs join districts d on d.id = labs.district_id
        where ${where} group by labs.district_id, d.name_bn, d.name_en order by d.name_bn`,
    ),
    rowsOf<{ type: LabType; labs: number }>(
      db,
      sql`select labs.type, count(*)::int as labs from labs where ${where} group by labs.type order by labs.type`,
    ),
    // One pass over the fiscal year's activities gives both the districts' and the months' figures.
    rowsOf<{ district_id: number; month: string; activities: number; participants: number }>(
      db,
      sql`select labs.district_id, to_char(a.held_on, 'YYYY-MM') as month, count(*)::int as activities,
          coalesce(sum(a.participants), 0)::int as participants
        from lab_activities a join labs on labs.id = a.lab_id
        where ${where} and a.held_on between ${from}::date and ${to}::date group by 1, 2`,
    ),
    rowsOf<{ district_id: number; inspected: number }>(
      db,
      sql`select labs.district_id, count(distinct i.lab_id)::int as inspected
        from inspections i join labs on labs.id = i.lab_id
        where ${where} and i.status = 'submitted' and i.visit_date between ${from}::date and ${to}::date
        group by labs.district_id`,
    ),
    rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from inspection_recommendations r join labs on labs.id = r.lab_id
        where ${where} and r.status in ('open', 'in_progress')`,
    ),
  ]);
  const activityOf = new Map<number, Tally>();
  const monthOf = new Map<string, Tally>();
  for (const row of activityRows) {
    tally(activityOf, int(row.district_id), row);
    tally(monthOf, row.month, row);
  }
  const inspectedOf = new Map(inspectedRows.map((row) => [int(row.district_id), int(row.inspected)]));
  const byDistrict: LabDistrictRow[] = districtRows.map((row) => ({
    district: { id: int(row.district_id), nameBn: row.name_bn, nameEn: row.name_en },
    labs: int(row.labs),
    equipment: int(row.equipment),
    working: int(row.working),
    faulty: int(row.faulty),
    lost: int(row.lost),
    activities: int(activityOf.get(int(row.district_id))?.activities),
    participants: int(activityOf.get(int(row.district_id))?.participants),
    inspectedLabs: inspectedOf.get(int(row.district_id)) ?? 0,
  }));
  const sum = (key: keyof Omit<LabDistrictRow, 'district'>) =>
    byDistrict.reduce((total, row) => total + row[key], 0);
  const activityByMonth = Array.from({ length: 12 }, (_, index) => {
    const year = fiscalYear + (index >= 6 ? 1 : 0);
    const month = `${year}-${String(((index + 6) % 12) + 1).padStart(2, '0')}`;
    const row = monthOf.get(month);
    return { month, activities: int(row?.activities), participants: int(row?.participants) };
  });
  return {
    fiscalYear,
    totals: {
      labs: sum('labs'),
      equipment: sum('equipment'),
      working: sum('working'),
      faulty: sum('faulty'),
      lost: sum('lost'),
      activities: sum('activities'),
      participants: sum('participants'),
      inspectedLabs: sum('inspectedLabs'),
      openRecommendations: int(open?.count),
    },
    byType: typeRows.map((row) => ({ type: row.type, labs: int(row.labs) })),
    byDistrict,
    activityByMonth,
  };
}

/** The lab report: the dashboard's district rows (the printed report reads the same figures). */
export async function labReport(db: Db, auth: AuthContext, query: LabReportParams) {
  const dashboard = await labDashboard(db, auth, query);
  return { fiscalYear: dashboard.fiscalYear, rows: dashboard.byDistrict, totals: dashboard.totals };
}

const labOf = (row: {
  lab_id: number;
  institution_bn: string;
  institution_en: string;
  code: string;
  type: LabType;
}) => ({
  id: int(row.lab_id),
  institutionBn: row.institution_bn,
  institutionEn: row.institution_en,
  code: row.code,
  type: row.type,
});

/** Labs inspected at least once, with where they are and where the last inspector stood. */
export async function inspectedLabs(
  db: Db,
  auth: AuthContext,
  query: InspectedQueryParams,
): Promise<Page<InspectedLab>> {
  const where = await labWhere(db, auth, query);
  const rows = await rowsOf<{
    lab_id: number;
    institution_bn: string;
    institution_en: string;
    code: string;
    type: LabType;
    district_id: number;
    district_bn: string;
    district_en: string;
    latitude: string | null;
    longitude: string | null;
    inspections: number;
    visit_date: string;
    score: number | null;
    max_score: number | null;
    i_latitude: string | null;
    i_longitude: string | null;
    total: number;
  }>(
    db,
    // From the lab inspections (a small part of all inspections, by their partial index), the
    // latest per lab, then the labs of the caller's area.
    sql`with last as (
        select distinct on (i.lab_id) i.lab_id, i.visit_date, i.score, i.max_score, i.latitude, i.longitude,
          count(*) over (partition by i.lab_id)::int as inspections
        from inspections i where i.lab_id is not null and i.status = 'submitted'
        order by i.lab_id, i.visit_date desc, i.id desc)
      select labs.id as lab_id, labs.institution_bn, labs.institution_en, labs.code, labs.type, labs.district_id,
        d.name_bn as district_bn, d.name_en as district_en, labs.latitude::text, labs.longitude::text,
        last.inspections, last.visit_date::text, last.score, last.max_score,
        last.latitude::text as i_latitude, last.longitude::text as i_longitude, count(*) over ()::int as total
      from last join labs on labs.id = last.lab_id join districts d on d.id = labs.district_id
      where ${where}
      order by last.visit_date desc, labs.id desc
      limit ${query.pageSize} offset ${pageOffset(query)}`,
  );
  return {
    total: int(rows[0]?.total),
    items: rows.map((row) => ({
      lab: labOf(row),
      district: { id: int(row.district_id), nameBn: row.district_bn, nameEn: row.district_en },
      latitude: coordinate(row.latitude),
      longitude: coordinate(row.longitude),
      inspections: int(row.inspections),
      lastVisit: row.visit_date,
      lastScore: row.score === null ? null : int(row.score),
      lastMaxScore: row.max_score === null ? null : int(row.max_score),
      inspectedLatitude: coordinate(row.i_latitude),
      inspectedLongitude: coordinate(row.i_longitude),
    })),
  };
}

/** Recommendations raised at labs of the caller's area. */
export async function labRecommendations(
  db: Db,
  auth: AuthContext,
  query: LabRecommendationParams,
): Promise<Page<LabRecommendation>> {
  const where = await labWhere(db, auth, query);
  const status = query.status ? sql`and r.status = ${query.status}` : sql``;
  const [rows, [count]] = await Promise.all([
    rowsOf<{
      id: number;
      lab_id: number;
      institution_bn: string;
      institution_en: string;
      code: string;
      type: LabType;
      text: string;
      office_id: number;
      office_bn: string;
      office_en: string;
      deadline: string;
      status: RecommendationStatus;
      progress: number;
    }>(
      db,
      sql`select r.id, labs.id as lab_id, labs.institution_bn, labs.institution_en, labs.code, labs.type, r.text,
          r.responsible_office_id as office_id, o.name_bn as office_bn, o.name_en as office_en,
          r.deadline::text, r.status, r.progress
        from inspection_recommendations r join labs on labs.id = r.lab_id
        join offices o on o.id = r.responsible_office_id
        where ${where} ${status}
        order by (r.status = 'closed'), r.deadline, r.id
        limit ${query.pageSize} offset ${pageOffset(query)}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from inspection_recommendations r join labs on labs.id = r.lab_id
        where ${where} ${status}`,
    ),
  ]);
  const own = auth.activeRole.OfficeId;
  return {
    total: int(count?.total),
    items: rows.map((row) => ({
      id: int(row.id),
      lab: labOf(row),
      text: row.text,
      responsibleOffice: { id: int(row.office_id), nameBn: row.office_bn, nameEn: row.office_en } as Named,
      deadline: row.deadline,
      status: row.status,
      progress: int(row.progress),
      canUpdate:
        (isAppAdmin(auth) || int(row.office_id) === own) &&
        (row.status === 'open' || row.status === 'in_progress'),
    })),
  };
}

/** Recommendations at labs by district and state, with the overdue ones and the mean progress. */
export async function recommendationProgress(
  db: Db,
  auth: AuthContext,
  query: LabReportParams,
): Promise<RecommendationProgressRow[]> {
  const where = await labWhere(db, auth, query);
  // Overdue by Bangladesh's day, the day the answer is kept under (platform/read-cache.ts).
  const today = dhakaDay(new Date());
  const rows = await rowsOf<{
    district_id: number;
    name_bn: string;
    name_en: string;
    total: number;
    open: number;
    in_progress: number;
    implemented: number;
    closed: number;
    overdue: number;
    progress: number;
  }>(
    db,
    sql`select labs.district_id, d.name_bn, d.name_en, count(*)::int as total,
        count(*) filter (where r.status = 'open')::int as open,
        count(*) filter (where r.status = 'in_progress')::int as in_progress,
        count(*) filter (where r.status = 'implemented')::int as implemented,
        count(*) filter (where r.status = 'closed')::int as closed,
        count(*) filter (where r.status in ('open', 'in_progress') and r.deadline < ${today}::date)::int as overdue,
        round(avg(r.progress))::int as progress
      from inspection_recommendations r join labs on labs.id = r.lab_id join districts d on d.id = labs.district_id
      where ${where} group by labs.district_id, d.name_bn, d.name_en order by d.name_bn`,
  );
  return rows.map((row) => ({
    district: { id: int(row.district_id), nameBn: row.name_bn, nameEn: row.name_en },
    total: int(row.total),
    open: int(row.open),
    inProgress: int(row.in_progress),
    implemented: int(row.implemented),
    closed: int(row.closed),
    overdue: int(row.overdue),
    averageProgress: int(row.progress),
  }));
}

/** The districts the caller's labs lie in, for the filters. */
export async function labDistricts(db: Db, auth: AuthContext): Promise<Named[]> {
  const where = await labWhere(db, auth, {});
  const rows = await rowsOf<{ id: number; name_bn: string; name_en: string }>(
    db,
    sql`select d.id, d.name_bn, d.name_en from districts d
      where exists (select 1 from labs where labs.district_id = d.id and ${where}) order by d.name_bn`,
  );
  return rows.map((row) => ({ id: int(row.id), nameBn: row.name_bn, nameEn: row.name_en }));
}
