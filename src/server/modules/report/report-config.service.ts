/**
 * The asking office's side of a report: its definition (update-config), the offices asked to send
 * it (office-assignment-update, assignable-offices), the lists of reports it asks (asked-reports)
 * and, per office, the desks that office permits for the three stages (permitted-desks).
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type PermittedDesk,
  REPORT_STAGES,
  type ReportConfig,
  type ReportDefinition,
  type ReportPage,
  type ReportStage,
  STAGE_STATUS,
} from '../../../common/contracts/report.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { pageOffset, searchTextMatches } from '../../platform/paging';
import { preparedQuery } from '../../platform/prepared';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { desks, offices } from '../office/office.table';
import { controlledOffices, controlledTree, deskLabels, officeOf, ownedReport } from './report.access';
import { reportAssignments, reportDefinitions, reportPermittedDesks, reportResponses } from './report.table';

type Definition = typeof reportDefinitions.$inferSelect;

export function toDefinition(
  row: Definition,
  owner: { id: number; nameBn: string; nameEn: string },
  assignedOffices: number,
): ReportDefinition {
  return {
    id: row.id,
    code: row.code,
    titleBn: row.titleBn,
    titleEn: row.titleEn,
    description: row.description,
    frequency: row.frequency,
    dueDay: row.dueDay,
    fields: row.fields,
    attachments: row.attachments,
    active: row.active,
    ownerOffice: owner,
    assignedOffices,
    createdAt: row.createdAt.toISOString(),
  };
}

const assignedCount = sql<number>`(select count(*)::int from ${reportAssignments} a where a.report_id = ${reportDefinitions.id})`;

function definitionQuery(db: Db | Tx) {
  return db
    .select({
      row: reportDefinitions,
      ownerId: offices.id,
      ownerBn: offices.nameBn,
      ownerEn: offices.nameEn,
      assigned: assignedCount,
    })
    .from(reportDefinitions)
    .innerJoin(offices, eq(offices.id, reportDefinitions.ownerOfficeId))
    .$dynamic();
}

const fromJoined = (row: Awaited<ReturnType<ReturnType<typeof definitionQuery>['execute']>>[number]) =>
  toDefinition(row.row, { id: row.ownerId, nameBn: row.ownerBn, nameEn: row.ownerEn }, row.assigned);

const ownerOfficeQuery = preparedQuery((db) =>
  db
    .select({ officeId: reportDefinitions.ownerOfficeId })
    .from(reportDefinitions)
    .where(eq(reportDefinitions.id, sql.placeholder('id')))
    .prepare('report_owner_office'),
);

/** The asking office of a report (set when it is made, never changed); undefined when there is none. */
export async function ownerOfficeOf(db: Db, id: number): Promise<number | undefined> {
  const [row] = await ownerOfficeQuery(db).execute({ id });
  return row?.officeId;
}

export async function getDefinition(db: Db | Tx, id: number): Promise<ReportDefinition> {
  const [row] = await definitionQuery(db).where(eq(reportDefinitions.id, id));
  if (!row) throw notFound();
  return fromJoined(row);
}

/** asked-reports: the reports the caller's office asks of others, newest first. */
export async function listAskedReports(
  db: Db,
  auth: AuthContext,
  query: { search?: string; page: number; pageSize: number },
): Promise<ReportPage> {
  const where = and(
    eq(reportDefinitions.ownerOfficeId, officeOf(auth)),
    searchTextMatches(query.search, reportDefinitions.searchText),
  );
  const [rows, [{ total }]] = await Promise.all([
    definitionQuery(db)
      .where(where)
      .orderBy(desc(reportDefinitions.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(reportDefinitions).where(where),
  ]);
  return { items: rows.map(fromJoined), total };
}

/** update-config: a new report of the caller's office, or a change of one it defines. */
export async function saveDefinition(db: Db, actor: Actor, input: ReportConfig): Promise<ReportDefinition> {
  const { auth } = actor;
  const values = {
    code: input.code,
    titleBn: input.titleBn.normalize('NFC'),
    titleEn: input.titleEn,
    description: input.description ?? null,
    frequency: input.frequency,
    dueDay: input.dueDay,
    fields: input.fields,
    attachments: input.attachments,
    active: input.active,
  };
  const id = await inTransaction(
    db,
    async (tx) => {
      if (input.id === undefined) {
        const [row] = await tx
          .insert(reportDefinitions)
          .values({ ...values, ownerOfficeId: officeOf(auth), createdBy: auth.userId })
          .returning();
        await audit(tx, actor, 'create', 'report', row.id, { after: row });
        return row.id;
      }
      // The row lock orders this change after any response being saved under the old periods
      // (saveResponse holds the row for share), so the check below sees every response.
      await tx
        .select({ id: reportDefinitions.id })
        .from(reportDefinitions)
        .where(eq(reportDefinitions.id, input.id))
        .for('update');
      const before = await ownedReport(tx, auth, input.id);
      if (before.frequency !== input.frequency) {
        const [answered] = await tx
          .select({ id: reportResponses.id })
          .from(reportResponses)
          .where(eq(reportResponses.reportId, input.id))
          .limit(1);
        // Stored responses are numbered by the old periods; another frequency would renumber them.
        if (answered) throw conflict('report.frequencyLocked');
      }
      const [after] = await tx
        .update(reportDefinitions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(reportDefinitions.id, input.id))
        .returning();
      await audit(tx, actor, 'update', 'report', input.id, { before, after });
      return input.id;
    },
    { duplicate: 'report.codeTaken' },
  );
  return getDefinition(db, id);
}

/** The offices' responses leave the summary's counts (they stay readable in the lists). */
async function markNotAsked(tx: Tx, reportId: number, officeIds: number[]): Promise<void> {
  if (officeIds.length === 0) return;
  await tx
    .update(reportResponses)
    .set({ asked: false })
    .where(
      and(
        eq(reportResponses.reportId, reportId),
        inArray(reportResponses.officeId, officeIds),
        eq(reportResponses.asked, true),
      ),
    );
}

/**
 * office-assignment-update: offices asked to send the report, or no longer asked. A response being
 * saved holds its office's assignment row for share, so an office is unassigned only after it.
 */
export async function updateAssignment(
  db: Db,
  actor: Actor,
  input: { reportId: number; officeIds: number[]; assigned: boolean; allControlled: boolean },
): Promise<{ assigned: number }> {
  const { auth } = actor;
  const report = await ownedReport(db, auth, input.reportId);
  const officeIds = [...new Set(input.officeIds)];
  if (input.assigned && officeIds.length > 0 && !auth.isSuperAdmin) {
    const controlled = await controlledOffices(db, report.ownerOfficeId, officeIds);
    // Its own office may be asked too (a head office reports to itself as well).
    if (officeIds.some((id) => id !== report.ownerOfficeId && !controlled.has(id)))
      throw forbidden('report.notControlled');
  }
  return inTransaction(db, async (tx) => {
    if (input.assigned) {
      if (officeIds.length > 0) {
        const existing = await tx
          .select({ id: offices.id })
          .from(offices)
          .where(inArray(offices.id, officeIds));
        if (existing.length !== officeIds.length)
          throw badRequest('validation.report.officesRequired', [
            { field: 'officeIds', messageKey: 'validation.report.officesRequired' },
          ]);
        await tx
          .insert(reportAssignments)
          .values(officeIds.map((officeId) => ({ reportId: report.id, officeId })))
          .onConflictDoNothing();
      }
      if (input.allControlled)
        await tx.execute(sql`${controlledTree(report.ownerOfficeId)}
          insert into report_assignments (report_id, office_id)
          select ${report.id}, id from tree on conflict do nothing`);
      // Offices asked again count in the summary again.
      await tx.execute(sql`update report_responses r set asked = true
        where r.report_id = ${report.id} and not r.asked
          and exists (select 1 from report_assignments a where a.report_id = r.report_id and a.office_id = r.office_id)`);
    } else if (officeIds.length > 0) {
      const removed = await tx
        .delete(reportAssignments)
        .where(and(eq(reportAssignments.reportId, report.id), inArray(reportAssignments.officeId, officeIds)))
        .returning({ officeId: reportAssignments.officeId });
      await markNotAsked(
        tx,
        report.id,
        removed.map((row) => row.officeId),
      );
    } else if (input.allControlled) {
      await tx.delete(reportAssignments).where(eq(reportAssignments.reportId, report.id));
      await tx
        .update(reportResponses)
        .set({ asked: false })
        .where(and(eq(reportResponses.reportId, report.id), eq(reportResponses.asked, true)));
    }
    await audit(tx, actor, input.assigned ? 'assign' : 'unassign', 'report', report.id, {
      after: { officeIds, allControlled: input.allControlled },
    });
    const [{ total }] = await tx
      .select({ total: count() })
      .from(reportAssignments)
      .where(eq(reportAssignments.reportId, report.id));
    return { assigned: total };
  });
}

/** The offices the report can be asked of (its own and those it controls), with whether they are. */
export async function assignableOffices(
  db: Db,
  auth: AuthContext,
  query: { reportId: number; search?: string; page: number; pageSize: number },
) {
  const report = await ownedReport(db, auth, query.reportId);
  const search = query.search
    ? sql`and o.search_text like lower(${`%${query.search.normalize('NFC').replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
    : sql``;
  const base = sql`${controlledTree(report.ownerOfficeId)}, candidates as (
      select id from tree union select ${report.ownerOfficeId}::int
    )`;
  const rows = (await db.execute(sql`${base}
    select o.id, o.name_bn as "nameBn", o.name_en as "nameEn",
      exists(select 1 from report_assignments a where a.report_id = ${report.id} and a.office_id = o.id) as assigned
    from candidates c join offices o on o.id = c.id
    where true ${search}
    order by o.level_sort_order, o.name_bn, o.id
    limit ${query.pageSize} offset ${pageOffset(query)}`)) as unknown as {
    rows: { id: number; nameBn: string; nameEn: string; assigned: boolean }[];
  };
  const counted = (await db.execute(sql`${base}
    select count(*)::int as total from candidates c join offices o on o.id = c.id where true ${search}`)) as unknown as {
    rows: { total: number }[];
  };
  return {
    items: rows.rows.map((row) => ({ ...row, id: Number(row.id) })),
    total: Number(counted.rows[0]?.total ?? 0),
  };
}

/* Permitted desks ---------------------------------------------------------------------------- */

const stageOf = (status: number): ReportStage =>
  REPORT_STAGES.find((stage) => STAGE_STATUS[stage] === status) ?? 'creator';

/** A report the caller's office is asked to send, or defines: 404 otherwise. */
async function reportOfOffice(db: Db | Tx, auth: AuthContext, reportId: number) {
  const [row] = await db
    .select({ id: reportDefinitions.id, ownerOfficeId: reportDefinitions.ownerOfficeId })
    .from(reportDefinitions)
    .leftJoin(
      reportAssignments,
      and(
        eq(reportAssignments.reportId, reportDefinitions.id),
        eq(reportAssignments.officeId, officeOf(auth)),
      ),
    )
    .where(
      and(
        eq(reportDefinitions.id, reportId),
        sql`(${reportAssignments.officeId} is not null or ${reportDefinitions.ownerOfficeId} = ${officeOf(auth)})`,
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** permitted-desks/{id}: the caller's office's permitted desks for report {id}, by stage. */
export async function listPermittedDesks(
  db: Db,
  auth: AuthContext,
  reportId: number,
): Promise<PermittedDesk[]> {
  await reportOfOffice(db, auth, reportId);
  const rows = await db
    .select()
    .from(reportPermittedDesks)
    .where(
      and(eq(reportPermittedDesks.reportId, reportId), eq(reportPermittedDesks.officeId, officeOf(auth))),
    )
    .orderBy(asc(reportPermittedDesks.stage), asc(reportPermittedDesks.id));
  const labels = await deskLabels(
    db,
    rows.map((row) => row.deskId),
  );
  return rows.map((row) => ({
    id: row.id,
    reportId: row.reportId,
    officeId: row.officeId,
    stage: stageOf(row.stage),
    desk: labels.get(row.deskId) ?? {
      deskId: row.deskId,
      labelBn: '',
      labelEn: '',
      holderBn: null,
      holderEn: null,
    },
  }));
}

/** permitted-desks: permits a desk of the caller's office for a stage of a report asked of it. */
export async function addPermittedDesk(
  db: Db,
  actor: Actor,
  input: { reportId: number; deskId: number; stage: ReportStage },
): Promise<PermittedDesk[]> {
  const { auth } = actor;
  await reportOfOffice(db, auth, input.reportId);
  const [desk] = await db.select({ officeId: desks.officeId }).from(desks).where(eq(desks.id, input.deskId));
  if (!desk || desk.officeId !== officeOf(auth))
    throw badRequest('report.deskNotInOffice', [{ field: 'deskId', messageKey: 'report.deskNotInOffice' }]);
  await inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(reportPermittedDesks)
        .values({
          reportId: input.reportId,
          officeId: officeOf(auth),
          deskId: input.deskId,
          stage: STAGE_STATUS[input.stage],
        })
        .returning();
      await audit(tx, actor, 'permit-desk', 'report', input.reportId, { after: row });
    },
    { duplicate: 'report.deskAlreadyPermitted' },
  );
  return listPermittedDesks(db, auth, input.reportId);
}

/** remove-permitted-desk/{id}: withdraws a permission of the caller's office (404 for another office's). */
export async function removePermittedDesk(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  const { auth } = actor;
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .delete(reportPermittedDesks)
      .where(and(eq(reportPermittedDesks.id, id), eq(reportPermittedDesks.officeId, officeOf(auth))))
      .returning();
    if (!row) throw notFound();
    await audit(tx, actor, 'unpermit-desk', 'report', row.reportId, { before: row });
    return { id };
  });
}

/** The caller's office's desks with their holders, for choosing a permitted desk. */
export async function officeDesks(db: Db, auth: AuthContext) {
  const rows = await db
    .select({ id: desks.id })
    .from(desks)
    .where(eq(desks.officeId, officeOf(auth)))
    .orderBy(asc(desks.sortOrder), asc(desks.id))
    .limit(500);
  const labels = await deskLabels(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => labels.get(row.id)).filter((label) => label !== undefined);
}

/** Reports asked of an office (none when the office has none): their ids. */
export async function assignedReportIds(db: Db | Tx, officeId: number, only?: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: reportAssignments.reportId })
    .from(reportAssignments)
    .innerJoin(reportDefinitions, eq(reportDefinitions.id, reportAssignments.reportId))
    .where(and(eq(reportAssignments.officeId, officeId), only));
  return rows.map((row) => row.id);
}
