/**
 * Stock adjustments through the real app: the store officer corrects a product's stock with a
 * reason and a memo, the ledger shows the adjustment with its reason and balance, stock stays the
 * sum of its ledger, an adjustment that would take stock below zero is refused and changes nothing,
 * and fifty adjustments and deliveries at once (which CI runs on PostgreSQL) keep stock >= 0 and
 * equal to the ledger. Only the store officer (or the office admin until one is named) adjusts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_PATHS as P } from '../../../common/contracts/store.contract';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let officer: Caller;
let keeper: Caller;
let keeperEn: Caller;
let superAdmin: Caller;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  // Office 10's store officer is the office admin's desk (the demo's).
  [officer, keeper, keeperEn, superAdmin] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.officeAdmin, 'en'),
    callerFor(t, DEMO.superAdmin),
  ]);
});
afterAll(() => t.close());

/** A new product of office 10's store with `stock` received. */
async function productWith(stock: number, name: string): Promise<number> {
  const [category] = (await keeper.get(P.categories)).body.data;
  const created = await keeper.post(P.products, {
    categoryId: category.id,
    nameBn: name,
    unit: 'box',
    reorderLevel: 1,
  });
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  const receipt = await keeper.post(P.receipts, {
    supplier: 'মেসার্স নির্ভর',
    memoNo: `মেমো/${name}`,
    memoDate: '2025-11-01',
    receivedOn: '2025-11-02',
    lines: [{ productId: id, quantity: stock }],
  });
  expect(receipt.status).toBe(200);
  return id;
}

const stockOf = async (id: number) => (await officer.get(P.product(id))).body.data.stock as number;
const ledgerSum = async (id: number) => {
  const [row] = await rows<{ total: number; lines: number; negative: number }>(
    sql`select coalesce(sum(quantity), 0)::int as total, count(*)::int as lines,
      count(*) filter (where balance < 0)::int as negative from store_ledger where product_id = ${id}`,
  );
  return row;
};

describe('an adjustment of stock', () => {
  it('moves the stock, shows in the ledger with its reason, memo and balance, and keeps stock = ledger', async () => {
    const id = await productWith(12, 'সমন্বয়ের টোনার');
    const year = async () => (await keeper.get(P.dashboard)).body.data.adjustmentsThisYear;
    const before = await year();
    const damaged = await keeper.post(P.productAdjustments(id), {
      reason: 'damaged',
      quantity: -2,
      memoNo: 'স্টোর/২০২৫/১১',
      note: 'বৃষ্টির পানিতে ভিজে নষ্ট',
    });
    expect(damaged.status).toBe(200);
    expect(damaged.body.data).toMatchObject({
      kind: 'adjust',
      quantity: -2,
      balance: 10,
      adjustment: { reason: 'damaged', memoNo: 'স্টোর/২০২৫/১১', note: 'বৃষ্টির পানিতে ভিজে নষ্ট' },
    });
    // A physical count found one box more than the book.
    const counted = await keeper.post(P.productAdjustments(id), {
      reason: 'count',
      quantity: 1,
      memoNo: 'যাচাই-৩',
    });
    expect(counted.body.data.balance).toBe(11);
    expect(await stockOf(id)).toBe(11);
    // The store dashboard counts both in this fiscal year's adjustments.
    const after = await year();
    expect(after).toMatchObject({
      count: before.count + 2,
      writtenOff: before.writtenOff + 2,
      added: before.added + 1,
    });
    expect(after.byReason.damaged).toEqual({
      count: before.byReason.damaged.count + 1,
      writtenOff: before.byReason.damaged.writtenOff + 2,
      added: before.byReason.damaged.added,
    });

    const ledger = (await officer.get(P.productLedger(id))).body.data;
    expect(
      ledger.items.map((row: { kind: string; quantity: number; balance: number }) => [
        row.kind,
        row.quantity,
        row.balance,
      ]),
    ).toEqual([
      ['adjust', 1, 11],
      ['adjust', -2, 10],
      ['receive', 12, 12],
    ]);
    expect(ledger.items[0].adjustment).toMatchObject({ reason: 'count', memoNo: 'যাচাই-৩', note: null });
    expect(ledger.items[2].adjustment).toBeNull();
    // The adjustments alone, where the ledger is.
    const only = (await officer.get(`${P.productLedger(id)}?kind=adjust`)).body.data;
    expect(only.total).toBe(2);
    expect(only.items.map((row: { adjustment: { reason: string } }) => row.adjustment.reason)).toEqual([
      'count',
      'damaged',
    ]);
    expect(await ledgerSum(id)).toMatchObject({ total: 11, lines: 3 });

    const [logged] = await rows<{ entity: string; action: string }>(
      sql`select entity, action from audit_log where entity = 'store-adjustment' and entity_id = ${String(damaged.body.data.adjustment.id)}`,
    );
    expect(logged).toEqual({ entity: 'store-adjustment', action: 'adjust' });
  });

  it('refuses one that would take stock below zero, naming the product, and changes nothing', async () => {
    const id = await productWith(3, 'সমন্বয়ের স্ট্যাপলার');
    const before = await ledgerSum(id);
    const refused = await keeper.post(P.productAdjustments(id), {
      reason: 'lost',
      quantity: -5,
      memoNo: 'জিডি-১৪',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('মজুদ পর্যাপ্ত নয়: সমন্বয়ের স্ট্যাপলার আছে ৩, চাওয়া হয়েছে ৫');
    const english = await keeperEn.post(P.productAdjustments(id), {
      reason: 'lost',
      quantity: -5,
      memoNo: 'GD-14',
    });
    expect(english.body.message).toBe('Not enough stock: সমন্বয়ের স্ট্যাপলার has 3, 5 asked for');
    expect(await stockOf(id)).toBe(3);
    expect(await ledgerSum(id)).toEqual(before);
    const [{ count }] = await rows<{ count: number }>(
      sql`select count(*)::int as count from store_adjustments where product_id = ${id}`,
    );
    expect(count).toBe(0);
  });

  it('answers bad input with its Bangla message on the field and stores nothing', async () => {
    const id = await productWith(4, 'সমন্বয়ের খাম');
    const cases: [object, string][] = [
      [{ reason: 'stolen', quantity: -1, memoNo: '১' }, 'সমন্বয়ের কারণ নির্বাচন করুন'],
      [{ reason: 'count', quantity: 0, memoNo: '১' }, 'পরিবর্তন শূন্য ছাড়া'],
      [{ reason: 'count', quantity: 1.5, memoNo: '১' }, 'পরিবর্তন শূন্য ছাড়া'],
      [{ reason: 'expired', quantity: 2, memoNo: '১' }, 'নষ্ট, মেয়াদোত্তীর্ণ বা হারানো মালামাল কেবল মজুদ কমায়'],
      [{ reason: 'count', quantity: 1, memoNo: ' ' }, 'মেমো নম্বর লিখুন'],
      [{ reason: 'other', quantity: -1, memoNo: '১' }, 'কারণটি মন্তব্যে লিখুন'],
    ];
    for (const [body, message] of cases) {
      const response = await keeper.post(P.productAdjustments(id), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body.errors)).toContain(message);
    }
    expect(await stockOf(id)).toBe(4);
    expect(
      (await keeper.post(P.productAdjustments(2_000_000_000), { reason: 'count', quantity: 1, memoNo: '১' }))
        .status,
    ).toBe(404);
  });

  it('is the store officer’s: a desk of the office, the super admin and the anonymous are refused', async () => {
    const id = await productWith(6, 'সমন্বয়ের কলম');
    const body = { reason: 'count', quantity: -1, memoNo: '১' };
    const refused = await officer.post(P.productAdjustments(id), body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('এই কাজটি অফিসের স্টোর কর্মকর্তা করেন');
    expect((await superAdmin.post(P.productAdjustments(id), body)).status).toBe(403);
    expect((await (await callerFor(t, null)).post(P.productAdjustments(id), body)).status).toBe(401);
    expect(await stockOf(id)).toBe(6);
  });
});

describe('adjustments and deliveries at once', () => {
  it('of 25 write-offs and 25 deliveries of one each on a stock of 30, stock ends >= 0 and equal to the ledger', async () => {
    const id = await productWith(30, 'সমন্বয়ের দৌড়ের খাম');
    const requisitions: number[] = [];
    for (let i = 0; i < 25; i++) {
      const created = await officer.post(P.requisitions, {
        purpose: 'সভা',
        lines: [{ productId: id, quantity: 1 }],
      });
      requisitions.push(created.body.data.id);
      await keeper.post(P.requisitionDecision(created.body.data.id), { action: 'approve' });
    }
    // Each write-off takes two, each delivery one: 75 asked of 30.
    const results = await Promise.all([
      ...requisitions.map((rid) => keeper.post(P.requisitionDeliver(rid))),
      ...Array.from({ length: 25 }, (_, i) =>
        keeper.post(P.productAdjustments(id), { reason: 'expired', quantity: -2, memoNo: `মেয়াদ-${i}` }),
      ),
    ]);
    const statuses = results.map((result) => result.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const stock = await stockOf(id);
    const ledger = await ledgerSum(id);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(ledger).toMatchObject({ total: stock, negative: 0 });
    // Every 200 moved its quantity, and nothing else did.
    const taken = results.reduce((sum, result, i) => sum + (result.status === 200 ? (i < 25 ? 1 : 2) : 0), 0);
    expect(stock).toBe(30 - taken);
    expect(ledger.lines).toBe(1 + statuses.filter((status) => status === 200).length);
    // 75 asked of 30 and no ask above 2: a refused ask found less than it wanted, so at most 1 is left.
    expect(statuses).toContain(409);
    expect(stock).toBeLessThan(2);
  });
});
