/**
 * Another office's store, route by route: every write on one of its records (a requisition's
 * decision, delivery and withdrawal, a product, a category, a fixed asset, a receipt or requisition
 * naming its products, an adjustment) answers 403, even to a caller who keeps a store of their own
 * and to the app admins, and changes nothing; every read of one of its records answers 404, except
 * to the app admins, who read every store. An id that is nowhere is 404 to a write too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_PATHS as P } from '../../../common/contracts/store.contract';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let keeper: Caller;
let officer: Caller;
let superAdmin: Caller;
/** The store officer of another office (Godagari, 104): keeps a store, not office 10's. */
let otherKeeper: Caller;

const GODAGARI = 104;
/** Office 10's records the walk names. */
const ids = { product: 0, category: 0, pending: 0, approved: 0, own: 0, receipt: 0, asset: 0 };

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  const [holder] = await rows<{ email: string; desk_id: number }>(
    sql`select u.email, ur.desk_id from user_roles ur join desks d on d.id = ur.desk_id join users u on u.id = ur.user_id
      where d.office_id = ${GODAGARI} and ur.released_on is null order by ur.id limit 1`,
  );
  await t.database.db.execute(
    sql`insert into store_officers (office_id, desk_id) values (${GODAGARI}, ${holder.desk_id})`,
  );
  [keeper, officer, superAdmin, otherKeeper] = await Promise.all([
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, holder.email),
  ]);
  ids.product = (await officer.get(`${P.products}?pageSize=1`)).body.data.items[0].id;
  ids.category = (await officer.get(P.categories)).body.data[0].id;
  ids.receipt = (await officer.get(`${P.receipts}?pageSize=1`)).body.data.items[0].id;
  ids.asset = (await officer.get(`${P.assets}?pageSize=1`)).body.data.items[0].id;
  const raise = async () =>
    (await officer.post(P.requisitions, { purpose: 'সভা', lines: [{ productId: ids.product, quantity: 1 }] }))
      .body.data.id as number;
  [ids.pending, ids.approved, ids.own] = [await raise(), await raise(), await raise()];
  expect((await keeper.post(P.requisitionDecision(ids.approved), { action: 'approve' })).status).toBe(200);
});
afterAll(() => t.close());

const line = () => [{ productId: ids.product, quantity: 1 }];
type Write = [string, 'POST' | 'PUT' | 'DELETE', () => string, () => object | undefined];
const WRITES: Write[] = [
  ['decide a requisition', 'POST', () => P.requisitionDecision(ids.pending), () => ({ action: 'approve' })],
  ['deliver a requisition', 'POST', () => P.requisitionDeliver(ids.approved), () => undefined],
  ['withdraw a requisition', 'POST', () => P.requisitionCancel(ids.own), () => undefined],
  [
    'raise a requisition for its goods',
    'POST',
    () => P.requisitions,
    () => ({ purpose: 'সভা', lines: line() }),
  ],
  ['change a product', 'PUT', () => P.product(ids.product), () => ({ reorderLevel: 7 })],
  [
    'adjust a product’s stock',
    'POST',
    () => P.productAdjustments(ids.product),
    () => ({ reason: 'count', quantity: -1, memoNo: '১' }),
  ],
  [
    'receive goods into its products',
    'POST',
    () => P.receipts,
    () => ({ supplier: 'ক', memoNo: '১', memoDate: '2025-11-01', receivedOn: '2025-11-01', lines: line() }),
  ],
  ['rename a category', 'PUT', () => P.category(ids.category), () => ({ nameBn: 'অন্যের নাম' })],
  ['delete a category', 'DELETE', () => P.category(ids.category), () => undefined],
  ['change a fixed asset', 'PUT', () => P.asset(ids.asset), () => ({ condition: 'disposed' })],
];

const send = (caller: Caller, method: Write[1], url: string, body?: object) =>
  method === 'POST' ? caller.post(url, body) : method === 'PUT' ? caller.put(url, body) : caller.delete(url);

/** What a refused write must not have changed. */
async function officeTenState() {
  const [state] = await rows<Record<string, unknown>>(
    sql`select (select stock from store_products where id = ${ids.product}) as stock,
      (select reorder_level from store_products where id = ${ids.product}) as reorder,
      (select name_bn from store_categories where id = ${ids.category}) as category,
      (select condition from store_fixed_assets where id = ${ids.asset}) as condition,
      (select string_agg(status, ',' order by id) from store_requisitions where id in (${ids.pending}, ${ids.approved}, ${ids.own})) as statuses,
      (select count(*) from store_ledger where product_id = ${ids.product})::int as ledger,
      (select count(*) from store_requisitions)::int as requisitions`,
  );
  return state;
}

describe('a write on another office’s store record', () => {
  it.each(WRITES)('%s: 403 to the store officer of another office', async (_, method, url, body) => {
    const before = await officeTenState();
    const response = await send(otherKeeper, method, url(), body());
    expect(response.status).toBe(403);
    expect(response.body.message).toBeTruthy();
    expect(await officeTenState()).toEqual(before);
  });

  it.each(WRITES)('%s: 403 to the super admin, who reads every store', async (_, method, url, body) => {
    const before = await officeTenState();
    expect((await send(superAdmin, method, url(), body())).status).toBe(403);
    expect(await officeTenState()).toEqual(before);
  });

  it('is not refused for the caller’s role: the other store officer does each in the own store', async () => {
    const categories = await otherKeeper.post(P.categories, { nameBn: 'গোদাগাড়ীর ক্যাটাগরি' });
    expect(categories.status).toBe(200);
    const category = categories.body.data.find(
      (item: { nameBn: string }) => item.nameBn === 'গোদাগাড়ীর ক্যাটাগরি',
    ).id;
    expect((await otherKeeper.put(P.category(category), { nameBn: 'গোদাগাড়ীর মনিহারি' })).status).toBe(200);
    const product = (
      await otherKeeper.post(P.products, {
        categoryId: category,
        nameBn: 'কলম',
        unit: 'piece',
        reorderLevel: 1,
      })
    ).body.data.id;
    expect((await otherKeeper.put(P.product(product), { reorderLevel: 3 })).status).toBe(200);
    const own = [{ productId: product, quantity: 5 }];
    const receipt = {
      supplier: 'ক',
      memoNo: '১',
      memoDate: '2025-11-01',
      receivedOn: '2025-11-01',
      lines: own,
    };
    expect((await otherKeeper.post(P.receipts, receipt)).status).toBe(200);
    const adjusted = await otherKeeper.post(P.productAdjustments(product), {
      reason: 'damaged',
      quantity: -1,
      memoNo: '২',
    });
    expect(adjusted.body.data.balance).toBe(4);
  });

  it('to an id that is nowhere is 404, not 403', async () => {
    const none = 2_000_000_000;
    for (const [method, url, body] of [
      ['POST', P.requisitionDeliver(none), undefined],
      ['POST', P.requisitionCancel(none), undefined],
      ['POST', P.requisitionDecision(none), { action: 'approve' }],
      ['PUT', P.product(none), { reorderLevel: 1 }],
      ['POST', P.productAdjustments(none), { reason: 'count', quantity: 1, memoNo: '১' }],
      ['PUT', P.category(none), { nameBn: 'ক' }],
      ['DELETE', P.category(none), undefined],
      ['PUT', P.asset(none), { condition: 'good' }],
    ] as const)
      expect((await send(keeper, method, url, body)).status, `${method} ${url}`).toBe(404);
  });
});

describe('a read of another office’s store record', () => {
  const READS: [string, () => string][] = [
    ['a product', () => P.product(ids.product)],
    ['a product’s ledger', () => P.productLedger(ids.product)],
    ['a goods received note', () => P.receipt(ids.receipt)],
    ['a requisition', () => P.requisition(ids.pending)],
    ['a fixed asset', () => P.asset(ids.asset)],
  ];
  it.each(READS)('%s: 404 to another office’s store officer, 200 to the super admin', async (_, url) => {
    expect((await otherKeeper.get(url())).status).toBe(404);
    expect((await superAdmin.get(url())).status).toBe(200);
  });
});
