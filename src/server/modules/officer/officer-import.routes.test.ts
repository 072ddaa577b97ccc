/**
 * Importing an office's staff from Excel through the real routes: real .xlsx files written with
 * exceljs, the template read back, every mistake reported by row and column and nothing written,
 * duplicates against the accounts and inside the file, posts by name, who may, what files are
 * refused, and two imports at once (one 200 and one 409 on PostgreSQL).
 */

import { inArray, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportField, OFFICER_IMPORT_MAX_ROWS } from '../../../common/contracts/officer.contract';
import { type Lang, translate } from '../../../common/messages';
import { ooxmlBytes, pngBytes, zipOf } from '../../testing/file-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callersFor, DEMO } from '../office/office.testing';
import { profiles, users } from '../users/users.table';
import { IMPORT_COLUMNS } from './officer-import.workbook';

let t: TestApp;
let officeAdmin: Caller;
const tokens: Record<string, string> = {};
const OFFICE = 10;

beforeAll(async () => {
  t = await createTestApp();
  [officeAdmin] = await callersFor(t, DEMO.officeAdmin);
  for (const [name, email] of Object.entries(DEMO)) tokens[name] = await t.tokenFor(email);
});
afterAll(() => t.close());

type Row = Partial<Record<ImportField, ExcelJS.CellValue>>;

/** Officer `n` of the tests: unique email, mobile and NID, dates as dd/mm/yyyy text. */
const person = (n: number, extra: Row = {}): Row => ({
  nameBn: 'রহিমা খাতুন',
  nameEn: `Rahima Khatun ${n}`,
  email: `import${n}@demo.gov.bd`,
  mobile: `01913${String(n).padStart(6, '0')}`,
  nid: `77${String(n).padStart(11, '0')}`,
  dateOfBirth: '14/03/1990',
  gender: 'মহিলা',
  firstJoiningDate: '04/01/2015',
  currentJoiningDate: '01/02/2024',
  ...extra,
});

/** A workbook with the template's headers (in `lang`) and the rows given, from row 2 on. */
async function workbookOf(rows: Row[], lang: Lang = 'bn'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('কর্মকর্তা');
  const fields = IMPORT_COLUMNS.map((column) => column.field);
  sheet.addRow(fields.map((field) => translate(`officerImport.column.${field}`, lang)));
  for (const row of rows) sheet.addRow(fields.map((field) => row[field] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(who: string | null, officeId: number, bytes: Buffer, name = 'staff.xlsx', lang: Lang = 'bn') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return t.app.inject({
    method: 'POST',
    url: `/api/officers/import/${officeId}`,
    headers: { ...(who && { authorization: `Bearer ${tokens[who]}` }), 'accept-language': lang },
    payload: form,
  });
}

async function template(who: string, officeId: number, lang: Lang = 'bn') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/officers/import/${officeId}/template`,
    headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': lang },
  });
  const workbook = new ExcelJS.Workbook();
  if (response.statusCode === 200) await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, workbook };
}

/** The office's post names from the template: name, posts of that name, how many are empty. */
async function postNames(officeId: number) {
  const { workbook } = await template('superAdmin', officeId);
  const rows: { name: string; total: number; vacant: number }[] = [];
  workbook.worksheets[2].eachRow((row, number) => {
    if (number > 1)
      rows.push({
        name: String(row.getCell(1).value),
        total: Number(row.getCell(2).value),
        vacant: Number(row.getCell(3).value),
      });
  });
  return rows;
}

const accountsWith = (emails: string[]) =>
  t.database.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));

describe('the template', () => {
  it('has Bangla headers, instructions and the office posts with how many are empty', async () => {
    const { response, workbook } = await template('officeAdmin', OFFICE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['কর্মকর্তা', 'নির্দেশনা', 'পদসমূহ']);
    const headers = (workbook.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 8)).toEqual([
      'নাম (বাংলা) *',
      'নাম (ইংরেজি) *',
      'ইমেইল *',
      'মোবাইল নম্বর *',
      'জাতীয় পরিচয়পত্র নম্বর *',
      'জন্ম তারিখ *',
      'লিঙ্গ *',
      'পদ',
    ]);
    // Every cell of the officers sheet is text, so Excel keeps 01… and 17-digit NIDs as typed.
    expect(workbook.worksheets[0].getColumn(4).numFmt).toBe('@');
    expect(workbook.worksheets[0].getCell('G2').dataValidation?.formulae).toEqual(['"পুরুষ,মহিলা,অন্যান্য"']);
    const notes: string[] = [];
    workbook.worksheets[1].eachRow((row) => notes.push(String(row.getCell(1).value ?? '')));
    expect(notes.join('\n')).toContain('পাসওয়ার্ড ভুলে গেছেন');
    const posts = await postNames(OFFICE);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.some((post) => post.vacant > 0)).toBe(true);
    expect(posts.every((post) => post.vacant <= post.total)).toBe(true);
  });

  it('is in English with Accept-Language: en, and refused for another office', async () => {
    const { workbook } = await template('officeAdmin', OFFICE, 'en');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Officers', 'Instructions', 'Posts']);
    expect(workbook.worksheets[0].getCell('A1').value).toBe('Name (Bangla) *');
    expect((await template('officeAdmin', 2)).response.statusCode).toBe(403);
    expect((await template('officer', OFFICE)).response.statusCode).toBe(403);
  });
});

describe('a clean file', () => {
  it('creates every officer in it, posted by post name or non-posted, who then appear in the list', async () => {
    const [vacantPost] = (await postNames(OFFICE)).filter((post) => post.vacant > 0);
    // The downloaded template itself, filled in as an office would.
    const { workbook } = await template('officeAdmin', OFFICE);
    const sheet = workbook.worksheets[0];
    const fields = IMPORT_COLUMNS.map((column) => column.field);
    const rows: Row[] = [
      person(1, { post: vacantPost.name, orderNo: '৫৬.০০.০০০০.০১১.২০২৬-০১', skills: 'প্রোগ্রামিং, ই-নথি' }),
      // Bangla digits, a mobile number Excel turned into a number, a date cell.
      person(2, {
        mobile: 1913000002,
        nid: '৭৭০০০০০০০০০০২',
        dateOfBirth: new Date(Date.UTC(1988, 6, 9)),
        firstJoiningDate: '০১/০৭/২০১২',
        gender: 'পুরুষ',
      }),
      person(3, { gender: 'female', serviceId: 'BCS-IMPORT-3' }),
    ];
    rows.forEach((row, index) => {
      sheet.getRow(index + 2).values = fields.map((field) => row[field] ?? null);
    });
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const response = await upload('officeAdmin', OFFICE, bytes, 'কর্মকর্তা.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ created: 3, posted: 1, nonPosted: 2 });

    const found = await officeAdmin.get('/api/officers?search=import1@demo.gov.bd');
    expect(found.body.data.items).toHaveLength(1);
    expect(found.body.data.items[0]).toMatchObject({
      nameBn: 'রহিমা খাতুন',
      office: { id: OFFICE },
      mobile: '01913000001',
    });
    expect(found.body.data.items[0].role).not.toBeNull();
    const officer = (await officeAdmin.get(`/api/officers/${found.body.data.items[0].userId}`)).body.data;
    expect(officer.postings).toMatchObject([
      { joinedOn: '2024-02-01', orderNo: '৫৬.০০.০০০০.০১১.২০২৬-০১', isAdditionalCharge: false },
    ]);
    expect(officer.skills).toEqual(['প্রোগ্রামিং', 'ই-নথি']);

    const second = (await officeAdmin.get('/api/officers?search=01913000002')).body.data.items;
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ role: null, office: { id: OFFICE } });
    const secondDetail = (await officeAdmin.get(`/api/officers/${second[0].userId}`)).body.data;
    expect(secondDetail).toMatchObject({
      nid: '7700000000002',
      dateOfBirth: '1988-07-09',
      firstJoiningDate: '2012-07-01',
      gender: 'male',
    });
    const nonPosted = await officeAdmin.get('/api/officers?state=nonPosted&pageSize=100');
    const emails = nonPosted.body.data.items.map((item: { email: string }) => item.email);
    expect(emails).toEqual(expect.arrayContaining(['import2@demo.gov.bd', 'import3@demo.gov.bd']));
  });

  it('gives an imported officer no password until one is set through the password reset', async () => {
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'import3@demo.gov.bd', password },
      });
    // The stored marker is no password either.
    expect((await login('none')).statusCode).toBe(401);
    const mobile = '01913000003';
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const { data } = (await post('/api/auth/password-reset/otp', { mobile })).json();
    await post('/api/auth/password-reset/otp/verify', { otpId: data.otpId, code: t.latestCode(mobile) });
    const reset = await post('/api/auth/password-reset', {
      otpId: data.otpId,
      mobile,
      password: 'Rahima@2026',
      confirmPassword: 'Rahima@2026',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('Rahima@2026')).statusCode).toBe(200);
  });

  it('takes a file with English headers from the English template', async () => {
    const response = await upload(
      'superAdmin',
      OFFICE,
      await workbookOf([person(4, { gender: 'other' })], 'en'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ created: 1, posted: 0, nonPosted: 1 });
  });
});

describe('a file with mistakes', () => {
  it('writes nothing and names the row, the column and the reason, in Bangla or English', async () => {
    const rows = [person(10), person(11, { nid: '12345' }), person(12)];
    const bn = await upload('officeAdmin', OFFICE, await workbookOf(rows));
    expect(bn.statusCode).toBe(400);
    expect(bn.json()).toEqual({
      success: false,
      message: '১টি সারিতে ১টি ভুল পাওয়া গেছে; কোনো কর্মকর্তা যোগ করা হয়নি। ভুলগুলো ঠিক করে ফাইলটি আবার দিন',
      errors: [
        {
          row: 3,
          column: 'জাতীয় পরিচয়পত্র নম্বর',
          field: 'nid',
          message: 'জাতীয় পরিচয়পত্র নম্বর ১০/১৩/১৭ অঙ্কের হতে হবে',
        },
      ],
    });
    expect(await accountsWith(['import10@demo.gov.bd', 'import12@demo.gov.bd'])).toEqual([]);

    const en = await upload('officeAdmin', OFFICE, await workbookOf(rows), 'staff.xlsx', 'en');
    expect(en.json().errors).toEqual([
      { row: 3, column: 'NID number', field: 'nid', message: 'NID must be 10/13/17 digits' },
    ]);
  });

  it('reports every mistake of every row at once', async () => {
    const rows = [
      person(20, { email: 'not-an-email', dateOfBirth: '1990/14/03', gender: 'ছেলে' }),
      person(21),
      { nameBn: 'শুধু নাম' },
      person(23, { firstJoiningDate: '01/01/2020', currentJoiningDate: '01/01/2019', mobile: '0191300002' }),
    ];
    const response = await upload('officeAdmin', OFFICE, await workbookOf(rows));
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { row: number; column: string; message: string }[];
    const byRow = (row: number) =>
      errors.filter((error) => error.row === row).map((error) => [error.column, error.message]);
    expect(byRow(2)).toEqual([
      ['ইমেইল', 'সঠিক ইমেইল প্রদান করুন'],
      ['জন্ম তারিখ', 'তারিখ দিন/মাস/বছর আকারে লিখুন, যেমন ১৪/০৩/১৯৯০'],
      ['লিঙ্গ', 'লিঙ্গ লিখুন: পুরুষ, মহিলা অথবা অন্যান্য'],
    ]);
    expect(byRow(3)).toEqual([]);
    expect(byRow(4)).toEqual([
      ['নাম (ইংরেজি)', 'ইংরেজিতে নাম আবশ্যক'],
      ['ইমেইল', 'ইমেইল আবশ্যক'],
      ['মোবাইল নম্বর', 'মোবাইল নম্বর আবশ্যক'],
      ['জাতীয় পরিচয়পত্র নম্বর', 'জাতীয় পরিচয়পত্র নম্বর আবশ্যক'],
      ['জন্ম তারিখ', 'জন্ম তারিখ আবশ্যক'],
      ['লিঙ্গ', 'লিঙ্গ নির্বাচন করুন'],
      ['চাকরিতে প্রথম যোগদানের তারিখ', 'চাকরিতে প্রথম যোগদানের তারিখ আবশ্যক'],
      ['বর্তমান কর্মস্থলে যোগদানের তারিখ', 'বর্তমান কর্মস্থলে যোগদানের তারিখ আবশ্যক'],
    ]);
    expect(byRow(5)).toEqual([
      ['মোবাইল নম্বর', 'সঠিক মোবাইল নম্বর প্রদান করুন'],
      ['বর্তমান কর্মস্থলে যোগদানের তারিখ', 'বর্তমান কর্মস্থলে যোগদান চাকরিতে প্রথম যোগদানের আগে হতে পারে না'],
    ]);
    expect(response.json().message).toBe(
      '৩টি সারিতে ১৩টি ভুল পাওয়া গেছে; কোনো কর্মকর্তা যোগ করা হয়নি। ভুলগুলো ঠিক করে ফাইলটি আবার দিন',
    );
    expect(await accountsWith(['import21@demo.gov.bd'])).toEqual([]);
  });

  it('refuses emails, mobiles and NIDs an account has, and values two rows share (both rows)', async () => {
    const [taken] = await t.database.db
      .select({ nid: profiles.nid })
      .from(profiles)
      .where(isNotNull(profiles.nid))
      .limit(1);
    expect(taken.nid).toMatch(/^\d+$/);
    const rows = [
      person(30, { email: DEMO.officer }),
      person(31, { mobile: '01711000004' }),
      person(32, { nid: taken.nid }),
      person(33, { nid: '7700000000099' }),
      person(34),
      person(35, { nid: '৭৭০০০০০০০০০৯৯' }),
    ];
    const response = await upload('officeAdmin', OFFICE, await workbookOf(rows));
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { row: number; field: string; message: string }) => [
          error.row,
          error.field,
          error.message,
        ]),
    ).toEqual([
      [2, 'email', 'এই ইমেইল দিয়ে ইতোমধ্যে একটি অ্যাকাউন্ট আছে'],
      [3, 'mobile', 'এই মোবাইল নম্বর দিয়ে ইতোমধ্যে একটি অ্যাকাউন্ট আছে'],
      [4, 'nid', 'এই জাতীয় পরিচয়পত্র নম্বর দিয়ে ইতোমধ্যে নিবন্ধন করা হয়েছে'],
      [5, 'nid', 'একই তথ্য ফাইলের ৭ নম্বর সারিতেও আছে'],
      [7, 'nid', 'একই তথ্য ফাইলের ৫ নম্বর সারিতেও আছে'],
    ]);
    expect(await accountsWith(['import34@demo.gov.bd'])).toEqual([]);
  });

  it('refuses a post the organogram lacks, one that is held, and one empty post named twice', async () => {
    const posts = await postNames(OFFICE);
    const held = posts.find((post) => post.vacant === 0);
    const single = posts.find((post) => post.vacant === 1);
    expect(held).toBeDefined();
    expect(single).toBeDefined();
    const rows = [
      person(40, { post: 'মহাপরিচালক, চাঁদের শাখা' }),
      person(41, { post: held?.name }),
      person(42, { post: single?.name }),
      person(43),
      person(44, { post: ` ${single?.name}  ` }),
    ];
    const response = await upload('officeAdmin', OFFICE, await workbookOf(rows));
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { row: number; column: string; message: string }) => [
          error.row,
          error.column,
          error.message,
        ]),
    ).toEqual([
      [2, 'পদ', 'এই অফিসের অর্গানোগ্রামে এই নামে কোনো পদ নেই; টেমপ্লেটের "পদসমূহ" শিট থেকে পদের নাম নিন'],
      [3, 'পদ', 'এই নামের সব পদে এখন কর্মকর্তা কর্মরত; কোনো পদ শূন্য নেই'],
      [4, 'পদ', 'ফাইলের ২টি সারিতে এই পদ দেওয়া আছে, কিন্তু এই নামে শূন্য পদ ১টি'],
      [6, 'পদ', 'ফাইলের ২টি সারিতে এই পদ দেওয়া আছে, কিন্তু এই নামে শূন্য পদ ১টি'],
    ]);
  });

  it('refuses a file without a required column, an empty one, and one of more than a thousand rows', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('কর্মকর্তা').addRow(['নাম (বাংলা)', 'ইমেইল']);
    const missing = await upload('officeAdmin', OFFICE, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^ফাইলে এই কলামগুলো নেই: নাম \(ইংরেজি\), মোবাইল নম্বর, /);

    const empty = await upload('officeAdmin', OFFICE, await workbookOf([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('ফাইলে কোনো কর্মকর্তার তথ্য নেই');

    const many = Array.from({ length: OFFICER_IMPORT_MAX_ROWS + 1 }, (_, index) => person(10_000 + index));
    const tooMany = await upload('officeAdmin', OFFICE, await workbookOf(many));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'একটি ফাইলে সর্বোচ্চ ১০০০টি সারি দেওয়া যায়, এই ফাইলে ১০০১টি; ফাইলটি ভাগ করে দিন',
    );
  });
});

describe('who may import, and what file', () => {
  it('refuses another office to an office admin, and everything to an officer and to nobody', async () => {
    const bytes = await workbookOf([person(50)]);
    const other = await upload('officeAdmin', 2, bytes);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('এই কাজের অনুমতি আপনার নেই');
    expect((await upload('officer', OFFICE, bytes)).statusCode).toBe(403);
    expect((await upload(null, OFFICE, bytes)).statusCode).toBe(401);
    expect((await upload('superAdmin', 2_000_000_000, bytes)).statusCode).toBe(404);
    expect(await accountsWith(['import50@demo.gov.bd'])).toEqual([]);
  });

  it('refuses a picture called .xlsx, a Word file and a file over 2 MB, in Bangla', async () => {
    const picture = await upload('officeAdmin', OFFICE, pngBytes(600, 40), 'staff.xlsx');
    expect(picture.statusCode).toBe(415);
    expect(picture.json().message).toBe('ফাইলের ধরন সঠিক নয়!');
    const word = await upload('officeAdmin', OFFICE, ooxmlBytes('docx'), 'staff.docx');
    expect(word.statusCode).toBe(415);
    const big = await upload('officeAdmin', OFFICE, pngBytes(10, 10, 2.5 * 1024 * 1024), 'staff.xlsx');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('ফাইলটি অনেক বড়');
  });

  it('refuses a workbook that would unpack to tens of megabytes', async () => {
    const bomb = zipOf([
      {
        name: '[Content_Types].xml',
        data: '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        deflate: true,
      },
      { name: 'xl/workbook.xml', data: '<workbook/>', deflate: true },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20), deflate: true },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload('officeAdmin', OFFICE, bomb);
    expect(response.statusCode).toBe(413);
  });
});

describe('two imports at once', () => {
  it('creates the officers of one and refuses the other whole', async () => {
    const rows = Array.from({ length: 40 }, (_, index) => person(60 + index));
    const [first, second] = [await workbookOf(rows), await workbookOf([person(200), ...rows.slice(20)])];
    const answers = await Promise.all([
      upload('superAdmin', OFFICE, first),
      upload('officeAdmin', OFFICE, second),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    if (process.env.DATABASE_URL) {
      // Both files pass their checks before either writes: the second to write meets the first's rows.
      expect(statuses).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().message).toContain('কোনো কর্মকর্তা যোগ করা হয়নি');
    } else {
      // The embedded database runs one query at a time: the second may see the first's rows at its check.
      expect(statuses[0]).toBe(200);
      expect([400, 409]).toContain(statuses[1]);
    }
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const written = await accountsWith([...rows, person(200)].map((row) => String(row.email)));
    expect(written).toHaveLength(winner === 0 ? 40 : 21);
  });
});
