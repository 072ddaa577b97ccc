/**
 * Deletes of what was entered by mistake. A device goes with its lab's counters moved in the same
 * transaction (relative updates by the condition the delete itself returns, so deletes and condition
 * changes at once keep the counts true). A lab goes, its devices with it, only while nothing records
 * its use: activities, inspections, recommendations or visit plans answer 409 saying which, as they
 * are the lab's history. The lab row is locked for the check and the delete; the inspection module
 * holds it (`holdLab`) while it writes a plan naming it, so a plan and a delete at once cannot leave a
 * plan for a lab that is gone.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { conflict, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { labEquipment, labs } from './lab.table';
import { labScope, manageableLab, rowsOf, scopeAllows } from './lab-access';

const COUNTER = { working: 'working_count', faulty: 'faulty_count', lost: 'lost_count' } as const;

export async function deleteEquipment(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  const [device] = await db.select().from(labEquipment).where(eq(labEquipment.id, id));
  if (!device) throw notFound();
  await manageableLab(db, actor.auth, device.labId);
  return inTransaction(db, async (tx) => {
    const [before] = await tx.delete(labEquipment).where(eq(labEquipment.id, id)).returning();
    // Deleted meanwhile by someone else: nothing left to take off the counts.
    if (!before) throw notFound();
    const counter = sql.raw(COUNTER[before.condition]);
    await tx.execute(
      sql`update labs set equipment_count = equipment_count - 1, ${counter} = ${counter} - 1, updated_at = now()
        where id = ${before.labId}`,
    );
    await audit(tx, actor, 'delete', 'lab-equipment', id, { before });
    return { id };
  });
}

/** What still records a lab's use, first found first: the message of the 409 names it. */
async function useOf(tx: Tx, id: number) {
  const [row] = await rowsOf<{ activities: boolean; inspections: boolean; plans: boolean }>(
    tx,
    sql`select exists (select 1 from lab_activities where lab_id = ${id}) as activities,
      (exists (select 1 from inspections where lab_id = ${id})
        or exists (select 1 from inspection_recommendations where lab_id = ${id})) as inspections,
      exists (select 1 from inspection_plans where lab_id = ${id}) as plans`,
  );
  if (row.activities) return 'lab.hasActivities';
  if (row.inspections) return 'lab.hasInspections';
  if (row.plans) return 'lab.hasPlans';
  return null;
}

export async function deleteLab(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  await manageableLab(db, actor.auth, id);
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(labs).where(eq(labs.id, id)).for('update');
    if (!before) throw notFound();
    const used = await useOf(tx, id);
    if (used) throw conflict(used);
    const devices = await tx.delete(labEquipment).where(eq(labEquipment.labId, id)).returning({
      id: labEquipment.id,
    });
    await tx.delete(labs).where(eq(labs.id, id));
    await audit(tx, actor, 'delete', 'lab', id, { before: { ...before, devices: devices.length } });
    return { id };
  });
}

/**
 * For the inspection module: the lab a plan names must be one the planner reads (else the plan
 * answers a bad field), and inside the plan's transaction it is held (key share)
 * so that a delete of the lab waits for the plan and then sees it.
 */
export async function mayReadLab(db: Db, auth: AuthContext, id: number): Promise<boolean> {
  const [row] = await db.select().from(labs).where(eq(labs.id, id));
  return row !== undefined && scopeAllows(await labScope(db, auth), row);
}

export async function holdLab(tx: Tx, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(tx, sql`select id from labs where id = ${id} for key share`);
  return rows.length > 0;
}
