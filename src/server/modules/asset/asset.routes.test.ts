/**
 * Asset statements through the real app on a fresh copy of the demo database: the officer's own
 * statements (the seed's), confidentiality (403 for anyone but the declarant and the receiving desk,
 * 404 for an id no statement has; every read audited, see also asset-confidentiality.test.ts), the
 * form's rules and their messages, autosave revisions, the workflow
 * with its 409s (also 50 at once, which CI runs on PostgreSQL), the compliance figures and the
 * settings.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_PATHS } from '../../../common/contracts/asset.contract';
import { auditLog } from '../../platform/platform.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';
import { currentFiscalYear } from './asset-setup.service';

let t: TestApp;
let officer: Caller;
let officeAdmin: Caller;
let superAdmin: Caller;
let support: Caller;
let noOffice: Caller;
let anonymous: Caller;
let officerEn: Caller;
const fiscalYear = currentFiscalYear();

beforeAll(async () => {
  t = await createTestApp();
  [officer, officeAdmin, superAdmin, support, noOffice, anonymous, officerEn] = await Promise.all([
    callerFor(t, DEMO.officer),
    callerFor(t, DEMO.officeAdmin),
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.support),
    callerFor(t, DEMO.noOffice),
    callerFor(t, null),
    callerFor(t, DEMO.officer, 'en'),
  ]);
});
afterAll(() => t.close());

const content = {
  spouseName: 'মোঃ আরিফুল ইসলাম',
  dependants: [{ name: 'তাসনিম রহমান', relation: 'daughter' }],
  immovable: [
    {
      owner: 'self',
      kind: 'land',
      location: 'মৌজা: কাটাখালী, দাগ নং ৩৩০৭, পবা, রাজশাহী',
      area: '১০ শতাংশ',
      value: '1200000',
      acquiredBy: 'purchase',
      acquiredOn: '2015-03-15',
    },
  ],
  movable: [{ owner: 'spouse', kind: 'gold', description: '৫ ভরি', value: '475000.50' }],
  liabilities: [{ owner: 'self', kind: 'houseBuildingLoan', lender: 'বিএইচবিএফসি', amount: '300000' }],
  income: [{ owner: 'self', kind: 'salary', description: 'বেতন', annualAmount: '540000' }],
};

async function officerDraft() {
  const mine = await officer.get(ASSET_PATHS.mine);
  return mine.body.data.items.find((item: { fiscalYear: string }) => item.fiscalYear === fiscalYear);
}

const readAudits = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'asset-statement'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, 'read'),
      ),
    );

describe('the declarant', () => {
  it('lists her own statements: this year a draft, the two years before accepted', async () => {
    const response = await officer.get(ASSET_PATHS.mine);
    expect(response.status).toBe(200);
    const { items, currentFiscalYear: current, deadline } = response.body.data;
    expect(current).toBe(fiscalYear);
    expect(deadline).toMatchObject({
      fiscalYear,
      dueDate: `${fiscalYear.slice(0, 4)}-12-31`,
      remindDays: 45,
    });
    expect(items.map((item: { status: string }) => item.status)).toEqual(['draft', 'accepted', 'accepted']);
    expect(items[0].declarant.nameBn).toBe('নুসরাত জাহান');
  });

  it('cannot start a second statement of the same year (409), nor one without a real fiscal year (400)', async () => {
    expect((await officer.post(ASSET_PATHS.statements, { fiscalYear })).status).toBe(409);
    const bad = await officer.post(ASSET_PATHS.statements, { fiscalYear: '2024-26' });
    expect(bad.status).toBe(400);
  });

  it('is refused the form without an office desk (403) or a session (401)', async () => {
    expect((await noOffice.get(ASSET_PATHS.mine)).status).toBe(403);
    expect((await anonymous.get(ASSET_PATHS.mine)).status).toBe(401);
  });
});

describe('the form rules', () => {
  it('refuses an amount that is not taka in English digits, in Bangla and in English', async () => {
    const draft = await officerDraft();
    const body = {
      revision: 0,
      content: { ...content, movable: [{ owner: 'self', kind: 'cash', value: '১২০০০' }] },
    };
    const bn = await officer.put(ASSET_PATHS.one(draft.id), body);
    expect(bn.status).toBe(400);
    expect(JSON.stringify(bn.body)).toContain('টাকার অঙ্ক ইংরেজি অঙ্কে লিখুন');
    const en = await officerEn.put(ASSET_PATHS.one(draft.id), body);
    expect(JSON.stringify(en.body)).toContain('Write the amount in English digits');
  });

  it('refuses a land without its location, an unknown kind, an impossible date and too many rows', async () => {
    const draft = await officerDraft();
    const land = content.immovable[0];
    for (const immovable of [
      [{ ...land, location: '' }],
      [{ ...land, kind: 'castle' }],
      [{ ...land, acquiredOn: '2023-02-29' }],
      Array.from({ length: 51 }, () => land),
    ]) {
      const response = await officer.put(ASSET_PATHS.one(draft.id), {
        revision: 0,
        content: { ...content, immovable },
      });
      expect(response.status).toBe(400);
    }
    const location = await officer.put(ASSET_PATHS.one(draft.id), {
      revision: 0,
      content: { ...content, immovable: [{ ...land, location: '' }] },
    });
    expect(JSON.stringify(location.body)).toContain('অবস্থান (মৌজা, দাগ বা ঠিকানা) আবশ্যক');
  });
});

describe('filing a statement', () => {
  it('autosaves on the revision it was made on; a stale revision answers 409', async () => {
    const draft = await officerDraft();
    const read = await officer.get(ASSET_PATHS.one(draft.id));
    const revision = read.body.data.revision;
    const saved = await officer.put(ASSET_PATHS.one(draft.id), { revision, content });
    expect(saved.status).toBe(200);
    expect(saved.body.data.revision).toBe(revision + 1);
    expect(saved.body.data.totals).toEqual({
      totalAssets: '1675000.50',
      totalLiabilities: '300000',
      totalIncome: '540000',
    });
    const stale = await officer.put(ASSET_PATHS.one(draft.id), { revision, content });
    expect(stale.status).toBe(409);
  });

  it('the draft is hers alone: the office admin, the super and support admins are refused (403)', async () => {
    const draft = await officerDraft();
    for (const other of [officeAdmin, superAdmin, support]) {
      expect((await other.get(ASSET_PATHS.one(draft.id))).status).toBe(403);
      expect((await other.put(ASSET_PATHS.one(draft.id), { revision: 0, content })).status).toBe(403);
      expect((await other.post(ASSET_PATHS.step(draft.id, 'submit'), {})).status).toBe(403);
    }
    expect((await noOffice.get(ASSET_PATHS.one(draft.id))).status).toBe(403);
    expect((await anonymous.get(ASSET_PATHS.one(draft.id))).status).toBe(401);
    expect((await officer.get(ASSET_PATHS.one(2_000_000))).status).toBe(404);
    expect((await officer.get(ASSET_PATHS.one(2_147_483_648))).status).toBe(400);
  });

  it('submits to the district head, who sees it in the queue, reads it (audited) and accepts it once', async () => {
    const draft = await officerDraft();
    const submitted = await officer.post(ASSET_PATHS.step(draft.id, 'submit'), {});
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('submitted');
    expect(submitted.body.data.receiver).toMatchObject({ deskId: 10, nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী' });
    expect((await officer.post(ASSET_PATHS.step(draft.id, 'submit'), {})).status).toBe(409);
    expect((await officer.put(ASSET_PATHS.one(draft.id), { revision: 9, content })).status).toBe(409);
    // It is not in her queue, nor is the super admin the receiving desk.
    expect((await officer.post(ASSET_PATHS.step(draft.id, 'accept'), {})).status).toBe(403);
    expect((await superAdmin.post(ASSET_PATHS.step(draft.id, 'accept'), {})).status).toBe(403);
    expect((await superAdmin.get(ASSET_PATHS.one(draft.id))).status).toBe(403);
    expect((await support.get(ASSET_PATHS.one(draft.id))).status).toBe(403);

    const queue = await officeAdmin.get(`${ASSET_PATHS.pending}?search=নুসরাত`);
    expect(queue.body.data.items.map((item: { id: number }) => item.id)).toEqual([draft.id]);
    const before = (await readAudits(draft.id)).length;
    const read = await officeAdmin.get(ASSET_PATHS.one(draft.id));
    expect(read.status).toBe(200);
    expect(read.body.data.content.immovable[0].location).toContain('কাটাখালী');
    expect(read.body.data.can).toEqual({ edit: false, submit: false, decide: true });
    const audits = await readAudits(draft.id);
    expect(audits.length).toBe(before + 1);
    expect(audits.at(-1)?.userId).toBe(3);

    const noReason = await officeAdmin.post(ASSET_PATHS.step(draft.id, 'return'), { note: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('ফেরত পাঠানোর কারণ লিখুন');
    const accepted = await officeAdmin.post(ASSET_PATHS.step(draft.id, 'accept'), {});
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('accepted');
    expect((await officeAdmin.post(ASSET_PATHS.step(draft.id, 'accept'), {})).status).toBe(409);
    expect((await officeAdmin.post(ASSET_PATHS.step(draft.id, 'return'), { note: 'আবার' })).status).toBe(409);
  });

  it('refuses to submit without a source of income', async () => {
    const started = await officer.post(ASSET_PATHS.statements, { fiscalYear: '2019-20' });
    expect(started.status).toBe(200);
    const response = await officer.post(ASSET_PATHS.step(started.body.data.id, 'submit'), {});
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('দাখিলের আগে আয়ের অন্তত একটি উৎস লিখুন');
  });

  it('of 50 acceptances at once exactly one wins; the rest answer 409', async () => {
    const started = await officer.post(ASSET_PATHS.statements, { fiscalYear: '2020-21' });
    const id = started.body.data.id;
    expect((await officer.put(ASSET_PATHS.one(id), { revision: 0, content })).status).toBe(200);
    expect((await officer.post(ASSET_PATHS.step(id, 'submit'), {})).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0
          ? officeAdmin.post(ASSET_PATHS.step(id, 'accept'), {})
          : officeAdmin.post(ASSET_PATHS.step(id, 'return'), { note: 'দাগ নম্বর লিখুন' }),
      ),
    );
    const codes = results.map((result) => result.status).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
  });

  it('of 50 autosaves of one revision at once exactly one is kept', async () => {
    const started = await officer.post(ASSET_PATHS.statements, { fiscalYear: '2018-19' });
    const id = started.body.data.id;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => officer.put(ASSET_PATHS.one(id), { revision: 0, content })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(49);
  });
});

describe('who has and has not filed', () => {
  it('the district head sees his office: the officer counted as accepted', async () => {
    const response = await officeAdmin.get(`${ASSET_PATHS.summary}?fiscalYear=${fiscalYear}`);
    expect(response.status).toBe(200);
    const figures = response.body.data;
    expect(figures.office.id).toBe(10);
    expect(figures.byStatus.accepted).toBeGreaterThanOrEqual(1);
    const officers = await officeAdmin.get(
      `${ASSET_PATHS.officers(10)}?filing=filed&fiscalYear=${fiscalYear}`,
    );
    const nusrat = officers.body.data.items.find((item: { userId: number }) => item.userId === 4);
    expect(nusrat).toMatchObject({ nameBn: 'নুসরাত জাহান', status: 'accepted' });
    expect(figures.officers).toBe(officers.body.data.total + (await notFiled(10)));
  });

  async function notFiled(officeId: number) {
    const response = await officeAdmin.get(
      `${ASSET_PATHS.officers(officeId)}?filing=notFiled&fiscalYear=${fiscalYear}`,
    );
    return response.body.data.total as number;
  }

  it('an officer may not see compliance (403); an office admin not the head office (404)', async () => {
    expect((await officer.get(ASSET_PATHS.summary)).status).toBe(403);
    expect((await officer.get(ASSET_PATHS.compliance)).status).toBe(403);
    expect((await officeAdmin.get(`${ASSET_PATHS.summary}?officeId=2`)).status).toBe(404);
    expect((await officeAdmin.get(ASSET_PATHS.officers(2))).status).toBe(404);
  });

  it('the compliance report lists offices with their counts, searched in Bangla', async () => {
    const response = await superAdmin.get(`${ASSET_PATHS.compliance}?search=রাজশাহী&fiscalYear=${fiscalYear}`);
    expect(response.status).toBe(200);
    const rajshahi = response.body.data.items.find((row: { office: { id: number } }) => row.office.id === 10);
    expect(rajshahi.filed).toBeGreaterThanOrEqual(1);
    expect(rajshahi.notFiled).toBe(rajshahi.officers - rajshahi.filed);
    const own = await officeAdmin.get(ASSET_PATHS.compliance);
    const ids = own.body.data.items.map((row: { office: { id: number } }) => row.office.id);
    expect(ids).toContain(10);
    expect(ids).not.toContain(2);
  });
});

describe('settings', () => {
  it('deadlines: app admins set them; officers read them; bad dates are refused', async () => {
    expect(
      (await officer.put(ASSET_PATHS.deadlines, { fiscalYear, dueDate: '2026-12-31', remindDays: 30 }))
        .status,
    ).toBe(403);
    expect(
      (await superAdmin.put(ASSET_PATHS.deadlines, { fiscalYear, dueDate: '2026-02-30', remindDays: 30 }))
        .status,
    ).toBe(400);
    const saved = await superAdmin.put(ASSET_PATHS.deadlines, {
      fiscalYear,
      dueDate: '2027-01-15',
      remindDays: 20,
    });
    expect(saved.status).toBe(200);
    const list = await officer.get(ASSET_PATHS.deadlines);
    expect(list.body.data[0]).toEqual({ fiscalYear, dueDate: '2027-01-15', remindDays: 20 });
  });

  it('receivers: the office admin names a held desk of his office; not another office, not an empty desk', async () => {
    const current = await officeAdmin.get(ASSET_PATHS.receiver(10));
    expect(current.status).toBe(200);
    expect(current.body.data.deskId).toBe(10);
    expect((await officeAdmin.put(ASSET_PATHS.receiver(10), { deskId: 21 })).status).toBe(400);
    expect((await officeAdmin.get(ASSET_PATHS.receiver(2))).status).toBe(404);
    expect((await officeAdmin.put(ASSET_PATHS.receiver(2), { deskId: 1 })).status).toBe(403);
    expect((await officer.get(ASSET_PATHS.receiver(10))).status).toBe(403);
    const saved = await officeAdmin.put(ASSET_PATHS.receiver(11), { deskId: 10 });
    expect(saved.status).toBe(403);
  });
});
