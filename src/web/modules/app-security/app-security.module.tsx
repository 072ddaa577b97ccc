import { canManageAppSecurity } from '../../../common/permissions';
import { guarded, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/**
 * The screens are plain HTML lists with no form of their own (the permissions' check boxes are the
 * browser's, saved by a button): the role's form and drawer bring the UI kit and the modules' server
 * messages when first opened (components/app-security-parts.tsx).
 */
const plainRoute = { plain: true, coreMessagesOnly: true } as const;

/** SPEC.md §2 /app-security children, in its order. */
const routes: RouteDefinition[] = [
  {
    path: '/app-security/modules',
    titleKey: 'app-security:modules',
    page: () => import('./pages/modules.page'),
    ...plainRoute,
  },
  {
    path: '/app-security/module-pages',
    titleKey: 'app-security:modulePages',
    page: () => import('./pages/module-pages.page'),
    ...plainRoute,
  },
  {
    path: '/app-security/module-permissions',
    titleKey: 'app-security:modulePermissions',
    page: () => import('./pages/module-permissions.page'),
    ...plainRoute,
  },
  {
    path: '/app-security/access-roles',
    titleKey: 'app-security:accessRoles',
    page: () => import('./pages/access-roles.page'),
    ...plainRoute,
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
      // It forwards to a plain screen: it need not wait for the UI kit either.
      ...plainRoute,
    },
    ...routes,
  ]),
};
