/**
 * A transfer decided under a charge says so: on the demo's Natore office the programmer holds the
 * head's desk in charge while the head is on leave, approves the office assistant's transfer
 * application from that desk, and the application's decision names her, the head's desk and
 * "ভারপ্রাপ্ত হিসেবে" (`decidedBy.acting`). A decision by the desk's own holder is not marked.
 */
import { and, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor } from '../office/office.testing';
import { transferApplications } from './transfer.table';

const APPLICATIONS = '/api/transfer/applications';
const HEAD_DESK = 119;
const ASSISTANT = 116;
const ENGINEER = 115;

let t: TestApp;
let acting: Caller;
let head: Caller;
let assistant: Caller;
let engineer: Caller;

beforeAll(async () => {
  t = await createTestApp();
  [acting, head, assistant, engineer] = await Promise.all([
    callerFor(t, 'officer114@demo.gov.bd'),
    callerFor(t, 'officer113@demo.gov.bd'),
    callerFor(t, 'officer116@demo.gov.bd'),
    callerFor(t, 'officer115@demo.gov.bd'),
  ]);
  // Nothing of theirs in progress, so each may apply.
  await t.app.db
    .update(transferApplications)
    .set({ status: 4 })
    .where(
      and(
        inArray(transferApplications.applicantUserId, [ASSISTANT, ENGINEER]),
        inArray(transferApplications.status, [1, 2]),
      ),
    );
});
afterAll(() => t.close());

async function applyAs(caller: Caller): Promise<number> {
  const response = await caller.post(APPLICATIONS, {
    preferredOfficeIds: [10],
    preferredDistrictIds: [],
    reason: 'পরিবারের কাছে থাকার জন্য রাজশাহীতে বদলি প্রয়োজন।',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.id;
}

describe('the decision of a transfer application', () => {
  it('names the acting officer and the desk, marked acting, when decided under a charge', async () => {
    const id = await applyAs(assistant);
    expect((await acting.post('/api/auth/active-role', { deskId: HEAD_DESK })).status).toBe(200);
    const decided = await acting.post(`${APPLICATIONS}/${id}/decision`, { decision: 'approve' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data.decidedBy).toMatchObject({
      nameBn: 'মৌসুমী খাতুন',
      desk: { deskId: HEAD_DESK },
      acting: true,
    });
    // The applicant reads the same history.
    const seen = await assistant.get(`${APPLICATIONS}/${id}`);
    expect(seen.body.data.decidedBy).toMatchObject({ nameBn: 'মৌসুমী খাতুন', acting: true });
  });

  it('is not marked when the desk’s own holder decides', async () => {
    const id = await applyAs(engineer);
    const decided = await head.post(`${APPLICATIONS}/${id}/decision`, { decision: 'approve' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data.decidedBy).toMatchObject({ desk: { deskId: HEAD_DESK }, acting: false });
  });
});
