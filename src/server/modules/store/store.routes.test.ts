/**
 * The store through the real app on a fresh copy of the demo database: the seeded inventory and
 * ledger, goods received adding to stock, a requisition from a desk approved and delivered by the
 * store officer (the ledger's arithmetic after it), stock that never goes below zero (also with
 * fifty deliveries at once, which CI runs on PostgreSQL), each refusal, and another office's store.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let superAdmin: Caller;
let support: Caller;
let stranger: Caller;
let noOffice: Caller;
let anonymous: Caller;
let officerEn: Caller;

const B = '/api/store';
const GODAGARI = 104;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  const [holder] = await rows<{ email: string }>(
    sql`select u.email from user_roles ur join desks d on d.id = ur.desk_id join users u on u.id = ur.user_id
      where d.office_id = ${GODAGARI} and ur.released_on is null order by ur.id limit 1`,
  );
  [officer, officeAdmin, superAdmin, support, stranger, noOffice, anonymous, officerEn] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.support),
    callerFor(t, holder.email),
    callerFor(t, DEMO.noOffice),
    callerFor(t, null),
    callerFor(t, DEMO.officer, 'en'),
  ]);
});
afterAll(() => t.close());

/** A new product of office 10's store (as its store officer, the office admin) with `stock` received. */
async function productWith(stock: number, name: string): Promise<number> {
  const categories = (await officeAdmin.get(`${B}/categories`)).body.data;
  const created = await officeAdmin.post(`${B}/products`, {
    categoryId: categories[0].id,
    nameBn: name,
    unit: 'piece',
    reorderLevel: 2,
  });
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  if (stock > 0) {
    const receipt = await officeAdmin.post(`${B}/receipts`, {
      supplier: 'মেসার্স সততা এন্টারপ্রাইজ',
      memoNo: `মেমো/${name}`,
      memoDate: '2025-10-01',
      receivedOn: '2025-10-02',
      lines: [{ productId: id, quantity: stock }],
    });
    expect(receipt.status).toBe(200);
  }
  return id;
}

async function requisition(caller: Caller, productId: number, quantity: number): Promise<number> {
  const created = await caller.post(`${B}/requisitions`, {
    purpose: 'দাপ্তরিক কাজে ব্যবহার',
    lines: [{ productId, quantity }],
  });
  expect(created.status).toBe(200);
  return created.body.data.id;
}

describe('the seeded store', () => {
  it('shows the office its stock by product, and the stock is the sum of each product’s ledger', async () => {
    const page = await officer.get(`${B}/products?search=${encodeURIComponent('এ৪ কাগজ')}`);
    expect(page.status).toBe(200);
    expect(page.body.data.items).toHaveLength(1);
    // Received 60 and 30, delivered 10 and 25.
    expect(page.body.data.items[0].stock).toBe(55);
    expect((await officer.get(`${B}/products?search=a4%20paper`)).body.data.items[0].stock).toBe(55);
    const out = (await officer.get(`${B}/products?stock=out`)).body.data.items;
    expect(out.map((row: { nameEn: string }) => row.nameEn)).toEqual(['Colour ink cartridge']);
    const mismatched = await rows<{ id: number }>(
      sql`select p.id from store_products p
        where p.stock <> coalesce((select sum(l.quantity) from store_ledger l where l.product_id = p.id), 0)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('lists the officer’s own requisitions in every state, and the store officer sees the office’s', async () => {
    const mine = (await officer.get(`${B}/requisitions?pageSize=50`)).body.data;
    expect(new Set(mine.items.map((row: { status: string }) => row.status))).toEqual(
      new Set(['pending', 'approved', 'delivered', 'rejected', 'cancelled']),
    );
    // Asking for the whole office as a desk that does not keep the store still shows only its own.
    expect((await officer.get(`${B}/requisitions?scope=office&pageSize=50`)).body.data.total).toBe(
      mine.total,
    );
    const office = (await officeAdmin.get(`${B}/requisitions?scope=office&pageSize=50`)).body.data;
    expect(office.total).toBe(9);
    const dashboard = (await officeAdmin.get(`${B}/dashboard`)).body.data;
    expect(dashboard.requisitions).toMatchObject({ pending: 2, approved: 1, delivered: 4, rejected: 1 });
    expect(dashboard.outOfStock).toBe(1);
    expect(dashboard.assets).toMatchObject({ good: 4, repairable: 1, unusable: 1, disposed: 1 });
  });

  it('shows this fiscal year’s adjustments on the store dashboard, by reason', async () => {
    const dashboard = (await officer.get(`${B}/dashboard`)).body.data;
    // The demo's file covers damaged (6), sanitiser expired (2) and a box of pens found in a count.
    expect(dashboard.adjustmentsThisYear).toEqual({
      count: 3,
      writtenOff: 8,
      added: 1,
      byReason: {
        count: { count: 1, writtenOff: 0, added: 1 },
        damaged: { count: 1, writtenOff: 6, added: 0 },
        expired: { count: 1, writtenOff: 2, added: 0 },
        lost: { count: 0, writtenOff: 0, added: 0 },
        other: { count: 0, writtenOff: 0, added: 0 },
      },
    });
    // The receipts and deliveries of the year leave them out; the ledger shows them as its own kind.
    const [cover] = (await officer.get(`${B}/products?search=${encodeURIComponent('ফাইল কভার')}`)).body.data
      .items;
    // Received 150, delivered 40, 6 damaged.
    expect(cover.stock).toBe(104);
    const adjusted = (await officer.get(`${B}/products/${cover.id}/ledger?kind=adjust`)).body.data;
    expect(adjusted.items).toMatchObject([
      {
        kind: 'adjust',
        quantity: -6,
        balance: 104,
        adjustment: { reason: 'damaged', memoNo: 'স্টোর/২০২৫-২৬/০৩' },
      },
    ]);
  });

  it('counts the office’s requisitions on the admin dashboard', async () => {
    const response = await officeAdmin.get('/api/reports/admindashboard/10');
    expect(response.body.data.storeRequisitions).toEqual({ pending: 2, approved: 1, delivered: 4 });
  });
});

describe('a requisition delivered from stock', () => {
  it('goes pending → approved → delivered, takes the stock down and writes the ledger', async () => {
    const productId = await productWith(10, 'পরীক্ষার খাতা');
    const id = await requisition(officer, productId, 4);
    expect((await officer.get(`${B}/requisitions/${id}`)).body.data).toMatchObject({
      status: 'pending',
      canCancel: true,
      canDecide: false,
    });
    // The requester cannot approve or deliver; the store officer can.
    expect((await officer.post(`${B}/requisitions/${id}/decision`, { action: 'approve' })).status).toBe(403);
    const approved = await officeAdmin.post(`${B}/requisitions/${id}/decision`, { action: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 'approved', canDeliver: true });
    expect((await officeAdmin.post(`${B}/requisitions/${id}/decision`, { action: 'approve' })).status).toBe(
      409,
    );
    const delivered = await officeAdmin.post(`${B}/requisitions/${id}/deliver`);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.status).toBe('delivered');
    expect((await officeAdmin.post(`${B}/requisitions/${id}/deliver`)).status).toBe(409);
    expect((await officer.get(`${B}/products/${productId}`)).body.data.stock).toBe(6);
    const ledger = (await officer.get(`${B}/products/${productId}/ledger`)).body.data.items;
    expect(ledger.map((row: { quantity: number; balance: number }) => [row.quantity, row.balance])).toEqual([
      [-4, 6],
      [10, 10],
    ]);
    // What the requester sees afterwards.
    const seen = (await officer.get(`${B}/requisitions/${id}`)).body.data;
    expect(seen.status).toBe('delivered');
    expect(seen.deliveredAt).not.toBeNull();
  });

  it('refuses a delivery the stock cannot cover, in Bangla and English, and changes nothing', async () => {
    const productId = await productWith(3, 'পরীক্ষার পেন্সিল');
    const id = await requisition(officer, productId, 5);
    await officeAdmin.post(`${B}/requisitions/${id}/decision`, { action: 'approve' });
    const refused = await officeAdmin.post(`${B}/requisitions/${id}/deliver`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('মজুদ পর্যাপ্ত নয়: পরীক্ষার পেন্সিল আছে ৩, চাওয়া হয়েছে ৫');
    expect((await officer.get(`${B}/requisitions/${id}`)).body.data.status).toBe('approved');
    expect((await officer.get(`${B}/products/${productId}`)).body.data.stock).toBe(3);
    const english = await officerEn.post(`${B}/requisitions`, { purpose: 'x', lines: [] });
    expect(english.status).toBe(400);
    expect(english.body.message).toBeTruthy();
  });

  it('rejects with a reason only, and lets the requester cancel a pending one', async () => {
    const productId = await productWith(5, 'পরীক্ষার ফিতা');
    const first = await requisition(officer, productId, 1);
    expect((await officeAdmin.post(`${B}/requisitions/${first}/decision`, { action: 'reject' })).status).toBe(
      400,
    );
    const rejected = await officeAdmin.post(`${B}/requisitions/${first}/decision`, {
      action: 'reject',
      note: 'মজুদ সংরক্ষিত',
    });
    expect(rejected.body.data.status).toBe('rejected');
    const second = await requisition(officer, productId, 1);
    expect((await officeAdmin.post(`${B}/requisitions/${second}/cancel`)).status).toBe(403);
    expect((await officer.post(`${B}/requisitions/${second}/cancel`)).body.data.status).toBe('cancelled');
    expect((await officer.post(`${B}/requisitions/${second}/cancel`)).status).toBe(409);
  });
});

describe('stock never goes below zero', () => {
  // Fifty requisitions made, approved and delivered one request at a time on the embedded database.
  it('of 50 approved requisitions of 1 delivered at once, exactly the stock’s worth are delivered', async () => {
    const productId = await productWith(20, 'দৌড় প্রতিযোগিতার খাম');
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push(await requisition(officer, productId, 1));
    for (const id of ids) await officeAdmin.post(`${B}/requisitions/${id}/decision`, { action: 'approve' });
    const results = await Promise.all(ids.map((id) => officeAdmin.post(`${B}/requisitions/${id}/deliver`)));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    expect((await officer.get(`${B}/products/${productId}`)).body.data.stock).toBe(0);
    const [sum] = await rows<{ total: number; lines: number }>(
      sql`select sum(quantity)::int as total, count(*)::int as lines from store_ledger where product_id = ${productId}`,
    );
    expect(sum).toEqual({ total: 0, lines: 21 });
  }, 90_000);

  it('of 50 deliveries of one requisition at once, one is delivered', async () => {
    const productId = await productWith(100, 'দৌড় প্রতিযোগিতার ব্যাজ');
    const id = await requisition(officer, productId, 2);
    await officeAdmin.post(`${B}/requisitions/${id}/decision`, { action: 'approve' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => officeAdmin.post(`${B}/requisitions/${id}/deliver`)),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(49);
    expect((await officer.get(`${B}/products/${productId}`)).body.data.stock).toBe(98);
  });
});

describe('who may do what', () => {
  it('refuses the anonymous (401) and desks without an office (403)', async () => {
    expect((await anonymous.get(`${B}/products`)).status).toBe(401);
    expect((await noOffice.get(`${B}/products`)).status).toBe(403);
    expect(
      (await noOffice.post(`${B}/requisitions`, { purpose: 'x', lines: [{ productId: 1, quantity: 1 }] }))
        .status,
    ).toBe(403);
  });

  it('keeps receiving and the catalogue to the store officer and the office admin', async () => {
    const [product] = (await officer.get(`${B}/products?pageSize=1`)).body.data.items;
    const receipt = {
      supplier: 'মেসার্স সততা',
      memoNo: '১২৩',
      memoDate: '2025-10-01',
      receivedOn: '2025-10-01',
      lines: [{ productId: product.id, quantity: 1 }],
    };
    expect((await officer.post(`${B}/receipts`, receipt)).status).toBe(403);
    expect((await officer.post(`${B}/categories`, { nameBn: 'নতুন' })).status).toBe(403);
    // A category that holds products stays, whoever asks; an empty one only the keepers delete.
    const [used] = (await officer.get(`${B}/categories`)).body.data;
    expect((await officeAdmin.delete(`${B}/categories/${used.id}`)).status).toBe(409);
    const empty = (await officeAdmin.post(`${B}/categories`, { nameBn: 'খালি ক্যাটাগরি' })).body.data;
    const emptyId = empty.find((item: { nameBn: string }) => item.nameBn === 'খালি ক্যাটাগরি').id;
    expect((await officer.delete(`${B}/categories/${emptyId}`)).status).toBe(403);
    expect((await stranger.delete(`${B}/categories/${emptyId}`)).status).toBe(403);
    expect((await officeAdmin.delete(`${B}/categories/${emptyId}`)).status).toBe(200);
  });

  it('hides another office’s store: 404 on read, 403 on a write, and its products cannot be asked for', async () => {
    const [product] = (await officer.get(`${B}/products?pageSize=1`)).body.data.items;
    const id = (await officer.get(`${B}/requisitions?pageSize=1`)).body.data.items[0].id;
    expect((await stranger.get(`${B}/products/${product.id}`)).status).toBe(404);
    expect((await stranger.get(`${B}/requisitions/${id}`)).status).toBe(404);
    // Every write on it, a bare step too, is 403 (store-access.test.ts walks them all).
    expect((await stranger.post(`${B}/requisitions/${id}/decision`, { action: 'approve' })).status).toBe(403);
    expect((await stranger.post(`${B}/requisitions/${id}/deliver`)).status).toBe(403);
    expect((await stranger.post(`${B}/requisitions/${id}/cancel`)).status).toBe(403);
    expect((await stranger.put(`${B}/products/${product.id}`, { reorderLevel: 1 })).status).toBe(403);
    const foreign = await stranger.post(`${B}/requisitions`, {
      purpose: 'অন্য অফিসের মালামাল',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    expect(foreign.status).toBe(403);
    // The stranger's store is empty; office 10's products are not in its list.
    expect((await stranger.get(`${B}/products`)).body.data.total).toBe(0);
    // The app admins read any office's store.
    expect((await support.get(`${B}/products/${product.id}`)).status).toBe(200);
    const a4 = 'search=a4%20paper';
    const [theirs] = (await superAdmin.get(`${B}/products?officeId=10&${a4}`)).body.data.items;
    const [own] = (await superAdmin.get(`${B}/products?${a4}`)).body.data.items;
    expect(theirs.stock).toBe(55);
    expect(own.id).not.toBe(theirs.id);
    // Anyone else asking for office 10 still reads the own office's store.
    expect((await stranger.get(`${B}/products?officeId=10`)).body.data.total).toBe(0);
  });

  it('lets the office admin name the store officer, who then keeps the store', async () => {
    const desks = (await officeAdmin.get(`${B}/desk-options`)).body.data;
    expect(desks.length).toBeGreaterThan(1);
    expect((await officer.put(`${B}/officer`, { deskId: 11 })).status).toBe(403);
    expect((await officeAdmin.put(`${B}/officer`, { deskId: 1 })).status).toBe(400);
    const named = await officeAdmin.put(`${B}/officer`, { deskId: 11 });
    expect(named.body.data).toMatchObject({ deskId: 11, isStoreOfficer: false });
    expect((await officer.get(`${B}/officer`)).body.data.isStoreOfficer).toBe(true);
    const productId = (await officer.get(`${B}/products?pageSize=1`)).body.data.items[0].id;
    const id = await requisition(officeAdmin, productId, 1);
    expect((await officeAdmin.post(`${B}/requisitions/${id}/decision`, { action: 'approve' })).status).toBe(
      403,
    );
    expect((await officer.post(`${B}/requisitions/${id}/decision`, { action: 'approve' })).status).toBe(200);
    await officeAdmin.put(`${B}/officer`, { deskId: 10 });
  });
});

describe('an edit', () => {
  it('clears what is emptied (a product’s English name, an asset’s custodian, date and value) and keeps what is left out', async () => {
    const productId = await productWith(0, 'পরীক্ষার মার্কার');
    expect((await officeAdmin.put(`${B}/products/${productId}`, { nameEn: 'Marker' })).body.data.nameEn).toBe(
      'Marker',
    );
    expect((await officeAdmin.put(`${B}/products/${productId}`, { reorderLevel: 4 })).body.data.nameEn).toBe(
      'Marker',
    );
    expect((await officeAdmin.put(`${B}/products/${productId}`, { nameEn: '' })).body.data.nameEn).toBe('');

    const [laptop] = (await officeAdmin.get(`${B}/fixed-assets?search=LAP-001`)).body.data.items;
    expect(laptop).toMatchObject({ acquiredOn: expect.any(String), value: '78500.00' });
    expect(laptop.custodianDeskId).not.toBeNull();
    const kept = await officeAdmin.put(`${B}/fixed-assets/${laptop.id}`, { condition: 'repairable' });
    expect(kept.body.data).toMatchObject({ custodianDeskId: laptop.custodianDeskId, value: '78500.00' });
    const cleared = await officeAdmin.put(`${B}/fixed-assets/${laptop.id}`, {
      custodianDeskId: null,
      acquiredOn: null,
      value: '',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      custodianDeskId: null,
      custodianBn: null,
      acquiredOn: null,
      value: null,
    });
  });
});

describe('bad input', () => {
  it('answers each rule with its Bangla message and stores nothing', async () => {
    const categories = (await officeAdmin.get(`${B}/categories`)).body.data;
    const cases: [object, string][] = [
      [{ categoryId: categories[0].id, nameBn: '', unit: 'piece', reorderLevel: 1 }, 'নাম লিখুন'],
      [{ categoryId: categories[0].id, nameBn: 'ক', unit: 'ton', reorderLevel: 1 }, 'একক নির্বাচন করুন'],
      [{ nameBn: 'ক', unit: 'piece', reorderLevel: 1 }, 'ক্যাটাগরি নির্বাচন করুন'],
    ];
    for (const [body, message] of cases) {
      const response = await officeAdmin.post(`${B}/products`, body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.errors)).toContain(message);
    }
    const [product] = (await officer.get(`${B}/products?pageSize=1`)).body.data.items;
    const line = { productId: product.id, quantity: 0 };
    expect((await officer.post(`${B}/requisitions`, { purpose: 'ক', lines: [line] })).status).toBe(400);
    const twice = {
      purpose: 'ক',
      lines: [
        { ...line, quantity: 1 },
        { ...line, quantity: 2 },
      ],
    };
    const duplicate = await officer.post(`${B}/requisitions`, twice);
    expect(JSON.stringify(duplicate.body.errors)).toContain('একই পণ্য দুইবার যোগ করা যাবে না');
    expect((await officeAdmin.put(`${B}/products/${product.id}`, {})).status).toBe(400);
    expect((await officer.get(`${B}/products/2147483648`)).status).toBe(400);
    const receipt = await officeAdmin.post(`${B}/receipts`, {
      supplier: 'ক',
      memoNo: '১',
      memoDate: '2025-02-30',
      receivedOn: '2025-03-01',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    expect(receipt.status).toBe(400);
    const asset = await officeAdmin.post(`${B}/fixed-assets`, {
      tagNo: 'DICT-RAJ-LAP-001',
      nameBn: 'ল্যাপটপ',
      condition: 'good',
    });
    expect(asset.status).toBe(409);
    expect(asset.body.message).toBe('এই ট্যাগ নম্বর আগেই আছে');
  });
});
