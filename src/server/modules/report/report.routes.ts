/**
 * Report management API (SPEC.md §7 report table, each call at its exact method and path, plus the
 * attachment upload, office-wise view, assignable offices, office desks, reminders and Excel files).
 * Access: report users (desk holders) for the office's own work; the asking office's admin or head
 * for definitions, assignment, permitted desks and the asking side; the services narrow to offices.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignableQuerySchema,
  attachmentParamSchema,
  byOfficeQuerySchema,
  dashboardQuerySchema,
  idParamSchema,
  officeAssignmentSchema,
  officeParamSchema,
  officeWiseFilterSchema,
  officeWiseQuerySchema,
  permittedDeskSchema,
  REPORT_ATTACHMENT_RULE,
  REPORT_PATHS,
  remindSchema,
  removeAttachmentParamSchema,
  reportConfigSchema,
  reportListQuerySchema,
  responseInputSchema,
  responseListQuerySchema,
  stepInputSchema,
  submitLogSchema,
  submittedExportSchema,
  submittedQuerySchema,
  yearlySummaryQuerySchema,
  yearlySummarySchema,
} from '../../../common/contracts/report.contract';
import { canManageReports, canSeeAllOfficeReports, canUseReports } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import { sendStoredFile } from '../../platform/file-serve';
import { readUpload } from '../../platform/files';
import { ok, requestLang } from '../../platform/http';
import { ACTIVE_OFFICE } from '../../platform/read-cache';
import { sendXlsx } from '../../platform/xlsx';
import {
  addPermittedDesk,
  assignableOffices,
  listAskedReports,
  listPermittedDesks,
  officeDesks,
  ownerOfficeOf,
  removePermittedDesk,
  saveDefinition,
  updateAssignment,
} from './report-config.service';
import { exportOfficeWise, exportSubmitted, exportSummary } from './report-export.service';
import { addAttachment, assertCanAttach, readAttachment, removeAttachment } from './report-files.service';
import {
  askedReportsByOffice,
  getResponse,
  latestSendBack,
  listOwnOfficeReports,
  pendingForDesk,
  pendingOfOffice,
  saveResponse,
  submitLogByCode,
} from './report-response.service';
import {
  dashboardInfo,
  listOfficeWise,
  listSubmitted,
  listSubmittedByOffice,
  sendReminders,
  yearlySummary,
} from './report-summary.service';
import { takeStep } from './report-workflow.service';

const today = () => new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['report-mgt'];
  const user = { access: canUseReports };
  const manager = { access: canManageReports };
  const officeAdmin = { access: canSeeAllOfficeReports };
  const params = idParamSchema;
  // An office's lists and dashboard are kept under its number, which every change to its
  // responses, desks, assignments and the reports it asks or is asked marks, and a response marks
  // the asking office too (migration 0062). What reached an asking office is kept under that
  // office's: the super admin's view of one report under its asking office's, of every report not.
  const askingOffice = {
    office: (request: FastifyRequest) => {
      const reportId = (request.query as { reportId?: number }).reportId;
      if (reportId) return ownerOfficeOf(app.db, reportId);
      const auth = caller(request);
      return auth.isSuperAdmin ? undefined : auth.activeRole.OfficeId;
    },
  };

  app.get(REPORT_PATHS.test, { config: user, schema: { tags } }, async () =>
    ok({ module: 'report-mgt', status: 'ok', time: new Date().toISOString() }),
  );
  app.get(
    REPORT_PATHS.dashboardInfo,
    { config: { ...user, readCache: ACTIVE_OFFICE }, schema: { tags, querystring: dashboardQuerySchema } },
    async (request) => ok(await dashboardInfo(app.db, caller(request), request.query)),
  );

  /* Definitions and assignment (the asking office) */
  app.post(
    REPORT_PATHS.updateConfig,
    { config: manager, schema: { tags, body: reportConfigSchema } },
    async (request) => ok(await saveDefinition(app.db, actorOf(request), request.body)),
  );
  app.get(
    REPORT_PATHS.askedReports,
    { config: manager, schema: { tags, querystring: reportListQuerySchema } },
    async (request) => ok(await listAskedReports(app.db, caller(request), request.query)),
  );
  app.post(
    REPORT_PATHS.officeAssignment,
    { config: manager, schema: { tags, body: officeAssignmentSchema } },
    async (request) => ok(await updateAssignment(app.db, actorOf(request), request.body)),
  );
  app.get(
    REPORT_PATHS.assignableOffices,
    { config: manager, schema: { tags, querystring: assignableQuerySchema } },
    async (request) => ok(await assignableOffices(app.db, caller(request), request.query)),
  );
  app.get(
    REPORT_PATHS.askedReportsByOffice(':officeId'),
    { config: manager, schema: { tags, params: officeParamSchema, querystring: reportListQuerySchema } },
    async (request) =>
      ok(await askedReportsByOffice(app.db, caller(request), request.params.officeId, request.query)),
  );

  /* Permitted desks (each office its own) */
  app.get(REPORT_PATHS.permittedDesksOf(':id'), { config: user, schema: { tags, params } }, async (request) =>
    ok(await listPermittedDesks(app.db, caller(request), request.params.id)),
  );
  app.post(
    REPORT_PATHS.permittedDesks,
    { config: manager, schema: { tags, body: permittedDeskSchema } },
    async (request) => ok(await addPermittedDesk(app.db, actorOf(request), request.body)),
  );
  app.get(
    REPORT_PATHS.removePermittedDesk(':id'),
    { config: manager, schema: { tags, params } },
    async (request) => ok(await removePermittedDesk(app.db, actorOf(request), request.params.id)),
  );
  app.get(REPORT_PATHS.officeDesks, { config: manager, schema: { tags } }, async (request) =>
    ok(await officeDesks(app.db, caller(request))),
  );

  /* The office's reports and the desk's work */
  app.get(
    REPORT_PATHS.ownOfficeReports,
    { config: { ...user, readCache: ACTIVE_OFFICE }, schema: { tags, querystring: reportListQuerySchema } },
    async (request) => ok(await listOwnOfficeReports(app.db, caller(request), request.query)),
  );
  app.get(
    REPORT_PATHS.pendingReports,
    {
      config: { ...officeAdmin, readCache: ACTIVE_OFFICE },
      schema: { tags, querystring: responseListQuerySchema },
    },
    async (request) => ok(await pendingOfOffice(app.db, caller(request), request.query)),
  );
  const pending = [
    [REPORT_PATHS.creationPending, 1],
    [REPORT_PATHS.verificationPending, 2],
    [REPORT_PATHS.approvalPending, 3],
  ] as const;
  for (const [path, status] of pending)
    app.get(
      path,
      {
        config: { ...user, readCache: ACTIVE_OFFICE },
        schema: { tags, querystring: responseListQuerySchema },
      },
      async (request) => ok(await pendingForDesk(app.db, caller(request), status, request.query)),
    );
  app.post(
    REPORT_PATHS.createResponse,
    { config: user, schema: { tags, body: responseInputSchema } },
    async (request) => ok(await saveResponse(app.db, actorOf(request), request.body)),
  );
  app.get(REPORT_PATHS.details(':id'), { config: user, schema: { tags, params } }, async (request) =>
    ok(await getResponse(app.db, caller(request), request.params.id)),
  );
  app.get(REPORT_PATHS.sendBack(':id'), { config: user, schema: { tags, params } }, async (request) =>
    ok(await latestSendBack(app.db, caller(request), request.params.id)),
  );
  app.post(
    REPORT_PATHS.submitLogByCode,
    { config: user, schema: { tags, body: submitLogSchema } },
    async (request) => ok(await submitLogByCode(app.db, caller(request), request.body)),
  );

  /* The steps */
  const steps = [
    [REPORT_PATHS.verify, 'verify'],
    [REPORT_PATHS.sendBackToCreator, 'send-back-to-creator'],
    [REPORT_PATHS.approve, 'approve'],
    [REPORT_PATHS.sendBackToVerifier, 'send-back-to-verifier'],
  ] as const;
  for (const [path, step] of steps)
    app.post(path, { config: user, schema: { tags, body: stepInputSchema } }, async (request) =>
      ok(await takeStep(app.db, actorOf(request), step, request.body)),
    );

  /* Attachments */
  app.post(
    REPORT_PATHS.attachments(':id'),
    { config: user, schema: { tags, params, consumes: ['multipart/form-data'] } },
    async (request) => {
      const actor = actorOf(request);
      // Not a file at all is bad input whoever sends it; then who may attach, before reading the bytes.
      if (!request.isMultipart())
        throw badRequest('file.required', [{ field: 'file', messageKey: 'file.required' }]);
      await assertCanAttach(app.db, actor.auth, request.params.id);
      const upload = await readUpload(request, REPORT_ATTACHMENT_RULE);
      return ok(await addAttachment(app.db, app.fileStore, actor, request.params.id, upload));
    },
  );
  app.get(
    REPORT_PATHS.attachment(':id', ':fileId'),
    { config: user, schema: { tags, params: attachmentParamSchema } },
    async (request, reply) => {
      const file = await readAttachment(app.db, caller(request), request.params.id, request.params.fileId);
      return sendStoredFile(request, reply, app.fileStore, file);
    },
  );
  app.get(
    REPORT_PATHS.removeAttachment(':id', ':id2'),
    { config: user, schema: { tags, params: removeAttachmentParamSchema } },
    async (request) =>
      ok(
        await removeAttachment(
          app.db,
          app.fileStore,
          actorOf(request),
          request.params.id,
          request.params.id2,
        ),
      ),
  );

  /* The asking office's view */
  app.get(
    REPORT_PATHS.submittedReports,
    { config: { ...user, readCache: askingOffice }, schema: { tags, querystring: submittedQuerySchema } },
    async (request) => ok(await listSubmitted(app.db, caller(request), request.query)),
  );
  app.get(
    `${REPORT_PATHS.submittedReports}/export`,
    { config: user, schema: { tags, querystring: submittedExportSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `submitted-reports-${today()}.xlsx`,
        await exportSubmitted(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.get(
    REPORT_PATHS.submittedReportsByOffice,
    { config: user, schema: { tags, querystring: byOfficeQuerySchema } },
    async (request) => ok(await listSubmittedByOffice(app.db, caller(request), request.query)),
  );
  app.get(
    REPORT_PATHS.officeWise,
    { config: { ...manager, readCache: askingOffice }, schema: { tags, querystring: officeWiseQuerySchema } },
    async (request) => ok(await listOfficeWise(app.db, caller(request), request.query)),
  );
  app.get(
    REPORT_PATHS.officeWiseExport,
    { config: manager, schema: { tags, querystring: officeWiseFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `office-wise-reports-${today()}.xlsx`,
        await exportOfficeWise(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(
    REPORT_PATHS.yearlySummary,
    { config: manager, schema: { tags, body: yearlySummarySchema } },
    async (request) => ok(await yearlySummary(app.db, caller(request), request.body)),
  );
  app.get(
    REPORT_PATHS.summaryExport,
    { config: manager, schema: { tags, querystring: yearlySummaryQuerySchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `yearly-report-summary-${today()}.xlsx`,
        await exportSummary(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(REPORT_PATHS.remind, { config: manager, schema: { tags, body: remindSchema } }, async (request) =>
    ok(await sendReminders(app.db, actorOf(request), request.body)),
  );
};
