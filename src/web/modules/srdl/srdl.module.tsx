import { canReadLabs } from '../../../common/permissions';
import { childRoutes, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/** The SRDL screens: the lab module's views narrowed to SRDL labs; the three in development have none. */
const PAGES: Record<string, RouteDefinition['page']> = {
  'srdl-dashboard': () => import('./pages/srdl-dashboard.page'),
  'srdl-list': () => import('./pages/srdl-list.page'),
  'lab-activities': () => import('./pages/lab-activities.page'),
  'recommendation-progress-update': () => import('./pages/recommendation-progress-update.page'),
  'lab-reports': () => import('./pages/lab-reports.page'),
  'recommendation-progress-reports': () => import('./pages/recommendation-progress-reports.page'),
};

/** Every SRDL screen is drawn in plain HTML, as the lab module's (components/lab-parts.tsx there). */
const PLAIN_PAGES = new Set([
  'srdl-dashboard',
  'srdl-list',
  'lab-activities',
  'recommendation-progress-update',
  'lab-reports',
  'recommendation-progress-reports',
]);

/** SPEC.md §2 /srdl-mgt children, in its order (the last three are in development). */
const routes = childRoutes('/srdl-mgt', 'srdl', [
  ['srdl-dashboard', 'srdlDashboard'],
  ['srdl-list', 'srdlList'],
  ['lab-activities', 'labActivities'],
  ['recommendation-progress-update', 'recommendationProgressUpdate'],
  ['lab-reports', 'labReports'],
  ['recommendation-progress-reports', 'recommendationProgressReports'],
  ['srdl-officer-visit-reports', 'officerVisitReports'],
  ['geolocation-reports', 'geolocationReports'],
  ['srdl-visit-routes', 'visitRoutes'],
]).map((route) => {
  const path = route.path.slice('/srdl-mgt/'.length);
  if (!PAGES[path]) return route;
  const plain = PLAIN_PAGES.has(path) && { plain: true, coreMessagesOnly: true };
  return { ...route, page: PAGES[path], access: canReadLabs, ...plain };
});

/** Sheikh Russel Digital Labs (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const srdlModule: ModuleManifest = {
  id: 'srdl',
  // Its screens are the lab module's views, in its words.
  namespaces: ['lab'],
  sideMenu: 'srdl-management',
  menu: { id: 'srdl-management', items: linksOf(routes) },
  translations: () =>
    import('./srdl.i18n').then((catalogue) => ({ bn: catalogue.srdlBn, en: catalogue.srdlEn })),
  routes: [
    { path: '/srdl-mgt', titleKey: 'srdl:srdlMgt', page: redirectTo('/srdl-mgt/srdl-dashboard') },
    ...routes,
  ],
};
