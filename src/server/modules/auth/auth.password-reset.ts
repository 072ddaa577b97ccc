/** Password reset by mobile: OTP to the account's number, then a new strong password; every session ends. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { consumeVerifiedOtp, issueOtp, type OtpTicket } from '../../platform/otp';
import type { MessageSender } from '../../platform/outbox';
import { hashPassword } from '../../platform/passwords';
import { users } from '../users/users.table';
import { revokeAllSessionsOf } from './auth.session';

export async function requestPasswordReset(
  db: Db,
  sender: MessageSender,
  mobile: string,
  ip: string,
): Promise<OtpTicket> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  // Known and unknown numbers get the same answer under the same quotas; only a known one gets an SMS.
  return issueOtp(db, sender, 'password-reset', mobile, ip, { send: Boolean(user) });
}

export async function resetPassword(
  db: Db,
  input: { otpId: string; mobile: string; password: string },
  ip: string,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    try {
      await consumeVerifiedOtp(txDb, 'password-reset', input.otpId, input.mobile);
    } catch {
      throw new AppError(400, 'auth.passwordResetFailed');
    }
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.mobile, input.mobile))
      .returning({ id: users.id });
    if (!user) throw new AppError(400, 'auth.passwordResetFailed');
    await revokeAllSessionsOf(txDb, user.id);
    await writeAudit(txDb, {
      userId: user.id,
      action: 'password-reset',
      entity: 'user',
      entityId: user.id,
      ip,
    });
  });
}
