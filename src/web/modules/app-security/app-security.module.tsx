import { isSuperAdmin } from '../../../common/permissions';
import { childRoutes, guarded, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import { appSecurityBn, appSecurityEn } from './app-security.i18n';

/** SPEC.md §2 /app-security children, in its order. */
const routes = childRoutes('/app-security', 'app-security', [
  ['modules', 'modules'],
  ['module-pages', 'modulePages'],
  ['module-permissions', 'modulePermissions'],
  ['access-roles', 'accessRoles'],
]);

/** Software security: modules, pages, permissions and access roles (SPEC.md §2). */
export const appSecurityModule: ModuleManifest = {
  id: 'app-security',
  sideMenu: 'app-security',
  menu: { id: 'app-security', items: linksOf(routes) },
  translations: { bn: appSecurityBn, en: appSecurityEn },
  routes: guarded(isSuperAdmin, [
    {
      path: '/app-security',
      titleKey: 'app-security:appSecurity',
      page: redirectTo('/app-security/modules'),
    },
    ...routes,
  ]),
};
