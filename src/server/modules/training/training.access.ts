/**
 * Who sees which batch, in the SQL of every list and every read by id: the app admins see every
 * batch; a school account (role 34) the batches of its own office; everyone else the batches of the
 * training admins and of their own office. A batch outside the caller's scope answers 404.
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { isAppAdmin, isSchoolTrainingRole } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { AuthContext } from '../auth/auth.session';
import { trainingApplications, trainingBatches } from './training.table';

export function batchScope(auth: AuthContext): SQL | undefined {
  if (isAppAdmin(auth)) return undefined;
  const officeId = auth.activeRole.OfficeId;
  if (isSchoolTrainingRole(auth)) return eq(trainingBatches.ownerOfficeId, officeId);
  return or(isNull(trainingBatches.ownerOfficeId), eq(trainingBatches.ownerOfficeId, officeId));
}

/** The batches whose entries and trainees the caller manages (shortlist, finalise, attendance). */
export function managedBatchScope(auth: AuthContext): SQL | undefined {
  if (isAppAdmin(auth)) return undefined;
  return eq(trainingBatches.ownerOfficeId, auth.activeRole.OfficeId);
}

/** An entry with its batch, if the caller manages the batch; 404 otherwise. */
export async function readEntry(db: Db | Tx, auth: AuthContext, id: number) {
  const [row] = await db
    .select({ entry: trainingApplications, batch: trainingBatches })
    .from(trainingApplications)
    .innerJoin(trainingBatches, eq(trainingBatches.id, trainingApplications.batchId))
    .where(and(eq(trainingApplications.id, id), managedBatchScope(auth)));
  if (!row) throw notFound();
  return row;
}
