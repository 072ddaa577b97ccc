/**
 * Batches (ব্যাচ): the new-batch form (title, venue, medium, dates, seats, timetable, trainers, a
 * quota per office), the batch lists of both sets with search and filters, one batch with its
 * trainers, quotas and the caller's own entry, and the batch's moves (close, reopen, complete,
 * cancel) as conditional updates. Completing a batch completes its trainees who attended, each with
 * a certificate number, in the same transaction.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import {
  BATCH_MOVES,
  type BatchDetail,
  type BatchFilterParams,
  type BatchPage,
  type BatchParams,
  type BatchStatus,
  type BatchSummary,
  type BatchValues,
} from '../../../common/contracts/training.contract';
import { isAppAdmin, isSchoolTrainingRole } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { pageOffset, searchTextMatches, totalOf } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import { batchScope, managedBatchScope } from './training.access';
import {
  trainers,
  trainingApplications,
  trainingBatches,
  trainingBatchTrainers,
  trainingProviders,
  trainingQuotas,
  trainingTitles,
  trainingTrainees,
} from './training.table';
import { endTrainingCharges } from './training-away.service';

const summaryColumns = {
  id: trainingBatches.id,
  kind: trainingBatches.kind,
  nameBn: trainingBatches.nameBn,
  providerId: trainingProviders.id,
  providerBn: trainingProviders.nameBn,
  providerEn: trainingProviders.nameEn,
  titleId: trainingTitles.id,
  titleBn: trainingTitles.nameBn,
  titleEn: trainingTitles.nameEn,
  ownerId: trainingBatches.ownerOfficeId,
  ownerBn: offices.nameBn,
  ownerEn: offices.nameEn,
  venue: trainingBatches.venue,
  medium: trainingBatches.medium,
  startDate: trainingBatches.startDate,
  endDate: trainingBatches.endDate,
  seats: trainingBatches.seats,
  trainees: trainingBatches.traineeCount,
  applicants: trainingBatches.applicantCount,
  status: trainingBatches.status,
  timetable: trainingBatches.timetable,
};

function summaryQuery(db: Db | Tx) {
  return db
    .select(summaryColumns)
    .from(trainingBatches)
    .innerJoin(trainingProviders, eq(trainingProviders.id, trainingBatches.providerOrgId))
    .innerJoin(trainingTitles, eq(trainingTitles.id, trainingBatches.titleId))
    .leftJoin(offices, eq(offices.id, trainingBatches.ownerOfficeId))
    .$dynamic();
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

export function toSummary(row: SummaryRow): BatchSummary {
  return {
    id: row.id,
    kind: row.kind,
    nameBn: row.nameBn,
    provider: { id: row.providerId, nameBn: row.providerBn, nameEn: row.providerEn },
    title: { id: row.titleId, nameBn: row.titleBn, nameEn: row.titleEn },
    ownerOffice: row.ownerId
      ? { id: row.ownerId, nameBn: row.ownerBn ?? '', nameEn: row.ownerEn ?? '' }
      : null,
    venue: row.venue,
    medium: row.medium,
    startDate: row.startDate,
    endDate: row.endDate,
    seats: row.seats,
    trainees: row.trainees,
    applicants: row.applicants,
    status: row.status,
  };
}

function batchWhere(auth: AuthContext, query: BatchFilterParams): SQL | undefined {
  // Bangladesh's day: from midnight to 6 a.m. there the UTC date is still yesterday's.
  const today = dhakaDay(new Date());
  return and(
    batchScope(auth),
    query.kind ? eq(trainingBatches.kind, query.kind) : undefined,
    query.status ? eq(trainingBatches.status, query.status) : undefined,
    query.providerOrgId ? eq(trainingBatches.providerOrgId, query.providerOrgId) : undefined,
    query.titleId ? eq(trainingBatches.titleId, query.titleId) : undefined,
    query.year
      ? and(
          gte(trainingBatches.startDate, `${query.year}-01-01`),
          lte(trainingBatches.startDate, `${query.year}-12-31`),
        )
      : undefined,
    query.open === 'true'
      ? and(eq(trainingBatches.status, 'open'), gte(trainingBatches.startDate, today))
      : undefined,
    searchTextMatches(query.search, trainingBatches.searchText),
  );
}

export async function listBatches(db: Db, auth: AuthContext, query: BatchParams): Promise<BatchPage> {
  const where = batchWhere(auth, query);
  const [rows, [{ total }]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(desc(trainingBatches.startDate), desc(trainingBatches.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    totalOf(db, trainingBatches, where),
  ]);
  return { items: rows.map(toSummary), total };
}

export async function* batchBatches(db: Db, auth: AuthContext, query: BatchFilterParams) {
  const where = batchWhere(auth, query);
  for (let offset = 0; ; offset += 1000) {
    const rows = await summaryQuery(db)
      .where(where)
      .orderBy(desc(trainingBatches.startDate), desc(trainingBatches.id))
      .limit(1000)
      .offset(offset);
    if (rows.length > 0) yield rows.map(toSummary);
    if (rows.length < 1000) return;
  }
}

/** One batch the caller may see; 404 otherwise. */
export async function readBatch(db: Db | Tx, auth: AuthContext, id: number, manage = false) {
  const [row] = await summaryQuery(db)
    .where(and(eq(trainingBatches.id, id), manage ? managedBatchScope(auth) : batchScope(auth)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getBatch(db: Db | Tx, auth: AuthContext, id: number): Promise<BatchDetail> {
  const row = await readBatch(db, auth, id);
  const [trainerRows, quotaRows, mine] = await Promise.all([
    db
      .select({
        id: trainers.id,
        nameBn: trainers.nameBn,
        nameEn: trainers.nameEn,
        subjects: trainers.subjects,
      })
      .from(trainingBatchTrainers)
      .innerJoin(trainers, eq(trainers.id, trainingBatchTrainers.trainerId))
      .where(eq(trainingBatchTrainers.batchId, id))
      .orderBy(asc(trainers.nameBn)),
    db
      .select({
        officeId: trainingQuotas.officeId,
        nameBn: offices.nameBn,
        nameEn: offices.nameEn,
        quota: trainingQuotas.quota,
        used: trainingQuotas.used,
      })
      .from(trainingQuotas)
      .innerJoin(offices, eq(offices.id, trainingQuotas.officeId))
      .where(eq(trainingQuotas.batchId, id))
      .orderBy(asc(offices.nameBn)),
    db
      .select({
        applicationId: trainingApplications.id,
        status: trainingApplications.status,
        source: trainingApplications.source,
      })
      .from(trainingApplications)
      .where(and(eq(trainingApplications.batchId, id), eq(trainingApplications.userId, auth.userId))),
  ]);
  return {
    ...toSummary(row),
    timetable: row.timetable,
    trainers: trainerRows,
    quotas: quotaRows.map((quota) => ({
      office: { id: quota.officeId, nameBn: quota.nameBn, nameEn: quota.nameEn },
      quota: quota.quota,
      used: quota.used,
    })),
    mine: mine[0] ?? null,
  };
}

export async function createBatch(db: Db, actor: Actor, input: BatchValues): Promise<BatchDetail> {
  const { auth } = actor;
  const school = isSchoolTrainingRole(auth) && !isAppAdmin(auth);
  if (school && input.kind !== 'internal') throw badRequest('training.schoolInternalOnly');
  const [title] = await db
    .select({ id: trainingTitles.id, providerOrgId: trainingTitles.providerOrgId })
    .from(trainingTitles)
    .where(eq(trainingTitles.id, input.titleId));
  if (!title)
    throw badRequest('validation.training.titleRequired', [
      { field: 'titleId', messageKey: 'validation.training.titleRequired' },
    ]);
  if (input.trainerIds.length > 0) {
    const found = await db
      .select({ id: trainers.id })
      .from(trainers)
      .where(inArray(trainers.id, input.trainerIds));
    if (found.length !== new Set(input.trainerIds).size)
      throw badRequest('error.invalidInput', [{ field: 'trainerIds', messageKey: 'validation.invalid' }]);
  }
  if (input.quotas.length > 0) {
    const found = await db
      .select({ id: offices.id })
      .from(offices)
      .where(
        inArray(
          offices.id,
          input.quotas.map((quota) => quota.officeId),
        ),
      );
    if (found.length !== input.quotas.length)
      throw badRequest('error.invalidInput', [
        { field: 'quotas', messageKey: 'validation.training.officeRequired' },
      ]);
  }
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(trainingBatches)
      .values({
        kind: input.kind,
        providerOrgId: title.providerOrgId,
        titleId: title.id,
        ownerOfficeId: school ? auth.activeRole.OfficeId : null,
        nameBn: input.nameBn,
        venue: input.venue,
        medium: input.medium,
        startDate: input.startDate,
        endDate: input.endDate,
        seats: input.seats,
        timetable: input.timetable ?? null,
        createdBy: auth.userId,
      })
      .returning({ id: trainingBatches.id });
    const trainerIds = [...new Set(input.trainerIds)];
    if (trainerIds.length > 0)
      await tx
        .insert(trainingBatchTrainers)
        .values(trainerIds.map((trainerId) => ({ batchId: row.id, trainerId })));
    if (input.quotas.length > 0)
      await tx.insert(trainingQuotas).values(input.quotas.map((quota) => ({ batchId: row.id, ...quota })));
    await audit(tx, actor, 'create', 'training-batch', row.id, {
      after: { kind: input.kind, titleId: input.titleId, seats: input.seats, quotas: input.quotas.length },
    });
    return row.id;
  });
  return getBatch(db, auth, id);
}

/**
 * Moves a batch; completing it completes each trainee who attended a day (the rest: incomplete),
 * cancelling it ends the charges its trainees' training gave.
 */
export async function moveBatch(db: Db, actor: Actor, id: number, to: BatchStatus): Promise<BatchDetail> {
  const row = await readBatch(db, actor.auth, id, true);
  const from = (Object.keys(BATCH_MOVES) as BatchStatus[]).filter((state) => BATCH_MOVES[state].includes(to));
  if (!from.includes(row.status)) throw conflict('training.batchMove');
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(trainingBatches)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(trainingBatches.id, id), inArray(trainingBatches.status, from)))
      .returning({ id: trainingBatches.id });
    if (!after) throw conflict('training.batchMove');
    if (to === 'completed') {
      await tx.execute(sql`
        update ${trainingTrainees} set
          status = case when days_present > 0 then 'completed' else 'incomplete' end,
          completed_at = case when days_present > 0 then now() end,
          certificate_no = case when days_present > 0
            then 'TRN-' || year || '-' || batch_id || '-' || id end
        where batch_id = ${id} and status = 'enrolled'`);
    }
    if (to === 'cancelled') {
      // The batch sends nobody away any more: the charges its trainees' training gave end.
      const trainees = await tx
        .select({ id: trainingTrainees.id, userId: trainingTrainees.userId })
        .from(trainingTrainees)
        .where(and(eq(trainingTrainees.batchId, id), isNotNull(trainingTrainees.userId)));
      await endTrainingCharges(tx, actor, trainees, 'প্রশিক্ষণ ব্যাচ বাতিল');
    }
    await audit(tx, actor, to, 'training-batch', id, {
      before: { status: row.status },
      after: { status: to },
    });
  });
  return getBatch(db, actor.auth, id);
}
