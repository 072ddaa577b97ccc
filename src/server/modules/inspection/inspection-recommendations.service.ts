/**
 * Recommendations (সুপারিশ): raised by the inspector on a finding, with the office responsible and a
 * deadline; the responsible office reports progress with evidence (in progress, implemented); the
 * inspector (or an app admin) closes an implemented one or sends it back. Each step is one
 * conditional update of the recommendation in its expected state; zero rows answers 409.
 * Progress rolls up the office tree: an office sees the recommendations of the offices under it.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type CloseInput,
  type ComplianceInput,
  type ComplianceUpdate,
  closeInputSchema,
  complianceInputSchema,
  type FeedbackRow,
  INSPECTION_PATHS,
  MAX_EVIDENCE,
  type RecommendationDetail,
  type RecommendationFilterParams,
  type RecommendationInput,
  type RecommendationQueryParams,
  type RecommendationSummary,
  recommendationInputSchema,
} from '../../../common/contracts/inspection.contract';
import type { Page } from '../../../common/contracts/office.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { readStoredFile } from '../../platform/file-serve';
import type { FileStore } from '../../platform/file-store';
import { saveUpload, type Upload } from '../../platform/files';
import { cappedTotalOf, containsPattern, pageOf } from '../../platform/paging';
import { storedFiles } from '../../platform/platform.table';
import { inTransaction } from '../../platform/transactions';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { inspectionComplianceUpdates, inspectionRecommendations, inspections } from './inspection.table';
import {
  isAdmin,
  isUnder,
  officeNames,
  personNames,
  rowsOf,
  subtreeSql,
  unknownOffice,
  unknownPerson,
} from './inspection-access';
import { joinLab, labsOf, type WithLab, withLabColumns } from './inspection-labs';
import { getSettings } from './inspection-templates.service';

type RecRow = typeof inspectionRecommendations.$inferSelect;
export const EVIDENCE_OWNER = 'inspection-evidence';

const today = () => dhakaDay(new Date());

export async function recommendationSummaries(
  db: Db | Tx,
  rows: WithLab<RecRow>[],
): Promise<RecommendationSummary[]> {
  if (rows.length === 0) return [];
  const [people, offices, labRefs] = await Promise.all([
    personNames(
      db,
      rows.map((row) => row.inspectorId),
    ),
    officeNames(
      db,
      rows.flatMap((row) => [row.responsibleOfficeId, row.targetOfficeId]),
    ),
    labsOf(db, rows),
  ]);
  const now = today();
  return rows.map((row, index) => ({
    id: row.id,
    inspectionId: row.inspectionId,
    itemKey: row.itemKey,
    text: row.text,
    status: row.status,
    progress: row.progress,
    deadline: row.deadline,
    overdue: row.status !== 'closed' && row.deadline < now,
    responsibleOffice: offices.get(row.responsibleOfficeId) ?? unknownOffice(row.responsibleOfficeId),
    inspectedOffice: offices.get(row.targetOfficeId) ?? unknownOffice(row.targetOfficeId),
    lab: labRefs[index],
    inspector: people.get(row.inspectorId) ?? unknownPerson(row.inspectorId),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  }));
}

/** Add a recommendation to the caller's own inspection. */
export async function addRecommendation(
  db: Db,
  actor: Actor,
  inspectionId: number,
  input: RecommendationInput,
): Promise<RecommendationSummary> {
  const values = recommendationInputSchema.parse(input);
  const [inspection] = await db.select().from(inspections).where(eq(inspections.id, inspectionId));
  if (!inspection || inspection.userId !== actor.auth.userId) throw notFound();
  const [office] = await rowsOf<{ id: number }>(
    db,
    sql`select id from offices where id = ${values.responsibleOfficeId}`,
  );
  if (!office)
    throw badRequest('error.invalidInput', [
      { field: 'responsibleOfficeId', messageKey: 'validation.inspection.officeRequired' },
    ]);
  const settings = await getSettings(db);
  const deadline =
    values.deadline ??
    new Date(Date.parse(`${inspection.visitDate}T00:00:00Z`) + settings.defaultDeadlineDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
  if (deadline < inspection.visitDate)
    throw badRequest('error.invalidInput', [{ field: 'deadline', messageKey: 'validation.dateInvalid' }]);
  const row = await inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(inspectionRecommendations)
      .values({
        inspectionId,
        itemKey: values.itemKey ?? null,
        text: values.text,
        responsibleOfficeId: values.responsibleOfficeId,
        inspectorId: inspection.userId,
        inspectorOfficeId: inspection.officeId,
        targetOfficeId: inspection.targetOfficeId,
        labId: inspection.labId,
        deadline,
      })
      .returning();
    await audit(tx, actor, 'create', 'inspection-recommendation', created.id, { after: created });
    return created;
  });
  const [summary] = await recommendationSummaries(db, [row]);
  return summary;
}

function mayAct(auth: AuthContext, row: RecRow) {
  return isAdmin(auth) || row.responsibleOfficeId === auth.activeRole.OfficeId;
}
function mayClose(auth: AuthContext, row: RecRow) {
  return (
    isAdmin(auth) ||
    row.inspectorId === auth.userId ||
    (row.inspectorOfficeId === auth.activeRole.OfficeId && auth.activeRole.IsOfficeHead)
  );
}

/** Readable: app admins, the inspector, and the offices concerned and the offices above them. */
export async function readableRecommendation(db: Db | Tx, auth: AuthContext, id: number): Promise<RecRow> {
  const [row] = await db.select().from(inspectionRecommendations).where(eq(inspectionRecommendations.id, id));
  if (!row) throw notFound();
  if (isAdmin(auth) || row.inspectorId === auth.userId) return row;
  const own = auth.activeRole.OfficeId;
  if (
    own > 0 &&
    ((await isUnder(db, own, row.responsibleOfficeId)) ||
      (await isUnder(db, own, row.inspectorOfficeId)) ||
      row.targetOfficeId === own)
  )
    return row;
  throw notFound();
}

export async function getRecommendation(
  db: Db | Tx,
  auth: AuthContext,
  id: number,
): Promise<RecommendationDetail> {
  const row = await readableRecommendation(db, auth, id);
  const [summary] = await recommendationSummaries(db, [row]);
  const updates = await db
    .select()
    .from(inspectionComplianceUpdates)
    .where(eq(inspectionComplianceUpdates.recommendationId, id))
    .orderBy(asc(inspectionComplianceUpdates.id))
    .limit(200);
  const files = updates.length
    ? await db
        .select()
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.ownerType, EVIDENCE_OWNER),
            inArray(
              storedFiles.ownerId,
              updates.map((update) => update.id),
            ),
            sql`${storedFiles.deletedAt} is null`,
          ),
        )
    : [];
  const people = await personNames(
    db,
    updates.map((update) => update.userId),
  );
  const list: ComplianceUpdate[] = updates.map((update) => ({
    id: update.id,
    status: update.status,
    progress: update.progress,
    note: update.note,
    by: people.get(update.userId) ?? unknownPerson(update.userId),
    createdAt: update.createdAt.toISOString(),
    evidence: files
      .filter((file) => file.ownerId === update.id)
      .map((file) => ({
        id: file.id,
        name: file.originalName,
        url: INSPECTION_PATHS.evidenceFile(id, file.id),
      })),
  }));
  return {
    ...summary,
    updates: list,
    can: {
      update: mayAct(auth, row) && (row.status === 'open' || row.status === 'in_progress'),
      close: mayClose(auth, row) && row.status === 'implemented',
    },
  };
}

/** The compliance update of the responsible office: one conditional update and its trail row. */
export async function addCompliance(db: Db, actor: Actor, id: number, input: ComplianceInput) {
  const values = complianceInputSchema.parse(input);
  const row = await readableRecommendation(db, actor.auth, id);
  if (!mayAct(actor.auth, row)) throw forbidden();
  const progress = values.status === 'implemented' ? 100 : Math.min(values.progress, 99);
  const updateId = await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(inspectionRecommendations)
      .set({ status: values.status, progress, updatedAt: new Date() })
      .where(
        and(
          eq(inspectionRecommendations.id, id),
          inArray(inspectionRecommendations.status, ['open', 'in_progress']),
        ),
      )
      .returning();
    if (!after) throw conflict('inspection.recommendationClosed');
    const [update] = await tx
      .insert(inspectionComplianceUpdates)
      .values({
        recommendationId: id,
        userId: actor.auth.userId,
        officeId: actor.auth.activeRole.OfficeId || null,
        status: values.status,
        progress,
        note: values.note,
      })
      .returning();
    await audit(tx, actor, 'compliance', 'inspection-recommendation', id, {
      before: { status: row.status, progress: row.progress },
      after: { status: values.status, progress },
    });
    return update.id;
  });
  return { updateId, recommendation: await getRecommendation(db, actor.auth, id) };
}

export async function closeRecommendation(db: Db, actor: Actor, id: number, input: CloseInput) {
  const values = closeInputSchema.parse(input);
  const row = await readableRecommendation(db, actor.auth, id);
  if (!mayClose(actor.auth, row)) throw forbidden();
  if (row.status !== 'implemented') throw conflict('inspection.notImplemented');
  const close = values.action === 'close';
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(inspectionRecommendations)
      .set(
        close
          ? { status: 'closed', closedAt: new Date(), updatedAt: new Date() }
          : { status: 'in_progress', progress: 50, updatedAt: new Date() },
      )
      .where(and(eq(inspectionRecommendations.id, id), eq(inspectionRecommendations.status, 'implemented')))
      .returning();
    if (!after) throw conflict('inspection.recommendationClosed');
    await tx.insert(inspectionComplianceUpdates).values({
      recommendationId: id,
      userId: actor.auth.userId,
      officeId: actor.auth.activeRole.OfficeId || null,
      status: after.status,
      progress: after.progress,
      note: values.note ?? (close ? '✓' : '↺'),
    });
    await audit(tx, actor, values.action, 'inspection-recommendation', id, {
      before: { status: row.status },
      after: { status: after.status },
    });
  });
  return getRecommendation(db, actor.auth, id);
}

/** Evidence of a compliance update, added by its author while the recommendation is not closed. */
export async function addEvidence(
  db: Db,
  store: FileStore,
  actor: Actor,
  id: number,
  updateId: number,
  upload: Upload,
) {
  const file = await saveUpload(db, store, actor, { type: EVIDENCE_OWNER, id: updateId }, upload, {
    alsoInTransaction: async (tx) => {
      const [update] = await tx
        .select()
        .from(inspectionComplianceUpdates)
        .where(
          and(
            eq(inspectionComplianceUpdates.id, updateId),
            eq(inspectionComplianceUpdates.recommendationId, id),
          ),
        )
        .for('update');
      if (!update || update.userId !== actor.auth.userId) throw notFound();
      const [rec] = await tx
        .select({ status: inspectionRecommendations.status })
        .from(inspectionRecommendations)
        .where(eq(inspectionRecommendations.id, id));
      if (rec?.status === 'closed') throw conflict('inspection.recommendationClosed');
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.ownerType, EVIDENCE_OWNER),
            eq(storedFiles.ownerId, updateId),
            sql`${storedFiles.deletedAt} is null`,
          ),
        );
      if (count > MAX_EVIDENCE) throw new AppError(409, 'inspection.tooManyFiles', { max: MAX_EVIDENCE });
      await audit(tx, actor, 'attach', 'inspection-recommendation', id);
    },
  });
  return { id: file.id, name: file.originalName, url: INSPECTION_PATHS.evidenceFile(id, file.id) };
}

/** Evidence is added only by the responsible office; to anyone else the upload slot does not exist. */
export async function assertCanAddEvidence(db: Db, auth: AuthContext, id: number) {
  const row = await readableRecommendation(db, auth, id);
  if (!mayAct(auth, row)) throw notFound();
}

export async function readEvidence(db: Db, auth: AuthContext, id: number, fileId: string) {
  await readableRecommendation(db, auth, id);
  const updates = await db
    .select({ id: inspectionComplianceUpdates.id })
    .from(inspectionComplianceUpdates)
    .where(eq(inspectionComplianceUpdates.recommendationId, id));
  const ids = new Set(updates.map((update) => update.id));
  return readStoredFile(
    db,
    fileId,
    auth,
    (file) => file.ownerType === EVIDENCE_OWNER && ids.has(file.ownerId),
  );
}

/* Lists ------------------------------------------------------------------------------------------- */

function recWhere(auth: AuthContext, query: RecommendationFilterParams): SQL | undefined {
  const own = auth.activeRole.OfficeId;
  const scope = query.scope ?? (isAdmin(auth) ? 'all' : 'responsible');
  const conditions: (SQL | undefined)[] = [];
  if (scope === 'responsible') conditions.push(eq(inspectionRecommendations.responsibleOfficeId, own));
  else if (scope === 'raised')
    conditions.push(
      sql`(${inspectionRecommendations.inspectorId} = ${auth.userId} or ${inspectionRecommendations.inspectorOfficeId} = ${own})`,
    );
  else if (!isAdmin(auth))
    conditions.push(sql`${inspectionRecommendations.responsibleOfficeId} in ${subtreeSql(own)}`);
  if (query.officeId)
    conditions.push(sql`${inspectionRecommendations.responsibleOfficeId} in ${subtreeSql(query.officeId)}`);
  if (query.status) conditions.push(eq(inspectionRecommendations.status, query.status));
  if (query.overdue === 'yes')
    conditions.push(
      sql`${inspectionRecommendations.status} <> 'closed' and ${inspectionRecommendations.deadline} < ${today()}`,
    );
  if (query.search) {
    const pattern = containsPattern(query.search.normalize('NFC'));
    conditions.push(
      sql`(${inspectionRecommendations.text} ilike ${pattern} or ${inspectionRecommendations.responsibleOfficeId} in
        (select id from offices where search_text like lower(${pattern})))`,
    );
  }
  return and(...conditions);
}

export async function listRecommendations(
  db: Db,
  auth: AuthContext,
  query: RecommendationQueryParams,
): Promise<Page<RecommendationSummary>> {
  const where = recWhere(auth, query);
  const rows = db
    .select(withLabColumns(inspectionRecommendations))
    .from(inspectionRecommendations)
    .leftJoin(...joinLab(inspectionRecommendations.labId))
    .where(where)
    .orderBy(asc(inspectionRecommendations.deadline), desc(inspectionRecommendations.id))
    .$dynamic();
  // Every office's open recommendations past their deadline run to hundreds of thousands.
  const page = await pageOf(query, rows, cappedTotalOf(db, inspectionRecommendations, where));
  return { items: await recommendationSummaries(db, page.items), total: page.total };
}

export async function recommendationsForExport(db: Db, auth: AuthContext, query: RecommendationFilterParams) {
  const rows = await db
    .select(withLabColumns(inspectionRecommendations))
    .from(inspectionRecommendations)
    .leftJoin(...joinLab(inspectionRecommendations.labId))
    .where(recWhere(auth, query))
    .orderBy(asc(inspectionRecommendations.deadline), desc(inspectionRecommendations.id))
    .limit(10_000);
  return recommendationSummaries(db, rows);
}

/**
 * visit-feedback-progress: for an office (the caller's by default), its own recommendations and
 * those of each office directly under it with everything below that office rolled up into it.
 */
export async function feedbackProgress(db: Db, auth: AuthContext, officeId?: number): Promise<FeedbackRow[]> {
  const root = officeId ?? (isAdmin(auth) && !auth.activeRole.OfficeId ? 2 : auth.activeRole.OfficeId);
  if (!isAdmin(auth) && !(await isUnder(db, auth.activeRole.OfficeId, root))) throw notFound();
  const now = today();
  const rows = await rowsOf<{
    root: number;
    total: number;
    open: number;
    in_progress: number;
    implemented: number;
    closed: number;
    overdue: number;
  }>(
    db,
    sql`with recursive tree(id, root, depth) as (
        select o.id, o.id, 1 from offices o where coalesce(o.controlling_office_id, o.parent_office_id) = ${root}
        union all
        select o.id, t.root, t.depth + 1 from offices o
        join tree t on coalesce(o.controlling_office_id, o.parent_office_id) = t.id where t.depth < 8
      ), roots as (select id, root from tree union all select ${root}::int, ${root}::int)
      select r.root, count(*)::int as total,
        count(*) filter (where rec.status = 'open')::int as open,
        count(*) filter (where rec.status = 'in_progress')::int as in_progress,
        count(*) filter (where rec.status = 'implemented')::int as implemented,
        count(*) filter (where rec.status = 'closed')::int as closed,
        count(*) filter (where rec.status <> 'closed' and rec.deadline < ${now})::int as overdue
      from inspection_recommendations rec join roots r on r.id = rec.responsible_office_id
      group by r.root order by (r.root = ${root}) desc, count(*) desc limit 200`,
  );
  const names = await officeNames(
    db,
    rows.map((row) => Number(row.root)),
  );
  return rows.map((row) => ({
    office: names.get(Number(row.root)) ?? unknownOffice(Number(row.root)),
    total: Number(row.total),
    open: Number(row.open),
    inProgress: Number(row.in_progress),
    implemented: Number(row.implemented),
    closed: Number(row.closed),
    overdue: Number(row.overdue),
  }));
}
