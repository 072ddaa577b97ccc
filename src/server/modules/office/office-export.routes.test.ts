import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeSummary } from '../../../common/contracts/office.contract';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { AuthContext } from '../auth/auth.session';
import { officeBatches } from './office.service';
import { DEMO } from './office.testing';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const email of [DEMO.superAdmin, DEMO.officeAdmin]) tokens[email] = await t.tokenFor(email);
});
afterAll(() => t.close());

const EXPORT = '/api/office/offices/export';

async function download(query: string, email: string | null = DEMO.superAdmin, lang = 'bn') {
  const headers = { 'accept-language': lang, ...(email && { authorization: `Bearer ${tokens[email]}` }) };
  return t.app.inject({ method: 'GET', url: `${EXPORT}${query}`, headers });
}

/** The first sheet's rows as plain values, header row first. */
async function sheetRows(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('GET /api/office/offices/export', () => {
  it('downloads every office as .xlsx with Bangla headers, in the list order', async () => {
    const response = await download('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="offices-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const [header, ...rows] = await sheetRows(response.rawPayload);
    expect(header.slice(0, 5)).toEqual([
      'আইডি',
      'অফিসের নাম (বাংলা)',
      'অফিসের নাম (ইংরেজি)',
      'অফিসের স্তর',
      'মন্ত্রণালয়/বিভাগ',
    ]);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/office/offices?pageSize=100',
        headers: { authorization: `Bearer ${tokens[DEMO.superAdmin]}` },
      })
    ).json().data;
    expect(rows).toHaveLength(list.total);
    expect(rows.slice(0, 5).map((row) => row[0])).toEqual(
      list.items.slice(0, 5).map((office: OfficeSummary) => office.id),
    );
  });

  it('narrows the rows by the same filters and search as the list', async () => {
    const [, ...byFilters] = await sheetRows(
      (await download('?ministryId=2&officeLevelId=4&districtId=15')).rawPayload,
    );
    expect(byFilters).toHaveLength(1);
    expect(byFilters[0].slice(1, 4)).toEqual([
      'জেলা প্রাথমিক শিক্ষা অফিসারের কার্যালয়, রাজশাহী',
      expect.any(String),
      'জেলা কার্যালয়',
    ]);
    const [, ...bySearch] = await sheetRows((await download('?search=civil%20surgeon')).rawPayload);
    expect(bySearch).toHaveLength(2);
  });

  it('writes English headers and names when the caller asks for English', async () => {
    const [header, ...rows] = await sheetRows(
      (await download('?ministryId=2&officeLevelId=4&districtId=15', DEMO.superAdmin, 'en')).rawPayload,
    );
    expect(header.slice(0, 4)).toEqual([
      'ID',
      'Office name (Bangla)',
      'Office name (English)',
      'Office level',
    ]);
    expect(rows[0][4]).toBe('Ministry of Primary and Mass Education');
  });

  it('gives an office admin only the own office', async () => {
    const [, ...rows] = await sheetRows((await download('', DEMO.officeAdmin)).rawPayload);
    expect(rows.map((row) => row[0])).toEqual([10]);
  });

  it('needs a sign-in and refuses bad filters', async () => {
    const anonymous = await download('', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
    expect((await download('?ministryId=abc')).statusCode).toBe(400);
  });
});

describe('officeBatches', () => {
  it('reads the list a batch at a time, without gaps or repeats, and stops at the limit', async () => {
    const superAdmin = { auth: { isSuperAdmin: true, isSupportAdmin: false } as AuthContext, ip: null };
    const batches: number[][] = [];
    for await (const batch of officeBatches(t.database.db, superAdmin, {}, 7, 20)) {
      batches.push(batch.map((office) => office.id));
    }
    expect(batches.map((batch) => batch.length)).toEqual([7, 7, 6]);
    const all: number[] = [];
    for await (const batch of officeBatches(t.database.db, superAdmin, {}, 1000, 20)) {
      all.push(...batch.map((office) => office.id));
    }
    expect(batches.flat()).toEqual(all);
  });
});
