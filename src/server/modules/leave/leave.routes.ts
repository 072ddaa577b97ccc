/**
 * Leave API (SPEC.md §2 /leaveapplications, /leavebalance, /leaveapprovers, /leavehistory,
 * /leaveapprovals): the applicant's drafts, submission, cancellation and files; the deciding desk's
 * queue and decisions; balance and history with its Excel file; the office's chains of approving
 * desks and the public holiday calendar. Who may read or change which application the service checks.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionSearchSchema } from '../../../common/contracts/charge.contract';
import {
  attachmentParamSchema,
  balanceQuerySchema,
  chainInputSchema,
  coverQuerySchema,
  daysQuerySchema,
  decisionInputSchema,
  historyFilterSchema,
  historyQuerySchema,
  holidayInputSchema,
  holidayParamSchema,
  holidayQuerySchema,
  idParamSchema,
  LEAVE_ATTACHMENT_RULE,
  LEAVE_PATHS,
  leaveInputSchema,
  ownListQuerySchema,
  queueQuerySchema,
} from '../../../common/contracts/leave.contract';
import {
  canApplyForLeave,
  canDecideLeave,
  canManageHolidays,
  canManageLeaveApprovers,
  canSeeOfficeLeaveHistory,
} from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { sendStoredFile } from '../../platform/file-serve';
import { readUpload } from '../../platform/files';
import { ok, requestLang } from '../../platform/http';
import { ACTIVE_OFFICE, OWN_DESK_OFFICE } from '../../platform/read-cache';
import { dhakaDay } from '../../platform/working-days';
import { sendXlsx } from '../../platform/xlsx';
import { getApplication, listHistory, listOwn, listQueue } from './leave.service';
import {
  balanceFor,
  cancelApplication,
  createDraft,
  daysOf,
  submitApplication,
  updateDraft,
} from './leave-apply.service';
import { coverMonth } from './leave-cover.service';
import { exportHistory } from './leave-export.service';
import { addAttachment, assertCanAttach, readAttachment } from './leave-files.service';
import {
  addHoliday,
  chainsOf,
  deleteHoliday,
  deskOptions,
  holidaysOf,
  setChain,
  updateHoliday,
} from './leave-setup.service';
import { chargeDeskChoices, decide } from './leave-workflow.service';

const deskQuerySchema = z.object({
  scope: z.enum(['office', 'approvers'], { message: 'validation.invalid' }).default('office'),
});

export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['leave'];
  const staff = { access: canApplyForLeave };
  const desk = { access: canDecideLeave };
  const params = idParamSchema;
  // The office's history is kept like the queue; a person's own under the office of their own desk,
  // which every change to their applications marks (migration 0059).
  const officeHistory = {
    office: (request: FastifyRequest) =>
      (request.query as { scope?: string }).scope === 'office'
        ? caller(request).activeRole.OfficeId
        : OWN_DESK_OFFICE.office(request),
  };

  app.get(
    LEAVE_PATHS.applications,
    { config: staff, schema: { tags, querystring: ownListQuerySchema } },
    async (request) => ok(await listOwn(app.db, caller(request), request.query)),
  );
  app.post(
    LEAVE_PATHS.applications,
    { config: staff, schema: { tags, body: leaveInputSchema } },
    async (request) => ok(await createDraft(app.db, actorOf(request), request.body)),
  );
  app.get(LEAVE_PATHS.one(':id'), { config: staff, schema: { tags, params } }, async (request) =>
    ok(await getApplication(app.db, caller(request), request.params.id)),
  );
  app.put(
    LEAVE_PATHS.one(':id'),
    { config: staff, schema: { tags, params, body: leaveInputSchema } },
    async (request) => ok(await updateDraft(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.post(LEAVE_PATHS.submit(':id'), { config: staff, schema: { tags, params } }, async (request) =>
    ok(await submitApplication(app.db, actorOf(request), request.params.id)),
  );
  app.post(LEAVE_PATHS.cancel(':id'), { config: staff, schema: { tags, params } }, async (request) =>
    ok(await cancelApplication(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    LEAVE_PATHS.decide(':id'),
    { config: desk, schema: { tags, params, body: decisionInputSchema } },
    async (request) => ok(await decide(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.get(
    LEAVE_PATHS.chargeDesks(':id'),
    { config: desk, schema: { tags, params, querystring: optionSearchSchema } },
    async (request) =>
      ok(await chargeDeskChoices(app.db, caller(request), request.params.id, request.query.search)),
  );
  app.post(
    LEAVE_PATHS.attachments(':id'),
    { config: staff, schema: { tags, params, consumes: ['multipart/form-data'] } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanAttach(app.db, actor.auth, request.params.id);
      const upload = await readUpload(request, LEAVE_ATTACHMENT_RULE);
      return ok(await addAttachment(app.db, app.fileStore, actor, request.params.id, upload));
    },
  );
  app.get(
    LEAVE_PATHS.attachment(':id', ':fileId'),
    { config: staff, schema: { tags, params: attachmentParamSchema } },
    async (request, reply) => {
      const file = await readAttachment(app.db, caller(request), request.params.id, request.params.fileId);
      return sendStoredFile(request, reply, app.fileStore, file);
    },
  );
  app.get(
    LEAVE_PATHS.days,
    { config: staff, schema: { tags, querystring: daysQuerySchema } },
    async (request) =>
      ok(await daysOf(app.db, request.query.leaveType, request.query.fromDate, request.query.toDate)),
  );
  app.get(
    LEAVE_PATHS.approvals,
    // Kept while the office's structure and work stay: what waits at a desk of the active office.
    { config: { ...desk, readCache: ACTIVE_OFFICE }, schema: { tags, querystring: queueQuerySchema } },
    async (request) => ok(await listQueue(app.db, caller(request), request.query)),
  );
  app.get(
    LEAVE_PATHS.balance,
    { config: staff, schema: { tags, querystring: balanceQuerySchema } },
    async (request) => ok(await balanceFor(app.db, caller(request).userId, undefined, request.query.year)),
  );
  app.get(
    LEAVE_PATHS.history,
    { config: { ...staff, readCache: officeHistory }, schema: { tags, querystring: historyQuerySchema } },
    async (request) => ok(await listHistory(app.db, caller(request), request.query)),
  );
  app.get(
    LEAVE_PATHS.historyExport,
    { config: staff, schema: { tags, querystring: historyFilterSchema } },
    async (request, reply) => {
      const file = await exportHistory(app.db, caller(request), request.query, requestLang(request));
      return sendXlsx(reply, `leave-history-${dhakaDay(new Date())}.xlsx`, file);
    },
  );
  app.get(
    LEAVE_PATHS.cover,
    { config: { access: canSeeOfficeLeaveHistory }, schema: { tags, querystring: coverQuerySchema } },
    async (request) => ok(await coverMonth(app.db, caller(request), request.query)),
  );
  app.get(LEAVE_PATHS.approvers, { config: staff, schema: { tags } }, async (request) =>
    ok(await chainsOf(app.db, caller(request).activeRole.OfficeId)),
  );
  app.put(
    LEAVE_PATHS.approvers,
    { config: { access: canManageLeaveApprovers }, schema: { tags, body: chainInputSchema } },
    async (request) => ok(await setChain(app.db, actorOf(request), request.body)),
  );
  app.get(
    LEAVE_PATHS.deskOptions,
    { config: staff, schema: { tags, querystring: deskQuerySchema } },
    async (request) => ok(await deskOptions(app.db, caller(request), request.query.scope)),
  );
  app.get(
    LEAVE_PATHS.holidays,
    { config: staff, schema: { tags, querystring: holidayQuerySchema } },
    async (request) => ok(await holidaysOf(app.db, request.query.year)),
  );
  const admin = { access: canManageHolidays };
  app.post(
    LEAVE_PATHS.holidays,
    { config: admin, schema: { tags, body: holidayInputSchema } },
    async (request) => ok(await addHoliday(app.db, actorOf(request), request.body)),
  );
  app.put(
    LEAVE_PATHS.holiday(':day'),
    { config: admin, schema: { tags, params: holidayParamSchema, body: holidayInputSchema } },
    async (request) => ok(await updateHoliday(app.db, actorOf(request), request.params.day, request.body)),
  );
  app.delete(
    LEAVE_PATHS.holiday(':day'),
    { config: admin, schema: { tags, params: holidayParamSchema } },
    async (request) => {
      await deleteHoliday(app.db, actorOf(request), request.params.day);
      return ok(null);
    },
  );
};
