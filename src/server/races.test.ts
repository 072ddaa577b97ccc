/**
 * Races, fired as real concurrent requests. On PostgreSQL (CI's second pass) these run on many
 * connections at once; PGlite runs one query at a time and would hide every one of them, which is
 * why each limit is taken in a single statement (platform/counters.ts, platform/transitions.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskRequests } from './modules/registration/registration.table';
import { takeSlot } from './platform/counters';
import { transition } from './platform/transitions';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BURST = 50;
const post = (url: string, payload: object, remoteAddress = '10.50.0.1', headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe('the platform helpers under 50 concurrent calls', () => {
  it('a bounded counter gives exactly its limit of slots', async () => {
    const slots = await Promise.all(
      Array.from({ length: BURST }, () =>
        takeSlot(t.database.db, 'race:counter', { limit: 5, windowSeconds: 60 }),
      ),
    );
    expect(slots.filter((slot) => slot.allowed)).toHaveLength(5);
    expect(slots.map((slot) => slot.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: BURST }, (_, i) => i + 1),
    );
  });
});

describe('sign-in under a burst', () => {
  it('checks at most 5 passwords of one account, then refuses even the right one', async () => {
    const wrong = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post('/api/auth/login', { email: 'officer@demo.gov.bd', password: `Wrong@${i}xx` }, `10.51.0.${i}`),
      ),
    );
    expect(statuses(wrong)).toEqual({ 401: 5, 429: BURST - 5 });
    const right = await post('/api/auth/login', { email: 'officer@demo.gov.bd', password: 'Demo@1234' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toContain('এই অ্যাকাউন্টে লগইন সাময়িকভাবে বন্ধ আছে');
  });

  it('does not lock an office out by its own correct sign-ins arriving at once from one address', {
    timeout: 120_000,
  }, async () => {
    // Four waves of 40 people at 9 a.m.: more than the address limit of 30 arrive at once.
    for (let wave = 0; wave < 4; wave++) {
      const people = Array.from({ length: 40 }, (_, i) => `officer${101 + i}@demo.gov.bd`);
      const burst = await Promise.all(
        people.map((email) => post('/api/auth/login', { email, password: 'Demo@1234' }, '10.56.0.1')),
      );
      expect(burst.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(30);
    }
    const later = await post(
      '/api/auth/login',
      { email: 'officer141@demo.gov.bd', password: 'Demo@1234' },
      '10.56.0.1',
    );
    expect(later.statusCode).toBe(200);
  });

  it('counts the account whichever identifier is typed: five wrong by email lock the mobile too', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/auth/login', { email: 'exam@demo.gov.bd', password: 'Wrong@123x' });
      expect(response.statusCode).toBe(401);
    }
    const byMobile = await post('/api/auth/login', { email: '01711000008', password: 'Demo@1234' });
    expect(byMobile.statusCode).toBe(429);
  });
});

describe('one-time passwords under a burst', () => {
  it('checks at most 5 codes of one request, and the right code is refused after them', async () => {
    const { data } = (await post('/api/registration/otp', { mobile: '01811000901' }, '10.52.0.1')).json();
    const right = t.latestCode('01811000901');
    const wrong = right === '000000' ? '111111' : '000000';
    const tries = await Promise.all(
      Array.from({ length: 61 }, () =>
        post('/api/registration/otp/verify', { otpId: data.otpId, code: wrong }),
      ),
    );
    const counts = statuses(tries);
    expect(counts[400]).toBe(4);
    expect(counts[429]).toBe(57);
    const late = await post('/api/registration/otp/verify', { otpId: data.otpId, code: right });
    expect(late.statusCode).toBe(429);
  });

  it('sends at most 6 codes an hour to one number, however many are asked at once', async () => {
    const asked = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        post('/api/registration/otp', { mobile: '01811000902' }, `10.53.0.${i}`),
      ),
    );
    expect(statuses(asked)).toEqual({ 200: 6, 429: 9 });
    expect(t.sms.filter((message) => message.recipient === '01811000902')).toHaveLength(6);
  });

  it('sends at most 20 codes an hour asked from one address', async () => {
    const asked = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post('/api/registration/otp', { mobile: `0181100${String(1000 + i).slice(1)}9` }, '10.54.0.1'),
      ),
    );
    expect(statuses(asked)).toEqual({ 200: 20, 429: 10 });
  });
});

describe('deciding one desk request at once', () => {
  it('approve and reject together: one answers 200, the rest 409, and the request has one decision', async () => {
    const mobile = '01811000950';
    const { data } = (await post('/api/registration/otp', { mobile }, '10.55.0.1')).json();
    await post('/api/registration/otp/verify', { otpId: data.otpId, code: t.latestCode(mobile) });
    const created = await post(
      '/api/registration',
      {
        otpId: data.otpId,
        officeId: 10,
        sectionId: 3,
        deskId: 12,
        email: 'race@demo.gov.bd',
        mobile,
        password: 'Strong@2024',
        confirmPassword: 'Strong@2024',
        nameBn: 'রাশেদা বেগম',
        nameEn: 'Rasheda Begum',
        gender: 'female',
        dateOfBirth: '1991-02-11',
        nid: '1991123456789',
        religion: 'ইসলাম',
        permanentAddress: 'রাজশাহী',
        sameAddress: true,
        serviceId: 'RACE-1',
        firstJoiningDate: '2016-01-03',
        currentJoiningDate: '2022-07-03',
        termsAccepted: true,
      },
      '10.55.0.1',
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.requestId;
    const auth = { authorization: `Bearer ${await t.tokenFor('officeadmin@demo.gov.bd')}` };
    const decisions = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post(`/api/registration/requests/${id}/${i % 2 ? 'reject' : 'approve'}`, {}, '10.55.0.2', auth),
      ),
    );
    expect(statuses(decisions)).toEqual({ 200: 1, 409: BURST - 1 });
    const [row] = await t.database.db.select().from(deskRequests).where(eq(deskRequests.id, id));
    const winner = decisions.find((response) => response.statusCode === 200)?.json().data.status;
    expect(row.status).toBe(winner);
  });

  it('the transition helper lets exactly one of 50 moves from one state through', async () => {
    const [{ id }] = await t.database.db
      .insert(deskRequests)
      .values({ userId: 5, officeId: 10, deskId: 13, status: 'pending', joinedOn: '2024-01-01' })
      .returning({ id: deskRequests.id });
    const moves = await Promise.allSettled(
      Array.from({ length: BURST }, () =>
        transition(t.database.db, {
          table: deskRequests,
          id,
          idColumn: deskRequests.id,
          stateColumn: deskRequests.status,
          from: 'pending',
          set: { status: 'rejected' },
        }),
      ),
    );
    expect(moves.filter((move) => move.status === 'fulfilled')).toHaveLength(1);
    expect(moves.filter((move) => move.status === 'rejected')).toHaveLength(BURST - 1);
  });
});
