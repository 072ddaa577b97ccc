/**
 * Training sends an officer away: finalising an officer as a trainee of a batch gives the current
 * charge of each desk they hold, for the batch's days, to the holder of the desk the finaliser names
 * for it (order `প্রশিক্ষণ-<trainee id>`, reason প্রশিক্ষণকালীন), in the finalising transaction
 * through the charge module's absence path, as a leave's or a tour's approval does. Withdrawing the
 * trainee or cancelling the batch ends the charges the training gave.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ChargeDeskName } from '../../../common/contracts/charge.contract';
import type { TrainingChargeChoices } from '../../../common/contracts/training.contract';
import { toBanglaDigits } from '../../../common/validation';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { badRequest, forbidden } from '../../platform/errors';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { chargeWithAbsence, endAbsenceCharges } from '../charge/charge-absence.service';
import { takerDeskOptions } from '../charge/charge-options.service';
import { desks, offices, roles, userRoles } from '../office/office.table';
import { readEntry } from './training.access';

export interface TraineeCharge {
  deskId: number;
  chargeDeskId: number;
}

/** The order number of the charges a trainee's training gave. */
export const trainingOrderNo = (traineeId: number) => `প্রশিক্ষণ-${toBanglaDigits(traineeId)}`;

/** The desks `userId` holds now, in the order of their desk list. */
async function heldDesks(db: Db | Tx, userId: number): Promise<(ChargeDeskName & { officeId: number })[]> {
  return db
    .select({
      deskId: desks.id,
      roleBn: roles.nameBn,
      roleEn: roles.nameEn,
      officeBn: offices.nameBn,
      officeEn: offices.nameEn,
      officeId: desks.officeId,
    })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(roles, eq(roles.id, desks.roleId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .where(and(eq(userRoles.userId, userId), isNull(userRoles.releasedOn)))
    .orderBy(asc(userRoles.sortOrder), asc(userRoles.id));
}

/**
 * The finaliser's choice for one shortlisted entry: the desks its officer holds and, for one of
 * them, who may take its charge in the batch's days. Only while the entry waits on the shortlist
 * (403 after); an entry of a batch the caller does not manage is 404.
 */
export async function trainingChargeChoices(
  db: Db,
  auth: AuthContext,
  id: number,
  query: { deskId?: number; search?: string },
): Promise<TrainingChargeChoices> {
  const { entry, batch } = await readEntry(db, auth, id);
  if (entry.status !== 'shortlisted') throw forbidden('training.decisionNotNow');
  const today = dhakaDay(new Date());
  const fromDate = batch.startDate < today ? today : batch.startDate;
  const toDate = batch.endDate;
  const held = entry.userId ? await heldDesks(db, entry.userId) : [];
  const desk = query.deskId ? held.find((item) => item.deskId === query.deskId) : held[0];
  if (query.deskId && !desk)
    throw badRequest('training.heldDeskInvalid', [
      { field: 'deskId', messageKey: 'training.heldDeskInvalid' },
    ]);
  const options =
    desk && entry.userId && toDate >= today
      ? await takerDeskOptions(
          db,
          { officeId: desk.officeId, absentUserId: entry.userId, fromDate, toDate },
          query.search,
        )
      : [];
  return {
    held: held.map(({ officeId: _office, ...name }) => name),
    forDeskId: desk?.deskId ?? null,
    options,
    fromDate,
    toDate,
  };
}

/**
 * The charges named with a finalisation, checked before it: each desk one the officer holds, each
 * taker another desk of that desk's office (400 on `charges` otherwise). Whether the taker may take
 * it is decided when it is given.
 */
export async function assertTraineeCharges(
  db: Db,
  userId: number | null,
  charges: TraineeCharge[] | undefined,
): Promise<void> {
  if (!charges || charges.length === 0) return;
  const held = userId ? await heldDesks(db, userId) : [];
  const takers = await db
    .select({ id: desks.id, officeId: desks.officeId })
    .from(desks)
    .where(
      inArray(
        desks.id,
        charges.map((charge) => charge.chargeDeskId),
      ),
    );
  for (const charge of charges) {
    const desk = held.find((item) => item.deskId === charge.deskId);
    if (!desk)
      throw badRequest('training.heldDeskInvalid', [
        { field: 'charges', messageKey: 'training.heldDeskInvalid' },
      ]);
    const taker = takers.find((item) => item.id === charge.chargeDeskId);
    if (!taker || taker.officeId !== desk.officeId || held.some((item) => item.deskId === taker.id))
      throw badRequest('training.chargeDeskInvalid', [
        { field: 'charges', messageKey: 'training.chargeDeskInvalid' },
      ]);
  }
}

/**
 * Inside the finalising transaction: the current charge of each named desk for the batch's days
 * (from today once started). A broken charge rule stops the finalisation with the rule's message.
 */
export async function chargesWithTraining(
  tx: Tx,
  actor: Actor,
  trainee: { id: number; userId: number },
  batch: { startDate: string; endDate: string },
  charges: TraineeCharge[],
): Promise<void> {
  for (const charge of charges)
    await chargeWithAbsence(
      tx,
      actor,
      {
        userId: trainee.userId,
        deskId: charge.deskId,
        fromDate: batch.startDate,
        toDate: batch.endDate,
        orderNo: trainingOrderNo(trainee.id),
        reason: 'প্রশিক্ষণকালীন',
      },
      charge.chargeDeskId,
      dhakaDay(new Date()),
    );
}

/** Ends the running or upcoming charges the trainees' training gave (withdrawn, batch cancelled). */
export function endTrainingCharges(
  tx: Tx,
  actor: Actor,
  trainees: { id: number; userId: number | null }[],
  note: string,
): Promise<number[]> {
  return endAbsenceCharges(
    tx,
    actor,
    trainees.flatMap((trainee) =>
      trainee.userId ? [{ holderUserId: trainee.userId, orderNo: trainingOrderNo(trainee.id) }] : [],
    ),
    note,
    dhakaDay(new Date()),
  );
}
