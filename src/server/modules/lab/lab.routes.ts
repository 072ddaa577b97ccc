/**
 * Digital lab API (SPEC.md §2 /srdl-mgt and /lab-mgt, §7 GET reports/showSrdlDashBoard): labs,
 * their equipment and condition changes, deletes of either entered by mistake, activities, the
 * reports and the dashboard, and the Excel files of the three lists. Each route names its rule; the services narrow to the caller's area.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityFilterSchema,
  activityInputSchema,
  activityQuerySchema,
  conditionChangeSchema,
  equipmentFilterSchema,
  equipmentInputSchema,
  equipmentQuerySchema,
  equipmentUpdateSchema,
  idParamSchema,
  inspectedQuerySchema,
  labFilterSchema,
  labInputSchema,
  labQuerySchema,
  labRecommendationQuerySchema,
  labReportQuerySchema,
  labUpdateSchema,
  LAB_PATHS as P,
} from '../../../common/contracts/lab.contract';
import { canManageLabs, canReadLabs } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { ok, requestLang } from '../../platform/http';
import { sendXlsx } from '../../platform/xlsx';
import { createLab, getLab, listLabs, updateLab } from './lab.service';
import { labWorkNumber } from './lab-access';
import { deleteEquipment, deleteLab } from './lab-delete.service';
import {
  addActivity,
  addEquipment,
  changeCondition,
  listActivities,
  listEquipment,
  updateEquipment,
} from './lab-equipment.service';
import { exportActivities, exportEquipment, exportLabs } from './lab-export.service';
import {
  inspectedLabs,
  labDashboard,
  labDistricts,
  labRecommendations,
  labReport,
  recommendationProgress,
} from './lab-reports.service';

const today = () => new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);

export const labRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['lab'];
  const read = { access: canReadLabs };
  // An answer about the labs of the caller's area, kept while their records stay (migration 0069).
  const kept = {
    ...read,
    readCache: { office: (request: FastifyRequest) => labWorkNumber(app.db, caller(request)) },
  };
  const manage = { access: canManageLabs };
  const params = idParamSchema;

  /* Labs */
  app.get(P.labs, { config: kept, schema: { tags, querystring: labQuerySchema } }, async (request) =>
    ok(await listLabs(app.db, caller(request), request.query)),
  );
  app.get(
    P.labsExport,
    { config: read, schema: { tags, querystring: labFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `labs-${today()}.xlsx`,
        await exportLabs(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(P.labs, { config: manage, schema: { tags, body: labInputSchema } }, async (request) =>
    ok(await createLab(app.db, actorOf(request), request.body)),
  );
  app.get(P.lab(':id'), { config: kept, schema: { tags, params } }, async (request) =>
    ok(await getLab(app.db, caller(request), request.params.id)),
  );
  app.put(
    P.lab(':id'),
    { config: manage, schema: { tags, params, body: labUpdateSchema } },
    async (request) => ok(await updateLab(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(P.lab(':id'), { config: manage, schema: { tags, params } }, async (request) =>
    ok(await deleteLab(app.db, actorOf(request), request.params.id)),
  );

  /* Equipment */
  app.get(
    P.equipment,
    { config: kept, schema: { tags, querystring: equipmentQuerySchema } },
    async (request) => ok(await listEquipment(app.db, caller(request), request.query)),
  );
  app.get(
    P.equipmentExport,
    { config: read, schema: { tags, querystring: equipmentFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `lab-equipment-${today()}.xlsx`,
        await exportEquipment(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(
    P.labEquipment(':id'),
    { config: manage, schema: { tags, params, body: equipmentInputSchema } },
    async (request) => ok(await addEquipment(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.put(
    P.equipmentOne(':id'),
    { config: manage, schema: { tags, params, body: equipmentUpdateSchema } },
    async (request) => ok(await updateEquipment(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(P.equipmentOne(':id'), { config: manage, schema: { tags, params } }, async (request) =>
    ok(await deleteEquipment(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    P.equipmentCondition(':id'),
    { config: manage, schema: { tags, params, body: conditionChangeSchema } },
    async (request) => ok(await changeCondition(app.db, actorOf(request), request.params.id, request.body)),
  );

  /* Activities */
  app.get(
    P.activities,
    { config: kept, schema: { tags, querystring: activityQuerySchema } },
    async (request) => ok(await listActivities(app.db, caller(request), request.query)),
  );
  app.get(
    P.activitiesExport,
    { config: read, schema: { tags, querystring: activityFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `lab-activities-${today()}.xlsx`,
        await exportActivities(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(
    P.labActivities(':id'),
    { config: read, schema: { tags, params, body: activityInputSchema } },
    async (request) => ok(await addActivity(app.db, actorOf(request), request.params.id, request.body)),
  );

  /* Reports and the dashboard */
  app.get(
    P.dashboard,
    { config: kept, schema: { tags, querystring: labReportQuerySchema } },
    async (request) => ok(await labDashboard(app.db, caller(request), request.query)),
  );
  app.get(P.report, { config: kept, schema: { tags, querystring: labReportQuerySchema } }, async (request) =>
    ok(await labReport(app.db, caller(request), request.query)),
  );
  app.get(
    P.inspected,
    { config: kept, schema: { tags, querystring: inspectedQuerySchema } },
    async (request) => ok(await inspectedLabs(app.db, caller(request), request.query)),
  );
  app.get(
    P.recommendations,
    { config: kept, schema: { tags, querystring: labRecommendationQuerySchema } },
    async (request) => ok(await labRecommendations(app.db, caller(request), request.query)),
  );
  app.get(
    P.recommendationProgress,
    { config: kept, schema: { tags, querystring: labReportQuerySchema } },
    async (request) => ok(await recommendationProgress(app.db, caller(request), request.query)),
  );
  app.get(P.districts, { config: kept, schema: { tags } }, async (request) =>
    ok(await labDistricts(app.db, caller(request))),
  );
};
