/** The signed-in caller of a write and the audit row it leaves (who, under which desk, what changed). */
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import type { AuthContext } from '../modules/auth/auth.session';
import { writeAudit } from './audit';
import { caller } from './auth';

export interface Actor {
  auth: AuthContext;
  ip: string | null;
}

export const actorOf = (request: FastifyRequest): Actor => ({
  auth: caller(request),
  ip: request.ip ?? null,
});

export async function audit(
  db: Db | Tx,
  actor: Actor,
  action: string,
  entity: string,
  entityId: number | string | null,
  change: { before?: unknown; after?: unknown } = {},
): Promise<void> {
  await writeAudit(db, {
    userId: actor.auth.userId,
    userRoleId: actor.auth.userRoleId,
    officeId: actor.auth.activeRole.OfficeId || null,
    actingChargeId: actor.auth.actingChargeId,
    action,
    entity,
    entityId,
    before: change.before,
    after: change.after,
    ip: actor.ip,
  });
}
