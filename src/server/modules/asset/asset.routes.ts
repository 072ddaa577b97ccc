/**
 * Asset statement API (SPEC.md §2 /emp-asset-mgt): the declarant's own statements and their steps,
 * the receiving desk's queue and decisions, the compliance figures and report, and the settings
 * (deadlines, receiving desks). Reading a statement is audited in the service.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSET_PATHS,
  complianceFilterSchema,
  complianceQuerySchema,
  deadlineSchema,
  decisionBodySchema,
  idParamSchema,
  mineQuerySchema,
  newStatementSchema,
  officeParamSchema,
  officersQuerySchema,
  pendingQuerySchema,
  receiverBodySchema,
  remindBodySchema,
  saveStatementSchema,
  summaryQuerySchema,
} from '../../../common/contracts/asset.contract';
import {
  canFileAssetStatements,
  canManageAssetDeadlines,
  canManageAssetReceivers,
  canReceiveAssetStatements,
  canSeeAssetCompliance,
  canSendAssetReminders,
  isAppAdmin,
} from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { ok, requestLang } from '../../platform/http';
import { ACTIVE_OFFICE, EVERY_OFFICE_ASSETS } from '../../platform/read-cache';
import { sendXlsx } from '../../platform/xlsx';
import { assetFigures, compliancePage, exportCompliance, officerFilings } from './asset-compliance.service';
import { remindNonFilers } from './asset-reminders.service';
import { getReceiver, listDeadlines, setDeadline, setReceiver } from './asset-setup.service';
import {
  moveStatement,
  myStatements,
  pendingStatements,
  readStatement,
  saveStatement,
  startStatement,
} from './asset-statements.service';

export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['asset'];
  const file = { access: canFileAssetStatements };
  const receive = { access: canReceiveAssetStatements };
  const compliance = { access: canSeeAssetCompliance };
  const params = idParamSchema;

  app.get(
    ASSET_PATHS.mine,
    { config: file, schema: { tags, querystring: mineQuerySchema } },
    async (request) => ok(await myStatements(app.db, caller(request), request.query)),
  );
  app.post(
    ASSET_PATHS.statements,
    { config: file, schema: { tags, body: newStatementSchema } },
    async (request) => ok(await startStatement(app.db, actorOf(request), request.body.fiscalYear)),
  );
  // Read by the declarant or the receiving desk: any officer may call it, the service decides.
  app.get(ASSET_PATHS.one(':id'), { config: file, schema: { tags, params } }, async (request) =>
    ok(await readStatement(app.db, actorOf(request), request.params.id)),
  );
  app.put(
    ASSET_PATHS.one(':id'),
    { config: file, schema: { tags, params, body: saveStatementSchema } },
    async (request) => ok(await saveStatement(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    ASSET_PATHS.step(':id', 'submit'),
    { config: file, schema: { tags, params, body: decisionBodySchema } },
    async (request) =>
      ok(await moveStatement(app.db, actorOf(request), request.params.id, 'submit', undefined)),
  );
  for (const action of ['accept', 'return'] as const) {
    app.post(
      ASSET_PATHS.step(':id', action),
      { config: receive, schema: { tags, params, body: decisionBodySchema } },
      async (request) =>
        ok(await moveStatement(app.db, actorOf(request), request.params.id, action, request.body.note)),
    );
  }
  app.get(
    ASSET_PATHS.pending,
    // What waits at a desk of the active office, kept while that office's work stays.
    {
      config: { ...receive, readCache: ACTIVE_OFFICE },
      schema: { tags, querystring: pendingQuerySchema },
    },
    async (request) => ok(await pendingStatements(app.db, caller(request), request.query)),
  );

  // Who has filed, kept under the office counted, or every office's for an app admin (migration 0071).
  const filingsOf = (office: (request: FastifyRequest) => number) => ({
    ...compliance,
    readCache: { office },
  });
  app.get(
    ASSET_PATHS.summary,
    {
      config: filingsOf((request) => {
        const query = request.query as { officeId?: number };
        return query.officeId ?? caller(request).activeRole.OfficeId;
      }),
      schema: { tags, querystring: summaryQuerySchema },
    },
    async (request) => ok(await assetFigures(app.db, caller(request), request.query)),
  );
  app.get(
    ASSET_PATHS.compliance,
    {
      config: filingsOf((request) => {
        const auth = caller(request);
        return isAppAdmin(auth) ? EVERY_OFFICE_ASSETS : auth.activeRole.OfficeId;
      }),
      schema: { tags, querystring: complianceQuerySchema },
    },
    async (request) => ok(await compliancePage(app.db, caller(request), request.query)),
  );
  app.get(
    ASSET_PATHS.complianceExport,
    { config: compliance, schema: { tags, querystring: complianceFilterSchema } },
    async (request, reply) => {
      const stream = await exportCompliance(app.db, caller(request), request.query, requestLang(request));
      return sendXlsx(reply, `asset-compliance-${request.query.fiscalYear ?? 'current'}.xlsx`, stream);
    },
  );
  app.get(
    ASSET_PATHS.officers(':officeId'),
    {
      config: filingsOf((request) => (request.params as { officeId: number }).officeId),
      schema: { tags, params: officeParamSchema, querystring: officersQuerySchema },
    },
    async (request) =>
      ok(await officerFilings(app.db, caller(request), request.params.officeId, request.query)),
  );
  app.post(
    ASSET_PATHS.remind(':officeId'),
    {
      config: { access: canSendAssetReminders },
      schema: { tags, params: officeParamSchema, body: remindBodySchema },
    },
    async (request) =>
      ok(await remindNonFilers(app.db, actorOf(request), request.params.officeId, request.body.fiscalYear)),
  );

  // Everyone who files reads the deadlines (the reminder); app admins set them.
  app.get(ASSET_PATHS.deadlines, { config: file, schema: { tags } }, async () =>
    ok(await listDeadlines(app.db)),
  );
  app.put(
    ASSET_PATHS.deadlines,
    { config: { access: canManageAssetDeadlines }, schema: { tags, body: deadlineSchema } },
    async (request) => ok(await setDeadline(app.db, actorOf(request), request.body)),
  );
  app.get(
    ASSET_PATHS.receiver(':officeId'),
    { config: { access: canManageAssetReceivers }, schema: { tags, params: officeParamSchema } },
    async (request) => ok(await getReceiver(app.db, caller(request), request.params.officeId)),
  );
  app.put(
    ASSET_PATHS.receiver(':officeId'),
    {
      config: { access: canManageAssetReceivers },
      schema: { tags, params: officeParamSchema, body: receiverBodySchema },
    },
    async (request) =>
      ok(await setReceiver(app.db, actorOf(request), request.params.officeId, request.body.deskId)),
  );
};
