/**
 * Inspection API (SPEC.md §2 /inspection-mgt, /tour-plan, /visit-report, /visit-feedback-progress):
 * templates and the item catalogue (super and support admins, SPEC.md §6), settings, entry
 * permissions and targets, tour plans and their approval, the inspection of a plan with photos,
 * recommendations with compliance updates and evidence, reports, the dashboard and Excel files.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addItemSchema,
  closeInputSchema,
  complianceInputSchema,
  EVIDENCE_RULE,
  evidenceParamSchema,
  feedbackQuerySchema,
  fileParamSchema,
  idParamSchema,
  inspectionFilterSchema,
  inspectionQuerySchema,
  inspectionSaveSchema,
  itemInputSchema,
  itemQuerySchema,
  optionQuerySchema,
  INSPECTION_PATHS as P,
  PHOTO_RULE,
  permissionInputSchema,
  planChargeDeskQuerySchema,
  planDecisionSchema,
  planFilterSchema,
  planInputSchema,
  planQuerySchema,
  progressQuerySchema,
  recommendationFilterSchema,
  recommendationInputSchema,
  recommendationQuerySchema,
  settingsInputSchema,
  targetInputSchema,
  targetQuerySchema,
  templateEditSchema,
  templateInputSchema,
  templateQuerySchema,
  versionParamSchema,
} from '../../../common/contracts/inspection.contract';
import {
  canDesignInspectionTemplates,
  canManageInspectionSetup,
  canUseInspections,
} from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { sendStoredFile } from '../../platform/file-serve';
import { readUpload } from '../../platform/files';
import { ok, requestLang } from '../../platform/http';
import {
  EVERY_OFFICE_INSPECTIONS,
  EVERY_OFFICE_RECOMMENDATIONS,
  OWN_DESK_OFFICE,
} from '../../platform/read-cache';
import { dhakaDay } from '../../platform/working-days';
import { sendXlsx } from '../../platform/xlsx';
import { isAdmin } from './inspection-access';
import {
  cancelPlan,
  createPlan,
  decidePlan,
  getPlan,
  listPlans,
  planChargeChoices,
  planChargeDesks,
  submitPlan,
  updatePlan,
} from './inspection-plans.service';
import {
  addCompliance,
  addEvidence,
  addRecommendation,
  assertCanAddEvidence,
  closeRecommendation,
  feedbackProgress,
  getRecommendation,
  listRecommendations,
  readEvidence,
} from './inspection-recommendations.service';
import {
  dashboard,
  exportInspections,
  exportPlans,
  exportRecommendations,
  officerReport,
  progressReport,
} from './inspection-reports.service';
import {
  addPermission,
  listPermissions,
  listTargets,
  officeOptions,
  officerOptions,
  removePermission,
  setTarget,
} from './inspection-setup.service';
import {
  addItemToTemplate,
  createItem,
  createTemplate,
  editTemplate,
  getSettings,
  getTemplate,
  getTemplateVersion,
  listItems,
  listTemplates,
  saveSettings,
} from './inspection-templates.service';
import {
  addPhoto,
  assertCanAddPhoto,
  getInspection,
  inspectionOfPlan,
  listInspections,
  readPhoto,
  saveInspection,
  startInspection,
  submitInspection,
} from './inspection-visit.service';

const day = () => dhakaDay(new Date());

export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['inspection'];
  const use = { access: canUseInspections };
  const design = { access: canDesignInspectionTemplates };
  const setup = { access: canManageInspectionSetup };
  const params = idParamSchema;
  // The office's inspections, and a person's own, are kept under the number of their office, which
  // inspections, their recommendations and their labs' names mark (migration 0060). An app admin's
  // list spans every office, and under a charge the active office is another's: not kept.
  const inspectionsOfOffice = {
    office: (request: FastifyRequest) =>
      isAdmin(caller(request)) ? undefined : OWN_DESK_OFFICE.office(request),
  };

  // The recommendations the office is responsible for, and those it or the inspector raised, are
  // kept under the office (the inspector's own desk's, not under a charge); an app admin's list of
  // every office's under a number of its own (migration 0066). An office's whole subtree: not kept.
  const recommendationsOf = {
    office: (request: FastifyRequest) => {
      const auth = caller(request);
      const scope = (request.query as { scope?: string }).scope ?? (isAdmin(auth) ? 'all' : 'responsible');
      if (scope === 'responsible') return auth.activeRole.OfficeId;
      if (scope === 'raised') return OWN_DESK_OFFICE.office(request);
      return isAdmin(auth) ? EVERY_OFFICE_RECOMMENDATIONS : undefined;
    },
  };

  // Tour plans (migration 0072): a person's own under the office of their own desk, those waiting
  // at the active desk and an office's under the active office, an app admin's of every office
  // under the number of every office's inspections.
  const plansOf = {
    office: (request: FastifyRequest) => {
      const auth = caller(request);
      const scope = (request.query as { scope?: string }).scope ?? 'own';
      if (scope === 'own') return OWN_DESK_OFFICE.office(request);
      if (scope === 'office' && isAdmin(auth)) return EVERY_OFFICE_INSPECTIONS;
      return auth.activeRole.OfficeId;
    },
  };

  /* Templates and items */
  app.get(P.templates, { config: use, schema: { tags, querystring: templateQuerySchema } }, async (request) =>
    ok(await listTemplates(app.db, request.query)),
  );
  app.post(P.templates, { config: design, schema: { tags, body: templateInputSchema } }, async (request) =>
    ok(await createTemplate(app.db, actorOf(request), request.body)),
  );
  app.get(P.template(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await getTemplate(app.db, request.params.id)),
  );
  app.put(
    P.template(':id'),
    { config: design, schema: { tags, params, body: templateEditSchema } },
    async (request) => ok(await editTemplate(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.get(
    P.templateVersion(':id', ':version'),
    { config: use, schema: { tags, params: versionParamSchema } },
    async (request) => ok(await getTemplateVersion(app.db, request.params.id, request.params.version)),
  );
  app.post(
    P.templateAddItem(':id'),
    { config: design, schema: { tags, params, body: addItemSchema } },
    async (request) => ok(await addItemToTemplate(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.get(P.items, { config: use, schema: { tags, querystring: itemQuerySchema } }, async (request) =>
    ok(await listItems(app.db, request.query)),
  );
  app.post(P.items, { config: design, schema: { tags, body: itemInputSchema } }, async (request) =>
    ok(await createItem(app.db, actorOf(request), request.body)),
  );

  /* Settings, entry permissions, targets, pickers */
  app.get(P.settings, { config: use, schema: { tags } }, async () => ok(await getSettings(app.db)));
  app.put(P.settings, { config: design, schema: { tags, body: settingsInputSchema } }, async (request) =>
    ok(await saveSettings(app.db, actorOf(request), request.body)),
  );
  app.get(P.permissions, { config: setup, schema: { tags } }, async (request) =>
    ok(await listPermissions(app.db, caller(request))),
  );
  app.post(P.permissions, { config: setup, schema: { tags, body: permissionInputSchema } }, async (request) =>
    ok(await addPermission(app.db, actorOf(request), request.body)),
  );
  app.delete(P.permission(':id'), { config: setup, schema: { tags, params } }, async (request) => {
    await removePermission(app.db, actorOf(request), request.params.id);
    return ok(null);
  });
  app.get(P.targets, { config: use, schema: { tags, querystring: targetQuerySchema } }, async (request) =>
    ok(await listTargets(app.db, caller(request), request.query)),
  );
  app.put(P.targets, { config: setup, schema: { tags, body: targetInputSchema } }, async (request) =>
    ok(await setTarget(app.db, actorOf(request), request.body)),
  );
  app.get(
    P.officeOptions,
    { config: use, schema: { tags, querystring: optionQuerySchema } },
    async (request) => ok(await officeOptions(app.db, caller(request), request.query.search)),
  );
  app.get(
    P.officerOptions,
    { config: use, schema: { tags, querystring: optionQuerySchema } },
    async (request) => ok(await officerOptions(app.db, caller(request), request.query.search)),
  );

  /* Tour plans */
  app.get(
    P.plans,
    { config: { ...use, readCache: plansOf }, schema: { tags, querystring: planQuerySchema } },
    async (request) => ok(await listPlans(app.db, caller(request), request.query)),
  );
  app.get(
    P.plansExport,
    { config: use, schema: { tags, querystring: planFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `tour-plans-${day()}.xlsx`,
        await exportPlans(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(P.plans, { config: use, schema: { tags, body: planInputSchema } }, async (request) =>
    ok(await createPlan(app.db, actorOf(request), request.body)),
  );
  app.get(P.plan(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await getPlan(app.db, caller(request), request.params.id)),
  );
  app.put(P.plan(':id'), { config: use, schema: { tags, params, body: planInputSchema } }, async (request) =>
    ok(await updatePlan(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.post(P.planSubmit(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await submitPlan(app.db, actorOf(request), request.params.id)),
  );
  app.post(P.planCancel(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await cancelPlan(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    P.planDecision(':id'),
    { config: use, schema: { tags, params, body: planDecisionSchema } },
    async (request) => ok(await decidePlan(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.get(
    P.planChargeDesks,
    { config: use, schema: { tags, querystring: planChargeDeskQuerySchema } },
    async (request) =>
      ok(await planChargeDesks(app.db, caller(request), request.query.visitDate, request.query.search)),
  );
  app.get(
    P.planChargeChoices(':id'),
    { config: use, schema: { tags, params, querystring: optionQuerySchema } },
    async (request) =>
      ok(await planChargeChoices(app.db, caller(request), request.params.id, request.query.search)),
  );
  app.get(P.planInspection(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await inspectionOfPlan(app.db, caller(request), request.params.id)),
  );
  app.post(P.planInspection(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await startInspection(app.db, actorOf(request), request.params.id)),
  );

  /* Inspections */
  app.get(
    P.inspections,
    {
      config: { ...use, readCache: inspectionsOfOffice },
      schema: { tags, querystring: inspectionQuerySchema },
    },
    async (request) => ok(await listInspections(app.db, caller(request), request.query)),
  );
  app.get(
    P.inspectionsExport,
    { config: use, schema: { tags, querystring: inspectionFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `inspections-${day()}.xlsx`,
        await exportInspections(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.get(P.inspection(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await getInspection(app.db, caller(request), request.params.id)),
  );
  app.put(
    P.inspection(':id'),
    { config: use, schema: { tags, params, body: inspectionSaveSchema } },
    async (request) => ok(await saveInspection(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.post(P.inspectionSubmit(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await submitInspection(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    P.photos(':id'),
    { config: use, schema: { tags, params, consumes: ['multipart/form-data'] } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanAddPhoto(app.db, actor.auth, request.params.id);
      const upload = await readUpload(request, PHOTO_RULE);
      return ok(await addPhoto(app.db, app.fileStore, actor, request.params.id, upload));
    },
  );
  app.get(
    P.photo(':id', ':fileId'),
    { config: use, schema: { tags, params: fileParamSchema } },
    async (request, reply) => {
      const file = await readPhoto(app.db, caller(request), request.params.id, request.params.fileId);
      return sendStoredFile(request, reply, app.fileStore, file);
    },
  );
  app.post(
    P.inspectionRecommendations(':id'),
    { config: use, schema: { tags, params, body: recommendationInputSchema } },
    async (request) => ok(await addRecommendation(app.db, actorOf(request), request.params.id, request.body)),
  );

  /* Recommendations */
  app.get(
    P.recommendations,
    {
      config: { ...use, readCache: recommendationsOf },
      schema: { tags, querystring: recommendationQuerySchema },
    },
    async (request) => ok(await listRecommendations(app.db, caller(request), request.query)),
  );
  app.get(
    P.recommendationsExport,
    { config: use, schema: { tags, querystring: recommendationFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `recommendations-${day()}.xlsx`,
        await exportRecommendations(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.get(P.recommendation(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await getRecommendation(app.db, caller(request), request.params.id)),
  );
  app.post(
    P.recommendationUpdates(':id'),
    { config: use, schema: { tags, params, body: complianceInputSchema } },
    async (request) => ok(await addCompliance(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    P.evidence(':id', ':updateId'),
    { config: use, schema: { tags, params: evidenceParamSchema, consumes: ['multipart/form-data'] } },
    async (request) => {
      const actor = actorOf(request);
      await assertCanAddEvidence(app.db, actor.auth, request.params.id);
      const upload = await readUpload(request, EVIDENCE_RULE);
      return ok(
        await addEvidence(app.db, app.fileStore, actor, request.params.id, request.params.updateId, upload),
      );
    },
  );
  app.get(
    P.evidenceFile(':id', ':fileId'),
    { config: use, schema: { tags, params: fileParamSchema } },
    async (request, reply) => {
      const file = await readEvidence(app.db, caller(request), request.params.id, request.params.fileId);
      return sendStoredFile(request, reply, app.fileStore, file);
    },
  );
  app.post(
    P.recommendationClose(':id'),
    { config: use, schema: { tags, params, body: closeInputSchema } },
    async (request) =>
      ok(await closeRecommendation(app.db, actorOf(request), request.params.id, request.body)),
  );

  /* Reports */
  app.get(
    P.feedbackProgress,
    { config: use, schema: { tags, querystring: feedbackQuerySchema } },
    async (request) => ok(await feedbackProgress(app.db, caller(request), request.query.officeId)),
  );
  app.get(
    P.progressReport,
    { config: use, schema: { tags, querystring: progressQuerySchema } },
    async (request) => ok(await progressReport(app.db, caller(request), request.query)),
  );
  app.get(
    P.officerReport,
    { config: use, schema: { tags, querystring: progressQuerySchema } },
    async (request) => ok(await officerReport(app.db, caller(request), request.query)),
  );
  // An office's dashboard counts its subtree's work, an app admin's every office's: kept under the
  // office, which that work marks with every office above it, or under a number of its own (0068).
  const dashboardOf = {
    office: (request: FastifyRequest) => {
      const auth = caller(request);
      return isAdmin(auth) ? EVERY_OFFICE_INSPECTIONS : auth.activeRole.OfficeId;
    },
  };
  app.get(P.dashboard, { config: { ...use, readCache: dashboardOf }, schema: { tags } }, async (request) =>
    ok(await dashboard(app.db, caller(request))),
  );
};
