/**
 * Lab equipment and activities. Adding a device or an activity and changing a device's condition
 * move the lab's counters in the same transaction, each by one relative update
 * (`count = count + 1`), so writes at once never lose a count. A condition change names the
 * condition it saw: `update … where id = $1 and condition = $from`, zero rows answers 409.
 */
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import {
  type ActivityFilterParams,
  type ActivityItem,
  type ActivityQueryParams,
  activityInputSchema,
  type ConditionChange,
  conditionChangeSchema,
  type EquipmentCondition,
  type EquipmentFilterParams,
  type EquipmentItem,
  type EquipmentQueryParams,
  type EquipmentUpdate,
  equipmentInputSchema,
  equipmentUpdateSchema,
} from '../../../common/contracts/lab.contract';
import type { Page } from '../../../common/contracts/office.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { containsPattern, pageOf, totalOf } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { transition } from '../../platform/transitions';
import type { AuthContext } from '../auth/auth.session';
import { users } from '../users/users.table';
import { labActivities, labEquipment, labs } from './lab.table';
import { labScope, manageableLab, readableLab, scopeSql } from './lab-access';

const COUNTER = {
  working: labs.workingCount,
  faulty: labs.faultyCount,
  lost: labs.lostCount,
} as const;
const counterName = { working: 'working_count', faulty: 'faulty_count', lost: 'lost_count' } as const;

const labColumns = {
  id: labs.id,
  institutionBn: labs.institutionBn,
  institutionEn: labs.institutionEn,
  code: labs.code,
  type: labs.type,
};

/* Equipment ------------------------------------------------------------------------------------ */

function equipmentWhere(scope: SQL | undefined, query: EquipmentFilterParams): SQL | undefined {
  return and(
    scope,
    query.labId ? eq(labEquipment.labId, query.labId) : undefined,
    query.type ? eq(labs.type, query.type) : undefined,
    query.districtId ? eq(labs.districtId, query.districtId) : undefined,
    query.kind ? eq(labEquipment.kind, query.kind) : undefined,
    query.condition ? eq(labEquipment.condition, query.condition) : undefined,
    query.search
      ? sql`(lower(${labEquipment.serial}) like lower(${containsPattern(query.search)}) or ${labs.searchText} like lower(${containsPattern(query.search.normalize('NFC'))}))`
      : undefined,
  );
}

const equipmentQuery = (db: Db | Tx) =>
  db
    .select({ item: labEquipment, lab: labColumns })
    .from(labEquipment)
    .innerJoin(labs, eq(labs.id, labEquipment.labId))
    .$dynamic();

type EquipmentRow = Awaited<ReturnType<ReturnType<typeof equipmentQuery>['execute']>>[number];

const toEquipment = ({ item, lab }: EquipmentRow): EquipmentItem => ({
  id: item.id,
  lab,
  kind: item.kind,
  model: item.model,
  serial: item.serial,
  supplier: item.supplier,
  receivedOn: item.receivedOn,
  condition: item.condition,
  conditionChangedAt: item.conditionChangedAt?.toISOString() ?? null,
});

export async function listEquipment(
  db: Db,
  auth: AuthContext,
  query: EquipmentQueryParams,
): Promise<Page<EquipmentItem>> {
  const scope = scopeSql(await labScope(db, auth));
  const where = equipmentWhere(scope, query);
  const rows = equipmentQuery(db).where(where).orderBy(desc(labEquipment.id));
  // Without a condition on the lab, the devices are counted from their own indexes alone.
  const onLab = scope !== undefined || query.type || query.districtId || query.search;
  const count = onLab
    ? db
        .select({ total: sql<number>`count(*)::int` })
        .from(labEquipment)
        .innerJoin(labs, eq(labs.id, labEquipment.labId))
        .where(where)
    : totalOf(db, labEquipment, equipmentWhere(undefined, query));
  const page = await pageOf(query, rows, count);
  return { items: page.items.map(toEquipment), total: page.total };
}

export async function* equipmentBatches(
  db: Db,
  auth: AuthContext,
  query: EquipmentFilterParams,
  size: number,
  max: number,
): AsyncGenerator<EquipmentItem[]> {
  const where = equipmentWhere(scopeSql(await labScope(db, auth)), query);
  for (let offset = 0; offset < max; offset += size) {
    const rows = await equipmentQuery(db)
      .where(where)
      .orderBy(desc(labEquipment.id))
      .limit(size)
      .offset(offset);
    yield rows.map(toEquipment);
    if (rows.length < size) return;
  }
}

async function equipmentOf(db: Db | Tx, id: number): Promise<EquipmentItem> {
  const [row] = await equipmentQuery(db).where(eq(labEquipment.id, id));
  if (!row) throw notFound();
  return toEquipment(row);
}

/** The device, once the caller may change its lab (404 when there is none, 403 outside the area). */
async function manageableEquipment(db: Db, auth: AuthContext, id: number) {
  const [row] = await db.select().from(labEquipment).where(eq(labEquipment.id, id));
  if (!row) throw notFound();
  await manageableLab(db, auth, row.labId);
  return row;
}

export async function addEquipment(
  db: Db,
  actor: Actor,
  labId: number,
  input: unknown,
): Promise<EquipmentItem> {
  const values = equipmentInputSchema.parse(input);
  await manageableLab(db, actor.auth, labId);
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(labEquipment)
      .values({
        labId,
        kind: values.kind,
        model: values.model ?? null,
        serial: values.serial ?? null,
        supplier: values.supplier ?? null,
        receivedOn: values.receivedOn ?? null,
        condition: values.condition,
      })
      .returning();
    await tx
      .update(labs)
      .set({
        equipmentCount: sql`${labs.equipmentCount} + 1`,
        [conditionKey(values.condition)]: sql`${COUNTER[values.condition]} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(labs.id, labId));
    await audit(tx, actor, 'create', 'lab-equipment', row.id, { after: row });
    return row.id;
  });
  return equipmentOf(db, id);
}

const conditionKey = (condition: EquipmentCondition) =>
  ({ working: 'workingCount', faulty: 'faultyCount', lost: 'lostCount' })[condition];

export async function updateEquipment(
  db: Db,
  actor: Actor,
  id: number,
  input: EquipmentUpdate,
): Promise<EquipmentItem> {
  const values = equipmentUpdateSchema.parse(input);
  const before = await manageableEquipment(db, actor.auth, id);
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(labEquipment)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(labEquipment.id, id))
      .returning();
    await audit(tx, actor, 'update', 'lab-equipment', id, { before, after });
  });
  return equipmentOf(db, id);
}

export async function changeCondition(
  db: Db,
  actor: Actor,
  id: number,
  input: ConditionChange,
): Promise<EquipmentItem> {
  const values = conditionChangeSchema.parse(input);
  const before = await manageableEquipment(db, actor.auth, id);
  await inTransaction(db, async (tx) => {
    const after = await transition(tx, {
      table: labEquipment,
      id,
      idColumn: labEquipment.id,
      stateColumn: labEquipment.condition,
      from: values.from,
      set: { condition: values.to, conditionChangedAt: new Date(), updatedAt: new Date() },
      conflictKey: 'lab.conditionChanged',
    });
    // One statement moves the device from one count to the other.
    await tx.execute(
      sql`update labs set ${sql.raw(counterName[values.from])} = ${sql.raw(counterName[values.from])} - 1,
        ${sql.raw(counterName[values.to])} = ${sql.raw(counterName[values.to])} + 1, updated_at = now()
        where id = ${before.labId}`,
    );
    await audit(tx, actor, 'condition', 'lab-equipment', id, {
      before: { condition: before.condition },
      after: { condition: after.condition, note: values.note ?? null },
    });
  });
  return equipmentOf(db, id);
}

/* Activities ----------------------------------------------------------------------------------- */

function activityWhere(scope: SQL | undefined, query: ActivityFilterParams): SQL | undefined {
  return and(
    scope,
    query.labId ? eq(labActivities.labId, query.labId) : undefined,
    query.type ? eq(labs.type, query.type) : undefined,
    query.districtId ? eq(labs.districtId, query.districtId) : undefined,
    query.kind ? eq(labActivities.kind, query.kind) : undefined,
    query.from ? gte(labActivities.heldOn, query.from) : undefined,
    query.to ? lte(labActivities.heldOn, query.to) : undefined,
    query.search
      ? sql`(${labs.searchText} like lower(${containsPattern(query.search.normalize('NFC'))}) or normalize(${labActivities.titleBn}, NFC) ilike ${containsPattern(query.search.normalize('NFC'))})`
      : undefined,
  );
}

const activityQuery = (db: Db | Tx) =>
  db
    .select({ item: labActivities, lab: labColumns, loggedBy: users.name })
    .from(labActivities)
    .innerJoin(labs, eq(labs.id, labActivities.labId))
    .innerJoin(users, eq(users.id, labActivities.userId))
    .$dynamic();

type ActivityRow = Awaited<ReturnType<ReturnType<typeof activityQuery>['execute']>>[number];

const toActivity = ({ item, lab, loggedBy }: ActivityRow): ActivityItem => ({
  id: item.id,
  lab,
  kind: item.kind,
  heldOn: item.heldOn,
  titleBn: item.titleBn,
  participants: item.participants,
  female: item.female,
  hours: item.hours,
  note: item.note,
  loggedBy,
});

export async function listActivities(
  db: Db,
  auth: AuthContext,
  query: ActivityQueryParams,
): Promise<Page<ActivityItem>> {
  const where = activityWhere(scopeSql(await labScope(db, auth)), query);
  const rows = activityQuery(db).where(where).orderBy(desc(labActivities.heldOn), desc(labActivities.id));
  const count =
    where !== undefined
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(labActivities)
          .innerJoin(labs, eq(labs.id, labActivities.labId))
          .where(where)
      : totalOf(db, labActivities, undefined);
  const page = await pageOf(query, rows, count);
  return { items: page.items.map(toActivity), total: page.total };
}

export async function* activityBatches(
  db: Db,
  auth: AuthContext,
  query: ActivityFilterParams,
  size: number,
  max: number,
): AsyncGenerator<ActivityItem[]> {
  const where = activityWhere(scopeSql(await labScope(db, auth)), query);
  for (let offset = 0; offset < max; offset += size) {
    const rows = await activityQuery(db)
      .where(where)
      .orderBy(desc(labActivities.heldOn), desc(labActivities.id))
      .limit(size)
      .offset(offset);
    yield rows.map(toActivity);
    if (rows.length < size) return;
  }
}

/** Any reader of the lab may log its activity (the officer who held the class or visited it). */
export async function addActivity(
  db: Db,
  actor: Actor,
  labId: number,
  input: unknown,
): Promise<ActivityItem> {
  const values = activityInputSchema.parse(input);
  await readableLab(db, actor.auth, labId);
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(labActivities)
      .values({
        labId,
        kind: values.kind,
        heldOn: values.heldOn,
        titleBn: values.titleBn,
        participants: values.participants,
        female: values.female ?? null,
        hours: values.hours ?? null,
        note: values.note ?? null,
        userId: actor.auth.userId,
      })
      .returning();
    await tx
      .update(labs)
      .set({ activityCount: sql`${labs.activityCount} + 1` })
      .where(eq(labs.id, labId));
    await audit(tx, actor, 'create', 'lab-activity', row.id, { after: row });
    return row.id;
  });
  const [row] = await activityQuery(db).where(eq(labActivities.id, id));
  return toActivity(row);
}
