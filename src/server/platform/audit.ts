/** The audit trail: every write records who did it, under which desk, and what changed. */
import type { Db, Tx } from '../db/client';
import { auditLog } from './platform.table';

export interface AuditEntry {
  userId: number | null;
  userRoleId?: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

export async function writeAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    userRoleId: entry.userRoleId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
