/**
 * One-time passwords to a mobile number (SPEC.md §4, §5, §8): 6 digits, stored as a salted hash,
 * valid for 3 minutes, 5 tries, a resend after 60 seconds at most twice, at most 6 codes to one
 * number and 20 codes asked from one address in an hour (SMS cost money; a script must not spray them). A verified code is good for one use within 30 minutes.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { releaseSlot, takeSlot } from './counters';
import { AppError } from './errors';
import { type MessageSender, sendMessage } from './outbox';
import { otps } from './platform.table';

export const OTP_POLICY = {
  ttlSeconds: 180,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  maxSends: 3,
  maxPerMobilePerHour: 6,
  maxPerAddressPerHour: 20,
  verifiedUseWithinMinutes: 30,
} as const;

export type OtpPurpose = 'registration' | 'password-reset';

export interface OtpTicket {
  otpId: string;
  expiresAt: string;
  resendAfter: string;
}

const hashCode = (otpId: string, code: string) =>
  createHash('sha256').update(`${otpId}:${code}`).digest('hex');
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

function smsText(code: string, purpose: OtpPurpose): string {
  const what = purpose === 'registration' ? 'নিবন্ধনের' : 'পাসওয়ার্ড পুনরুদ্ধারের';
  // The code stays in English digits: every handset shows them and users type them as they read.
  return `কার্যালয়: আপনার ${what} ওটিপি ${code}। মেয়াদ ৩ মিনিট। কাউকে জানাবেন না।`;
}

function ticket(otpId: string, lastSentAt: Date, expiresAt: Date): OtpTicket {
  return {
    otpId,
    expiresAt: expiresAt.toISOString(),
    resendAfter: new Date(lastSentAt.getTime() + OTP_POLICY.resendAfterSeconds * 1000).toISOString(),
  };
}

async function deliver(db: Db, sender: MessageSender, mobile: string, code: string, purpose: OtpPurpose) {
  const sent = await sendMessage(db, sender, {
    channel: 'sms',
    recipient: mobile,
    body: smsText(code, purpose),
    purpose,
    secret: code,
  });
  if (!sent) throw new AppError(502, 'otp.sendFailed');
}

/** The hourly quotas of SMS to one number and from one address (resends count too). */
const mobileQuota = (mobile: string) => ({
  key: `otp-mobile:${mobile}`,
  policy: { limit: OTP_POLICY.maxPerMobilePerHour, windowSeconds: 3600 },
});
const addressQuota = (ip: string) => ({
  key: `otp-address:${ip}`,
  policy: { limit: OTP_POLICY.maxPerAddressPerHour, windowSeconds: 3600 },
});

/** Takes a slot of the number's quota and, when given, the address's; refuses without using either. */
async function takeSendQuota(db: Db, mobile: string, ip: string | null): Promise<void> {
  const byMobile = mobileQuota(mobile);
  if (!(await takeSlot(db, byMobile.key, byMobile.policy)).allowed) {
    throw new AppError(429, 'otp.tooManyRequests');
  }
  if (ip === null) return;
  const byAddress = addressQuota(ip);
  if (!(await takeSlot(db, byAddress.key, byAddress.policy)).allowed) {
    await releaseSlot(db, byMobile.key);
    throw new AppError(429, 'otp.tooManyFromAddress');
  }
}

/**
 * A request whose code is never sent and can never match (an empty hash): a password reset for a
 * number without an account gets one, so the answer, the quotas and every later step look the same
 * as for a registered number, and nobody can list registered numbers through the reset form.
 */
const NO_CODE = '';

export async function issueOtp(
  db: Db,
  sender: MessageSender,
  purpose: OtpPurpose,
  mobile: string,
  ip: string,
  options: { send: boolean; notice?: string } = { send: true },
): Promise<OtpTicket> {
  await takeSendQuota(db, mobile, ip);
  const otpId = randomUUID();
  const code = newCode();
  const now = new Date();
  const expiresAt = secondsFromNow(OTP_POLICY.ttlSeconds);
  await db.insert(otps).values({
    id: otpId,
    purpose,
    mobile,
    codeHash: options.send ? hashCode(otpId, code) : NO_CODE,
    expiresAt,
    lastSentAt: now,
    requestIp: ip,
  });
  if (options.send) await deliver(db, sender, mobile, code, purpose);
  else if (options.notice)
    await sendMessage(db, sender, { channel: 'sms', recipient: mobile, body: options.notice, purpose });
  return ticket(otpId, now, expiresAt);
}

async function findOtp(db: Db, otpId: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.id, otpId), eq(otps.purpose, purpose)));
  if (!row) throw new AppError(400, 'otp.expired');
  return row;
}

/**
 * A new code for the same request, after the wait and within the resend limit. The wait and the
 * limit are checked in the UPDATE itself, so two resends at once send one SMS.
 */
export async function resendOtp(
  db: Db,
  sender: MessageSender,
  purpose: OtpPurpose,
  otpId: string,
): Promise<OtpTicket> {
  const row = await findOtp(db, otpId, purpose);
  if (row.verifiedAt || row.consumedAt) throw new AppError(409, 'otp.alreadyVerified');
  if (row.sendCount >= OTP_POLICY.maxSends) throw new AppError(429, 'otp.tooManyResends');
  const waitSeconds = Math.ceil(
    (row.lastSentAt.getTime() + OTP_POLICY.resendAfterSeconds * 1000 - Date.now()) / 1000,
  );
  if (waitSeconds > 0) throw new AppError(429, 'otp.resendTooSoon', { seconds: waitSeconds });

  await takeSendQuota(db, row.mobile, null);
  const code = newCode();
  const now = new Date();
  const expiresAt = secondsFromNow(OTP_POLICY.ttlSeconds);
  const [resent] = await db
    .update(otps)
    .set({
      codeHash: row.codeHash === NO_CODE ? NO_CODE : hashCode(otpId, code),
      expiresAt,
      attempts: 0,
      sendCount: sql`${otps.sendCount} + 1`,
      lastSentAt: now,
    })
    .where(
      and(
        eq(otps.id, otpId),
        isNull(otps.verifiedAt),
        isNull(otps.consumedAt),
        lt(otps.sendCount, OTP_POLICY.maxSends),
        sql`${otps.lastSentAt} <= now() - make_interval(secs => ${OTP_POLICY.resendAfterSeconds})`,
      ),
    )
    .returning({ id: otps.id });
  if (!resent) {
    await releaseSlot(db, mobileQuota(row.mobile).key);
    throw new AppError(429, 'otp.resendTooSoon', { seconds: OTP_POLICY.resendAfterSeconds });
  }
  if (row.codeHash !== NO_CODE) await deliver(db, sender, row.mobile, code, purpose);
  return ticket(otpId, now, expiresAt);
}

/**
 * Checks a code; every check uses up a try, taken in the same UPDATE that checks the limit, so no
 * more than five codes are ever compared for one request however many arrive at once. Returns
 * the mobile number the code was sent to.
 */
export async function verifyOtp(db: Db, purpose: OtpPurpose, otpId: string, code: string): Promise<string> {
  const [tried] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(
      and(
        eq(otps.id, otpId),
        eq(otps.purpose, purpose),
        isNull(otps.verifiedAt),
        lt(otps.attempts, OTP_POLICY.maxAttempts),
        gt(otps.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!tried) {
    // No try was taken: say why (already verified is not an error for the same code's page).
    const row = await findOtp(db, otpId, purpose);
    if (row.verifiedAt) return row.mobile;
    if (row.attempts >= OTP_POLICY.maxAttempts) throw new AppError(429, 'otp.tooManyAttempts');
    throw new AppError(400, 'otp.expired');
  }
  if (tried.codeHash !== hashCode(otpId, code)) {
    const left = OTP_POLICY.maxAttempts - tried.attempts;
    if (left <= 0) throw new AppError(429, 'otp.tooManyAttempts');
    throw new AppError(400, 'otp.wrong', { left }, [{ field: 'otp', messageKey: 'otp.wrong' }]);
  }
  await db.update(otps).set({ verifiedAt: new Date() }).where(eq(otps.id, otpId));
  return tried.mobile;
}

/** Uses a verified code once, for the number it was sent to; anything else is refused. */
export async function consumeVerifiedOtp(
  db: Db,
  purpose: OtpPurpose,
  otpId: string,
  mobile: string,
): Promise<void> {
  const usedAt = new Date();
  const [row] = await db
    .update(otps)
    .set({ consumedAt: usedAt })
    .where(
      and(
        eq(otps.id, otpId),
        eq(otps.purpose, purpose),
        eq(otps.mobile, mobile),
        sql`${otps.verifiedAt} > now() - make_interval(mins => ${OTP_POLICY.verifiedUseWithinMinutes})`,
        sql`${otps.consumedAt} is null`,
      ),
    )
    .returning({ id: otps.id });
  if (!row) throw new AppError(400, 'otp.notVerified', {}, [{ field: 'otp', messageKey: 'otp.notVerified' }]);
}
