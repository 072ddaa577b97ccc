/** Sign-in: throttling, captcha, password check, session creation (SPEC.md §3 login response). */
import { eq, or } from 'drizzle-orm';
import type { LoginResponse } from '../../../common/contracts/auth.contract';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { releaseSlot, resetCounter, takeSlot } from '../../platform/counters';
import { AppError } from '../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { users } from '../users/users.table';
import { consumeCaptcha } from './auth.captcha';
import { listHeldDesks } from './auth.roles';
import { buildSessionPayload, createSession } from './auth.session';
import { accountKey, addressKey, THROTTLE_POLICY } from './auth.throttle';

export interface LoginInput {
  email: string;
  password: string;
  captchaId?: string;
  captchaAnswer?: string;
  ip: string;
  userAgent?: string;
}

export interface LoginOptions {
  captchaEnabled: boolean;
  sessionTtlHours: number;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export async function login(db: Db, input: LoginInput, options: LoginOptions): Promise<LoginResponse> {
  if (options.captchaEnabled && !(await consumeCaptcha(db, input.captchaId, input.captchaAnswer))) {
    throw new AppError(400, 'auth.captchaWrong', {}, [
      { field: 'captchaAnswer', messageKey: 'auth.captchaWrong' },
    ]);
  }

  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.mobile, input.email)))
    .limit(1);
  const account = accountKey(user?.id ?? null, input.email);
  const address = addressKey(input.ip);
  // The slots are taken before the password is checked: that is what bounds the tries.
  const accountSlot = await takeSlot(db, account, THROTTLE_POLICY.account);
  if (!accountSlot.allowed) {
    throw new AppError(429, 'auth.lockedAccount', { minutes: minutes(accountSlot.retryAfterSeconds) });
  }
  const addressSlot = await takeSlot(db, address, THROTTLE_POLICY.address);
  if (!addressSlot.allowed) {
    // A refused try gives both slots back: only tries that were checked count, so a busy office
    // behind one address is not locked out by its own correct sign-ins arriving at once.
    await releaseSlot(db, address);
    await releaseSlot(db, account);
    throw new AppError(429, 'auth.lockedAddress', { minutes: minutes(addressSlot.retryAfterSeconds) });
  }

  // Unknown accounts are checked against a decoy hash so both failures look and take the same.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !passwordOk || !user.isActive) {
    await writeAudit(db, {
      userId: user?.id ?? null,
      action: 'login-failed',
      entity: 'session',
      ip: input.ip,
    });
    throw new AppError(401, 'auth.loginFailed');
  }

  await resetCounter(db, account);
  await releaseSlot(db, address);
  const [firstDesk] = await listHeldDesks(db, user.id);
  const userRoleId = firstDesk?.userRoleId ?? null;
  const { token, expiresAt } = await createSession(db, {
    userId: user.id,
    userRoleId,
    ttlHours: options.sessionTtlHours,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await writeAudit(db, { userId: user.id, userRoleId, action: 'login', entity: 'session', ip: input.ip });
  const payload = await buildSessionPayload(db, user.id, userRoleId);
  return { access_token: token, expires_at: expiresAt.toISOString(), ...payload };
}
