import { childRoutes, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

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
]);

/** Sheikh Russel Digital Labs (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const srdlModule: ModuleManifest = {
  id: 'srdl',
  sideMenu: 'srdl-management',
  menu: { id: 'srdl-management', items: linksOf(routes) },
  translations: () =>
    import('./srdl.i18n').then((catalogue) => ({ bn: catalogue.srdlBn, en: catalogue.srdlEn })),
  routes: [
    { path: '/srdl-mgt', titleKey: 'srdl:srdlMgt', page: redirectTo('/srdl-mgt/srdl-dashboard') },
    ...routes,
  ],
};
