/** Registration routes: public OTP, NID check and sign-up; the office admin's desk-request queue. */

import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../common/contracts/office.contract';
import {
  deskRequestListSchema,
  nidCheckSchema,
  otpRequestSchema,
  otpResendSchema,
  otpVerifySchema,
  REGISTRATION_PATHS,
  registrationSchema,
} from '../../../common/contracts/registration.contract';
import { translate } from '../../../common/messages';
import { canManageOfficers, isSignedIn, PUBLIC } from '../../../common/permissions';
import { caller } from '../../platform/auth';
import { ok, requestLang } from '../../platform/http';
import { issueOtp, resendOtp, verifyOtp } from '../../platform/otp';
import { users } from '../users/users.table';
import {
  approveDeskRequest,
  latestRequestOf,
  listDeskRequests,
  queueOfficeOf,
  rejectDeskRequest,
} from './registration.requests';
import { checkNid, isNidVerificationEnabled, register } from './registration.service';

const idParams = idParamSchema;

const ALREADY_REGISTERED_SMS =
  'কার্যালয়: এই নম্বরে ইতোমধ্যে একটি অ্যাকাউন্ট আছে। পাসওয়ার্ড মনে না থাকলে লগইন পাতার "পাসওয়ার্ড ভুলে গেছেন" ব্যবহার করুন।';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['registration'];
  const open = { access: PUBLIC };

  app.post(
    REGISTRATION_PATHS.otp,
    { config: open, schema: { tags, body: otpRequestSchema } },
    async (request) => {
      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.mobile, request.body.mobile));
      // A number that already has an account gets the same answer, under the same quotas, so the
      // form cannot be used to list registered numbers; its owner learns why by SMS instead of a code.
      const ticket = await issueOtp(
        app.db,
        app.messageSender,
        'registration',
        request.body.mobile,
        request.ip,
        {
          send: !taken,
          notice: ALREADY_REGISTERED_SMS,
        },
      );
      return { ...ok(ticket), message: translate('otp.sent', requestLang(request)) };
    },
  );

  app.post(
    REGISTRATION_PATHS.otpResend,
    { config: open, schema: { tags, body: otpResendSchema } },
    async (request) => {
      const ticket = await resendOtp(app.db, app.messageSender, 'registration', request.body.otpId);
      return { ...ok(ticket), message: translate('otp.sent', requestLang(request)) };
    },
  );

  app.post(
    REGISTRATION_PATHS.otpVerify,
    { config: open, schema: { tags, body: otpVerifySchema } },
    async (request) => {
      const mobile = await verifyOtp(app.db, 'registration', request.body.otpId, request.body.code);
      return ok({ verified: true, mobile });
    },
  );

  app.post(
    REGISTRATION_PATHS.nidCheck,
    { config: open, schema: { tags, body: nidCheckSchema } },
    async (request) => {
      if (!(await isNidVerificationEnabled(app.db))) return ok({ enabled: false, verified: false });
      await checkNid(app.nidVerifier, request.body.nid, request.body.dateOfBirth);
      return {
        ...ok({ enabled: true, verified: true }),
        message: translate('nid.verified', requestLang(request)),
      };
    },
  );

  app.post(
    REGISTRATION_PATHS.register,
    { config: open, schema: { tags, body: registrationSchema } },
    async (request, reply) => {
      const created = await register(app.db, app.nidVerifier, request.body, request.ip);
      reply.status(201);
      return { ...ok(created), message: translate('registration.success', requestLang(request)) };
    },
  );

  app.get(
    REGISTRATION_PATHS.myRequest,
    { config: { access: isSignedIn }, schema: { tags } },
    async (request) => ok(await latestRequestOf(app.db, caller(request).userId)),
  );

  app.get(
    REGISTRATION_PATHS.requests,
    {
      config: {
        access: canManageOfficers,
        readCache: { office: (request) => queueOfficeOf(caller(request)) },
      },
      schema: { tags, querystring: deskRequestListSchema },
    },
    async (request) => ok(await listDeskRequests(app.db, caller(request), request.query)),
  );

  app.post(
    '/api/registration/requests/:id/approve',
    { config: { access: canManageOfficers }, schema: { tags, params: idParams } },
    async (request) => {
      await approveDeskRequest(app.db, app.messageSender, caller(request), request.params.id);
      return {
        ...ok({ id: request.params.id, status: 'approved' }),
        message: translate('registration.approved', requestLang(request)),
      };
    },
  );

  app.post(
    '/api/registration/requests/:id/reject',
    { config: { access: canManageOfficers }, schema: { tags, params: idParams } },
    async (request) => {
      await rejectDeskRequest(app.db, caller(request), request.params.id);
      return {
        ...ok({ id: request.params.id, status: 'rejected' }),
        message: translate('registration.rejected', requestLang(request)),
      };
    },
  );
};
