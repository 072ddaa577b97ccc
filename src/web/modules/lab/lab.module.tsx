import { canReadLabs } from '../../../common/permissions';
import { childRoutes, linksOf, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/** The screens of the children, by path; the two SPEC.md calls placeholders have none. */
const PAGES: Record<string, RouteDefinition['page']> = {
  'lab-dashboard': () => import('./pages/lab-dashboard.page'),
  'lab-list': () => import('./pages/lab-list.page'),
  'new-lab': () => import('./pages/new-lab.page'),
  'lab-equipment-list': () => import('./pages/lab-equipment-list.page'),
  'lab-activities': () => import('./pages/lab-activities.page'),
  'recommendation-progress-update': () => import('./pages/recommendation-progress-update.page'),
  'lab-reports': () => import('./pages/lab-reports.page'),
  'geolocation-lab-inspection-reports': () => import('./pages/geolocation-lab-inspection-reports.page'),
  'recommendation-progress-reports': () => import('./pages/recommendation-progress-reports.page'),
};

/**
 * The screens drawn in plain HTML: a lab's drawer, a device's condition dialog and a
 * recommendation's progress dialog bring the UI kit and the modules' server messages when first
 * opened (components/lab-parts.tsx); the dashboard's charts load when they scroll near. The new-lab
 * form is plain too, but says the lab contract's messages under its fields, so it loads the modules'
 * messages with it.
 */
const PLAIN_PAGES = new Set([
  'lab-dashboard',
  'new-lab',
  'lab-list',
  'lab-equipment-list',
  'lab-activities',
  'recommendation-progress-update',
  'lab-reports',
  'geolocation-lab-inspection-reports',
  'recommendation-progress-reports',
]);

/** SPEC.md §2 /lab-mgt children, in its order (the last two are placeholders). */
const routes = childRoutes('/lab-mgt', 'lab', [
  ['lab-dashboard', 'labDashboard'],
  ['lab-list', 'labList'],
  ['new-lab', 'newLab'],
  ['lab-equipment-list', 'labEquipmentList'],
  ['lab-activities', 'labActivities'],
  ['recommendation-progress-update', 'recommendationProgressUpdate'],
  ['lab-reports', 'labReports'],
  ['geolocation-lab-inspection-reports', 'geolocationLabInspectionReports'],
  ['recommendation-progress-reports', 'recommendationProgressReports'],
  ['officer-lab-visit-reports', 'officerLabVisitReports'],
  ['lab-visit-routes', 'labVisitRoutes'],
]).map((route) => {
  const path = route.path.slice('/lab-mgt/'.length);
  // new-lab too: the menu has no role checks, so its page tells a reader that only managers add labs.
  if (!PAGES[path]) return route;
  const plain = PLAIN_PAGES.has(path) && {
    plain: true,
    // The new-lab form says the lab contract's messages: the modules' catalogue comes with it.
    ...(path !== 'new-lab' && { coreMessagesOnly: true }),
  };
  return { ...route, page: PAGES[path], access: canReadLabs, ...plain };
});

/** Digital labs (SPEC.md §2); its menu has no role checks (SPEC.md §6), the routes the API's rules. */
export const labModule: ModuleManifest = {
  id: 'lab',
  sideMenu: 'lab-management',
  // The SRDL area has no home tile of its own (SPEC.md §2 Home): the lab menu leads to it.
  menu: {
    id: 'lab-management',
    items: [...linksOf(routes), menuLink('/srdl-mgt/srdl-dashboard', 'srdl:srdlMgt')],
  },
  translations: () =>
    import('./lab.i18n').then((catalogue) => ({ bn: catalogue.labBn, en: catalogue.labEn })),
  routes: [
    { path: '/lab-mgt', titleKey: 'lab:labMgt', page: redirectTo('/lab-mgt/lab-dashboard') },
    ...routes,
  ],
};
