/**
 * Inspections through the real app on a fresh copy of the demo database: template versions (an
 * edit never changes a started inspection), a tour plan approved by the controlling desk (a second
 * decision 409, also many at once, which CI runs on PostgreSQL), a foreign office refused, the
 * inspection with GPS coordinates checked and a photo, and a recommendation from open to closed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../testing/file-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let superAdmin: Caller;
let stranger: Caller;
let anonymous: Caller;
let templateId: number;

const B = '/api/inspection';
const DISTRICT = 10;
const PABA = 11;
const HEAD_OFFICE = 2;
const GODAGARI = 104;

const design = (label: string) => ({
  sections: [
    {
      titleBn: 'অবকাঠামো',
      items: [
        { key: 'room', labelBn: label, type: 'yes_no', required: true },
        { key: 'clean', labelBn: 'পরিচ্ছন্নতা', type: 'score', maxScore: 5 },
        { key: 'pcs', labelBn: 'সচল কম্পিউটার', type: 'number' },
        { key: 'remark', labelBn: 'মন্তব্য', type: 'text' },
      ],
    },
  ],
});

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  // A holder of a desk in Godagari, an upazila office beside Paba under the same district office.
  const result = (await t.database.db.execute(
    sql`select u.email from user_roles ur join desks d on d.id = ur.desk_id join users u on u.id = ur.user_id
      where d.office_id = ${GODAGARI} and ur.released_on is null order by ur.id limit 1`,
  )) as unknown as { rows: { email: string }[] };
  [officer, officeAdmin, superAdmin, stranger, anonymous] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, result.rows[0].email),
    callerFor(t, null),
  ]);
  const created = await superAdmin.post(`${B}/templates`, {
    kind: 'checklist',
    nameBn: 'পরীক্ষামূলক চেকলিস্ট',
    design: design('কক্ষ প্রস্তুত আছে কি?'),
  });
  expect(created.status).toBe(200);
  templateId = created.body.data.id;
});
afterAll(() => t.close());

async function approvedPlan(targetOfficeId = PABA, extra: object = {}): Promise<number> {
  const plan = await officer.post(`${B}/plans`, {
    targetOfficeId,
    visitDate: inFuture(3),
    purpose: 'ডিজিটাল ল্যাব পরিদর্শন',
    templateId,
    ...extra,
  });
  expect(plan.status).toBe(200);
  const id = plan.body.data.id;
  expect((await officer.post(`${B}/plans/${id}/submit`)).body.data.status).toBe('pending');
  const approved = await officeAdmin.post(`${B}/plans/${id}/decision`, { action: 'approve' });
  expect(approved.status).toBe(200);
  return id;
}

describe('templates', () => {
  it('lets only the app admins design, and an edit makes a new version that started inspections keep out of', async () => {
    expect(
      (await officer.post(`${B}/templates`, { kind: 'checklist', nameBn: 'x', design: design('x') })).status,
    ).toBe(403);
    expect((await anonymous.get(`${B}/templates`)).status).toBe(401);
    const planId = await approvedPlan();
    const started = await officer.post(`${B}/plans/${planId}/inspection`);
    expect(started.status).toBe(200);
    expect(started.body.data.templateVersion).toBe(1);

    const edit = { baseVersion: 1, nameBn: 'পরীক্ষামূলক চেকলিস্ট', design: design('নতুন প্রশ্ন') };
    const [first, second] = await Promise.all([
      superAdmin.put(`${B}/templates/${templateId}`, edit),
      superAdmin.put(`${B}/templates/${templateId}`, edit),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const template = (await superAdmin.get(`${B}/templates/${templateId}`)).body.data;
    expect(template.version).toBe(2);
    expect(template.versions).toHaveLength(2);

    const inspection = (await officer.get(`${B}/plans/${planId}/inspection`)).body.data;
    expect(inspection.templateVersion).toBe(1);
    expect(inspection.design.sections[0].items[0].labelBn).toBe('কক্ষ প্রস্তুত আছে কি?');
  });

  it('refuses a photo item in the general-information template and duplicate item codes', async () => {
    const general = await superAdmin.post(`${B}/templates`, {
      kind: 'general',
      nameBn: 'সাধারণ তথ্য',
      design: { sections: [{ titleBn: 'তথ্য', items: [{ key: 'p', labelBn: 'ছবি', type: 'photo' }] }] },
    });
    expect(general.status).toBe(400);
    const twice = design('x');
    twice.sections[0].items[1].key = 'room';
    expect(
      (await superAdmin.post(`${B}/templates`, { kind: 'checklist', nameBn: 'x', design: twice })).status,
    ).toBe(400);
  });
});

describe('tour plans', () => {
  it('refuses a visit to an office outside the officer’s tree', async () => {
    const response = await officer.post(`${B}/plans`, {
      targetOfficeId: HEAD_OFFICE,
      visitDate: inFuture(3),
      purpose: 'পরিদর্শন',
    });
    expect(response.status).toBe(403);
  });

  it('goes to the controlling desk, which decides once: the rest of many decisions at once get 409', async () => {
    const plan = await officer.post(`${B}/plans`, {
      targetOfficeId: PABA,
      visitDate: inFuture(5),
      purpose: 'পরিদর্শন',
    });
    const id = plan.body.data.id;
    await officer.post(`${B}/plans/${id}/submit`);
    expect((await officer.post(`${B}/plans/${id}/decision`, { action: 'approve' })).status).toBe(403);
    const queue = (await officeAdmin.get(`${B}/plans?scope=approvals`)).body.data;
    expect(queue.items.some((item: { id: number }) => item.id === id)).toBe(true);
    expect((await officeAdmin.post(`${B}/plans/${id}/decision`, { action: 'reject' })).status).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => officeAdmin.post(`${B}/plans/${id}/decision`, { action: 'approve' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect((await stranger.get(`${B}/plans/${id}`)).status).toBe(404);
  });
});

describe('the inspection and its recommendation', () => {
  it('checks coordinates, takes a photo, submits once and follows a recommendation to closure', async () => {
    const planId = await approvedPlan();
    const inspection = (await officer.post(`${B}/plans/${planId}/inspection`)).body.data;
    const id = inspection.id;
    const answers = [
      { key: 'room', value: 'yes' },
      { key: 'clean', value: '4' },
      { key: 'pcs', value: '12' },
    ];
    const bangla = await officer.put(`${B}/inspections/${id}`, {
      answers,
      latitude: '২৪.৩৬',
      longitude: '88.62',
    });
    expect(bangla.status).toBe(400);
    expect(JSON.stringify(bangla.body)).toContain('ইংরেজি');
    const outside = await officer.put(`${B}/inspections/${id}`, {
      answers,
      latitude: '40.1',
      longitude: '88.62',
    });
    expect(outside.status).toBe(400);
    const badScore = await officer.put(`${B}/inspections/${id}`, { answers: [{ key: 'clean', value: '9' }] });
    expect(badScore.status).toBe(400);
    expect((await officer.post(`${B}/inspections/${id}/submit`)).status).toBe(400);

    const saved = await officer.put(`${B}/inspections/${id}`, {
      answers,
      latitude: '24.363588',
      longitude: '88.624138',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.latitude).toBe('24.363588');

    const photo = await t.app.inject({
      method: 'POST',
      url: `${B}/inspections/${id}/photos`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.officer)}` },
      payload: (() => {
        const data = new FormData();
        data.append('file', new File([new Uint8Array(pngBytes(640, 480))], 'কক্ষ.png'));
        return data;
      })(),
    });
    expect(photo.statusCode).toBe(200);

    const [one, two] = await Promise.all([
      officer.post(`${B}/inspections/${id}/submit`),
      officer.post(`${B}/inspections/${id}/submit`),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect((await officer.put(`${B}/inspections/${id}`, { answers })).status).toBe(409);
    expect((await officer.get(`${B}/plans/${planId}`)).body.data.status).toBe('inspected');
    const done = (await officer.get(`${B}/inspections/${id}`)).body.data;
    expect(done.score).toBe(5);
    expect(done.photos).toHaveLength(1);

    const rec = await officer.post(`${B}/inspections/${id}/recommendations`, {
      itemKey: 'pcs',
      text: 'অকেজো কম্পিউটার মেরামত করুন',
      responsibleOfficeId: DISTRICT,
      deadline: inFuture(30),
    });
    expect(rec.status).toBe(200);
    const recId = rec.body.data.id;
    expect(rec.body.data.status).toBe('open');
    expect((await stranger.get(`${B}/recommendations/${recId}`)).status).toBe(404);
    expect((await officer.post(`${B}/recommendations/${recId}/close`, { action: 'close' })).status).toBe(409);

    const update = await officeAdmin.post(`${B}/recommendations/${recId}/updates`, {
      status: 'implemented',
      progress: 100,
      note: 'সব কম্পিউটার মেরামত করা হয়েছে',
    });
    expect(update.status).toBe(200);
    const evidence = await t.app.inject({
      method: 'POST',
      url: `${B}/recommendations/${recId}/updates/${update.body.data.updateId}/evidence`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.officeAdmin)}` },
      payload: (() => {
        const data = new FormData();
        data.append('file', new File([new Uint8Array(pngBytes(640, 480))], 'প্রমাণ.png'));
        return data;
      })(),
    });
    expect(evidence.statusCode).toBe(200);
    const responsible = (await officeAdmin.get(`${B}/recommendations?scope=responsible&status=implemented`))
      .body.data;
    expect(responsible.items.some((item: { id: number }) => item.id === recId)).toBe(true);

    const closed = await officer.post(`${B}/recommendations/${recId}/close`, { action: 'close' });
    expect(closed.status).toBe(200);
    expect(closed.body.data.status).toBe('closed');
    expect(closed.body.data.updates[0].evidence).toHaveLength(1);
    expect((await officer.post(`${B}/recommendations/${recId}/close`, { action: 'close' })).status).toBe(409);

    const progress = (await superAdmin.get(`${B}/feedback-progress?officeId=${HEAD_OFFICE}`)).body.data;
    expect(
      progress.find((row: { office: { id: number } }) => row.office.id === DISTRICT).closed,
    ).toBeGreaterThan(0);
    const board = (await officeAdmin.get(`${B}/dashboard`)).body.data;
    expect(board.inspections.submitted).toBeGreaterThan(0);
    const file = await t.app.inject({
      method: 'GET',
      url: `${B}/recommendations/export?scope=responsible`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.officeAdmin)}` },
    });
    expect(file.statusCode).toBe(200);
  });

  it('sets targets for the office’s officers and reports them against inspections done', async () => {
    const now = new Date();
    const target = await officeAdmin.put(`${B}/targets`, {
      userId: 4,
      year: now.getUTCFullYear(),
      month: now.getUTCMonth() + 1,
      count: 4,
    });
    expect(target.status).toBe(200);
    expect((await officer.put(`${B}/targets`, { userId: 4, year: 2025, month: 1, count: 4 })).status).toBe(
      403,
    );
    const report = (
      await officeAdmin.get(
        `${B}/progress-report?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`,
      )
    ).body.data;
    expect(report.items.find((row: { userId: number }) => row.userId === 4).target).toBe(4);
  });
});

describe('visits to a digital lab', () => {
  const labOf = async (code: string) => {
    const result = (await t.database.db.execute(
      sql`select id, institution_bn from labs where code = ${code}`,
    )) as unknown as { rows: { id: number; institution_bn: string }[] };
    return { id: Number(result.rows[0].id), institutionBn: result.rows[0].institution_bn, code };
  };

  it('names the lab on the plan, the inspection and its recommendations, in the lists and on the pages', async () => {
    const lab = await labOf('126543');
    const planId = await approvedPlan(PABA, { labId: lab.id });
    const expected = { id: lab.id, institutionBn: lab.institutionBn, code: '126543' };
    const plans = (await officer.get(`${B}/plans?pageSize=100`)).body.data.items;
    expect(plans.find((plan: { id: number }) => plan.id === planId).lab).toMatchObject(expected);
    expect(plans.filter((plan: { lab: unknown }) => plan.lab === null).length).toBeGreaterThan(0);
    const inspection = (await officer.post(`${B}/plans/${planId}/inspection`)).body.data;
    expect(inspection.lab).toMatchObject(expected);
    const raised = await officer.post(`${B}/inspections/${inspection.id}/recommendations`, {
      text: 'নষ্ট ল্যাপটপ মেরামত করুন',
      responsibleOfficeId: PABA,
    });
    expect(raised.status).toBe(200);
    expect(raised.body.data.lab).toMatchObject(expected);
    const mine = (await officer.get(`${B}/inspections?scope=own&pageSize=100`)).body.data.items;
    expect(mine.find((row: { id: number }) => row.id === inspection.id).lab).toMatchObject(expected);
    const recommendations = (await officer.get(`${B}/recommendations?scope=raised&pageSize=100`)).body.data
      .items;
    expect(recommendations.find((row: { id: number }) => row.id === raised.body.data.id).lab).toMatchObject(
      expected,
    );
    const page = (await officer.get(`${B}/inspections/${inspection.id}`)).body.data;
    expect(page.lab).toMatchObject(expected);
    expect(page.recommendations[0].lab).toMatchObject(expected);
  });

  it('refuses a lab the planner may not read, and an edit that clears the lab or the checklist clears it', async () => {
    const bogura = await labOf('119876');
    const outside = await officer.post(`${B}/plans`, {
      targetOfficeId: PABA,
      visitDate: inFuture(4),
      purpose: 'ল্যাব পরিদর্শন',
      labId: bogura.id,
    });
    expect(outside.status).toBe(400);
    const lab = await labOf('126543');
    const plan = await officer.post(`${B}/plans`, {
      targetOfficeId: PABA,
      visitDate: inFuture(4),
      purpose: 'ল্যাব পরিদর্শন',
      labId: lab.id,
      templateId,
    });
    const id = plan.body.data.id;
    const settings = (await officer.get(`${B}/settings`)).body.data;
    expect(settings.checklistTemplateId).not.toBe(templateId);
    const edited = await officer.put(`${B}/plans/${id}`, {
      targetOfficeId: PABA,
      visitDate: inFuture(4),
      purpose: 'দপ্তর পরিদর্শন',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.labId).toBeNull();
    expect(edited.body.data.lab).toBeNull();
    expect(edited.body.data.template?.id ?? null).toBe(settings.checklistTemplateId);
  });
});
