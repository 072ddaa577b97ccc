/**
 * The inspection of a planned visit (inspection/{planId}/{editable?}): started by the planner once
 * the plan is approved, on the checklist template's version of that moment; the answers, general
 * information, GPS position and time-stamped photos are saved while it is a draft (the row is
 * locked for the save), and it is submitted once, by one conditional update from draft, which also
 * marks the plan inspected. A submitted inspection no longer changes.
 */
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  type AnswerValues,
  INSPECTION_PATHS,
  type InspectionDetail,
  type InspectionFilterParams,
  type InspectionQueryParams,
  type InspectionSaveInput,
  type InspectionSummary,
  inspectionSaveSchema,
  MAX_PHOTOS,
  type TemplateDesign,
} from '../../../common/contracts/inspection.contract';
import type { Page } from '../../../common/contracts/office.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { readStoredFile } from '../../platform/file-serve';
import type { FileStore } from '../../platform/file-store';
import { saveUpload, type Upload } from '../../platform/files';
import { containsPattern, coordinate, pageOf, totalOf } from '../../platform/paging';
import { storedFiles } from '../../platform/platform.table';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import {
  inspectionAnswers,
  inspectionPlans,
  inspectionRecommendations,
  inspections,
  inspectionTemplateVersions,
} from './inspection.table';
import {
  isAdmin,
  isUnder,
  officeNames,
  personNames,
  unknownOffice,
  unknownPerson,
} from './inspection-access';
import { joinLab, labsOf, type WithLab, withLabColumns } from './inspection-labs';
import { readablePlan } from './inspection-plans.service';
import { recommendationSummaries } from './inspection-recommendations.service';
import { currentVersionId, getSettings } from './inspection-templates.service';

type InspectionRow = typeof inspections.$inferSelect;
export const PHOTO_OWNER = 'inspection-photo';

async function summaries(db: Db | Tx, rows: WithLab<InspectionRow>[]): Promise<InspectionSummary[]> {
  if (rows.length === 0) return [];
  const [people, offices, versions, counts, labRefs] = await Promise.all([
    personNames(
      db,
      rows.map((row) => row.userId),
    ),
    officeNames(
      db,
      rows.flatMap((row) => [row.officeId, row.targetOfficeId]),
    ),
    db
      .select({
        id: inspectionTemplateVersions.id,
        nameBn: inspectionTemplateVersions.nameBn,
        version: inspectionTemplateVersions.version,
      })
      .from(inspectionTemplateVersions)
      .where(
        inArray(
          inspectionTemplateVersions.id,
          rows.map((row) => row.templateVersionId),
        ),
      ),
    db
      .select({ id: inspectionRecommendations.inspectionId, count: sql<number>`count(*)::int` })
      .from(inspectionRecommendations)
      .where(
        inArray(
          inspectionRecommendations.inspectionId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(inspectionRecommendations.inspectionId),
    labsOf(db, rows),
  ]);
  const versionOf = new Map(versions.map((version) => [version.id, version]));
  const countOf = new Map(counts.map((count) => [count.id, Number(count.count)]));
  return rows.map((row, index) => ({
    id: row.id,
    planId: row.planId,
    status: row.status,
    visitDate: row.visitDate,
    inspector: people.get(row.userId) ?? unknownPerson(row.userId),
    office: offices.get(row.officeId) ?? unknownOffice(row.officeId),
    targetOffice: offices.get(row.targetOfficeId) ?? unknownOffice(row.targetOfficeId),
    lab: labRefs[index],
    templateName: versionOf.get(row.templateVersionId)?.nameBn ?? '',
    templateVersion: versionOf.get(row.templateVersionId)?.version ?? 0,
    score: row.score,
    maxScore: row.maxScore,
    recommendationCount: countOf.get(row.id) ?? 0,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  }));
}

/** The inspector, app admins, and the offices of the inspector and of the inspected office (and above them). */
async function mayRead(db: Db | Tx, auth: AuthContext, row: InspectionRow): Promise<boolean> {
  if (isAdmin(auth) || row.userId === auth.userId) return true;
  const own = auth.activeRole.OfficeId;
  if (own <= 0) return false;
  if (row.status === 'submitted' && (await isUnder(db, own, row.targetOfficeId))) return true;
  return isUnder(db, own, row.officeId);
}

async function readable(db: Db | Tx, auth: AuthContext, id: number): Promise<InspectionRow> {
  const [row] = await db.select().from(inspections).where(eq(inspections.id, id));
  if (!row || !(await mayRead(db, auth, row))) throw notFound();
  return row;
}

export async function getInspection(db: Db | Tx, auth: AuthContext, id: number): Promise<InspectionDetail> {
  const row = await readable(db, auth, id);
  const [summary] = await summaries(db, [row]);
  const [plan] = await db.select().from(inspectionPlans).where(eq(inspectionPlans.id, row.planId));
  const versionIds = [row.templateVersionId, row.generalVersionId ?? 0];
  const versions = await db
    .select()
    .from(inspectionTemplateVersions)
    .where(inArray(inspectionTemplateVersions.id, versionIds));
  const design = versions.find((version) => version.id === row.templateVersionId)?.design ?? { sections: [] };
  const general = versions.find((version) => version.id === row.generalVersionId)?.design ?? null;
  const [answers, photos, recs, settings] = await Promise.all([
    db.select().from(inspectionAnswers).where(eq(inspectionAnswers.inspectionId, id)),
    db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.ownerType, PHOTO_OWNER),
          eq(storedFiles.ownerId, id),
          sql`${storedFiles.deletedAt} is null`,
        ),
      )
      .orderBy(storedFiles.createdAt),
    db
      .select()
      .from(inspectionRecommendations)
      .where(eq(inspectionRecommendations.inspectionId, id))
      .orderBy(inspectionRecommendations.id),
    getSettings(db),
  ]);
  const own = row.userId === auth.userId;
  return {
    ...summary,
    purpose: plan?.purpose ?? '',
    design,
    generalDesign: general,
    answers: answers.map((answer) => ({ key: answer.itemKey, value: answer.value, note: answer.note })),
    generalInfo: row.generalInfo.map((info) => ({ key: info.key, value: info.value, note: null })),
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    summary: row.summary,
    photos: photos.map((photo) => ({
      id: photo.id,
      name: photo.originalName,
      takenAt: photo.createdAt.toISOString(),
      url: INSPECTION_PATHS.photo(id, photo.id),
    })),
    recommendations: await recommendationSummaries(
      db,
      recs.map((rec) => ({ ...rec, lab: rec.labId === row.labId ? summary.lab : undefined })),
    ),
    requirePosition: settings.requirePosition,
    requirePhoto: settings.requirePhoto,
    can: { edit: own && row.status === 'draft', recommend: own },
  };
}

/** The inspection of a plan, for whoever may read the plan; 404 before it is started. */
export async function inspectionOfPlan(db: Db, auth: AuthContext, planId: number): Promise<InspectionDetail> {
  await readablePlan(db, auth, planId);
  const [row] = await db
    .select({ id: inspections.id })
    .from(inspections)
    .where(eq(inspections.planId, planId));
  if (!row) throw notFound();
  return getInspection(db, auth, row.id);
}

/** Starts (or opens) the inspection of the caller's approved plan on the template's current version. */
export async function startInspection(db: Db, actor: Actor, planId: number): Promise<InspectionDetail> {
  const { auth } = actor;
  const plan = await readablePlan(db, auth, planId);
  if (plan.userId !== auth.userId) throw notFound();
  const [existing] = await db
    .select({ id: inspections.id })
    .from(inspections)
    .where(eq(inspections.planId, planId));
  if (existing) return getInspection(db, auth, existing.id);
  if (plan.status !== 'approved') throw conflict('inspection.planNotApproved');
  const settings = await getSettings(db);
  const templateId = plan.templateId ?? settings.checklistTemplateId;
  const versionId = templateId ? await currentVersionId(db, templateId) : null;
  if (!versionId) throw conflict('inspection.noTemplate');
  const generalVersionId = settings.generalTemplateId
    ? await currentVersionId(db, settings.generalTemplateId)
    : null;
  const id = await inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(inspections)
      .values({
        planId,
        userId: plan.userId,
        officeId: plan.officeId,
        targetOfficeId: plan.targetOfficeId,
        labId: plan.labId,
        visitDate: plan.visitDate,
        templateVersionId: versionId,
        generalVersionId,
      })
      .onConflictDoNothing({ target: inspections.planId })
      .returning();
    if (!created) {
      const [other] = await tx
        .select({ id: inspections.id })
        .from(inspections)
        .where(eq(inspections.planId, planId));
      return other.id;
    }
    await audit(tx, actor, 'start', 'inspection', created.id, { after: { planId, versionId } });
    return created.id;
  });
  return getInspection(db, auth, id);
}

const itemsOf = (design: TemplateDesign | null) =>
  design ? design.sections.flatMap((section) => section.items) : [];

/** Answers checked against the template version: known keys, values of the item's type. */
function checkAnswers(design: TemplateDesign | null, answers: AnswerValues[], field: string) {
  const items = new Map(itemsOf(design).map((item) => [item.key, item]));
  answers.forEach((answer, index) => {
    const item = items.get(answer.key);
    const value = answer.value?.trim();
    const bad = () =>
      badRequest('inspection.answerInvalid', [
        { field: `${field}.${index}.value`, messageKey: 'inspection.answerInvalid' },
      ]);
    if (!item) throw bad();
    if (!value) return;
    if (item.type === 'yes_no' && value !== 'yes' && value !== 'no') throw bad();
    if (item.type === 'score' && (!/^\d{1,3}$/.test(value) || Number(value) > (item.maxScore ?? 5)))
      throw bad();
    if (item.type === 'number' && !/^-?\d{1,12}(\.\d{1,4})?$/.test(value)) throw bad();
    if (item.type === 'photo' && !/^[0-9a-f-]{36}$/.test(value)) throw bad();
  });
}

async function lockedDraft(tx: Tx, id: number, userId: number): Promise<InspectionRow> {
  const [row] = await tx.select().from(inspections).where(eq(inspections.id, id)).for('update');
  if (!row || row.userId !== userId) throw notFound();
  if (row.status !== 'draft') throw conflict('inspection.submitted');
  return row;
}

export async function saveInspection(db: Db, actor: Actor, id: number, input: InspectionSaveInput) {
  const values = inspectionSaveSchema.parse(input);
  const current = await readable(db, actor.auth, id);
  if (current.userId !== actor.auth.userId) throw notFound();
  const versions = await db
    .select()
    .from(inspectionTemplateVersions)
    .where(
      inArray(inspectionTemplateVersions.id, [current.templateVersionId, current.generalVersionId ?? 0]),
    );
  const design = versions.find((version) => version.id === current.templateVersionId)?.design ?? null;
  const general = versions.find((version) => version.id === current.generalVersionId)?.design ?? null;
  checkAnswers(design, values.answers, 'answers');
  checkAnswers(general, values.generalInfo, 'generalInfo');
  if ((values.latitude === undefined) !== (values.longitude === undefined))
    throw badRequest('error.invalidInput', [
      { field: values.latitude ? 'longitude' : 'latitude', messageKey: 'inspection.positionRequired' },
    ]);
  await inTransaction(db, async (tx) => {
    await lockedDraft(tx, id, actor.auth.userId);
    await tx.delete(inspectionAnswers).where(eq(inspectionAnswers.inspectionId, id));
    const answers = values.answers.filter((answer) => answer.value || answer.note);
    if (answers.length)
      await tx.insert(inspectionAnswers).values(
        answers.map((answer) => ({
          inspectionId: id,
          itemKey: answer.key,
          value: answer.value ?? null,
          note: answer.note ?? null,
        })),
      );
    await tx
      .update(inspections)
      .set({
        generalInfo: values.generalInfo.map((info) => ({ key: info.key, value: info.value ?? null })),
        latitude: values.latitude ?? null,
        longitude: values.longitude ?? null,
        summary: values.summary ?? null,
        updatedAt: new Date(),
      })
      .where(eq(inspections.id, id));
    await audit(tx, actor, 'save', 'inspection', id, {
      after: { answers: answers.length, latitude: values.latitude },
    });
  });
  return getInspection(db, actor.auth, id);
}

/** Score of the answered yes/no (yes = 1 of 1) and score items. */
function scoreOf(design: TemplateDesign, answers: Map<string, string | null>) {
  let score = 0;
  let max = 0;
  for (const item of itemsOf(design)) {
    if (item.type === 'yes_no') {
      max += 1;
      if (answers.get(item.key) === 'yes') score += 1;
    } else if (item.type === 'score') {
      max += item.maxScore ?? 5;
      score += Number(answers.get(item.key) ?? 0) || 0;
    }
  }
  return { score, max };
}

export async function submitInspection(db: Db, actor: Actor, id: number): Promise<InspectionDetail> {
  const detail = await getInspection(db, actor.auth, id);
  if (detail.inspector.userId !== actor.auth.userId) throw notFound();
  if (detail.status !== 'draft') throw conflict('inspection.submitted');
  const answered = new Map(detail.answers.map((answer) => [answer.key, answer.value]));
  const missing = itemsOf(detail.design).findIndex((item) => item.required && !answered.get(item.key));
  if (missing >= 0)
    throw badRequest('inspection.answerMissing', [
      { field: `answers.${missing}`, messageKey: 'inspection.answerMissing' },
    ]);
  if (detail.requirePosition && (!detail.latitude || !detail.longitude))
    throw badRequest('inspection.positionRequired', [
      { field: 'latitude', messageKey: 'inspection.positionRequired' },
    ]);
  if (detail.requirePhoto && detail.photos.length === 0)
    throw badRequest('inspection.photoRequired', [
      { field: 'photos', messageKey: 'inspection.photoRequired' },
    ]);
  const { score, max } = scoreOf(detail.design, answered);
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(inspections)
      .set({ status: 'submitted', submittedAt: new Date(), score, maxScore: max, updatedAt: new Date() })
      .where(and(eq(inspections.id, id), eq(inspections.status, 'draft')))
      .returning();
    if (!after) throw conflict('inspection.submitted');
    await tx
      .update(inspectionPlans)
      .set({ status: 'inspected', updatedAt: new Date() })
      .where(and(eq(inspectionPlans.id, after.planId), eq(inspectionPlans.status, 'approved')));
    await audit(tx, actor, 'submit', 'inspection', id, { after: { status: 'submitted', score, max } });
  });
  return getInspection(db, actor.auth, id);
}

/* Photos ------------------------------------------------------------------------------------------ */

export async function assertCanAddPhoto(db: Db, auth: AuthContext, id: number) {
  const row = await readable(db, auth, id);
  if (row.userId !== auth.userId) throw notFound();
  if (row.status !== 'draft') throw conflict('inspection.submitted');
}

export async function addPhoto(db: Db, store: FileStore, actor: Actor, id: number, upload: Upload) {
  const file = await saveUpload(db, store, actor, { type: PHOTO_OWNER, id }, upload, {
    alsoInTransaction: async (tx) => {
      await lockedDraft(tx, id, actor.auth.userId);
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.ownerType, PHOTO_OWNER),
            eq(storedFiles.ownerId, id),
            sql`${storedFiles.deletedAt} is null`,
          ),
        );
      if (count > MAX_PHOTOS) throw new AppError(409, 'inspection.tooManyFiles', { max: MAX_PHOTOS });
      await audit(tx, actor, 'attach', 'inspection', id);
    },
  });
  return {
    id: file.id,
    name: file.originalName,
    takenAt: file.createdAt.toISOString(),
    url: INSPECTION_PATHS.photo(id, file.id),
  };
}

export async function readPhoto(db: Db, auth: AuthContext, id: number, fileId: string) {
  await readable(db, auth, id);
  return readStoredFile(db, fileId, auth, (file) => file.ownerType === PHOTO_OWNER && file.ownerId === id);
}

/* Lists ------------------------------------------------------------------------------------------- */

function listWhere(auth: AuthContext, query: InspectionFilterParams): SQL | undefined {
  const own = auth.activeRole.OfficeId;
  const conditions: (SQL | undefined)[] = [];
  if ((query.scope ?? 'own') === 'own') conditions.push(eq(inspections.userId, auth.userId));
  else if (!isAdmin(auth))
    conditions.push(
      sql`(${inspections.officeId} = ${own} or (${inspections.targetOfficeId} = ${own} and ${inspections.status} = 'submitted'))`,
    );
  if (query.status) conditions.push(eq(inspections.status, query.status));
  if (query.officeId) conditions.push(eq(inspections.targetOfficeId, query.officeId));
  if (query.userId) conditions.push(eq(inspections.userId, query.userId));
  if (query.from) conditions.push(gte(inspections.visitDate, query.from));
  if (query.to) conditions.push(lte(inspections.visitDate, query.to));
  if (query.search) {
    const pattern = containsPattern(query.search.normalize('NFC'));
    conditions.push(
      sql`${inspections.targetOfficeId} in (select id from offices where search_text like lower(${pattern}))`,
    );
  }
  return and(...conditions);
}

export async function listInspections(
  db: Db,
  auth: AuthContext,
  query: InspectionQueryParams,
): Promise<Page<InspectionSummary>> {
  const where = listWhere(auth, query);
  const rows = db
    .select(withLabColumns(inspections))
    .from(inspections)
    .leftJoin(...joinLab(inspections.labId))
    .where(where)
    .orderBy(desc(inspections.visitDate), desc(inspections.id))
    .$dynamic();
  const page = await pageOf(query, rows, totalOf(db, inspections, where));
  return { items: await summaries(db, page.items), total: page.total };
}

export async function inspectionsForExport(db: Db, auth: AuthContext, query: InspectionFilterParams) {
  const rows = await db
    .select(withLabColumns(inspections))
    .from(inspections)
    .leftJoin(...joinLab(inspections.labId))
    .where(listWhere(auth, query))
    .orderBy(desc(inspections.visitDate), desc(inspections.id))
    .limit(10_000);
  return summaries(db, rows);
}
