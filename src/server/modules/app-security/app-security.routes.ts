/**
 * App security API (SPEC.md §2 /app-security, super admin): the registry of modules and pages, the
 * access roles with their grants and assignments, and the roles' Excel file.
 */
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AccessRoleDetail,
  APP_SECURITY_PATHS,
  accessRoleFilterSchema,
  accessRoleInputSchema,
  accessRoleListQuerySchema,
  assignmentInputSchema,
  assignmentParamSchema,
  grantsInputSchema,
  idParamSchema,
  moduleListQuerySchema,
  pageListQuerySchema,
  syncInputSchema,
} from '../../../common/contracts/app-security.contract';
import type { Lang } from '../../../common/messages';
import { canManageAppSecurity } from '../../../common/permissions';
import { actorOf } from '../../platform/actor';
import { ok, requestLang } from '../../platform/http';
import { sendXlsx, type XlsxColumn, xlsxStream } from '../../platform/xlsx';
import { todayInDhaka } from '../office/office-people.service';
import {
  type GrantablePages,
  grantablePages,
  listModules,
  listPages,
  syncRegistry,
} from './app-security.service';
import {
  addAssignment,
  allAccessRoles,
  createAccessRole,
  deleteAccessRole,
  getAccessRole,
  listAccessRoles,
  removeAssignment,
  setGrants,
  updateAccessRole,
} from './app-security-roles.service';

function exportColumns(lang: Lang): XlsxColumn<AccessRoleDetail>[] {
  const en = lang === 'en';
  return [
    { header: en ? 'Access role' : 'অ্যাক্সেস রোল', width: 30, value: (row) => (en ? row.nameEn : row.nameBn) },
    { header: en ? 'Description' : 'বিবরণ', width: 40, value: (row) => row.description },
    {
      header: en ? 'Permissions (page: action)' : 'অনুমতি (পেজ: কাজ)',
      width: 60,
      value: (row) => row.grantList.map((grant) => `${grant.page}: ${grant.action}`).join('\n'),
    },
    {
      header: en ? 'Given to' : 'যাদের দেওয়া',
      width: 60,
      value: (row) => row.assignmentList.map((item) => (en ? item.labelEn : item.labelBn)).join('\n'),
    },
  ];
}

async function exportRoles(rows: Promise<AccessRoleDetail[]>, lang: Lang): Promise<Readable> {
  const list = await rows;
  async function* batches() {
    yield list;
  }
  return xlsxStream(lang === 'en' ? 'Access roles' : 'অ্যাক্সেস রোল', exportColumns(lang), batches());
}

export const appSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['app-security'];
  const config = { access: canManageAppSecurity };
  // Read once every route is registered: the grantable pages come from the routes' declared rules.
  let grantable: GrantablePages | null = null;
  const grantableNow = () => {
    grantable ??= grantablePages(app.declaredRoutes);
    return grantable;
  };

  app.get(
    APP_SECURITY_PATHS.modules,
    { config, schema: { tags, querystring: moduleListQuerySchema } },
    async (request) => ok(await listModules(app.db, grantableNow(), request.query)),
  );
  app.post(APP_SECURITY_PATHS.sync, { config, schema: { tags, body: syncInputSchema } }, async (request) =>
    ok(await syncRegistry(app.db, actorOf(request), request.body)),
  );
  app.get(
    APP_SECURITY_PATHS.pages,
    { config, schema: { tags, querystring: pageListQuerySchema } },
    async (request) => ok(await listPages(app.db, grantableNow(), request.query)),
  );
  app.get(
    APP_SECURITY_PATHS.accessRoles,
    { config, schema: { tags, querystring: accessRoleListQuerySchema } },
    async (request) => ok(await listAccessRoles(app.db, request.query)),
  );
  app.get(
    APP_SECURITY_PATHS.accessRolesExport,
    { config, schema: { tags, querystring: accessRoleFilterSchema } },
    async (request, reply) => {
      const file = await exportRoles(allAccessRoles(app.db, request.query.search), requestLang(request));
      return sendXlsx(reply, `access-roles-${todayInDhaka()}.xlsx`, file);
    },
  );
  app.post(
    APP_SECURITY_PATHS.accessRoles,
    { config, schema: { tags, body: accessRoleInputSchema } },
    async (request) => ok(await createAccessRole(app.db, actorOf(request), request.body)),
  );
  app.get(
    APP_SECURITY_PATHS.accessRole(':id'),
    { config, schema: { tags, params: idParamSchema } },
    async (request) => ok(await getAccessRole(app.db, request.params.id)),
  );
  app.put(
    APP_SECURITY_PATHS.accessRole(':id'),
    { config, schema: { tags, params: idParamSchema, body: accessRoleInputSchema } },
    async (request) => ok(await updateAccessRole(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    APP_SECURITY_PATHS.accessRole(':id'),
    { config, schema: { tags, params: idParamSchema } },
    async (request) => ok(await deleteAccessRole(app.db, actorOf(request), request.params.id)),
  );
  app.put(
    APP_SECURITY_PATHS.grants(':id'),
    { config, schema: { tags, params: idParamSchema, body: grantsInputSchema } },
    async (request) =>
      ok(await setGrants(app.db, actorOf(request), grantableNow(), request.params.id, request.body)),
  );
  app.post(
    APP_SECURITY_PATHS.assignments(':id'),
    { config, schema: { tags, params: idParamSchema, body: assignmentInputSchema } },
    async (request) => ok(await addAssignment(app.db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    APP_SECURITY_PATHS.assignment(':id', ':assignmentId'),
    { config, schema: { tags, params: assignmentParamSchema } },
    async (request) =>
      ok(await removeAssignment(app.db, actorOf(request), request.params.id, request.params.assignmentId)),
  );
};
