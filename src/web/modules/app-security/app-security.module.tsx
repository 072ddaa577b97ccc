import { canManageAppSecurity } from '../../../common/permissions';
import { guarded, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/** SPEC.md §2 /app-security children, in its order. */
const routes: RouteDefinition[] = [
  {
    path: '/app-security/modules',
    titleKey: 'app-security:modules',
    page: () => import('./pages/modules.page'),
  },
  {
    path: '/app-security/module-pages',
    titleKey: 'app-security:modulePages',
    page: () => import('./pages/module-pages.page'),
  },
  {
    path: '/app-security/module-permissions',
    titleKey: 'app-security:modulePermissions',
    page: () => import('./pages/module-permissions.page'),
  },
  {
    path: '/app-security/access-roles',
    titleKey: 'app-security:accessRoles',
    page: () => import('./pages/access-roles.page'),
  },
];

/** Software security: modules, pages, permissions and access roles (SPEC.md §2). */
export const appSecurityModule: ModuleManifest = {
  id: 'app-security',
  sideMenu: 'app-security',
  menu: { id: 'app-security', items: linksOf(routes) },
  translations: () =>
    import('./app-security.i18n').then((catalogue) => ({
      bn: catalogue.appSecurityBn,
      en: catalogue.appSecurityEn,
    })),
  routes: guarded(canManageAppSecurity, [
    {
      path: '/app-security',
      titleKey: 'app-security:appSecurity',
      page: redirectTo('/app-security/modules'),
    },
    ...routes,
  ]),
};
