/**
 * Goods in and out of a store, each line through `moveStock` (store-ledger.ts) in the receipt's or
 * delivery's transaction, so fifty deliveries at once never take stock below zero. Receipts add stock; a requisition is raised by a desk, approved or rejected by the store officer,
 * and delivered by the store officer, every step a conditional update of its state.
 */
import { eq, sql } from 'drizzle-orm';
import type { Page } from '../../../common/contracts/office.contract';
import type {
  DecisionValues,
  LineDetail,
  ReceiptDetail,
  ReceiptRow,
  ReceiptValues,
  RequisitionDetail,
  RequisitionFilter,
  RequisitionQuery,
  RequisitionRow,
  RequisitionValues,
} from '../../../common/contracts/store.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { containsPattern } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { transition } from '../../platform/transitions';
import type { AuthContext } from '../auth/auth.session';
import { storeReceiptLines, storeReceipts, storeRequisitionLines, storeRequisitions } from './store.table';
import { assertStoreOfficer, idList, isAdmin, isStoreOfficer, readOfficeOf, rowsOf } from './store-access';
import { moveStock } from './store-ledger';

type Line = { productId: number; quantity: number };

/**
 * Every product of `lines` is in the office's store. A product of another office's store is a write
 * on another office's record (403); one that is nowhere is bad input on the lines (400).
 */
async function assertOwnProducts(db: Db, officeId: number, lines: Line[]) {
  const ids = lines.map((line) => line.productId);
  const [row] = await rowsOf<{ own: number; found: number }>(
    db,
    sql`select count(*) filter (where office_id = ${officeId})::int as own, count(*)::int as found
      from store_products where id in (${idList(ids)})`,
  );
  if (Number(row.found) > Number(row.own)) throw forbidden('store.unknownProduct');
  if (Number(row.own) !== new Set(ids).size)
    throw badRequest('store.unknownProduct', [{ field: 'lines', messageKey: 'store.unknownProduct' }]);
}

/* Goods received notes ------------------------------------------------------------------------ */

type ReceiptSqlRow = {
  id: number;
  supplier: string;
  memo_no: string;
  memo_date: string;
  received_on: string;
  note: string | null;
  lines: number;
  items: number;
};
const receiptRow = (row: ReceiptSqlRow): ReceiptRow => ({
  id: Number(row.id),
  supplier: row.supplier,
  memoNo: row.memo_no,
  memoDate: String(row.memo_date).slice(0, 10),
  receivedOn: String(row.received_on).slice(0, 10),
  lines: Number(row.lines),
  items: Number(row.items),
});
const receiptSelect = sql`select r.id, r.supplier, r.memo_no, r.memo_date::text, r.received_on::text, r.note,
    (select count(*) from store_receipt_lines l where l.receipt_id = r.id)::int as lines,
    (select coalesce(sum(l.quantity), 0) from store_receipt_lines l where l.receipt_id = r.id)::int as items
  from store_receipts r`;

export async function receiveGoods(db: Db, actor: Actor, input: ReceiptValues) {
  await assertStoreOfficer(db, actor.auth);
  const officeId = actor.auth.activeRole.OfficeId;
  await assertOwnProducts(db, officeId, input.lines);
  const id = await inTransaction(db, async (tx) => {
    const [receipt] = await tx
      .insert(storeReceipts)
      .values({
        officeId,
        supplier: input.supplier,
        memoNo: input.memoNo,
        memoDate: input.memoDate,
        receivedOn: input.receivedOn,
        note: input.note ?? null,
        createdBy: actor.auth.userId,
      })
      .returning();
    await tx
      .insert(storeReceiptLines)
      .values(input.lines.map((line) => ({ receiptId: receipt.id, ...line })));
    // In product order, so two writers lock the same products in the same order.
    for (const line of [...input.lines].sort((a, b) => a.productId - b.productId))
      await moveStock(tx, actor, officeId, {
        productId: line.productId,
        delta: line.quantity,
        kind: 'receive',
        receiptId: receipt.id,
      });
    await audit(tx, actor, 'create', 'store-receipt', receipt.id, {
      after: { ...receipt, lines: input.lines },
    });
    return receipt.id;
  });
  return getReceipt(db, actor.auth, id);
}

export async function listReceipts(
  db: Db,
  auth: AuthContext,
  query: { search?: string; from?: string; to?: string; officeId?: number; page: number; pageSize: number },
): Promise<Page<ReceiptRow>> {
  const parts = [sql`r.office_id = ${readOfficeOf(auth, query.officeId)}`];
  if (query.from) parts.push(sql`r.received_on >= ${query.from}`);
  if (query.to) parts.push(sql`r.received_on <= ${query.to}`);
  if (query.search)
    parts.push(sql`r.search_text like lower(${containsPattern(query.search.normalize('NFC'))})`);
  const where = sql.join(parts, sql` and `);
  const [rows, [count]] = await Promise.all([
    rowsOf<ReceiptSqlRow>(
      db,
      sql`${receiptSelect} where ${where} order by r.received_on desc, r.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from store_receipts r where ${where}`),
  ]);
  return { items: rows.map(receiptRow), total: Number(count.total) };
}

async function linesOf(db: Db, table: 'store_receipt_lines' | 'store_requisition_lines', ownerId: number) {
  const owner = table === 'store_receipt_lines' ? sql`l.receipt_id` : sql`l.requisition_id`;
  const rows = await rowsOf<{
    product_id: number;
    name_bn: string;
    name_en: string;
    unit: LineDetail['unit'];
    quantity: number;
    stock: number;
  }>(
    db,
    sql`select l.product_id, p.name_bn, p.name_en, p.unit, l.quantity, p.stock
      from ${sql.raw(table)} l join store_products p on p.id = l.product_id
      where ${owner} = ${ownerId} order by l.id`,
  );
  return rows.map((row) => ({
    productId: Number(row.product_id),
    nameBn: row.name_bn,
    nameEn: row.name_en,
    unit: row.unit,
    quantity: Number(row.quantity),
    stock: Number(row.stock),
  }));
}

const scopeOf = (auth: AuthContext, alias: 'r' | 'q') =>
  isAdmin(auth) ? sql`` : sql`and ${sql.raw(alias)}.office_id = ${auth.activeRole.OfficeId}`;

export async function getReceipt(db: Db, auth: AuthContext, id: number): Promise<ReceiptDetail> {
  const [row] = await rowsOf<ReceiptSqlRow>(
    db,
    sql`${receiptSelect} where r.id = ${id} ${scopeOf(auth, 'r')}`,
  );
  if (!row) throw notFound();
  const lines = await linesOf(db, 'store_receipt_lines', id);
  return { ...receiptRow(row), note: row.note, lineItems: lines.map(({ stock: _, ...line }) => line) };
}

/* Requisitions -------------------------------------------------------------------------------- */

type RequisitionSqlRow = {
  id: number;
  office_id: number;
  requester_desk_id: number;
  status: RequisitionRow['status'];
  purpose: string;
  requester_bn: string;
  requester_en: string;
  desk_bn: string;
  desk_en: string;
  lines: number;
  created_at: string | Date;
  decided_at: string | Date | null;
  delivered_at: string | Date | null;
  decision_note: string | null;
};
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const requisitionRow = (row: RequisitionSqlRow): RequisitionRow => ({
  id: Number(row.id),
  status: row.status,
  purpose: row.purpose,
  requesterBn: row.requester_bn,
  requesterEn: row.requester_en,
  deskBn: row.desk_bn,
  deskEn: row.desk_en,
  lines: Number(row.lines),
  createdAt: new Date(row.created_at).toISOString(),
  decidedAt: iso(row.decided_at),
  deliveredAt: iso(row.delivered_at),
});
const requisitionSelect = sql`select q.id, q.office_id, q.requester_desk_id, q.status, q.purpose,
    coalesce((select p.known_as_bangla from profiles p where p.user_id = u.id order by p.id limit 1), u.name) as requester_bn,
    u.name as requester_en, ro.name_bn as desk_bn, ro.name_en as desk_en,
    (select count(*) from store_requisition_lines l where l.requisition_id = q.id)::int as lines,
    q.created_at, q.decided_at, q.delivered_at, q.decision_note
  from store_requisitions q join users u on u.id = q.requester_user_id
  join desks d on d.id = q.requester_desk_id join roles ro on ro.id = d.role_id`;

function requisitionWhere(auth: AuthContext, filter: RequisitionFilter, officer: boolean) {
  const parts = [sql`q.office_id = ${readOfficeOf(auth, filter.officeId)}`];
  // Only the store officer and the app admins see the whole store's requisitions.
  if (filter.scope !== 'office' || !(officer || isAdmin(auth)))
    parts.push(sql`q.requester_desk_id = ${auth.activeRole.DeskId}`);
  if (filter.status) parts.push(sql`q.status = ${filter.status}`);
  if (filter.search) parts.push(sql`q.purpose ilike ${containsPattern(filter.search.normalize('NFC'))}`);
  return sql.join(parts, sql` and `);
}

export async function listRequisitions(
  db: Db,
  auth: AuthContext,
  query: RequisitionQuery,
): Promise<Page<RequisitionRow>> {
  const where = requisitionWhere(auth, query, await isStoreOfficer(db, auth));
  const [rows, [count]] = await Promise.all([
    rowsOf<RequisitionSqlRow>(
      db,
      sql`${requisitionSelect} where ${where} order by q.created_at desc, q.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from store_requisitions q where ${where}`,
    ),
  ]);
  return { items: rows.map(requisitionRow), total: Number(count.total) };
}

export async function* requisitionsForExport(db: Db, auth: AuthContext, filter: RequisitionFilter) {
  const where = requisitionWhere(auth, filter, await isStoreOfficer(db, auth));
  for (let offset = 0; offset < 100_000; offset += 1000) {
    const rows = await rowsOf<RequisitionSqlRow>(
      db,
      sql`${requisitionSelect} where ${where} order by q.created_at desc, q.id desc limit 1000 offset ${offset}`,
    );
    yield rows.map(requisitionRow);
    if (rows.length < 1000) return;
  }
}

/** A requisition the caller may read: the requesting desk, its store's officer, or an app admin. */
export async function getRequisition(db: Db, auth: AuthContext, id: number): Promise<RequisitionDetail> {
  const [row] = await rowsOf<RequisitionSqlRow>(
    db,
    sql`${requisitionSelect} where q.id = ${id} ${scopeOf(auth, 'q')}`,
  );
  if (!row) throw notFound();
  const own = Number(row.requester_desk_id) === auth.activeRole.DeskId;
  const officer = Number(row.office_id) === auth.activeRole.OfficeId && (await isStoreOfficer(db, auth));
  if (!own && !officer && !isAdmin(auth)) throw notFound();
  return {
    ...requisitionRow(row),
    decisionNote: row.decision_note,
    lineItems: await linesOf(db, 'store_requisition_lines', id),
    canDecide: officer && !own && row.status === 'pending',
    canDeliver: officer && row.status === 'approved',
    canCancel: own && row.status === 'pending',
  };
}

export async function createRequisition(db: Db, actor: Actor, input: RequisitionValues) {
  const { auth } = actor;
  const officeId = auth.activeRole.OfficeId;
  await assertOwnProducts(db, officeId, input.lines);
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(storeRequisitions)
      .values({
        officeId,
        requesterDeskId: auth.activeRole.DeskId,
        requesterUserId: auth.userId,
        purpose: input.purpose,
      })
      .returning();
    await tx
      .insert(storeRequisitionLines)
      .values(input.lines.map((line) => ({ requisitionId: row.id, ...line })));
    await audit(tx, actor, 'create', 'store-requisition', row.id, { after: { ...row, lines: input.lines } });
    return row.id;
  });
  return getRequisition(db, auth, id);
}

/**
 * The requisition of the caller's office, for a write: one that is nowhere is 404, another office's
 * 403 (a write on another office's record, as everywhere in the app), whatever the step.
 */
async function ownOfficeRequisition(db: Db, auth: AuthContext, id: number) {
  const [row] = await db.select().from(storeRequisitions).where(eq(storeRequisitions.id, id));
  if (!row) throw notFound();
  if (row.officeId !== auth.activeRole.OfficeId) throw forbidden();
  return row;
}

export async function decideRequisition(db: Db, actor: Actor, id: number, input: DecisionValues) {
  const { auth } = actor;
  const before = await ownOfficeRequisition(db, auth, id);
  await assertStoreOfficer(db, auth);
  if (before.requesterDeskId === auth.activeRole.DeskId) throw new AppError(403, 'store.ownRequisition');
  await inTransaction(db, async (tx) => {
    const after = await transition(tx, {
      table: storeRequisitions,
      id,
      idColumn: storeRequisitions.id,
      stateColumn: storeRequisitions.status,
      from: 'pending',
      set: {
        status: input.action === 'approve' ? 'approved' : 'rejected',
        decidedBy: auth.userId,
        decidedAt: new Date(),
        decisionNote: input.note ?? null,
      },
    });
    await audit(tx, actor, input.action, 'store-requisition', id, { before, after });
  });
  return getRequisition(db, auth, id);
}

/** Delivers every line from stock, or nothing: one line short of stock is a 409 and all rolls back. */
export async function deliverRequisition(db: Db, actor: Actor, id: number) {
  const { auth } = actor;
  const before = await ownOfficeRequisition(db, auth, id);
  // A requisition not (or no longer) approved is a conflict for anyone; the conditional update
  // below still decides between two deliveries at once.
  if (before.status !== 'approved') throw conflict('error.stateChanged');
  await assertStoreOfficer(db, auth);
  await inTransaction(db, async (tx) => {
    const after = await transition(tx, {
      table: storeRequisitions,
      id,
      idColumn: storeRequisitions.id,
      stateColumn: storeRequisitions.status,
      from: 'approved',
      set: { status: 'delivered', deliveredBy: auth.userId, deliveredAt: new Date() },
    });
    const lines = await tx
      .select({ productId: storeRequisitionLines.productId, quantity: storeRequisitionLines.quantity })
      .from(storeRequisitionLines)
      .where(eq(storeRequisitionLines.requisitionId, id))
      .orderBy(storeRequisitionLines.productId);
    for (const line of lines)
      await moveStock(tx, actor, before.officeId, {
        productId: line.productId,
        delta: -line.quantity,
        kind: 'deliver',
        requisitionId: id,
      });
    await audit(tx, actor, 'deliver', 'store-requisition', id, { before, after });
  });
  return getRequisition(db, auth, id);
}

export async function cancelRequisition(db: Db, actor: Actor, id: number) {
  const { auth } = actor;
  const before = await ownOfficeRequisition(db, auth, id);
  if (before.status !== 'pending') throw conflict('error.stateChanged');
  if (before.requesterDeskId !== auth.activeRole.DeskId) throw forbidden();
  await inTransaction(db, async (tx) => {
    const after = await transition(tx, {
      table: storeRequisitions,
      id,
      idColumn: storeRequisitions.id,
      stateColumn: storeRequisitions.status,
      from: 'pending',
      set: { status: 'cancelled' },
    });
    await audit(tx, actor, 'cancel', 'store-requisition', id, { before, after });
  });
  return getRequisition(db, auth, id);
}

/** The admin dashboard's 'store requisitions' card: an office's requisitions by state. */
export async function requisitionCounts(db: Db, officeId: number) {
  const rows = await rowsOf<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from store_requisitions where office_id = ${officeId} group by status`,
  );
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: count('pending'), approved: count('approved'), delivered: count('delivered') };
}
