/**
 * Innovations through the real app on a fresh copy of the demo database: who sees which (the seed's
 * innovations), SPEC.md §5's rules and their messages, the workflow with its 409s (also 50 at once,
 * which CI runs on PostgreSQL), and the picture and proof files with real bytes.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlBytes, pdfBytes, pngBytes, svgBytes } from '../../testing/file-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let superAdmin: Caller;
let support: Caller;
let exam: Caller;
let noOffice: Caller;
let office861: Caller;
let anonymous: Caller;
let officerEn: Caller;
const tokens: Record<string, string> = {};

const BASE = '/api/innovation/innovations';

beforeAll(async () => {
  t = await createTestApp();
  [officer, officeAdmin, superAdmin, support, exam, noOffice, office861, anonymous, officerEn] =
    await Promise.all([
      callerFor(t, DEMO.officer),
      callerFor(t, DEMO.officeAdmin),
      callerFor(t, DEMO.superAdmin),
      callerFor(t, DEMO.support),
      callerFor(t, 'exam@demo.gov.bd'),
      callerFor(t, DEMO.noOffice),
      callerFor(t, DEMO.office861),
      callerFor(t, null),
      callerFor(t, DEMO.officer, 'en'),
    ]);
  for (const [name, email] of Object.entries({
    officer: DEMO.officer,
    officeAdmin: DEMO.officeAdmin,
    exam: 'exam@demo.gov.bd',
  }))
    tokens[name] = await t.tokenFor(email);
});
afterAll(() => t.close());

const titles = (body: { data: { items: { title: string }[] } }) => body.data.items.map((item) => item.title);

const validInnovation = {
  title: 'স্মার্ট হাজিরা বোর্ড',
  description: 'অফিসের প্রবেশপথে হাজিরা বোর্ডে কে কোথায় আছেন তা দেখা যাবে।',
  impact: 'সেবাপ্রার্থীর অপেক্ষা কমবে।',
  pilotingDetails: 'জেলা কার্যালয়ে এক মাস।',
  url: 'https://hajira.rajshahi.gov.bd',
  fiscalYear: '2026-27',
  budget: '125000.75',
  nationWide: false,
  pilotingDate: '2026-10-01',
};

async function newInnovation(caller: Caller = officer, extra: object = {}): Promise<number> {
  const response = await caller.post(BASE, { ...validInnovation, ...extra });
  expect(response.status).toBe(200);
  return response.body.data.id;
}

function upload(
  who: string,
  url: string,
  bytes: Buffer,
  name: string,
  method: 'PUT' | 'POST' = 'PUT',
  lang = 'bn',
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': lang },
    payload: form,
  });
}

describe('who sees which innovation (the demo seed)', () => {
  it('the officer sees exactly their own five, in both offices they work in', async () => {
    const response = await officer.get(BASE);
    expect(response.status).toBe(200);
    expect(response.body.data.total).toBe(5);
    expect(titles(response.body)).toContain('ই-নথিতে স্বয়ংক্রিয় স্মারক নম্বর প্রদান');
    expect(titles(response.body)).toContain('ডিজিটাল ল্যাবের যন্ত্রপাতি ট্র্যাকিং রেজিস্টার');
    const first = response.body.data.items.find((item: { id: number }) => item.id === 1);
    expect(first).toMatchObject({
      status: 'draft',
      office: { nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী' },
      innovator: { nameBn: 'নুসরাত জাহান', designation: { nameBn: 'প্রোগ্রামার' } },
    });
  });

  it("the office admin sees the office's submitted and decided innovations, not the officer's draft", async () => {
    const response = await officeAdmin.get(BASE);
    expect(response.body.data.total).toBe(5);
    expect(titles(response.body)).not.toContain('ই-নথিতে স্বয়ংক্রিয় স্মারক নম্বর প্রদান');
    expect(titles(response.body)).not.toContain('প্রশ্নপত্র বিতরণে SMS নিশ্চিতকরণ');
    const queue = await officeAdmin.get(`${BASE}?status=submitted`);
    expect(titles(queue.body).sort()).toEqual(
      ['ডিজিটাল সেন্টারে QR কোডভিত্তিক সেবা তথ্য বোর্ড', 'ভিডিও কনফারেন্সে মাসিক সমন্বয় সভা'].sort(),
    );
  });

  it('super and support admins see every office; an office filter narrows it', async () => {
    expect((await superAdmin.get(BASE)).body.data.total).toBe(10);
    expect((await support.get(BASE)).body.data.total).toBe(10);
    const head = await support.get(`${BASE}?officeId=2`);
    expect(head.body.data.total).toBe(3);
  });

  it('another office admin filter is ignored for an office admin', async () => {
    expect((await officeAdmin.get(`${BASE}?officeId=2`)).body.data.total).toBe(5);
  });

  it('searches titles in Bangla and in English, and filters by nation-wide and fiscal year', async () => {
    expect(titles((await superAdmin.get(`${BASE}?search=${encodeURIComponent('ল্যাব')}`)).body).sort()).toEqual(
      ['অনলাইন ল্যাব বুকিং সিস্টেম (Online Lab Booking)', 'ডিজিটাল ল্যাবের যন্ত্রপাতি ট্র্যাকিং রেজিস্টার'].sort(),
    );
    expect(titles((await superAdmin.get(`${BASE}?search=qr`)).body)).toEqual([
      'ডিজিটাল সেন্টারে QR কোডভিত্তিক সেবা তথ্য বোর্ড',
    ]);
    expect((await superAdmin.get(`${BASE}?nationWide=yes`)).body.data.total).toBe(2);
    const figures = (await superAdmin.get('/api/innovation/summary')).body.data;
    const thisYear = await superAdmin.get(`${BASE}?fiscalYear=${figures.fiscalYear}`);
    expect(thisYear.body.data.total).toBe(figures.thisFiscalYear);
    expect(figures.thisFiscalYear).toBe(6);
  });

  it('sorts by budget, largest first', async () => {
    const response = await superAdmin.get(`${BASE}?sort=budget&order=desc&pageSize=3`);
    expect(response.body.data.items.map((item: { budget: string }) => item.budget)).toEqual([
      '850000.00',
      '400000.00',
      '300000.00',
    ]);
  });

  it('counts the figures by status in the caller scope', async () => {
    const figures = (await officeAdmin.get('/api/innovation/summary')).body.data;
    expect(figures).toMatchObject({
      total: 5,
      byStatus: { draft: 0, submitted: 2, accepted: 1, returned: 1, replicated: 1 },
    });
  });

  it('reads one by id in scope, and answers 404 for what the caller may not see', async () => {
    const own = await officer.get(`${BASE}/1`);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      title: 'ই-নথিতে স্বয়ংক্রিয় স্মারক নম্বর প্রদান',
      can: { edit: true, submit: true, decide: false },
    });
    expect((await officeAdmin.get(`${BASE}/1`)).status).toBe(404);
    expect((await exam.get(`${BASE}/2`)).status).toBe(404);
    const queued = await officeAdmin.get(`${BASE}/2`);
    expect(queued.body.data.can).toEqual({ edit: false, delete: false, submit: false, decide: true });
    expect((await superAdmin.get(`${BASE}/2`)).status).toBe(200);
  });

  it('refuses callers without the menu: no sign-in 401, no office, role 34 and office 861 403', async () => {
    expect((await anonymous.get(BASE)).status).toBe(401);
    expect((await noOffice.get(BASE)).status).toBe(403);
    expect((await office861.get(BASE)).status).toBe(403);
    expect((await office861.post(BASE, validInnovation)).status).toBe(403);
  });
});

describe('recording an innovation (SPEC.md §5)', () => {
  it('records it for the officer, as a draft of the active office', async () => {
    const response = await officer.post(BASE, validInnovation);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      title: 'স্মার্ট হাজিরা বোর্ড',
      status: 'draft',
      fiscalYear: '2026-27',
      budget: '125000.75',
      pilotingDate: '2026-10-01',
      office: { id: 10 },
      innovator: { nameBn: 'নুসরাত জাহান' },
      pictureUrl: null,
      attachments: [],
    });
  });

  it.each([
    [{ title: '' }, 'title', 'শিরোনাম আবশ্যক'],
    [{ title: undefined }, 'title', 'শিরোনাম আবশ্যক'],
    [{ description: '   ' }, 'description', 'বিবরণ আবশ্যক'],
    [
      { fiscalYear: '2022-24' },
      'fiscalYear',
      'অর্থবছর ইংরেজি অঙ্কে লিখুন (যেমন 2022-23); দ্বিতীয় বছরটি প্রথম বছরের পরের বছর',
    ],
    [
      { fiscalYear: '২০২২-২৩' },
      'fiscalYear',
      'অর্থবছর ইংরেজি অঙ্কে লিখুন (যেমন 2022-23); দ্বিতীয় বছরটি প্রথম বছরের পরের বছর',
    ],
    [
      { fiscalYear: '2022' },
      'fiscalYear',
      'অর্থবছর ইংরেজি অঙ্কে লিখুন (যেমন 2022-23); দ্বিতীয় বছরটি প্রথম বছরের পরের বছর',
    ],
    [{ budget: '১২০০০' }, 'budget', 'বাজেট ইংরেজি অঙ্কে লিখুন (যেমন 250000 বা 250000.50)'],
    [{ budget: '12,000' }, 'budget', 'বাজেট ইংরেজি অঙ্কে লিখুন (যেমন 250000 বা 250000.50)'],
    [{ budget: '-5' }, 'budget', 'বাজেট ইংরেজি অঙ্কে লিখুন (যেমন 250000 বা 250000.50)'],
    [{ url: 'ftp://files.gov.bd' }, 'url', 'সঠিক লিংক দিন (http:// বা https:// দিয়ে শুরু)'],
    [{ pilotingDate: '2026-02-30' }, 'pilotingDate', 'সঠিক তারিখ দিন'],
    [{ title: 'ক'.repeat(301) }, 'title', undefined],
    [{ description: 'a\u0000b' }, 'description', undefined],
  ])('refuses %o with a 400 under its field', async (change, field, message) => {
    const response = await officer.post(BASE, { ...validInnovation, ...change });
    expect(response.status).toBe(400);
    const error = response.body.errors.find((item: { field: string }) => item.field === field);
    expect(error).toBeDefined();
    if (message) expect(error.message).toBe(message);
  });

  it('answers in English when asked', async () => {
    const response = await officerEn.post(BASE, { ...validInnovation, title: '', budget: '১০' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is required' },
        { field: 'budget', message: 'Write the budget in English digits (e.g. 250000 or 250000.50)' },
      ]),
    );
  });

  it('changes a draft for its innovator; 403 for the office admin who sees it, 404 for others, 409 once accepted', async () => {
    const id = await newInnovation();
    const changed = await officer.put(`${BASE}/${id}`, {
      ...validInnovation,
      title: 'স্মার্ট হাজিরা বোর্ড (সংশোধিত)',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.title).toBe('স্মার্ট হাজিরা বোর্ড (সংশোধিত)');
    expect((await exam.put(`${BASE}/${id}`, validInnovation)).status).toBe(404);
    expect((await officer.post(`${BASE}/${id}/submit`)).status).toBe(200);
    expect((await officeAdmin.put(`${BASE}/${id}`, validInnovation)).status).toBe(403);
    expect((await support.put(`${BASE}/${id}`, validInnovation)).status).toBe(403);
    const locked = await officer.put(`${BASE}/${id}`, validInnovation);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(
      'দাখিলকৃত বা গৃহীত উদ্ভাবন আর পরিবর্তন করা যায় না; ফেরত পাঠানো হলে আবার পরিবর্তন করা যাবে',
    );
  });

  it('deletes a draft of its innovator only', async () => {
    const id = await newInnovation();
    expect((await exam.delete(`${BASE}/${id}`)).status).toBe(404);
    expect((await officeAdmin.delete(`${BASE}/${id}`)).status).toBe(404);
    expect((await officer.delete(`${BASE}/${id}`)).status).toBe(200);
    expect((await officer.get(`${BASE}/${id}`)).status).toBe(404);
    expect((await officer.delete(`${BASE}/2`)).status).toBe(409);
  });
});

describe('the workflow', () => {
  it('submit, send back with a reason, submit again, accept, replicate nation-wide', async () => {
    const id = await newInnovation();
    expect((await officeAdmin.post(`${BASE}/${id}/accept`)).status).toBe(404); // a draft is the innovator's own
    expect((await officer.post(`${BASE}/${id}/submit`)).body.data.status).toBe('submitted');
    expect((await officer.post(`${BASE}/${id}/submit`)).status).toBe(409);

    const noReason = await officeAdmin.post(`${BASE}/${id}/return`, { note: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('ফেরত পাঠানোর কারণ লিখুন');
    const returned = await officeAdmin.post(`${BASE}/${id}/return`, { note: 'বাজেটের বিভাজন দিন' });
    expect(returned.body.data).toMatchObject({
      status: 'returned',
      decisionNote: 'বাজেটের বিভাজন দিন',
      decidedBy: { nameBn: 'কামরুল হাসান' },
    });
    expect((await officer.put(`${BASE}/${id}`, { ...validInnovation, budget: '130000' })).status).toBe(200);
    expect((await officer.post(`${BASE}/${id}/submit`)).body.data.status).toBe('submitted');

    const accepted = await officeAdmin.post(`${BASE}/${id}/accept`, { note: 'পাইলটিংয়ের জন্য গৃহীত' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('accepted');
    expect((await officeAdmin.post(`${BASE}/${id}/accept`)).status).toBe(409);
    const replicated = await superAdmin.post(`${BASE}/${id}/replicate`);
    expect(replicated.body.data).toMatchObject({ status: 'replicated', nationWide: true });
  });

  it('refuses deciders who may not: the officer and support 403, the own innovation 403, another office 404', async () => {
    expect((await officer.post(`${BASE}/2/accept`)).status).toBe(403);
    expect((await support.post(`${BASE}/2/accept`)).status).toBe(403);
    expect((await exam.post(`${BASE}/2/accept`)).status).toBe(403);
    const own = await officeAdmin.post(`${BASE}/6/accept`);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('নিজের উদ্ভাবনের বিষয়ে সিদ্ধান্ত অন্য কেউ দেবেন');
    expect((await officeAdmin.post(`${BASE}/8/accept`)).status).toBe(404);
    // The super admin decides for any office (the Paba office has no admin of its own here).
    expect((await superAdmin.post(`${BASE}/7/accept`)).body.data.status).toBe('accepted');
  });

  it('of two approvals at once one answers 200 and the other 409; of 50, exactly one wins', async () => {
    const pair = await newInnovation();
    await officer.post(`${BASE}/${pair}/submit`);
    const two = await Promise.all([
      officeAdmin.post(`${BASE}/${pair}/accept`),
      officeAdmin.post(`${BASE}/${pair}/accept`),
    ]);
    expect(two.map((response) => response.status).sort()).toEqual([200, 409]);

    const id = await newInnovation();
    await officer.post(`${BASE}/${id}/submit`);
    const decisions = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0
          ? officeAdmin.post(`${BASE}/${id}/accept`)
          : officeAdmin.post(`${BASE}/${id}/return`, { note: 'আবার দেখুন' }),
      ),
    );
    const statuses = decisions.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winner = decisions.find((response) => response.status === 200)?.body.data.status;
    expect((await officer.get(`${BASE}/${id}`)).body.data.status).toBe(winner);
  });
});

describe('picture and proof attachments', () => {
  it('takes a picture 600 px wide, serves it to who may read the innovation, and 404 to others', async () => {
    const id = await newInnovation();
    const picture = pngBytes(600, 30);
    const response = await upload('officer', `${BASE}/${id}/picture`, picture, 'ছবি.png');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ width: 600, height: 30 });
    const detail = (await officer.get(`${BASE}/${id}`)).body.data;
    expect(detail.hasPicture).toBe(true);
    expect(detail.pictureUrl).toMatch(
      new RegExp(`^/api/innovation/innovations/${id}/picture\\?v=[0-9a-f]{8}$`),
    );
    const served = await t.app.inject({
      url: `${BASE}/${id}/picture`,
      headers: { authorization: `Bearer ${tokens.officer}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(picture)).toBe(true);
    const stranger = await t.app.inject({
      url: `${BASE}/${id}/picture`,
      headers: { authorization: `Bearer ${tokens.exam}` },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses a picture 400 px wide, a wrong type, and another innovator', async () => {
    const id = await newInnovation();
    const narrow = await upload('officer', `${BASE}/${id}/picture`, pngBytes(400, 30), 'narrow.png');
    expect(narrow.statusCode).toBe(400);
    expect(narrow.json().message).toBe('ছবির প্রস্থ কমপক্ষে ৫০০ পিক্সেল হতে হবে; এই ছবিটি ৪০০ পিক্সেল');
    const svg = await upload('officer', `${BASE}/${id}/picture`, svgBytes(), 'picture.svg');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe('ফাইলের ধরন সঠিক নয়!');
    const pdfAsPicture = await upload(
      'officer',
      `${BASE}/${id}/picture`,
      pdfBytes(),
      'picture.pdf',
      'PUT',
      'en',
    );
    expect(pdfAsPicture.statusCode).toBe(415);
    expect(pdfAsPicture.json().message).toBe('File type is incorrect!');
    expect((await upload('exam', `${BASE}/${id}/picture`, pngBytes(600, 30), 'x.png')).statusCode).toBe(404);
    expect((await officer.get(`${BASE}/${id}`)).body.data.hasPicture).toBe(false);
  });

  it('adds proof, shows and serves it, refuses HTML, removes it; nothing changes once submitted', async () => {
    const id = await newInnovation();
    const added = await upload(
      'officer',
      `${BASE}/${id}/attachments`,
      pdfBytes(),
      'পাইলটিং প্রতিবেদন.pdf',
      'POST',
    );
    expect(added.statusCode).toBe(200);
    const attachment = added.json().data;
    expect(attachment).toMatchObject({ name: 'পাইলটিং প্রতিবেদন.pdf', mimeType: 'application/pdf' });
    expect((await officer.get(`${BASE}/${id}`)).body.data.attachments).toHaveLength(1);
    const html = await upload('officer', `${BASE}/${id}/attachments`, htmlBytes(), 'page.html', 'POST');
    expect(html.statusCode).toBe(415);

    await officer.post(`${BASE}/${id}/submit`);
    const served = await t.app.inject({
      url: attachment.url,
      headers: { authorization: `Bearer ${tokens.officeAdmin}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdfBytes())).toBe(true);
    expect(
      (await t.app.inject({ url: attachment.url, headers: { authorization: `Bearer ${tokens.exam}` } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await upload('officer', `${BASE}/${id}/attachments`, pdfBytes(), 'more.pdf', 'POST')).statusCode,
    ).toBe(409);
    expect((await officer.delete(attachment.url)).status).toBe(409);

    await officeAdmin.post(`${BASE}/${id}/return`, { note: 'আরও প্রমাণক দিন' });
    expect((await officer.delete(attachment.url)).status).toBe(200);
    expect((await officer.get(`${BASE}/${id}`)).body.data.attachments).toEqual([]);
  });
});

describe('Excel export', () => {
  it("gives the caller's list with Bangla headers", async () => {
    const response = await t.app.inject({
      url: `${BASE}/export?status=submitted`,
      headers: { authorization: `Bearer ${tokens.officeAdmin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/innovations-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('শিরোনাম');
    const rowTitles = sheet.getColumn(2).values.slice(2).map(String);
    expect(rowTitles).toContain('ডিজিটাল সেন্টারে QR কোডভিত্তিক সেবা তথ্য বোর্ড');
    expect(rowTitles).not.toContain('প্রশ্নপত্র বিতরণে SMS নিশ্চিতকরণ');
  });
});
