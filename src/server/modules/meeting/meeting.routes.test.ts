/**
 * Meetings through the real app on a fresh copy of the demo database: a meeting of the district
 * office with its own desk and the head office invited, the head office's nomination (once, by its
 * head or admin), held, minutes, finalised and locked (409 on an edit afterwards), the decision as a
 * task completed by the responsible desk, open decisions carried into the next meeting of the series,
 * 50 finalisations at once (one 200, which CI runs on PostgreSQL), and SPEC.md §6's meetingMgt gate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../testing/file-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let officeAdmin: Caller;
let officer: Caller;
let superAdmin: Caller;
let exam: Caller;
let office861: Caller;
let anonymous: Caller;
let officeAdminEn: Caller;

const M = '/api/meeting/meetings';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [officeAdmin, officer, superAdmin, exam, office861, anonymous, officeAdminEn] = await Promise.all([
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, 'exam@demo.gov.bd'),
    callerFor(t, DEMO.office861),
    callerFor(t, null),
    callerFor(t, DEMO.officeAdmin, 'en'),
  ]);
});
afterAll(() => t.close());

const form = (extra: object = {}) => ({
  kind: 'inter_office',
  title: 'ডিজিটাল সেবা বাস্তবায়ন সমন্বয় সভা',
  meetingType: 'coordination',
  chairDeskId: 10,
  meetingDate: day(3),
  startTime: '10:30',
  endTime: '12:00',
  venue: 'সম্মেলন কক্ষ, জেলা আইসিটি কার্যালয়',
  agenda: ['ই-নথি বাস্তবায়নের অগ্রগতি', 'বিবিধ'],
  invitees: [
    { kind: 'desk', deskId: 11 },
    { kind: 'office', officeId: 2 },
  ],
  ...extra,
});

async function created(extra: object = {}): Promise<number> {
  const response = await officeAdmin.post(M, form(extra));
  expect(response.status).toBe(200);
  expect(response.body.data.status).toBe('draft');
  return response.body.data.id;
}

/** A meeting moved up to its minutes, with one decision for desk 11 due `deadline`. */
async function withMinutes(extra: object = {}, deadline = day(-1)): Promise<number> {
  const id = await created(extra);
  expect((await officeAdmin.post(`${M}/${id}/invite`)).status).toBe(200);
  expect((await officeAdmin.post(`${M}/${id}/held`)).status).toBe(200);
  const detail = (await officeAdmin.get(`${M}/${id}`)).body.data;
  const saved = await officeAdmin.put(`${M}/${id}/minutes`, {
    attended: detail.invitees.map((invitee: { id: number }) => invitee.id),
    discussions: ['অগ্রগতি সন্তোষজনক', ''],
    decisions: [{ agendaNo: 1, text: 'সকল শাখায় ই-নথি চালু করতে হবে', responsibleDeskId: 11, deadline }],
  });
  expect(saved.status).toBe(200);
  expect(saved.body.data.status).toBe('minutes_pending');
  return id;
}

describe('meetings', () => {
  it('the demo seed gives each persona meetings in every state, nominations owed and tasks', async () => {
    const board = (await officeAdmin.get('/api/meeting/dashboard')).body.data;
    for (const status of ['draft', 'invited', 'held', 'minutes_pending', 'finalised', 'archived'])
      expect(board.byStatus[status]).toBeGreaterThan(0);
    expect(board.tasks.overdue).toBeGreaterThan(0);
    expect((await officeAdmin.get('/api/meeting/nominations')).body.data.total).toBeGreaterThan(0);
    expect((await superAdmin.get('/api/meeting/nominations')).body.data.total).toBeGreaterThan(0);
    const mine = (await officer.get('/api/meeting/tasks?view=pending')).body.data.items;
    expect(mine.some((task: { can: { complete: boolean } }) => task.can.complete)).toBe(true);
    const draft = (await officeAdmin.get(`${M}?view=upcoming&search=${encodeURIComponent('নভেম্বর')}`)).body
      .data.items[0];
    const [review] = (await officeAdmin.get(`${M}/${draft.id}`)).body.data.agenda;
    expect(review.carried.length).toBeGreaterThan(0);
  });

  it('refuses bad input with the field’s message, and other offices’ desks', async () => {
    const noVenue = await officeAdmin.post(M, form({ venue: '' }));
    expect(noVenue.status).toBe(400);
    expect(JSON.stringify(noVenue.body.errors)).toContain('সভার স্থান অথবা অনলাইন লিংক দিন');
    const en = await officeAdminEn.post(M, form({ startTime: '25:00' }));
    expect(en.status).toBe(400);
    expect(JSON.stringify(en.body)).toContain('hours:minutes');
    const otherDesk = await officeAdmin.post(M, form({ invitees: [{ kind: 'desk', deskId: 1 }] }));
    expect(otherDesk.status).toBe(400);
    const ownOffice = await officeAdmin.post(M, form({ invitees: [{ kind: 'office', officeId: 10 }] }));
    expect(ownOffice.status).toBe(400);
    expect((await anonymous.post(M, form())).status).toBe(401);
  });

  it('invites, the other office nominates once, held, minutes finalised and locked', async () => {
    const id = await created();
    // A draft is the calling office's own: the invited office does not see it yet.
    expect((await exam.get(`${M}/${id}`)).status).toBe(404);
    expect((await officeAdmin.post(`${M}/${id}/held`)).status).toBe(409);
    expect((await officeAdmin.post(`${M}/${id}/invite`)).status).toBe(200);
    expect((await officeAdmin.post(`${M}/${id}/invite`)).status).toBe(409);
    // Changing the meeting after the invitation went out is a conflict.
    expect((await officeAdmin.put(`${M}/${id}`, form())).status).toBe(409);

    const owed = (await superAdmin.get('/api/meeting/nominations')).body.data.items;
    const row = owed.find((item: { meeting: { id: number } }) => item.meeting.id === id);
    expect(row).toBeTruthy();
    // A desk of the invited office that is neither head nor admin reads the meeting but cannot nominate.
    expect((await exam.get(`${M}/${id}`)).status).toBe(200);
    const nomination = { nomineeDeskId: 2, substituteDeskId: 3 };
    expect((await exam.put(`/api/meeting/nominations/${row.inviteeId}`, nomination)).status).toBe(403);
    expect(
      (
        await superAdmin.put(`/api/meeting/nominations/${row.inviteeId}`, {
          nomineeDeskId: 2,
          substituteDeskId: 2,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await superAdmin.put(`/api/meeting/nominations/${row.inviteeId}`, {
          nomineeDeskId: 11,
          substituteDeskId: 3,
        })
      ).status,
    ).toBe(400);
    const nominated = await superAdmin.put(`/api/meeting/nominations/${row.inviteeId}`, nomination);
    expect(nominated.status).toBe(200);
    const invitee = nominated.body.data.invitees.find((item: { id: number }) => item.id === row.inviteeId);
    expect(invitee.nominee.deskId).toBe(2);
    expect(invitee.substitute.deskId).toBe(3);
    expect((await superAdmin.put(`/api/meeting/nominations/${row.inviteeId}`, nomination)).status).toBe(409);
    // The calling office cannot nominate for another office.
    expect((await officeAdmin.put(`/api/meeting/nominations/${row.inviteeId}`, nomination)).status).toBe(404);

    expect((await officeAdmin.post(`${M}/${id}/held`)).status).toBe(200);
    const detail = (await officeAdmin.get(`${M}/${id}`)).body.data;
    expect(detail.can.minutes).toBe(true);
    const minutes = {
      attended: [detail.invitees[0].id],
      discussions: ['অগ্রগতি আলোচনা হয়', 'কোনো বিষয় নেই'],
      decisions: [{ agendaNo: 1, text: 'ই-নথি প্রশিক্ষণ আয়োজন', responsibleOfficeId: 2, deadline: day(20) }],
    };
    expect((await officeAdmin.put(`${M}/${id}/minutes`, minutes)).status).toBe(200);
    // Read-only for the invited office.
    expect((await superAdmin.put(`${M}/${id}/minutes`, minutes)).status).toBe(404);
    // Decisions are not tasks until the minutes are final.
    const before = (await superAdmin.get('/api/meeting/tasks?view=pending&pageSize=200')).body.data.items;
    expect(before.some((task: { meetingId: number }) => task.meetingId === id)).toBe(false);
    const final = await officeAdmin.post(`${M}/${id}/finalise`, { memoNo: '৫৬.০১.৮১০০.০০০.০৬.০০১.২৫-১২' });
    expect(final.status).toBe(200);
    expect(final.body.data.status).toBe('finalised');
    expect(final.body.data.memoNo).toBe('৫৬.০১.৮১০০.০০০.০৬.০০১.২৫-১২');
    expect(final.body.data.agenda[0].discussion).toBe('অগ্রগতি আলোচনা হয়');

    const locked = await officeAdmin.put(`${M}/${id}/minutes`, minutes);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('কার্যবিবরণী চূড়ান্ত হয়েছে; আর পরিবর্তন করা যায় না');
    expect((await officeAdmin.post(`${M}/${id}/finalise`, { memoNo: 'x' })).status).toBe(409);

    const after = (await superAdmin.get('/api/meeting/tasks?view=pending&pageSize=200')).body.data.items;
    expect(after.some((task: { meetingId: number }) => task.meetingId === id)).toBe(true);
    expect((await officeAdmin.post(`${M}/${id}/archive`)).status).toBe(200);
    const archived = (await officeAdmin.get(`${M}?view=archived&pageSize=200`)).body.data.items;
    expect(archived.some((item: { id: number }) => item.id === id)).toBe(true);

    const ics = await t.app.inject({
      method: 'GET',
      url: `${M}/${id}/ics`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.officeAdmin)}` },
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('BEGIN:VEVENT');
  });

  it('the responsible desk completes its task once; overdue shows; other desks are refused', async () => {
    const id = await withMinutes();
    expect((await officeAdmin.post(`${M}/${id}/finalise`, { memoNo: 'স্মারক-১' })).status).toBe(200);
    const pending = (await officer.get('/api/meeting/tasks?view=pending&overdue=true&pageSize=200')).body
      .data;
    const task = pending.items.find((item: { meetingId: number }) => item.meetingId === id);
    expect(task.overdue).toBe(true);
    expect(task.can.complete).toBe(true);
    expect((await exam.post(`/api/meeting/tasks/${task.id}/complete`, {})).status).toBe(404);
    const done = await officer.post(`/api/meeting/tasks/${task.id}/complete`, { note: 'সম্পন্ন' });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('done');
    expect((await officer.post(`/api/meeting/tasks/${task.id}/complete`, {})).status).toBe(409);
    const completed = (await officer.get('/api/meeting/tasks?view=completed&pageSize=200')).body.data.items;
    expect(completed.some((item: { id: number }) => item.id === task.id)).toBe(true);
    const board = (await officeAdmin.get('/api/meeting/dashboard')).body.data;
    expect(board.tasks.done).toBeGreaterThan(0);
    expect(board.perMonth).toHaveLength(12);
  });

  it('open decisions of the series come back in the next meeting’s agenda', async () => {
    const first = await withMinutes({ kind: 'own', invitees: [{ kind: 'desk', deskId: 11 }] }, day(30));
    expect((await officeAdmin.post(`${M}/${first}/finalise`, { memoNo: 'স্মারক-২' })).status).toBe(200);
    const next = await officeAdmin.post(
      M,
      form({
        kind: 'own',
        invitees: [{ kind: 'desk', deskId: 12 }],
        previousMeetingId: first,
        meetingDate: day(33),
      }),
    );
    expect(next.status).toBe(200);
    const [review] = next.body.data.agenda;
    expect(review.title).toBe('পূর্ববর্তী সভার সিদ্ধান্তসমূহের বাস্তবায়ন অগ্রগতি পর্যালোচনা');
    expect(review.carried.map((task: { text: string }) => task.text)).toEqual(['সকল শাখায় ই-নথি চালু করতে হবে']);
    expect(next.body.data.agenda).toHaveLength(3);
    // Another office's meeting cannot start a series here.
    expect(
      (await superAdmin.post(M, { ...form(), chairDeskId: 1, invitees: [], previousMeetingId: first }))
        .status,
    ).toBe(400);
  });

  it('lists, calendar, Excel and the dashboard of the calling office', async () => {
    const id = await created({ title: 'বার্ষিক কর্মসম্পাদন চুক্তি পর্যালোচনা' });
    const list = (await officeAdmin.get(`${M}?view=upcoming&search=${encodeURIComponent('কর্মসম্পাদন')}`)).body
      .data;
    expect(list.items.map((item: { id: number }) => item.id)).toContain(id);
    const calendar = await officeAdmin.get(`/api/meeting/calendar?from=${day(0)}&to=${day(30)}`);
    expect(calendar.body.data.some((entry: { id: number }) => entry.id === id)).toBe(true);
    expect((await officeAdmin.get(`/api/meeting/calendar?from=${day(0)}&to=${day(90)}`)).status).toBe(400);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${M}/export?view=upcoming`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.officeAdmin)}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await officeAdmin.get('/api/meeting/dashboard')).body.data.byStatus.draft).toBeGreaterThan(0);
  });

  it('takes papers until the minutes are final, read by the invited office, not by strangers', async () => {
    const id = await created();
    const upload = async () =>
      t.app.inject({
        method: 'POST',
        url: `${M}/${id}/papers`,
        headers: { authorization: `Bearer ${await t.tokenFor(DEMO.officeAdmin)}` },
        payload: (() => {
          const data = new FormData();
          data.append('file', new File([new Uint8Array(pdfBytes())], 'কার্যপত্র.pdf'));
          return data;
        })(),
      });
    expect((await upload()).statusCode).toBe(200);
    expect((await officeAdmin.post(`${M}/${id}/invite`)).status).toBe(200);
    const [paper] = (await exam.get(`${M}/${id}`)).body.data.papers;
    expect(paper.name).toBe('কার্যপত্র.pdf');
    const read = async (email: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: paper.url,
          headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
        })
      ).statusCode;
    expect(await read('exam@demo.gov.bd')).toBe(200);
    expect(await read(DEMO.office861)).toBe(403);
  });

  it('50 finalisations at once: exactly one 200', async () => {
    const id = await withMinutes();
    const many = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        officeAdmin.post(`${M}/${id}/finalise`, { memoNo: `স্মারক-${index}` }),
      ),
    );
    const statuses = many.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  });

  it('SPEC.md §6: calling meetings needs meetingMgt (403 without); office 861 has no meetings', async () => {
    expect((await office861.get('/api/meeting/dashboard')).status).toBe(403);
    expect((await superAdmin.put('/api/settings/site-permissions/10', { meetingMgt: false })).status).toBe(
      200,
    );
    try {
      expect((await officeAdmin.post(M, form())).status).toBe(403);
      expect((await officeAdmin.get(`${M}?view=upcoming`)).status).toBe(403);
      // The rest of the module stays: tasks, calendar and the dashboard.
      expect((await officeAdmin.get('/api/meeting/dashboard')).status).toBe(200);
      expect((await officer.get('/api/meeting/tasks')).status).toBe(200);
    } finally {
      await superAdmin.put('/api/settings/site-permissions/10', { meetingMgt: true });
    }
  });
});
