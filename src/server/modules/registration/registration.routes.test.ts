import { desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placementIssues } from '../../../common/contracts/registration.contract';
import { otps, outbox } from '../../platform/platform.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { districts, upazilas } from '../geography/geography.table';
import { appSettings } from '../settings/settings.table';
import { profileChildren, profiles, users } from '../users/users.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each call comes from its own address unless one is given, so the per-address OTP limit stays out of the way. */
let calls = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: remoteAddress ?? `10.7.${calls >> 8}.${calls++ & 255}`,
  });

/** The code of the last SMS to a number, as the phone received it. */
const lastCodeSentTo = async (mobile: string) => t.latestCode(mobile);

async function verifiedOtp(mobile: string): Promise<string> {
  const { data } = (await post('/api/registration/otp', { mobile })).json();
  const verify = await post('/api/registration/otp/verify', {
    otpId: data.otpId,
    code: await lastCodeSentTo(mobile),
  });
  expect(verify.statusCode).toBe(200);
  return data.otpId;
}

function application(overrides: Record<string, unknown> = {}) {
  return {
    officeId: 10,
    sectionId: 3,
    deskId: 12,
    email: 'rahima@demo.gov.bd',
    mobile: '01811000101',
    password: 'Strong@2024',
    confirmPassword: 'Strong@2024',
    nameBn: 'রহিমা খাতুন',
    nameEn: 'Rahima Khatun',
    gender: 'female',
    dateOfBirth: '1990-05-17',
    nid: '19901234567890123',
    religion: 'ইসলাম',
    permanentAddress: 'গ্রাম: বাগমারা, রাজশাহী',
    sameAddress: true,
    serviceId: 'BCS-33-1234',
    firstJoiningDate: '2015-03-01',
    currentJoiningDate: '2023-07-02',
    spouses: [{ name: 'করিম উদ্দিন', occupation: 'শিক্ষক' }],
    kids: [{ name: 'সাদিয়া', gender: 'female' }],
    skills: ['নেটওয়ার্কিং', 'ডেটাবেজ'],
    termsAccepted: true,
    ...overrides,
  };
}

describe('one-time passwords', () => {
  it('sends a 6-digit code through the outbox and keeps only its hash', async () => {
    const response = await post('/api/registration/otp', { mobile: '01811000001' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('আপনার মোবাইলে ওটিপি পাঠানো হয়েছে');
    const code = await lastCodeSentTo('01811000001');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(otps).where(eq(otps.id, response.json().data.otpId));
    expect(row.codeHash).not.toContain(code);
  });

  it('counts wrong codes down and then refuses even the right one', async () => {
    const { data } = (await post('/api/registration/otp', { mobile: '01811000002' })).json();
    const right = await lastCodeSentTo('01811000002');
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await post('/api/registration/otp/verify', { otpId: data.otpId, code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('ওটিপি সঠিক নয়; আর ৪ বার চেষ্টা করা যাবে');
    for (let attempt = 0; attempt < 4; attempt++)
      await post('/api/registration/otp/verify', { otpId: data.otpId, code: wrong });
    const locked = await post('/api/registration/otp/verify', { otpId: data.otpId, code: right });
    expect(locked.statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const { data } = (await post('/api/registration/otp', { mobile: '01811000003' })).json();
    await t.database.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.id, data.otpId));
    const response = await post('/api/registration/otp/verify', {
      otpId: data.otpId,
      code: await lastCodeSentTo('01811000003'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ওটিপির মেয়াদ শেষ হয়েছে, নতুন ওটিপি নিন');
  });

  it('lets a resend only after the wait, and only twice', async () => {
    const { data } = (await post('/api/registration/otp', { mobile: '01811000004' })).json();
    const tooSoon = await post(
      '/api/registration/otp/resend',
      { otpId: data.otpId },
      { 'accept-language': 'en' },
    );
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^A new OTP can be sent in \d+ seconds$/);
    const backdate = () =>
      t.database.db
        .update(otps)
        .set({ lastSentAt: new Date(Date.now() - 61_000) })
        .where(eq(otps.id, data.otpId));
    await backdate();
    expect((await post('/api/registration/otp/resend', { otpId: data.otpId })).statusCode).toBe(200);
    await backdate();
    expect((await post('/api/registration/otp/resend', { otpId: data.otpId })).statusCode).toBe(200);
    await backdate();
    expect((await post('/api/registration/otp/resend', { otpId: data.otpId })).statusCode).toBe(429);
  });

  it('stops one address from asking codes for many numbers: 20 an hour', async () => {
    for (let index = 0; index < 20; index++) {
      const mobile = `0181100${String(7000 + index)}`;
      expect((await post('/api/registration/otp', { mobile }, {}, '10.8.8.8')).statusCode).toBe(200);
    }
    const refused = await post('/api/registration/otp', { mobile: '01811007999' }, {}, '10.8.8.8');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('এই ঠিকানা থেকে গত এক ঘণ্টায় অনেক ওটিপি চাওয়া হয়েছে, পরে চেষ্টা করুন');
    expect((await post('/api/registration/otp', { mobile: '01811007999' }, {}, '10.8.8.9')).statusCode).toBe(
      200,
    );
  });

  it('answers a registered number like a new one, and tells its owner by SMS instead of sending a code', async () => {
    const taken = await post('/api/registration/otp', { mobile: '01711000004' });
    const free = await post('/api/registration/otp', { mobile: '01811000077' });
    expect([taken.statusCode, free.statusCode]).toEqual([200, 200]);
    expect(taken.json().message).toBe(free.json().message);
    const notice = t.sms.findLast((message) => message.recipient === '01711000004');
    expect(notice?.body).toContain('এই নম্বরে ইতোমধ্যে একটি অ্যাকাউন্ট আছে');
    expect(notice?.secret).toBeUndefined();
    // No code was sent, so none can be verified: the account cannot be registered twice.
    const verify = await post('/api/registration/otp/verify', {
      otpId: taken.json().data.otpId,
      code: '123456',
    });
    expect(verify.statusCode).toBe(400);
  });

  it('validates the mobile format in Bangla and English', async () => {
    const bn = await post('/api/registration/otp', { mobile: '0121234' });
    expect(bn.json().errors).toEqual([{ field: 'mobile', message: 'সঠিক মোবাইল নম্বর প্রদান করুন' }]);
    const en = await post('/api/registration/otp', { mobile: '' }, { 'accept-language': 'en' });
    expect(en.json().errors).toEqual([{ field: 'mobile', message: 'Mobile is required' }]);
  });
});

describe('NID check', () => {
  it('accepts a 17-digit NID that starts with the birth year and refuses one that does not', async () => {
    const ok = await post('/api/registration/nid-check', {
      nid: '19901234567890123',
      dateOfBirth: '1990-05-17',
    });
    expect(ok.json()).toMatchObject({ success: true, message: 'জাতীয় পরিচয়পত্র যাচাই সফল হয়েছে' });
    const bad = await post('/api/registration/nid-check', {
      nid: '19851234567890123',
      dateOfBirth: '1990-05-17',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('জাতীয় পরিচয়পত্র যাচাই ব্যর্থ হয়েছে');
  });

  it('refuses NIDs that are not 10, 13 or 17 digits, with the SPEC.md §5 message', async () => {
    const response = await post('/api/registration/nid-check', { nid: '12345', dateOfBirth: '1990-05-17' });
    expect(response.json().errors).toEqual([
      { field: 'nid', message: 'জাতীয় পরিচয়পত্র নম্বর ১০/১৩/১৭ অঙ্কের হতে হবে' },
    ]);
  });
});

describe('POST /api/registration', () => {
  it('creates the officer as role 0 with a pending desk request that the office admin approves', async () => {
    const otpId = await verifiedOtp('01811000101');
    const response = await post('/api/registration', application({ otpId }));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toContain('নিবন্ধন সফল হয়েছে');
    const { userId, requestId } = response.json().data;

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({
      knownAsBangla: 'রহিমা খাতুন',
      presentAddress: 'গ্রাম: বাগমারা, রাজশাহী',
      homeOfficeId: 10,
    });
    const kids = await t.database.db
      .select()
      .from(profileChildren)
      .where(eq(profileChildren.profileId, profile.id));
    expect(kids).toMatchObject([{ name: 'সাদিয়া', gender: 'female' }]);

    const signIn = await post('/api/auth/login', { email: 'rahima@demo.gov.bd', password: 'Strong@2024' });
    expect(signIn.json().data.userrole[0].RoleId).toBe(0);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/registration/my-request',
      headers: { authorization: `Bearer ${signIn.json().data.access_token}` },
    });
    expect(mine.json().data).toMatchObject({ id: requestId, status: 'pending', deskId: 12, officeId: 10 });

    const adminToken = await t.tokenFor('officeadmin@demo.gov.bd');
    const auth = { authorization: `Bearer ${adminToken}` };
    const queue = await t.app.inject({ method: 'GET', url: '/api/registration/requests', headers: auth });
    expect(queue.json().data.items.map((item: { id: number }) => item.id)).toContain(requestId);

    const officerToken = await t.tokenFor('officer@demo.gov.bd');
    const refused = await post(
      `/api/registration/requests/${requestId}/approve`,
      {},
      { authorization: `Bearer ${officerToken}` },
    );
    expect(refused.statusCode).toBe(403);

    const approved = await post(`/api/registration/requests/${requestId}/approve`, {}, auth);
    expect(approved.statusCode).toBe(200);
    const [sms] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, '01811000101'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(sms.body).toContain('পদে আপনার ডেস্ক অনুমোদিত হয়েছে');
    const again = await post(`/api/registration/requests/${requestId}/approve`, {}, auth);
    expect(again.statusCode).toBe(409);

    const afterApproval = await post('/api/auth/login', {
      email: 'rahima@demo.gov.bd',
      password: 'Strong@2024',
    });
    expect(afterApproval.json().data.userrole[0]).toMatchObject({ DeskId: 12, OfficeId: 10 });
  });

  it('refuses duplicates of email, NID and service id with 409 and a clear message', async () => {
    const duplicateEmail = await post(
      '/api/registration',
      application({
        otpId: await verifiedOtp('01811000201'),
        mobile: '01811000201',
        email: 'officer@demo.gov.bd',
        nid: '1234567890',
        serviceId: undefined,
      }),
    );
    expect(duplicateEmail.statusCode).toBe(409);
    expect(duplicateEmail.json().message).toBe('এই ইমেইল দিয়ে ইতোমধ্যে একটি অ্যাকাউন্ট আছে');

    const duplicateNid = await post(
      '/api/registration',
      application({
        otpId: await verifiedOtp('01811000202'),
        mobile: '01811000202',
        email: 'new1@demo.gov.bd',
        serviceId: 'X-1',
      }),
    );
    expect(duplicateNid.statusCode).toBe(409);
    expect(duplicateNid.json().message).toBe('এই জাতীয় পরিচয়পত্র নম্বর দিয়ে ইতোমধ্যে নিবন্ধন করা হয়েছে');

    const duplicateService = await post(
      '/api/registration',
      application({
        otpId: await verifiedOtp('01811000203'),
        mobile: '01811000203',
        email: 'new2@demo.gov.bd',
        nid: '1990123456789',
      }),
    );
    expect(duplicateService.statusCode).toBe(409);
    expect(duplicateService.json().message).toBe('এই সার্ভিস আইডি দিয়ে ইতোমধ্যে নিবন্ধন করা হয়েছে');
  });

  it('needs a verified OTP for the same mobile', async () => {
    const otpId = await verifiedOtp('01811000301');
    const response = await post(
      '/api/registration',
      application({
        otpId,
        mobile: '01811000302',
        email: 'x3@demo.gov.bd',
        nid: '2000123456789',
        serviceId: 'S-3',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('মোবাইল নম্বরটি ওটিপি দিয়ে যাচাই করুন');
  });

  it('needs the branch of a post that belongs to one (SPEC.md §5), but none for a post directly under the office', async () => {
    // Desk 12 (Assistant Director) is in the administration branch (3) of office 10.
    const response = await post(
      '/api/registration',
      application({
        otpId: await verifiedOtp('01811000311'),
        mobile: '01811000311',
        email: 'branch1@demo.gov.bd',
        nid: '2000123456711',
        serviceId: 'S-311',
        sectionId: null,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'sectionId', message: 'শাখা আবশ্যক' }]);
    expect(
      placementIssues({ officeId: 10, sectionId: null, deskId: 12 }, { officeHasBranches: true }),
    ).toEqual([{ field: 'sectionId', message: 'validation.branchRequired' }]);
    // The head's post sits directly under the office; an office without branches needs none.
    expect(
      placementIssues(
        { officeId: 10, sectionId: null, deskId: 10 },
        { officeHasBranches: true, postBranchId: null },
      ),
    ).toEqual([]);
    expect(placementIssues({ officeId: 11, deskId: 21 }, { officeHasBranches: false })).toEqual([]);
    expect(placementIssues({}, { officeHasBranches: false }).map((issue) => issue.message)).toEqual([
      'validation.officeRequired',
      'validation.designationRequired',
    ]);
  });

  it('checks every SPEC.md §5 rule with its Bangla message', async () => {
    const response = await post('/api/registration', {
      ...application({ otpId: 'x' }),
      email: 'not-an-email',
      password: 'weak',
      confirmPassword: 'other',
      deskId: undefined,
      firstJoiningDate: '',
      currentJoiningDate: '',
      kids: [{ name: 'নাম' }],
      termsAccepted: false,
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(messages).toMatchObject({
      email: 'সঠিক ইমেইল প্রদান করুন',
      password: 'শক্তিশালী পাসওয়ার্ড আবশ্যক',
      deskId: 'পদবি আবশ্যক',
      firstJoiningDate: 'চাকরিতে প্রথম যোগদানের তারিখ আবশ্যক',
      currentJoiningDate: 'বর্তমান কর্মস্থলে যোগদানের তারিখ আবশ্যক',
      'kids.0.gender': 'সন্তানের লিঙ্গ নির্বাচন করুন',
      termsAccepted: 'ব্যবহারের শর্তাবলিতে সম্মতি দিতে হবে',
    });
  });

  it("refuses dates that do not exist, also a child's birth date", async () => {
    const response = await post(
      '/api/registration',
      application({
        otpId: 'x',
        dateOfBirth: '2024-02-31',
        firstJoiningDate: '0000-01-01',
        kids: [{ name: 'সাদিয়া', gender: 'female', dateOfBirth: '2023-02-29' }],
      }),
    );
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(messages).toMatchObject({
      dateOfBirth: 'সঠিক তারিখ দিন',
      firstJoiningDate: 'তারিখটি ১৯০০ থেকে ২১০০ সালের মধ্যে হতে হবে',
      'kids.0.dateOfBirth': 'সঠিক তারিখ দিন',
    });
  });

  it('refuses a preferred district or upazila that does not exist, and stores nothing', async () => {
    const [district] = await t.database.db.select().from(districts).limit(1);
    const [elsewhere] = await t.database.db
      .select()
      .from(upazilas)
      .where(ne(upazilas.districtId, district.id))
      .limit(1);
    const cases = [
      [{ preferredDistrictId: 999999 }, 'preferredDistrictId', 'নির্বাচিত জেলাটি পাওয়া যায়নি'],
      [{ preferredUpazilaId: 999999 }, 'preferredUpazilaId', 'নির্বাচিত উপজেলাটি পাওয়া যায়নি বা এই জেলার নয়'],
      [
        { preferredDistrictId: district.id, preferredUpazilaId: elsewhere.id },
        'preferredUpazilaId',
        'নির্বাচিত উপজেলাটি পাওয়া যায়নি বা এই জেলার নয়',
      ],
    ] as const;
    for (const [index, [place, field, message]] of cases.entries()) {
      const mobile = `0181100031${index}`;
      const response = await post(
        '/api/registration',
        application({
          otpId: await verifiedOtp(mobile),
          mobile,
          email: `place${index}@demo.gov.bd`,
          nid: `199012345678${index}`,
          serviceId: `PLACE-${index}`,
          ...place,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
      const stored = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
      expect(stored).toEqual([]);
    }
  });

  it('reports a confirm password that does not match', async () => {
    const response = await post(
      '/api/registration',
      application({ otpId: 'x', confirmPassword: 'Strong@2025' }),
      { 'accept-language': 'en' },
    );
    expect(response.json().errors).toEqual([
      { field: 'confirmPassword', message: 'Confirm password is not correct' },
    ]);
  });

  it('refuses a NID whose year differs from the birth year while NID verification is on, and allows it when off', async () => {
    const payload = (otpId: string) =>
      application({
        otpId,
        mobile: '01811000401',
        email: 'x4@demo.gov.bd',
        nid: '19751234567890123',
        serviceId: 'S-4',
      });
    const refused = await post('/api/registration', payload(await verifiedOtp('01811000401')));
    expect(refused.statusCode).toBe(400);
    await t.database.db
      .update(appSettings)
      .set({ value: { isNidVerificationEnabled: false } })
      .where(eq(appSettings.key, 'fixedData'));
    const accepted = await post('/api/registration', payload(await verifiedOtp('01811000401')));
    expect(accepted.statusCode).toBe(201);
    await t.database.db
      .update(appSettings)
      .set({ value: { isNidVerificationEnabled: true } })
      .where(eq(appSettings.key, 'fixedData'));
  });
});

describe('password reset', () => {
  it('sets a new password with an OTP, ends every session, and the old password stops working', async () => {
    const oldToken = await t.tokenFor('school@demo.gov.bd');
    const { data } = (await post('/api/auth/password-reset/otp', { mobile: '01711000006' })).json();
    await post('/api/auth/password-reset/otp/verify', {
      otpId: data.otpId,
      code: await lastCodeSentTo('01711000006'),
    });
    const reset = await post('/api/auth/password-reset', {
      otpId: data.otpId,
      mobile: '01711000006',
      password: 'NewPass@2026',
      confirmPassword: 'NewPass@2026',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('পাসওয়ার্ড পরিবর্তন সফল হয়েছে');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/session',
          headers: { authorization: `Bearer ${oldToken}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'school@demo.gov.bd', password: 'NewPass@2026' })).statusCode,
    ).toBe(200);
  });

  it('refuses a reset without a verified OTP with the Bangla failure message', async () => {
    const { data } = (await post('/api/auth/password-reset/otp', { mobile: '01711000007' })).json();
    const reset = await post('/api/auth/password-reset', {
      otpId: data.otpId,
      mobile: '01711000007',
      password: 'NewPass@2026',
      confirmPassword: 'NewPass@2026',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe('দুঃখিত, পাসওয়ার্ড পরিবর্তন সফল হয়নি');
  });

  it('answers a known and an unknown number alike, sends no SMS to the unknown one, and throttles both', async () => {
    const known = await post('/api/auth/password-reset/otp', { mobile: '01711000003' }, {}, '10.9.0.1');
    const unknown = await post('/api/auth/password-reset/otp', { mobile: '01999999999' }, {}, '10.9.0.1');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(unknown.json().message).toBe('নম্বরটি নিবন্ধিত হলে এতে ওটিপি পাঠানো হয়েছে');
    expect(Object.keys(unknown.json().data).sort()).toEqual(Object.keys(known.json().data).sort());
    expect(t.sms.some((message) => message.recipient === '01999999999')).toBe(false);
    // A wrong code is wrong in the same words for both.
    const wrongKnown = await post('/api/auth/password-reset/otp/verify', {
      otpId: known.json().data.otpId,
      code: '000000',
    });
    const wrongUnknown = await post('/api/auth/password-reset/otp/verify', {
      otpId: unknown.json().data.otpId,
      code: '000000',
    });
    expect(wrongUnknown.statusCode).toBe(wrongKnown.statusCode);
    expect(wrongUnknown.json().message).toBe(wrongKnown.json().message);
    // Sixty look-ups from one address: the address quota stops the walk through numbers.
    const answers: number[] = [];
    for (let n = 0; n < 60; n++) {
      const mobile = `0199${String(1_000_000 + n).slice(1)}0`;
      answers.push((await post('/api/auth/password-reset/otp', { mobile }, {}, '10.9.0.2')).statusCode);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(20);
    expect(answers.filter((status) => status === 429)).toHaveLength(40);
  });
});

describe('the desk-request queue', () => {
  it('answers 401 without a token and 403 to an officer who is not an office admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/registration/requests' })).statusCode).toBe(401);
    expect((await post('/api/registration/requests/1/approve', {})).statusCode).toBe(401);
    const officer = await t.tokenFor('officer@demo.gov.bd');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/registration/requests',
      headers: { authorization: `Bearer ${officer}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('এই কাজের অনুমতি আপনার নেই');
  });

  it("refuses another office's admin and answers bad input with 400 and an unknown request with 404", async () => {
    const otpId = await verifiedOtp('01811000501');
    const created = await post(
      '/api/registration',
      application({
        otpId,
        mobile: '01811000501',
        email: 'x5@demo.gov.bd',
        nid: '1985123456789',
        serviceId: 'S-5',
      }),
    );
    const { requestId } = created.json().data;
    const superAdmin = { authorization: `Bearer ${await t.tokenFor('superadmin@demo.gov.bd')}` };
    const otherOffice = await t.app.inject({
      method: 'POST',
      url: `/api/registration/requests/${requestId}/reject`,
      headers: { authorization: `Bearer ${await t.tokenFor('office861@demo.gov.bd')}` },
    });
    expect(otherOffice.statusCode).toBe(403);
    const badStatus = await t.app.inject({
      method: 'GET',
      url: '/api/registration/requests?status=done',
      headers: superAdmin,
    });
    expect(badStatus.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/registration/requests/999999/approve',
      headers: superAdmin,
    });
    expect(unknown.statusCode).toBe(404);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/registration/requests/${requestId}/reject`,
      headers: superAdmin,
    });
    expect(rejected.json()).toMatchObject({
      success: true,
      data: { status: 'rejected' },
      message: 'আবেদন নামঞ্জুর করা হয়েছে',
    });
  });
});

describe('two requests for one post', () => {
  it('approves one and answers the other with 409, even when both are approved at once', async () => {
    const ids: number[] = [];
    for (const [index, mobile] of ['01811000601', '01811000602'].entries()) {
      const created = await post(
        '/api/registration',
        application({
          otpId: await verifiedOtp(mobile),
          mobile,
          email: `same-post-${index}@demo.gov.bd`,
          nid: `199012345678${index}`,
          serviceId: `SP-${index}`,
          deskId: 14,
        }),
      );
      expect(created.statusCode).toBe(201);
      ids.push(created.json().data.requestId);
    }
    const auth = { authorization: `Bearer ${await t.tokenFor('officeadmin@demo.gov.bd')}` };
    const results = await Promise.all(
      ids.map((id) => post(`/api/registration/requests/${id}/approve`, {}, auth)),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('GET /api/outbox', () => {
  it('never shows a one-time password, so no admin can reset another account with it', async () => {
    const asked = await post('/api/auth/password-reset/otp', { mobile: '01711000001' });
    expect(asked.statusCode).toBe(200);
    const code = t.latestCode('01711000001');
    const support = await t.tokenFor('support@demo.gov.bd');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/outbox?recipient=01711000001',
      headers: { authorization: `Bearer ${support}` },
    });
    expect(list.statusCode).toBe(200);
    const [message] = list.json().data.items;
    expect(message.purpose).toBe('password-reset');
    expect(message.body).toContain('••••••');
    expect(list.body).not.toContain(code);
    const [stored] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, '01711000001'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(stored.body).not.toContain(code);
  });

  it('is for application admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
    const officer = await t.tokenFor('officer@demo.gov.bd');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/outbox',
          headers: { authorization: `Bearer ${officer}` },
        })
      ).statusCode,
    ).toBe(403);
    const admin = await t.tokenFor('superadmin@demo.gov.bd');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/outbox?recipient=01811000001',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.json().data.items[0]).toMatchObject({
      channel: 'sms',
      recipient: '01811000001',
      status: 'sent',
    });
  });
});
