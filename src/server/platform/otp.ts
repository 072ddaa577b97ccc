/**
 * One-time passwords to a mobile number (SPEC.md §4, §5, §8): 6 digits, stored as a salted hash,
 * valid for 3 minutes, 5 tries, a resend after 60 seconds at most twice, at most 6 codes to one
 * number and 20 codes asked from one address in an hour (SMS cost money; a script must not spray them). A verified code is good for one use within 30 minutes.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
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
  });
  if (!sent) throw new AppError(502, 'otp.sendFailed');
}

export async function issueOtp(
  db: Db,
  sender: MessageSender,
  purpose: OtpPurpose,
  mobile: string,
  ip: string,
): Promise<OtpTicket> {
  const sentInLastHour = async (where: SQL) => {
    const [{ sent }] = await db
      .select({ sent: sql<number>`coalesce(sum(${otps.sendCount}), 0)::int` })
      .from(otps)
      .where(and(where, gt(otps.createdAt, sql`now() - interval '1 hour'`)));
    return sent;
  };
  if ((await sentInLastHour(eq(otps.mobile, mobile))) >= OTP_POLICY.maxPerMobilePerHour) {
    throw new AppError(429, 'otp.tooManyRequests');
  }
  if ((await sentInLastHour(eq(otps.requestIp, ip))) >= OTP_POLICY.maxPerAddressPerHour) {
    throw new AppError(429, 'otp.tooManyFromAddress');
  }

  const otpId = randomUUID();
  const code = newCode();
  const now = new Date();
  const expiresAt = secondsFromNow(OTP_POLICY.ttlSeconds);
  await db.insert(otps).values({
    id: otpId,
    purpose,
    mobile,
    codeHash: hashCode(otpId, code),
    expiresAt,
    lastSentAt: now,
    requestIp: ip,
  });
  await deliver(db, sender, mobile, code, purpose);
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

/** A new code for the same request, after the wait and within the resend limit. */
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

  const code = newCode();
  const now = new Date();
  const expiresAt = secondsFromNow(OTP_POLICY.ttlSeconds);
  await db
    .update(otps)
    .set({
      codeHash: hashCode(otpId, code),
      expiresAt,
      attempts: 0,
      sendCount: row.sendCount + 1,
      lastSentAt: now,
    })
    .where(eq(otps.id, otpId));
  await deliver(db, sender, row.mobile, code, purpose);
  return ticket(otpId, now, expiresAt);
}

/** Checks a code; a wrong one uses up a try. Returns the mobile number the code was sent to. */
export async function verifyOtp(db: Db, purpose: OtpPurpose, otpId: string, code: string): Promise<string> {
  const row = await findOtp(db, otpId, purpose);
  if (row.verifiedAt) return row.mobile;
  if (row.attempts >= OTP_POLICY.maxAttempts) throw new AppError(429, 'otp.tooManyAttempts');
  if (row.expiresAt <= new Date()) throw new AppError(400, 'otp.expired');
  if (row.codeHash !== hashCode(otpId, code)) {
    await db
      .update(otps)
      .set({ attempts: row.attempts + 1 })
      .where(eq(otps.id, otpId));
    const left = OTP_POLICY.maxAttempts - row.attempts - 1;
    if (left <= 0) throw new AppError(429, 'otp.tooManyAttempts');
    throw new AppError(400, 'otp.wrong', { left }, [{ field: 'otp', messageKey: 'otp.wrong' }]);
  }
  await db.update(otps).set({ verifiedAt: new Date() }).where(eq(otps.id, otpId));
  return row.mobile;
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
