/**
 * Stock adjustments: the store officer (or the office admin until one is named) corrects one
 * product's stock outside receipts and deliveries — a count that differs, goods damaged, expired,
 * lost or stolen, or written off by order — with a memo or order number. The stock moves by the
 * same conditional update as a delivery (never below zero: 409 naming the product, what there is
 * and what was asked), and the adjustment, its ledger row (kind `adjust`, with the balance) and its
 * audit row are one transaction.
 */
import { eq } from 'drizzle-orm';
import type { AdjustmentValues, LedgerRow } from '../../../common/contracts/store.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import { storeAdjustments, storeProducts } from './store.table';
import { assertStoreOfficer } from './store-access';
import { moveStock } from './store-ledger';

export async function adjustStock(
  db: Db,
  actor: Actor,
  productId: number,
  input: AdjustmentValues,
): Promise<LedgerRow> {
  const { auth } = actor;
  const officeId = auth.activeRole.OfficeId;
  const [product] = await db
    .select({ officeId: storeProducts.officeId })
    .from(storeProducts)
    .where(eq(storeProducts.id, productId));
  if (!product) throw notFound();
  if (product.officeId !== officeId) throw forbidden();
  await assertStoreOfficer(db, auth);
  return inTransaction(db, async (tx) => {
    const [adjustment] = await tx
      .insert(storeAdjustments)
      .values({
        officeId,
        productId,
        reason: input.reason,
        quantity: input.quantity,
        memoNo: input.memoNo,
        note: input.note ?? null,
        createdBy: auth.userId,
      })
      .returning();
    const moved = await moveStock(tx, actor, officeId, {
      productId,
      delta: input.quantity,
      kind: 'adjust',
      adjustmentId: adjustment.id,
    });
    await audit(tx, actor, 'adjust', 'store-adjustment', adjustment.id, {
      after: { ...adjustment, balance: moved.balance },
    });
    // The ledger row just written, as the ledger shows it.
    return {
      id: moved.ledgerId,
      kind: 'adjust',
      quantity: input.quantity,
      balance: moved.balance,
      receiptId: null,
      requisitionId: null,
      adjustment: {
        id: adjustment.id,
        reason: adjustment.reason,
        memoNo: adjustment.memoNo,
        note: adjustment.note,
      },
      at: new Date(moved.at).toISOString(),
    };
  });
}
