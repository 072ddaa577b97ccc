import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-identity';
import { auditLog } from '../../platform/platform.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashCaptchaAnswer } from './auth.captcha';
import { hashToken } from './auth.session';
import { captchas, sessions } from './auth.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress });
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('POST /api/auth/login', () => {
  it('returns the SPEC.md §3 login shape with the first desk as the active role', async () => {
    const response = await login({ email: 'officer@demo.gov.bd', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(Object.keys(data).sort()).toEqual(
      [
        'access_token',
        'examDeskPermission',
        'expires_at',
        'fixedData',
        // App security's grants to the active desk: an addition to SPEC.md §3 (docs/decisions.md).
        'grants',
        'isSuperAdmin',
        'isSupportAdmin',
        'profile',
        'sitePermissions',
        'supportLevel',
        'user',
        'userrole',
      ].sort(),
    );
    expect(Object.keys(data.user).sort()).toEqual([
      'created_at',
      'email',
      'email_verified_at',
      'id',
      'name',
      'updated_at',
    ]);
    expect(data.profile[0]).toMatchObject({ KnownAs: 'Nusrat Jahan', KnownAsBangla: 'নুসরাত জাহান' });
    expect(data.userrole).toHaveLength(2);
    expect(data.userrole[0]).toMatchObject({
      DeskId: 11,
      OfficeId: 10,
      RoleName: 'প্রোগ্রামার',
      SectionName: 'কারিগরি শাখা',
    });
    for (const field of [
      'ProfileId',
      'GEOCode',
      'IsOfficeAdmin',
      'IsOfficeHead',
      'IsSectionAdmin',
      'IsSectionHead',
      'OfficeName',
      'RoleId',
      'SectionId',
      'ControllingOfficeId',
      'OfficeLevelId',
      'MinistryId',
    ]) {
      expect(data.userrole[0]).toHaveProperty(field);
    }
    expect(data.sitePermissions).toEqual({ meetingMgt: true });
    expect(data.fixedData).toEqual({ isNidVerificationEnabled: true });
    expect(data.examDeskPermission).toBeNull();
  });

  it('accepts the mobile number in place of the email', async () => {
    const response = await login({ email: '01711000004', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe('officer@demo.gov.bd');
  });

  it('gives every exam desk permission flag to the exam persona', async () => {
    const { data } = (await login({ email: 'exam@demo.gov.bd', password: DEMO_PASSWORD })).json();
    const flags = Object.entries(data.examDeskPermission).filter(([key]) => key.startsWith('can'));
    expect(flags).toHaveLength(12);
    expect(flags.every(([, value]) => value === true)).toBe(true);
  });

  it('signs a user without a desk in as role 0', async () => {
    const { data } = (await login({ email: 'nooffice@demo.gov.bd', password: DEMO_PASSWORD })).json();
    expect(data.userrole[0]).toMatchObject({ RoleId: 0, OfficeId: 0, DeskId: 0 });
  });

  it('answers a wrong password and an unknown account with the same Bangla message', async () => {
    const wrong = await login({ email: 'support@demo.gov.bd', password: 'Wrong@1234' });
    const unknown = await login({ email: 'nobody@demo.gov.bd', password: DEMO_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'আপনার প্রদত্ত তথ্য সঠিক নয়' });
    expect(unknown.json()).toEqual(wrong.json());
    const english = await login({ email: 'nobody@demo.gov.bd', password: 'x' }, { 'accept-language': 'en' });
    expect(english.json().message).toBe('Your information is not correct');
  });

  it('rejects missing fields with 400 and Bangla field messages', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'ইমেইল অথবা মোবাইল নম্বর আবশ্যক' },
        { field: 'password', message: 'পাসওয়ার্ড আবশ্যক' },
      ]),
    );
  });

  it('records a login in the audit trail', async () => {
    const { data } = (await login({ email: 'school@demo.gov.bd', password: DEMO_PASSWORD })).json();
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, data.user.id));
    expect(rows.map((row) => row.action)).toContain('login');
  });
});

describe('login throttling', () => {
  it('locks an account after five wrong passwords, even for the right one, with a Bangla explanation', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await login({ email: 'office861@demo.gov.bd', password: 'Wrong@1' }, {}, '10.0.1.1')).statusCode,
      ).toBe(401);
    }
    const locked = await login({ email: 'office861@demo.gov.bd', password: DEMO_PASSWORD }, {}, '10.0.1.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/সাময়িকভাবে বন্ধ.*১৫|15 মিনিট/);
  });

  it('locks an address after thirty failures across accounts', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      await login({ email: `ghost${attempt}@demo.gov.bd`, password: 'x' }, {}, '10.9.9.9');
    }
    const locked = await login({ email: 'exam@demo.gov.bd', password: DEMO_PASSWORD }, {}, '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    const elsewhere = await login({ email: 'exam@demo.gov.bd', password: DEMO_PASSWORD }, {}, '10.9.9.10');
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('captcha', () => {
  let withCaptcha: TestApp;
  beforeAll(async () => {
    withCaptcha = await createTestApp({ captchaEnabled: true });
  });
  afterAll(() => withCaptcha.close());

  async function freshCaptcha(answer: string): Promise<string> {
    const response = await withCaptcha.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    const { data } = response.json();
    expect(data.enabled).toBe(true);
    expect(data.svg).toContain('<svg');
    await withCaptcha.database.db
      .update(captchas)
      .set({ answerHash: hashCaptchaAnswer(answer) })
      .where(eq(captchas.id, data.captchaId));
    return data.captchaId;
  }
  const loginWith = (payload: object) =>
    withCaptcha.app.inject({ method: 'POST', url: '/api/auth/login', payload });

  it('refuses a login without a captcha answer', async () => {
    const response = await loginWith({ email: 'officer@demo.gov.bd', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('ক্যাপচা সঠিক নয়');
  });

  it('refuses a wrong answer and accepts the right one, once', async () => {
    const wrongId = await freshCaptcha('abcde');
    const wrong = await loginWith({
      email: 'officer@demo.gov.bd',
      password: DEMO_PASSWORD,
      captchaId: wrongId,
      captchaAnswer: 'zzzzz',
    });
    expect(wrong.statusCode).toBe(400);

    const id = await freshCaptcha('k7mPq');
    const right = await loginWith({
      email: 'officer@demo.gov.bd',
      password: DEMO_PASSWORD,
      captchaId: id,
      captchaAnswer: 'K7MPQ',
    });
    expect(right.statusCode).toBe(200);
    const reused = await loginWith({
      email: 'officer@demo.gov.bd',
      password: DEMO_PASSWORD,
      captchaId: id,
      captchaAnswer: 'k7mpq',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('tells the form when the captcha is switched off', async () => {
    const { data } = (await get('/api/auth/captcha')).json();
    expect(data).toEqual({ captchaId: '', svg: '', enabled: false });
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with a bad token, after logout and after expiry', async () => {
    expect((await get('/api/auth/session')).statusCode).toBe(401);
    expect((await get('/api/auth/session', 'not-a-token')).statusCode).toBe(401);

    const token = await t.tokenFor('support@demo.gov.bd');
    expect((await get('/api/auth/session', token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    const after = await get('/api/auth/session', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('অনুগ্রহ করে লগইন করুন');

    const expiring = await t.tokenFor('support@demo.gov.bd');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, hashToken(expiring)));
    expect((await get('/api/auth/session', expiring)).statusCode).toBe(401);
  });

  it('serves the automatic-login user endpoint and the profile call', async () => {
    const token = await t.tokenFor('officeadmin@demo.gov.bd');
    const user = (await get('/api/auth/user', token)).json();
    expect(user).toMatchObject({ success: true, data: { id: 3, email: 'officeadmin@demo.gov.bd' } });
    const profile = (await get('/api/auth/profile', token)).json();
    expect(profile).toEqual({
      success: true,
      data: { id: 3, KnownAs: 'Kamrul Hasan', KnownAsBangla: 'কামরুল হাসান', PhotoUrl: null, SignatureUrl: null },
    });
  });
});

describe('POST /api/auth/active-role', () => {
  it("switches to one of the user's own desks and keeps it for later requests", async () => {
    const token = await t.tokenFor('officer@demo.gov.bd');
    const headers = { authorization: `Bearer ${token}` };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/active-role',
      headers,
      payload: { deskId: 20 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userrole[0]).toMatchObject({
      DeskId: 20,
      OfficeId: 11,
      RoleName: 'সহকারী প্রোগ্রামার',
    });
    expect(response.json().data.userrole[1]).toMatchObject({ DeskId: 11 });
    const session = (await get('/api/auth/session', token)).json();
    expect(session.data.userrole[0].DeskId).toBe(20);
  });

  it("refuses another officer's desk with 403", async () => {
    const token = await t.tokenFor('officer@demo.gov.bd');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/active-role',
      headers: { authorization: `Bearer ${token}` },
      payload: { deskId: 10 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('এই ডেস্কটি আপনার নয়');
  });

  it('refuses a missing desk id with 400', async () => {
    const token = await t.tokenFor('officer@demo.gov.bd');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/active-role',
      headers: { authorization: `Bearer ${token}` },
      payload: { deskId: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});
