/**
 * After the course: the batch admin completes or marks incomplete one trainee (the batch's
 * completion does the same for every trainee still enrolled), reads the batch's feedback, and anyone
 * who may see trainers reads a trainer's profile with the batches they trained.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  BatchFeedback,
  FeedbackParams,
  FeedbackRow,
  TrainerProfile,
} from '../../../common/contracts/training.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { conflict, notFound } from '../../platform/errors';
import { pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import { batchScope, managedBatchScope } from './training.access';
import { notifyOutcome } from './training.notify';
import {
  trainers,
  trainingBatches,
  trainingBatchTrainers,
  trainingFeedback,
  trainingProviders,
  trainingTitles,
  trainingTrainees,
} from './training.table';
import { readBatch, toSummary } from './training-batch.service';
import { trainerColumns } from './training-catalog.service';

/**
 * One trainee decided: `completed` only after a day of attendance (as the batch's completion
 * decides), with the certificate number the batch's completion would give; once only (409).
 */
export async function decideTrainee(db: Db, actor: Actor, id: number, outcome: 'completed' | 'incomplete') {
  const [row] = await db
    .select({
      batchId: trainingTrainees.batchId,
      userId: trainingTrainees.userId,
      status: trainingTrainees.status,
      daysPresent: trainingTrainees.daysPresent,
      batchStatus: trainingBatches.status,
      batchName: trainingBatches.nameBn,
      venue: trainingBatches.venue,
      startDate: trainingBatches.startDate,
      endDate: trainingBatches.endDate,
    })
    .from(trainingTrainees)
    .innerJoin(trainingBatches, eq(trainingBatches.id, trainingTrainees.batchId))
    .where(and(eq(trainingTrainees.id, id), managedBatchScope(actor.auth)));
  if (!row) throw notFound();
  if (row.batchStatus === 'cancelled') throw conflict('training.batchMove');
  if (row.status !== 'enrolled') throw conflict('training.traineeDecided');
  if (outcome === 'completed' && row.daysPresent === 0) throw conflict('training.noAttendance');
  return inTransaction(db, async (tx) => {
    const done = outcome === 'completed';
    const [after] = await tx
      .update(trainingTrainees)
      .set({
        status: outcome,
        completedAt: done ? new Date() : null,
        certificateNo: done
          ? sql`'TRN-' || ${trainingTrainees.year} || '-' || ${trainingTrainees.batchId} || '-' || ${trainingTrainees.id}`
          : null,
      })
      .where(
        and(
          eq(trainingTrainees.id, id),
          eq(trainingTrainees.status, 'enrolled'),
          done ? sql`${trainingTrainees.daysPresent} > 0` : undefined,
        ),
      )
      .returning({
        id: trainingTrainees.id,
        status: trainingTrainees.status,
        certificateNo: trainingTrainees.certificateNo,
      });
    if (!after) throw conflict('training.traineeDecided');
    await audit(tx, actor, outcome, 'training-trainee', id, {
      before: { status: 'enrolled' },
      after: { status: outcome, certificateNo: after.certificateNo },
    });
    if (row.userId)
      await notifyOutcome(
        tx,
        row.userId,
        {
          id: row.batchId,
          nameBn: row.batchName,
          venue: row.venue,
          startDate: row.startDate,
          endDate: row.endDate,
        },
        after.certificateNo,
      );
    return { traineeId: after.id, status: after.status, certificateNo: after.certificateNo };
  });
}

/* Feedback for the batch admin ---------------------------------------------------------------- */

function feedbackQuery(db: Db, batchId: number) {
  return db
    .select({
      traineeId: trainingFeedback.traineeId,
      nameBn: trainingTrainees.nameBn,
      nameEn: trainingTrainees.nameEn,
      designation: trainingTrainees.designation,
      officeId: trainingTrainees.officeId,
      officeBn: offices.nameBn,
      officeEn: offices.nameEn,
      rating: trainingFeedback.rating,
      comment: trainingFeedback.comment,
      createdAt: trainingFeedback.createdAt,
    })
    .from(trainingFeedback)
    .innerJoin(trainingTrainees, eq(trainingTrainees.id, trainingFeedback.traineeId))
    .leftJoin(offices, eq(offices.id, trainingTrainees.officeId))
    .where(eq(trainingTrainees.batchId, batchId))
    .orderBy(desc(trainingFeedback.createdAt), desc(trainingFeedback.traineeId))
    .$dynamic();
}
type FeedbackDbRow = Awaited<ReturnType<ReturnType<typeof feedbackQuery>['execute']>>[number];

const toFeedbackRow = (row: FeedbackDbRow): FeedbackRow => ({
  traineeId: row.traineeId,
  person: {
    nameBn: row.nameBn,
    nameEn: row.nameEn,
    designation: row.designation,
    office: row.officeId
      ? { id: row.officeId, nameBn: row.officeBn ?? '', nameEn: row.officeEn ?? '' }
      : null,
  },
  rating: row.rating,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

export async function batchFeedback(
  db: Db,
  auth: AuthContext,
  batchId: number,
  query: FeedbackParams,
): Promise<BatchFeedback> {
  const batch = await readBatch(db, auth, batchId, true);
  const rating = (value: number) =>
    sql<number>`(count(*) filter (where ${trainingFeedback.rating} = ${value}))::int`;
  const [[figures], rows] = await Promise.all([
    db
      .select({
        answers: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${trainingFeedback.rating}), 1)::text`,
        r1: rating(1),
        r2: rating(2),
        r3: rating(3),
        r4: rating(4),
        r5: rating(5),
      })
      .from(trainingFeedback)
      .innerJoin(trainingTrainees, eq(trainingTrainees.id, trainingFeedback.traineeId))
      .where(eq(trainingTrainees.batchId, batchId)),
    feedbackQuery(db, batchId).limit(query.pageSize).offset(pageOffset(query)),
  ]);
  return {
    batch: toSummary(batch),
    answers: figures.answers,
    average: figures.average === null ? null : Number(figures.average),
    byRating: [figures.r1, figures.r2, figures.r3, figures.r4, figures.r5],
    items: rows.map(toFeedbackRow),
    total: figures.answers,
  };
}

export async function* feedbackBatches(db: Db, auth: AuthContext, batchId: number) {
  await readBatch(db, auth, batchId, true);
  for (let offset = 0; ; offset += 1000) {
    const rows = await feedbackQuery(db, batchId).limit(1000).offset(offset);
    if (rows.length > 0) yield rows.map(toFeedbackRow);
    if (rows.length < 1000) return;
  }
}

/* A trainer's profile -------------------------------------------------------------------------- */

async function profileOf(db: Db, auth: AuthContext, where: ReturnType<typeof eq>, own: boolean) {
  const [trainer] = await db.select(trainerColumns).from(trainers).where(where).limit(1);
  if (!trainer) return null;
  const trained = await db
    .select({
      id: trainingBatches.id,
      nameBn: trainingBatches.nameBn,
      kind: trainingBatches.kind,
      startDate: trainingBatches.startDate,
      endDate: trainingBatches.endDate,
      venue: trainingBatches.venue,
      status: trainingBatches.status,
      trainees: trainingBatches.traineeCount,
      titleId: trainingTitles.id,
      titleBn: trainingTitles.nameBn,
      titleEn: trainingTitles.nameEn,
      providerId: trainingProviders.id,
      providerBn: trainingProviders.nameBn,
      providerEn: trainingProviders.nameEn,
    })
    .from(trainingBatchTrainers)
    .innerJoin(trainingBatches, eq(trainingBatches.id, trainingBatchTrainers.batchId))
    .innerJoin(trainingTitles, eq(trainingTitles.id, trainingBatches.titleId))
    .innerJoin(trainingProviders, eq(trainingProviders.id, trainingBatches.providerOrgId))
    // Their own batches a trainer sees all; others see the batches in their scope.
    .where(and(eq(trainingBatchTrainers.trainerId, trainer.id), own ? undefined : batchScope(auth)))
    .orderBy(desc(trainingBatches.startDate), desc(trainingBatches.id))
    .limit(200);
  const profile: TrainerProfile = {
    ...trainer,
    trained: trained.map(({ titleId, titleBn, titleEn, providerId, providerBn, providerEn, ...batch }) => ({
      ...batch,
      title: { id: titleId, nameBn: titleBn, nameEn: titleEn },
      provider: { id: providerId, nameBn: providerBn, nameEn: providerEn },
    })),
  };
  return profile;
}

export async function trainerProfile(db: Db, auth: AuthContext, id: number): Promise<TrainerProfile> {
  const profile = await profileOf(db, auth, eq(trainers.id, id), false);
  if (!profile) throw notFound();
  return profile;
}

/** The caller's own trainer record, or null when they are not a trainer. */
export function myTrainerProfile(db: Db, auth: AuthContext): Promise<TrainerProfile | null> {
  return profileOf(db, auth, eq(trainers.userId, auth.userId), true);
}
