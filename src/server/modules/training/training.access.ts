/**
 * Who sees which batch, in the SQL of every list and every read by id: the app admins see every
 * batch; a school account (role 34) the batches of its own office; everyone else the batches of the
 * training admins and of their own office. A batch outside the caller's scope answers 404.
 */
import { eq, isNull, or, type SQL } from 'drizzle-orm';
import { isAppAdmin, isSchoolTrainingRole } from '../../../common/permissions';
import type { AuthContext } from '../auth/auth.session';
import { trainingBatches } from './training.table';

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
