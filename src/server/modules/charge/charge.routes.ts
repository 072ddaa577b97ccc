/**
 * Charge API: the office's charges (list, Excel, one charge with its office order, what was done
 * under it), giving a charge for an unplanned absence and ending one early, and the form's choices.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chargeFilterSchema,
  chargeQuerySchema,
  endChargeSchema,
  giveChargeSchema,
  optionSearchSchema,
  CHARGE_PATHS as P,
} from '../../../common/contracts/charge.contract';
import { idParamSchema } from '../../../common/contracts/office.contract';
import { canManageCharges, canReadCharges } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { ok, requestLang } from '../../platform/http';
import { sendXlsx } from '../../platform/xlsx';
import { chargeActions, endCharge, getCharge, giveCharge, listCharges, todayInDhaka } from './charge.service';
import { exportChargesXlsx } from './charge-export.service';
import { deskOptions, officerOptions } from './charge-options.service';

export const chargeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['charge'];
  const read = { access: canReadCharges };
  const manage = { access: canManageCharges };
  const params = idParamSchema;

  // Charges and everything their list shows raise the structure generation: the list is kept.
  const list = { ...read, readCache: true };
  app.get(P.charges, { config: list, schema: { tags, querystring: chargeQuerySchema } }, async (request) =>
    ok(await listCharges(app.db, caller(request), request.query)),
  );
  app.get(
    P.chargesExport,
    { config: read, schema: { tags, querystring: chargeFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `charges-${todayInDhaka()}.xlsx`,
        await exportChargesXlsx(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(P.charges, { config: manage, schema: { tags, body: giveChargeSchema } }, async (request) =>
    ok(await giveCharge(app.db, actorOf(request), request.body)),
  );
  app.get(P.charge(':id'), { config: read, schema: { tags, params } }, async (request) =>
    ok(await getCharge(app.db, caller(request), request.params.id)),
  );
  app.get(P.chargeActions(':id'), { config: read, schema: { tags, params } }, async (request) =>
    ok(await chargeActions(app.db, caller(request), request.params.id)),
  );
  app.post(
    P.chargeEnd(':id'),
    { config: manage, schema: { tags, params, body: endChargeSchema } },
    async (request) => ok(await endCharge(app.db, actorOf(request), request.params.id, request.body.note)),
  );
  app.get(
    P.deskOptions,
    { config: manage, schema: { tags, querystring: optionSearchSchema } },
    async (request) => ok(await deskOptions(app.db, caller(request), request.query.search)),
  );
  app.get(
    P.officerOptions,
    { config: manage, schema: { tags, querystring: optionSearchSchema } },
    async (request) => ok(await officerOptions(app.db, caller(request), request.query.search)),
  );
};
