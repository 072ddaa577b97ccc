/** The audit trail: every write records who did it, under which desk, and what changed. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { auditLog } from './platform.table';

export interface AuditEntry {
  userId: number | null;
  userRoleId?: number | null;
  /** The office of that desk; without it the desk's office is looked up. */
  officeId?: number | null;
  /** The charge the desk was held under, when the caller acted for its absent holder. */
  actingChargeId?: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** The office of a desk holding, read in the insert itself (sign-in rows know only the holding). */
const officeOfHolding = (userRoleId: number) =>
  sql<number>`(select d.office_id from user_roles ur join desks d on d.id = ur.desk_id where ur.id = ${userRoleId})`;

export async function writeAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  const userRoleId = entry.userRoleId ?? null;
  await db.insert(auditLog).values({
    userId: entry.userId,
    userRoleId,
    officeId: entry.officeId ?? (userRoleId === null ? null : officeOfHolding(userRoleId)),
    actingChargeId: entry.actingChargeId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
