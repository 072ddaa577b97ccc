/**
 * The one place stock moves: one product at a time, in one statement that checks and changes it
 * (`update … set stock = stock + $delta where … and stock + $delta >= 0`), with its ledger row and
 * the balance after it, in the caller's transaction. Receipts, deliveries and adjustments all come
 * through here, so fifty of them at once never take stock below zero and stock stays the ledger's sum.
 */
import { sql } from 'drizzle-orm';
import type { LedgerKind } from '../../../common/contracts/store.contract';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { storeLedger } from './store.table';
import { rowsOf } from './store-access';

export interface Movement {
  productId: number;
  /** The signed change of stock. */
  delta: number;
  kind: LedgerKind;
  receiptId?: number;
  requisitionId?: number;
  adjustmentId?: number;
}

/**
 * Moves a product's stock and writes its ledger row. Zero rows means the stock would fall below
 * zero (or the product is not the office's): 409 naming the product, what there is and what was asked.
 */
export async function moveStock(
  tx: Tx,
  actor: Actor,
  officeId: number,
  move: Movement,
): Promise<{ ledgerId: number; balance: number; at: Date }> {
  const [moved] = await rowsOf<{ stock: number }>(
    tx,
    sql`update store_products set stock = stock + ${move.delta}, updated_at = now()
      where id = ${move.productId} and office_id = ${officeId} and stock + ${move.delta} >= 0
      returning stock`,
  );
  if (!moved) {
    const [product] = await rowsOf<{ name_bn: string; stock: number }>(
      tx,
      sql`select name_bn, stock from store_products where id = ${move.productId}`,
    );
    throw new AppError(409, 'store.insufficientStock', {
      name: product?.name_bn ?? '',
      stock: Number(product?.stock ?? 0),
      quantity: Math.abs(move.delta),
    });
  }
  const balance = Number(moved.stock);
  const [row] = await tx
    .insert(storeLedger)
    .values({
      officeId,
      productId: move.productId,
      kind: move.kind,
      quantity: move.delta,
      balance,
      receiptId: move.receiptId ?? null,
      requisitionId: move.requisitionId ?? null,
      adjustmentId: move.adjustmentId ?? null,
      createdBy: actor.auth.userId,
    })
    .returning({ id: storeLedger.id, at: storeLedger.createdAt });
  return { ledgerId: row.id, balance, at: row.at };
}
