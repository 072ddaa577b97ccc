/** Sign-in: throttling, captcha, password check, session creation (SPEC.md §3 login response). */
import { eq, or } from 'drizzle-orm';
import type { LoginResponse } from '../../../common/contracts/auth.contract';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { users } from '../users/users.table';
import { consumeCaptcha } from './auth.captcha';
import { listHeldDesks } from './auth.roles';
import { buildSessionPayload, createSession } from './auth.session';
import { clearFailures, lockedMinutes, recordFailure, throttleKey } from './auth.throttle';

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

export async function login(db: Db, input: LoginInput, options: LoginOptions): Promise<LoginResponse> {
  const accountKey = throttleKey('account', input.email);
  const addressKey = throttleKey('address', input.ip);
  const accountLock = await lockedMinutes(db, accountKey);
  if (accountLock > 0) throw new AppError(429, 'auth.lockedAccount', { minutes: accountLock });
  const addressLock = await lockedMinutes(db, addressKey);
  if (addressLock > 0) throw new AppError(429, 'auth.lockedAddress', { minutes: addressLock });

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
  // Unknown accounts are checked against a decoy hash so both failures look and take the same.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !passwordOk || !user.isActive) {
    await recordFailure(db, 'account', accountKey);
    await recordFailure(db, 'address', addressKey);
    await writeAudit(db, {
      userId: user?.id ?? null,
      action: 'login-failed',
      entity: 'session',
      ip: input.ip,
    });
    throw new AppError(401, 'auth.loginFailed');
  }

  await clearFailures(db, accountKey);
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
