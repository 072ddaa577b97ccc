/**
 * Who works which report. A report is the asking office's: its office admin or head (and the super
 * admin) changes it, assigns it and reads every office's responses to it. A response is its
 * office's: the desks the office permitted for a stage work that stage, and nobody outside the
 * office or the asking office reads it (404). Approvals go to desks, not persons: whoever holds a
 * permitted desk acts for it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  REPORT_STAGES,
  type ReportStage,
  type ResponseStatus,
  STAGE_STATUS,
} from '../../../common/contracts/report.contract';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../auth/auth.session';
import { reportDefinitions, reportPermittedDesks } from './report.table';

export const officeOf = (auth: AuthContext) => auth.activeRole.OfficeId;
export const deskOf = (auth: AuthContext) => auth.activeRole.DeskId;

type Definition = typeof reportDefinitions.$inferSelect;

/** Does the caller run the asking side of this report (its office defines it, or the super admin)? */
export const ownsReport = (auth: AuthContext, report: Pick<Definition, 'ownerOfficeId'>) =>
  auth.isSuperAdmin || report.ownerOfficeId === officeOf(auth);

/** The report, 404 when there is none. */
export async function reportById(db: Db | Tx, id: number): Promise<Definition> {
  const [row] = await db.select().from(reportDefinitions).where(eq(reportDefinitions.id, id));
  if (!row) throw notFound();
  return row;
}

/** The report if the caller's office defines it: 404 when none, 403 when another office's. */
export async function ownedReport(db: Db | Tx, auth: AuthContext, id: number): Promise<Definition> {
  const row = await reportById(db, id);
  if (!ownsReport(auth, row)) throw forbidden('report.notOwner');
  return row;
}

/** The stages the caller's active desk is permitted for, per report, in its office. */
export async function stagesOfDesk(
  db: Db | Tx,
  auth: AuthContext,
  reportIds?: number[],
): Promise<Map<number, ReportStage[]>> {
  const result = new Map<number, ReportStage[]>();
  if (deskOf(auth) <= 0 || (reportIds && reportIds.length === 0)) return result;
  const rows = await db
    .select({ reportId: reportPermittedDesks.reportId, stage: reportPermittedDesks.stage })
    .from(reportPermittedDesks)
    .where(
      and(
        eq(reportPermittedDesks.officeId, officeOf(auth)),
        eq(reportPermittedDesks.deskId, deskOf(auth)),
        reportIds ? inArray(reportPermittedDesks.reportId, reportIds) : undefined,
      ),
    );
  for (const row of rows) {
    const stage = REPORT_STAGES.find((name) => STAGE_STATUS[name] === row.stage);
    if (!stage) continue;
    result.set(row.reportId, [...(result.get(row.reportId) ?? []), stage]);
  }
  return result;
}

/** Is the caller's desk permitted for the stage that works `status` of this report in its office? */
export async function deskMayWork(
  db: Db | Tx,
  auth: AuthContext,
  reportId: number,
  status: ResponseStatus,
): Promise<boolean> {
  if (deskOf(auth) <= 0) return false;
  const [row] = await db
    .select({ id: reportPermittedDesks.id })
    .from(reportPermittedDesks)
    .where(
      and(
        eq(reportPermittedDesks.officeId, officeOf(auth)),
        eq(reportPermittedDesks.deskId, deskOf(auth)),
        eq(reportPermittedDesks.stage, status),
        eq(reportPermittedDesks.reportId, reportId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Is `officeId` the office `controller` or one under it in the controlling chain? */
export async function controlledOffices(
  db: Db | Tx,
  controller: number,
  officeIds: number[],
): Promise<Set<number>> {
  if (officeIds.length === 0) return new Set();
  const result = (await db.execute(sql`
    with recursive tree(id) as (
      select id from offices where controlling_office_id = ${controller}
      union
      select o.id from offices o join tree on o.controlling_office_id = tree.id
    )
    select id from tree where id in (${sql.join(
      officeIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as { rows: { id: number }[] };
  return new Set(result.rows.map((row) => Number(row.id)));
}

/** The offices under `controller` in the controlling chain (not itself). */
export const controlledTree = (controller: number) => sql`
  with recursive tree(id) as (
    select id from offices where controlling_office_id = ${controller}
    union
    select o.id from offices o join tree on o.controlling_office_id = tree.id
  )`;

/** A desk label (SPEC.md §3: role, section, office) with the desk's current holder, by desk id. */
export async function deskLabels(db: Db | Tx, deskIds: number[]) {
  const ids = [...new Set(deskIds.filter((id) => id > 0))];
  const labels = new Map<
    number,
    { deskId: number; labelBn: string; labelEn: string; holderBn: string | null; holderEn: string | null }
  >();
  if (ids.length === 0) return labels;
  const result = (await db.execute(sql`
    select d.id as "deskId",
      concat_ws(', ', r.name_bn, s.name_bn, o.name_bn) as "labelBn",
      concat_ws(', ', r.name_en, s.name_en, o.name_en) as "labelEn",
      (select coalesce(p.known_as_bangla, u.name) from user_roles ur join users u on u.id = ur.user_id
         left join profiles p on p.user_id = u.id
         where ur.desk_id = d.id and ur.released_on is null order by p.id limit 1) as "holderBn",
      (select u.name from user_roles ur join users u on u.id = ur.user_id
         where ur.desk_id = d.id and ur.released_on is null limit 1) as "holderEn"
    from desks d
    join roles r on r.id = d.role_id
    join offices o on o.id = d.office_id
    left join sections s on s.id = d.section_id
    where d.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as {
    rows: {
      deskId: number;
      labelBn: string;
      labelEn: string;
      holderBn: string | null;
      holderEn: string | null;
    }[];
  };
  for (const row of result.rows) labels.set(Number(row.deskId), { ...row, deskId: Number(row.deskId) });
  return labels;
}
