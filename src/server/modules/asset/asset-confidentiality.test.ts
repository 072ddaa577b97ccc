/**
 * Confidentiality of asset statements: only the declarant and the receiving desk read a statement
 * or take a step on it; anyone else is refused (403, with a message in Bangla or English) and the
 * refused attempt is audited with who tried and whose statement it was. An id no statement has is
 * 404. Here the office's receiver is set to a colleague's desk, so the office admin of the same
 * office is not the receiving desk.
 */
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_PATHS } from '../../../common/contracts/asset.contract';
import { auditLog } from '../../platform/platform.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userRoles } from '../office/office.table';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { users } from '../users/users.table';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let superAdmin: Caller;
let otherOfficer: Caller;
let otherOfficerEn: Caller;
let statementId: number;

const OFFICER = 4;
const OFFICE_ADMIN = 3;
const SUPER_ADMIN = 1;

const content = {
  spouseName: 'মোঃ আরিফুল ইসলাম',
  dependants: [],
  immovable: [],
  movable: [{ owner: 'self', kind: 'cash', description: 'হাতে নগদ', value: '50000' }],
  liabilities: [],
  income: [{ owner: 'self', kind: 'salary', description: 'বেতন', annualAmount: '540000' }],
};

beforeAll(async () => {
  t = await createTestApp();
  [officer, officeAdmin, superAdmin, otherOfficer, otherOfficerEn] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.office861),
    callerFor(t, DEMO.office861, 'en'),
  ]);
  // Another officer's desk among the office's candidates (its own or the office above) receives
  // the district office's (10) statements from now on: neither the officer's, the office admin's
  // nor the super admin's desk.
  const setting = await officeAdmin.get(ASSET_PATHS.receiver(10));
  const candidates: number[] = setting.body.data.candidates.map((row: { deskId: number }) => row.deskId);
  const [colleague] = await t.database.db
    .select({ deskId: userRoles.deskId })
    .from(userRoles)
    .where(
      and(
        inArray(userRoles.deskId, candidates),
        isNull(userRoles.releasedOn),
        notInArray(userRoles.userId, [SUPER_ADMIN, OFFICE_ADMIN, OFFICER]),
      ),
    )
    .limit(1);
  expect((await officeAdmin.put(ASSET_PATHS.receiver(10), { deskId: colleague.deskId })).status).toBe(200);
  const started = await officer.post(ASSET_PATHS.statements, { fiscalYear: '2017-18' });
  statementId = started.body.data.id;
  expect((await officer.put(ASSET_PATHS.one(statementId), { revision: 0, content })).status).toBe(200);
  const submitted = await officer.post(ASSET_PATHS.step(statementId, 'submit'), {});
  expect(submitted.body.data.receiver.deskId).toBe(colleague.deskId);
});
afterAll(() => t.close());

const refusals = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'asset-statement'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, 'read-refused'),
      ),
    );

describe('a submitted statement, to anyone but the declarant and the receiving desk', () => {
  it.each([
    ['another officer', () => otherOfficer, DEMO.office861],
    ['the office admin of the same office, not the receiving desk', () => officeAdmin, DEMO.officeAdmin],
    ['an app admin', () => superAdmin, DEMO.superAdmin],
  ])('%s is refused the read (403), and the attempt is audited', async (_, who, email) => {
    const [{ userId }] = await t.database.db
      .select({ userId: users.id })
      .from(users)
      .where(eq(users.email, email));
    const before = (await refusals(statementId)).length;
    const response = await who().get(ASSET_PATHS.one(statementId));
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('এই সম্পদ বিবরণী গোপনীয়: কেবল দাখিলকারী ও গ্রহণকারী কর্তৃপক্ষ এটি দেখতে পারেন');
    expect(response.body.data).toBeUndefined();
    const after = await refusals(statementId);
    expect(after).toHaveLength(before + 1);
    const last = after.at(-1);
    expect(last?.userId).toBe(userId);
    expect(last?.after).toEqual({ declarantUserId: OFFICER, attempt: 'read' });
  });

  it('another officer is told so in English too', async () => {
    const response = await otherOfficerEn.get(ASSET_PATHS.one(statementId));
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(
      'This asset statement is confidential: only its declarant and the receiving authority may see it',
    );
  });

  it('refuses their steps (403, audited): the office admin may not accept, the app admin not return', async () => {
    const before = (await refusals(statementId)).length;
    expect((await officeAdmin.post(ASSET_PATHS.step(statementId, 'accept'), {})).status).toBe(403);
    expect((await superAdmin.post(ASSET_PATHS.step(statementId, 'return'), { note: 'আবার' })).status).toBe(
      403,
    );
    expect((await otherOfficer.put(ASSET_PATHS.one(statementId), { revision: 1, content })).status).toBe(403);
    const after = await refusals(statementId);
    expect(after.slice(before).map((row) => (row.after as { attempt: string }).attempt)).toEqual([
      'accept',
      'return',
      'update',
    ]);
  });

  it('still reads to its declarant, unaudited as a refusal; an id no statement has stays 404', async () => {
    const before = (await refusals(statementId)).length;
    const own = await officer.get(ASSET_PATHS.one(statementId));
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe('submitted');
    expect(await refusals(statementId)).toHaveLength(before);
    expect((await superAdmin.get(ASSET_PATHS.one(2_000_000_000))).status).toBe(404);
    expect((await officeAdmin.post(ASSET_PATHS.step(2_000_000_000, 'accept'), {})).status).toBe(404);
  });
});
