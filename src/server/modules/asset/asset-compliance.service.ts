/**
 * Who has and has not filed (the dashboard and the compliance report). An office's officers are the
 * current, substantive holders of its desks (as the admin dashboard counts them); each is probed
 * once against the unique (user, fiscal year) index, so an office costs its officers' count of index
 * reads, and a page of offices twenty offices' worth, whatever the national total. The figures
 * say who has filed and in which state, never what a statement declares.
 */
import type { Readable } from 'node:stream';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ASSET_STATUSES,
  type AssetFigures,
  type AssetStatus,
  type ComplianceRow,
  type complianceFilterSchema,
  type OfficerFiling,
  type officersQuerySchema,
  type Page,
} from '../../../common/contracts/asset.contract';
import { nameOf } from '../../../common/labels';
import type { Lang } from '../../../common/messages';
import { isAppAdmin } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { pageOffset, searchTextMatches, totalOf } from '../../platform/paging';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import { currentFiscalYear, deadlineOf } from './asset-setup.service';

// Both drivers answer `execute` with `rows`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The offices whose filing the caller may see: all for app admins; their own and those it controls. */
function officeScope(auth: AuthContext): SQL | undefined {
  if (isAppAdmin(auth)) return undefined;
  const own = auth.activeRole.OfficeId;
  return or(eq(offices.id, own), eq(offices.controllingOfficeId, own));
}

async function assertOfficeInScope(db: Db, auth: AuthContext, officeId: number) {
  const [office] = await db
    .select({ id: offices.id, nameBn: offices.nameBn, nameEn: offices.nameEn })
    .from(offices)
    .where(and(eq(offices.id, officeId), officeScope(auth)));
  if (!office) throw notFound();
  return office;
}

/** The staff of `officeId` with their statement of `fiscalYear`, if any (one index probe each). */
const staffFilings = (officeId: number | SQL, fiscalYear: string) => sql`
  select distinct on (ur.user_id) ur.user_id, d.id as desk_id, d.role_id, d.sort_order,
    s.id as statement_id, s.status, s.submitted_at
  from user_roles ur
  join desks d on d.id = ur.desk_id
  left join asset_statements s on s.user_id = ur.user_id and s.fiscal_year = ${fiscalYear}
  where d.office_id = ${officeId} and ur.released_on is null and not ur.is_additional_charge
  order by ur.user_id, d.id`;

/** The officers of `officeId` who have not submitted `fiscalYear`'s statement (none, a draft or returned). */
export const nonFilers = (officeId: number, fiscalYear: string) => sql`
  select staff.user_id from (${staffFilings(officeId, fiscalYear)}) staff
  where staff.status is null or staff.status not in ('submitted', 'accepted')`;

export async function assetFigures(
  db: Db,
  auth: AuthContext,
  query: { fiscalYear?: string; officeId?: number },
): Promise<AssetFigures> {
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const office = await assertOfficeInScope(db, auth, query.officeId ?? auth.activeRole.OfficeId);
  const [counts, deadline] = await Promise.all([
    db.execute(sql`
      with staff as (${staffFilings(office.id, fiscalYear)})
      select coalesce(status, 'none') as status, count(*)::int as count from staff group by 1`),
    deadlineOf(db, fiscalYear),
  ]);
  const byStatus = Object.fromEntries(ASSET_STATUSES.map((status) => [status, 0])) as Record<
    AssetStatus,
    number
  >;
  let officers = 0;
  let notStarted = 0;
  for (const row of rowsOf<{ status: AssetStatus | 'none'; count: number }>(counts)) {
    officers += row.count;
    if (row.status === 'none') notStarted = row.count;
    else byStatus[row.status] = row.count;
  }
  return { fiscalYear, office, officers, byStatus, notStarted, deadline };
}

/** One office's officers and whether each has filed, by designation. */
export async function officerFilings(
  db: Db,
  auth: AuthContext,
  officeId: number,
  query: z.output<typeof officersQuerySchema>,
): Promise<Page<OfficerFiling>> {
  await assertOfficeInScope(db, auth, officeId);
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const filter =
    query.filing === 'notFiled'
      ? sql`where staff.status is null or staff.status not in ('submitted', 'accepted')`
      : query.filing === 'filed'
        ? sql`where staff.status in ('submitted', 'accepted')`
        : sql``;
  const [page, count] = await Promise.all([
    db.execute(sql`
      with staff as (${staffFilings(officeId, fiscalYear)})
      select staff.user_id as "userId", u.name as "nameEn",
        (select p.known_as_bangla from profiles p where p.user_id = staff.user_id order by p.id limit 1) as "nameBn",
        r.id as "roleId", r.name_bn as "roleBn", r.name_en as "roleEn",
        staff.statement_id as "statementId", staff.status, staff.submitted_at as "submittedAt"
      from staff
      join users u on u.id = staff.user_id
      join roles r on r.id = staff.role_id
      ${filter}
      order by coalesce(r.grade, 99), staff.sort_order, staff.desk_id
      limit ${query.pageSize} offset ${pageOffset(query)}`),
    db.execute(
      sql`with staff as (${staffFilings(officeId, fiscalYear)}) select count(*)::int as total from staff ${filter}`,
    ),
  ]);
  type Row = {
    userId: number;
    nameEn: string;
    nameBn: string | null;
    roleId: number;
    roleBn: string;
    roleEn: string | null;
    statementId: number | null;
    status: AssetStatus | null;
    submittedAt: Date | string | null;
  };
  return {
    items: rowsOf<Row>(page).map((row) => ({
      userId: row.userId,
      nameEn: row.nameEn,
      nameBn: row.nameBn ?? row.nameEn,
      designation: { id: row.roleId, nameBn: row.roleBn, nameEn: row.roleEn ?? '' },
      statementId: row.statementId,
      status: row.status,
      submittedAt: row.submittedAt ? new Date(row.submittedAt).toISOString() : null,
    })),
    total: rowsOf<{ total: number }>(count)[0].total,
  };
}

/** A page of offices in scope, each with its officers and how many have filed and been accepted. */
async function complianceRows(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof complianceFilterSchema>,
  limit: number,
  offset: number,
): Promise<ComplianceRow[]> {
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const where = and(officeScope(auth), searchTextMatches(query.search, offices.searchText));
  const result = await db.execute(sql`
    select o.id, o.name_bn as "nameBn", o.name_en as "nameEn",
      coalesce(f.officers, 0) as officers, coalesce(f.filed, 0) as filed, coalesce(f.accepted, 0) as accepted
    from (
      select ${offices.id} as id, ${offices.nameBn} as name_bn, ${offices.nameEn} as name_en,
        ${offices.levelSortOrder} as level_sort_order
      from ${offices} ${where ? sql`where ${where}` : sql``}
      order by ${offices.levelSortOrder}, ${offices.nameBn}, ${offices.id}
      limit ${limit} offset ${offset}
    ) o
    left join lateral (
      select count(*)::int as officers,
        (count(*) filter (where staff.status in ('submitted', 'accepted')))::int as filed,
        (count(*) filter (where staff.status = 'accepted'))::int as accepted
      from (${staffFilings(sql.raw('o.id'), fiscalYear)}) staff
    ) f on true
    order by o.level_sort_order, o.name_bn, o.id`);
  return rowsOf<{
    id: number;
    nameBn: string;
    nameEn: string;
    officers: number;
    filed: number;
    accepted: number;
  }>(result).map((row) => ({
    office: { id: row.id, nameBn: row.nameBn, nameEn: row.nameEn },
    officers: row.officers,
    filed: row.filed,
    accepted: row.accepted,
    notFiled: row.officers - row.filed,
  }));
}

export async function compliancePage(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof complianceFilterSchema> & { page: number; pageSize: number },
): Promise<Page<ComplianceRow> & { fiscalYear: string }> {
  const where = and(officeScope(auth), searchTextMatches(query.search, offices.searchText));
  const [items, [{ total }]] = await Promise.all([
    complianceRows(db, auth, query, query.pageSize, pageOffset(query)),
    totalOf(db, offices, where),
  ]);
  return { fiscalYear: query.fiscalYear ?? currentFiscalYear(), items, total };
}

/** More offices than a spreadsheet is read for; the search narrows a larger scope. */
const MAX_EXPORT_ROWS = 25_000;
const BATCH = 500;

export function exportCompliance(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof complianceFilterSchema>,
  lang: Lang,
): Promise<Readable> {
  async function* batches() {
    for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += BATCH) {
      const rows = await complianceRows(db, auth, query, BATCH, offset);
      if (rows.length > 0) yield rows;
      if (rows.length < BATCH) return;
    }
  }
  const column = (bn: string, en: string, width: number, value: XlsxColumn<ComplianceRow>['value']) => ({
    header: lang === 'en' ? en : bn,
    width,
    value,
  });
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  return xlsxStream(
    lang === 'en' ? `Asset statements ${fiscalYear}` : `সম্পদ বিবরণী ${fiscalYear}`,
    [
      column('অফিস', 'Office', 50, (row) => nameOf(row.office, lang)),
      column('কর্মকর্তা', 'Officers', 12, (row) => row.officers),
      column('দাখিল করেছেন', 'Filed', 14, (row) => row.filed),
      column('গৃহীত', 'Accepted', 12, (row) => row.accepted),
      column('দাখিল করেননি', 'Not filed', 14, (row) => row.notFiled),
    ],
    batches(),
  );
}
