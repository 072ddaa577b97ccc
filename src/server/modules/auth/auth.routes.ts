/** Sign-in, session and role-switch routes (SPEC.md §3, §4, §7). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  activeRoleRequestSchema,
  loginRequestSchema,
} from '../../../common/contracts/auth.contract';
import {
  otpRequestSchema,
  otpResendSchema,
  otpVerifySchema,
  passwordResetSchema,
  REGISTRATION_PATHS,
} from '../../../common/contracts/registration.contract';
import { translate } from '../../../common/messages';
import { isSignedIn, PUBLIC } from '../../../common/permissions';
import { writeAudit } from '../../platform/audit';
import { caller } from '../../platform/auth';
import { AppError, forbidden } from '../../platform/errors';
import { ok, requestLang } from '../../platform/http';
import { resendOtp, verifyOtp } from '../../platform/otp';
import { issueCaptcha } from './auth.captcha';
import { requestPasswordReset, resetPassword } from './auth.password-reset';
import { login } from './auth.service';
import {
  buildSessionPayload,
  loadSessionProfiles,
  loadSessionUser,
  revokeSession,
  sessionBodyOf,
  switchActiveDesk,
} from './auth.session';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.get(AUTH_PATHS.captcha, { config: { access: PUBLIC }, schema: { tags } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!app.config.captchaEnabled) return ok({ captchaId: '', svg: '', enabled: false });
    return ok(await issueCaptcha(app.db));
  });

  app.post(
    AUTH_PATHS.login,
    { config: { access: PUBLIC }, schema: { tags, body: loginRequestSchema } },
    async (request) =>
      ok(
        await login(
          app.db,
          { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] },
          { captchaEnabled: app.config.captchaEnabled, sessionTtlHours: app.config.sessionTtlHours },
        ),
      ),
  );

  app.post(AUTH_PATHS.logout, { config: { access: isSignedIn }, schema: { tags } }, async (request) => {
    const auth = caller(request);
    await revokeSession(app.db, auth.tokenHash);
    await writeAudit(app.db, {
      userId: auth.userId,
      userRoleId: auth.userRoleId,
      action: 'logout',
      entity: 'session',
      ip: request.ip,
    });
    return ok({ loggedOut: true });
  });

  /** The authority's user endpoint used for automatic login (SPEC.md §7). */
  app.get(AUTH_PATHS.user, { config: { access: isSignedIn }, schema: { tags } }, async (request) =>
    ok(await loadSessionUser(app.db, caller(request).userId)),
  );

  app.get(AUTH_PATHS.profile, { config: { access: isSignedIn }, schema: { tags } }, async (request) => {
    const [profile] = await loadSessionProfiles(app.db, caller(request).userId);
    if (!profile) throw new AppError(404, 'error.notFound');
    return ok(profile);
  });

  // Every page load asks for it: the answer is kept as sent, so a repeat costs no serialising.
  app.get(AUTH_PATHS.session, { config: { access: isSignedIn }, schema: { tags } }, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await sessionBodyOf(app.db, caller(request))),
  );

  app.post(
    AUTH_PATHS.activeRole,
    { config: { access: isSignedIn }, schema: { tags, body: activeRoleRequestSchema } },
    async (request) => {
      const auth = caller(request);
      const userRoleId = await switchActiveDesk(app.db, auth, request.body.deskId);
      if (userRoleId === null) throw forbidden('auth.roleNotYours');
      await writeAudit(app.db, {
        userId: auth.userId,
        userRoleId,
        action: 'switch-role',
        entity: 'session',
        before: { userRoleId: auth.userRoleId },
        after: { userRoleId },
        ip: request.ip,
      });
      return ok(await buildSessionPayload(app.db, auth.userId, userRoleId));
    },
  );

  const open = { access: PUBLIC };
  app.post(
    REGISTRATION_PATHS.resetOtp,
    { config: open, schema: { tags, body: otpRequestSchema } },
    async (request) => {
      const ticket = await requestPasswordReset(app.db, app.messageSender, request.body.mobile, request.ip);
      return { ...ok(ticket), message: translate('auth.resetOtpSent', requestLang(request)) };
    },
  );

  app.post(
    REGISTRATION_PATHS.resetOtpResend,
    { config: open, schema: { tags, body: otpResendSchema } },
    async (request) => {
      const ticket = await resendOtp(app.db, app.messageSender, 'password-reset', request.body.otpId);
      return { ...ok(ticket), message: translate('otp.sent', requestLang(request)) };
    },
  );

  app.post(
    REGISTRATION_PATHS.resetOtpVerify,
    { config: open, schema: { tags, body: otpVerifySchema } },
    async (request) => {
      const mobile = await verifyOtp(app.db, 'password-reset', request.body.otpId, request.body.code);
      return ok({ verified: true, mobile });
    },
  );

  app.post(
    REGISTRATION_PATHS.reset,
    { config: open, schema: { tags, body: passwordResetSchema } },
    async (request) => {
      await resetPassword(app.db, request.body, request.ip);
      return {
        ...ok({ reset: true }),
        message: translate('auth.passwordResetSuccess', requestLang(request)),
      };
    },
  );
};
