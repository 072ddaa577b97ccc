/**
 * Store API (SPEC.md §2 /store-mgt): the store officer, categories, products with their stock and
 * ledger, goods received notes, requisitions (raise, decide, deliver, cancel), the fixed-asset
 * register, the dashboard and Excel files. Every route is for office desks (`canUseStore`); the
 * service narrows to the active office and to the store officer where the step is theirs.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustmentInputSchema,
  assetFilterSchema,
  assetInputSchema,
  assetQuerySchema,
  assetUpdateSchema,
  categoryInputSchema,
  decisionInputSchema,
  idParamSchema,
  ledgerQuerySchema,
  officeQuerySchema,
  officerInputSchema,
  STORE_PATHS as P,
  productFilterSchema,
  productInputSchema,
  productQuerySchema,
  productUpdateSchema,
  receiptInputSchema,
  receiptQuerySchema,
  requisitionFilterSchema,
  requisitionInputSchema,
  requisitionQuerySchema,
} from '../../../common/contracts/store.contract';
import { canNameStoreOfficer, canUseStore } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { caller } from '../../platform/auth';
import { ok, requestLang } from '../../platform/http';
import { dhakaDay } from '../../platform/working-days';
import { sendXlsx } from '../../platform/xlsx';
import { readOfficeOf } from './store-access';
import { adjustStock } from './store-adjustments.service';
import {
  createAsset,
  exportAssets,
  exportProducts,
  exportRequisitions,
  getAsset,
  listAssets,
  storeDashboard,
  updateAsset,
} from './store-assets.service';
import {
  createProduct,
  deskOptions,
  getOfficer,
  getProduct,
  listCategories,
  listProducts,
  productLedger,
  removeCategory,
  saveCategory,
  setOfficer,
  updateProduct,
} from './store-catalogue.service';
import {
  cancelRequisition,
  createRequisition,
  decideRequisition,
  deliverRequisition,
  getReceipt,
  getRequisition,
  listReceipts,
  listRequisitions,
  receiveGoods,
} from './store-stock.service';

const day = () => dhakaDay(new Date());

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['store'];
  const use = { access: canUseStore };
  // Kept while the store's office's structure and work stay (platform/read-cache.ts).
  const storeOffice = {
    office: (request: FastifyRequest) =>
      readOfficeOf(caller(request), (request.query as { officeId?: number }).officeId),
  };
  const params = idParamSchema;

  /* Store officer */
  app.get(P.officer, { config: use, schema: { tags, querystring: officeQuerySchema } }, async (request) =>
    ok(await getOfficer(app.db, caller(request), request.query.officeId)),
  );
  app.put(
    P.officer,
    { config: { access: canNameStoreOfficer }, schema: { tags, body: officerInputSchema } },
    async (request) => ok(await setOfficer(app.db, actorOf(request), request.body.deskId)),
  );
  app.get(P.deskOptions, { config: use, schema: { tags } }, async (request) =>
    ok(await deskOptions(app.db, caller(request))),
  );

  /* Categories */
  app.get(P.categories, { config: use, schema: { tags, querystring: officeQuerySchema } }, async (request) =>
    ok(await listCategories(app.db, caller(request), request.query.officeId)),
  );
  app.post(P.categories, { config: use, schema: { tags, body: categoryInputSchema } }, async (request) =>
    ok(await saveCategory(app.db, actorOf(request), request.body)),
  );
  app.put(
    P.category(':id'),
    { config: use, schema: { tags, params, body: categoryInputSchema } },
    async (request) => ok(await saveCategory(app.db, actorOf(request), request.body, request.params.id)),
  );
  app.delete(P.category(':id'), { config: use, schema: { tags, params } }, async (request) => {
    await removeCategory(app.db, actorOf(request), request.params.id);
    return ok(null);
  });

  /* Products and stock */
  app.get(P.products, { config: use, schema: { tags, querystring: productQuerySchema } }, async (request) =>
    ok(await listProducts(app.db, caller(request), request.query)),
  );
  app.get(
    P.productsExport,
    { config: use, schema: { tags, querystring: productFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `inventory-${day()}.xlsx`,
        await exportProducts(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(P.products, { config: use, schema: { tags, body: productInputSchema } }, async (request) =>
    ok(await createProduct(app.db, actorOf(request), request.body)),
  );
  app.get(P.product(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await getProduct(app.db, caller(request), request.params.id)),
  );
  app.put(
    P.product(':id'),
    { config: use, schema: { tags, params, body: productUpdateSchema } },
    async (request) => ok(await updateProduct(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.get(
    P.productLedger(':id'),
    { config: use, schema: { tags, params, querystring: ledgerQuerySchema } },
    async (request) => ok(await productLedger(app.db, caller(request), request.params.id, request.query)),
  );
  app.post(
    P.productAdjustments(':id'),
    { config: use, schema: { tags, params, body: adjustmentInputSchema } },
    async (request) => ok(await adjustStock(app.db, actorOf(request), request.params.id, request.body)),
  );

  /* Goods received notes */
  app.get(P.receipts, { config: use, schema: { tags, querystring: receiptQuerySchema } }, async (request) =>
    ok(await listReceipts(app.db, caller(request), request.query)),
  );
  app.post(P.receipts, { config: use, schema: { tags, body: receiptInputSchema } }, async (request) =>
    ok(await receiveGoods(app.db, actorOf(request), request.body)),
  );
  app.get(P.receipt(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await getReceipt(app.db, caller(request), request.params.id)),
  );

  /* Requisitions */
  app.get(
    P.requisitions,
    { config: { ...use, readCache: storeOffice }, schema: { tags, querystring: requisitionQuerySchema } },
    async (request) => ok(await listRequisitions(app.db, caller(request), request.query)),
  );
  app.get(
    P.requisitionsExport,
    { config: use, schema: { tags, querystring: requisitionFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `requisitions-${day()}.xlsx`,
        await exportRequisitions(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(P.requisitions, { config: use, schema: { tags, body: requisitionInputSchema } }, async (request) =>
    ok(await createRequisition(app.db, actorOf(request), request.body)),
  );
  app.get(P.requisition(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await getRequisition(app.db, caller(request), request.params.id)),
  );
  app.post(
    P.requisitionDecision(':id'),
    { config: use, schema: { tags, params, body: decisionInputSchema } },
    async (request) => ok(await decideRequisition(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.post(P.requisitionDeliver(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await deliverRequisition(app.db, actorOf(request), request.params.id)),
  );
  app.post(P.requisitionCancel(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await cancelRequisition(app.db, actorOf(request), request.params.id)),
  );

  /* Fixed assets */
  app.get(P.assets, { config: use, schema: { tags, querystring: assetQuerySchema } }, async (request) =>
    ok(await listAssets(app.db, caller(request), request.query)),
  );
  app.get(
    P.assetsExport,
    { config: use, schema: { tags, querystring: assetFilterSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        `fixed-assets-${day()}.xlsx`,
        await exportAssets(app.db, caller(request), request.query, requestLang(request)),
      ),
  );
  app.post(P.assets, { config: use, schema: { tags, body: assetInputSchema } }, async (request) =>
    ok(await createAsset(app.db, actorOf(request), request.body)),
  );
  app.get(P.asset(':id'), { config: use, schema: { tags, params } }, async (request) =>
    ok(await getAsset(app.db, caller(request), request.params.id)),
  );
  app.put(
    P.asset(':id'),
    { config: use, schema: { tags, params, body: assetUpdateSchema } },
    async (request) => ok(await updateAsset(app.db, actorOf(request), request.params.id, request.body)),
  );

  /* Dashboard */
  app.get(
    P.dashboard,
    { config: { ...use, readCache: storeOffice }, schema: { tags, querystring: officeQuerySchema } },
    async (request) => ok(await storeDashboard(app.db, caller(request), request.query.officeId)),
  );
};
