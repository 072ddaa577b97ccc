/**
 * The audit trail through the real app: the super admin reads every row, an office admin only the
 * active office's, others are refused; filters, capped counts and paging; personal fields masked and
 * secrets left out; the Excel file; and rows that no statement can change or remove.
 */
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COUNT_LIMIT } from '../../../common/contracts/audit.contract';
import { writeAudit } from '../../platform/audit';
import { auditLog } from '../../platform/platform.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { offices } from '../office/office.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let superAdmin: Caller;
let officeAdmin: Caller;
let officer: Caller;
let support: Caller;
let anonymous: Caller;
let superAdminEn: Caller;

const LIST = '/api/audit/log';
const EXPORT = '/api/audit/log/export';
const OFFICE_ADMIN_OFFICE = 10;

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, officeAdmin, officer, support, anonymous, superAdminEn] = await Promise.all([
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.support),
    callerFor(t, null),
    callerFor(t, DEMO.superAdmin, 'en'),
  ]);
});
afterAll(() => t.close());

const honourEntry = {
  officeId: OFFICE_ADMIN_OFFICE,
  nameBn: 'মোঃ নিরীক্ষা আলী',
  designationBn: 'উপপরিচালক',
  fromDate: '2001-01-01',
  toDate: '2002-12-31',
};

describe('who reads the trail', () => {
  it('refuses callers who are neither the super admin nor an office admin', async () => {
    expect((await anonymous.get(LIST)).status).toBe(401);
    expect((await officer.get(LIST)).status).toBe(403);
    expect((await support.get(LIST)).status).toBe(403);
    expect((await officer.get(EXPORT)).status).toBe(403);
  });

  it('shows the super admin a change the office admin made, with who, desk, office, before and after', async () => {
    const created = await officeAdmin.post('/api/office/honour-board', honourEntry);
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const fixed = await officeAdmin.put(`/api/office/honour-board/${id}`, {
      ...honourEntry,
      toDate: '2003-06-30',
    });
    expect(fixed.status).toBe(200);

    const { status, body } = await superAdmin.get(`${LIST}?module=office&entityId=${id}`);
    expect(status).toBe(200);
    const [update, create] = body.data.items;
    expect(update).toMatchObject({
      action: 'update',
      entity: 'honour-board',
      module: 'office',
      entityId: String(id),
    });
    expect(update.office.id).toBe(OFFICE_ADMIN_OFFICE);
    expect(update.person.nameBn).toBeTruthy();
    expect(update.desk.designation.nameBn).toBeTruthy();
    expect(update.before.toDate).toBe('2002-12-31');
    expect(update.after.toDate).toBe('2003-06-30');
    expect(create.action).toBe('create');
    expect(body.data).toMatchObject({ total: 2, capped: false });
  });

  it('shows an office admin the own office rows only', async () => {
    await superAdmin.post('/api/office/ministries', { nameBn: 'নিরীক্ষা মন্ত্রণালয়', nameEn: 'Audit Ministry' });
    const own = await officeAdmin.get(`${LIST}?pageSize=200`);
    expect(own.status).toBe(200);
    expect(own.body.data.items.length).toBeGreaterThan(0);
    for (const item of own.body.data.items) expect(item.office?.id).toBe(OFFICE_ADMIN_OFFICE);
    expect(own.body.data.items.some((item: { entity: string }) => item.entity === 'ministry')).toBe(false);
    // Asking for another office gives nothing rather than that office's rows.
    const other = await officeAdmin.get(`${LIST}?officeId=2`);
    expect(other.body.data.items).toEqual([]);
    const all = await superAdmin.get(`${LIST}?module=office&action=create`);
    expect(all.body.data.items.some((item: { entity: string }) => item.entity === 'ministry')).toBe(true);
  });
});

describe('filters and paging', () => {
  it('filters by person, action and date, and pages newest first', async () => {
    const byName = await superAdmin.get(
      `${LIST}?person=${encodeURIComponent(DEMO.officeAdmin)}&action=update`,
    );
    expect(byName.status).toBe(200);
    expect(byName.body.data.items.length).toBeGreaterThan(0);
    for (const item of byName.body.data.items) expect(item.action).toBe('update');
    const alone = await superAdmin.get(`${LIST}?person=${encodeURIComponent(DEMO.officeAdmin)}`);
    const people = new Set(
      alone.body.data.items.map((item: { person: { userId: number } }) => item.person.userId),
    );
    expect([...people]).toEqual([byName.body.data.items[0].person.userId]);
    expect(alone.body.data.total).toBeGreaterThan(byName.body.data.total);
    const nobody = await superAdmin.get(`${LIST}?person=${encodeURIComponent('কেউ নেই এমন নাম')}`);
    expect(nobody.body.data).toEqual({ items: [], total: 0, capped: false });

    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const todays = await superAdmin.get(`${LIST}?from=${today}&to=${today}&pageSize=1`);
    expect(todays.body.data.items).toHaveLength(1);
    expect(todays.body.data.total).toBeGreaterThan(1);
    const second = await superAdmin.get(`${LIST}?from=${today}&to=${today}&pageSize=1&page=2`);
    expect(second.body.data.items[0].id).toBeLessThan(todays.body.data.items[0].id);
    const past = await superAdmin.get(`${LIST}?from=2001-01-01&to=2001-01-02`);
    expect(past.body.data.total).toBe(0);
  });

  it("pages a module's rows newest first across its entities, and counts them", async () => {
    const db = t.database.db;
    for (const entity of ['profile_education', 'profilf-outside', 'profile', 'office', 'profile_training'])
      await writeAudit(db, { userId: 4, action: 'update', entity, entityId: 'module-page' });
    const expected = await db.execute(
      sql`select id from audit_log where entity like 'profile%' order by id desc`,
    );
    const ids = (expected as unknown as { rows: { id: number | string }[] }).rows.map((row) =>
      Number(row.id),
    );
    const first = await superAdmin.get(`${LIST}?module=profile&pageSize=3`);
    const second = await superAdmin.get(`${LIST}?module=profile&pageSize=3&page=2`);
    const paged = [...first.body.data.items, ...second.body.data.items];
    expect(paged.map((item: { id: number }) => item.id)).toEqual(ids.slice(0, 6));
    expect(first.body.data.items.map((item: { entity: string }) => item.entity)).toEqual([
      'profile_training',
      'profile',
      'profile_education',
    ]);
    expect(first.body.data.total).toBe(ids.length);
    for (const item of paged) expect(item.module).toBe('profile');
    // The same filter under an office's scope reads the office's rows, in the same order.
    const scoped = await officeAdmin.get(`${LIST}?module=office&pageSize=5`);
    const scopedIds = scoped.body.data.items.map((item: { id: number }) => item.id);
    expect(scopedIds).toEqual([...scopedIds].sort((a, b) => b - a));
  });

  it('keeps a count past the cap without counting again, and shows a new row first', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into audit_log (user_id, action, entity, entity_id)
      select 4, 'update', 'office', 'cap-test' from generate_series(1, ${AUDIT_COUNT_LIMIT + 1})`);
    const url = `${LIST}?entityId=cap-test&pageSize=2`;
    const first = await superAdmin.get(url);
    expect(first.body.data).toMatchObject({ total: AUDIT_COUNT_LIMIT, capped: true });
    await writeAudit(db, { userId: 4, action: 'create', entity: 'office', entityId: 'cap-test' });
    const again = await superAdmin.get(url);
    expect(again.body.data).toMatchObject({ total: AUDIT_COUNT_LIMIT, capped: true });
    expect(again.body.data.items[0].action).toBe('create');
    expect(again.body.data.items[1].id).toBe(first.body.data.items[0].id);
  });

  it("counts an open filter's old rows and its new ones, as the trail holds them", async () => {
    const db = t.database.db;
    const office = 3;
    const trueCount = async (action?: string) => {
      const result = (await db.execute(
        sql`select count(*)::int as n from audit_log where office_id = ${office}
            ${action ? sql`and action = ${action}` : sql``}`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0].n;
    };
    const writeToday = () =>
      writeAudit(db, {
        userId: 4,
        officeId: office,
        action: 'status',
        entity: 'office',
        entityId: 'open-count',
      });
    // Rows of ten days ago, in time order like the app's, then one of today.
    for (const days of [12, 10]) {
      await db.insert(auditLog).values({
        officeId: office,
        action: 'status',
        entity: 'office',
        entityId: 'open-count',
        at: new Date(Date.now() - days * 24 * 3600_000),
      });
    }
    await writeToday();
    const officeTrail = `${LIST}?officeId=${office}&pageSize=1`;
    const ofAction = `${officeTrail}&action=status`;
    expect((await superAdmin.get(officeTrail)).body.data.total).toBe(await trueCount());
    expect((await superAdmin.get(ofAction)).body.data.total).toBe(await trueCount('status'));
    // A new row is counted on the next request, with the old ones.
    await writeToday();
    const again = await superAdmin.get(officeTrail);
    expect(again.body.data.total).toBe(await trueCount());
    expect(again.body.data.items[0].entityId).toBe('open-count');
    expect((await superAdmin.get(ofAction)).body.data.total).toBe(await trueCount('status'));
  });

  it('keeps pages and counts of a closed date range apart by filter and page', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into audit_log (user_id, action, entity, entity_id, at)
      select 4, case when n = 1 then 'create' else 'update' end, 'office', 'closed-range',
        '2025-03-10T10:00:00+06:00'::timestamptz + n * interval '1 minute'
      from generate_series(1, 4) n`);
    const range = `${LIST}?from=2025-03-10&to=2025-03-10&entityId=closed-range&pageSize=2`;
    const updates = await superAdmin.get(`${range}&action=update`);
    expect(updates.body.data).toMatchObject({ total: 3, capped: false });
    const secondPage = await superAdmin.get(`${range}&action=update&page=2`);
    expect(secondPage.body.data.items).toHaveLength(1);
    expect(secondPage.body.data.items[0].id).toBeLessThan(updates.body.data.items[1].id);
    const creates = await superAdmin.get(`${range}&action=create`);
    expect(creates.body.data.total).toBe(1);
    expect(creates.body.data.items[0].action).toBe('create');
    const again = await superAdmin.get(`${range}&action=update`);
    expect(again.body.data).toEqual(updates.body.data);
  });

  it("shows an office's new name on a row shown before the office was renamed", async () => {
    const db = t.database.db;
    await writeAudit(db, { userId: 4, action: 'update', entity: 'office', entityId: 'renamed', officeId: 2 });
    const url = `${LIST}?entityId=renamed`;
    const before = await superAdmin.get(url);
    const [office] = await db.select().from(offices).where(eq(offices.id, 2));
    expect(before.body.data.items[0].office.nameBn).toBe(office.nameBn);
    await db
      .update(offices)
      .set({ nameBn: `${office.nameBn} (নতুন)` })
      .where(eq(offices.id, 2));
    try {
      const after = await superAdmin.get(url);
      expect(after.body.data.items[0].office.nameBn).toBe(`${office.nameBn} (নতুন)`);
    } finally {
      await db.update(offices).set({ nameBn: office.nameBn }).where(eq(offices.id, 2));
    }
  });

  it('pages a date range in time order, in the list and in the Excel file', async () => {
    const db = t.database.db;
    // Written out of time order, as overlapping transactions write them (Dhaka time, UTC+6).
    const written = [];
    for (const hour of ['10', '09', '11']) {
      const [row] = await db
        .insert(auditLog)
        .values({
          action: 'update',
          entity: 'office',
          entityId: `at-${hour}`,
          at: new Date(`2020-03-10T${hour}:00:00+06:00`),
        })
        .returning({ id: auditLog.id });
      written.push(row.id);
    }
    const inTimeOrder = [written[2], written[0], written[1]];
    const range = 'from=2020-03-10&to=2020-03-10';
    const first = await superAdmin.get(`${LIST}?${range}&pageSize=2`);
    const second = await superAdmin.get(`${LIST}?${range}&pageSize=2&page=2`);
    expect(
      [...first.body.data.items, ...second.body.data.items].map((item: { id: number }) => item.id),
    ).toEqual(inTimeOrder);
    expect(first.body.data.total).toBe(3);
    const response = await t.app.inject({
      method: 'GET',
      url: `${EXPORT}?${range}`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.superAdmin)}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect([2, 3, 4].map((row) => Number(sheet.getRow(row).getCell(1).value))).toEqual(inTimeOrder);
    expect(sheet.rowCount).toBe(4);
  });

  it('answers bad filters with a Bangla 400', async () => {
    const backwards = await superAdmin.get(`${LIST}?from=2026-02-01&to=2026-01-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].message).toBe('শেষের তারিখ শুরুর তারিখের আগে হতে পারে না');
    for (const query of ['module=nope', 'action=DROP%20TABLE', 'page=501', 'userId=0', 'from=2026-02-30']) {
      expect((await superAdmin.get(`${LIST}?${query}`)).status).toBe(400);
    }
  });
});

describe('what a row shows', () => {
  it('masks national id, birth date and mobile, and leaves secrets out at any depth', async () => {
    await writeAudit(t.database.db, {
      userId: 4,
      action: 'update',
      entity: 'profile',
      entityId: 'mask-test',
      before: {
        nid: '1234567890123',
        dateOfBirth: '1985-03-14',
        mobile: '01712345678',
        passwordHash: 'scrypt$abc',
        nested: { token: 'secret', spouse: { nationalId: '9876543210', phone: '01812345678' } },
        children: [{ date_of_birth: '2010-01-01', name: 'ক' }],
      },
      after: { mobile: '01799999999', knownAs: 'Officer' },
    });
    const { body } = await superAdmin.get(`${LIST}?entityId=mask-test`);
    const [row] = body.data.items;
    const text = JSON.stringify(row);
    for (const secret of [
      '1234567890123',
      '1985-03-14',
      '01712345678',
      'scrypt',
      'secret',
      '9876543210',
      '2010-01-01',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(row.before.nid).toMatch(/123$/);
    expect(row.before.mobile).toMatch(/^017•+78$/);
    expect(row.before).not.toHaveProperty('passwordHash');
    expect(row.before.nested).not.toHaveProperty('token');
    expect(row.before.children[0].name).toBe('ক');
    expect(row.after.knownAs).toBe('Officer');
  });

  it('exports the filtered trail to Excel, in English when asked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${EXPORT}?module=office`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.superAdmin)}`, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Time');
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(String(sheet.getRow(2).getCell(6).value)).toBe('Office management');
    const backwards = await superAdminEn.get(`${LIST}?from=2026-02-01&to=2026-01-01`);
    expect(backwards.body.errors[0]).toMatchObject({
      field: 'to',
      message: expect.stringMatching(/end date/),
    });
  });
});

describe('rows that cannot be changed', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the audit log in the database itself', async () => {
    const db = t.database.db;
    await expect(
      db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.entityId, 'mask-test')),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.entityId, 'mask-test'))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [row] = await db.select().from(auditLog).where(eq(auditLog.entityId, 'mask-test'));
    expect(row.action).toBe('update');
  });

  it('offers no route that changes or removes a row', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `${LIST}/1`,
        headers: { authorization: `Bearer ${await t.tokenFor(DEMO.superAdmin)}` },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
