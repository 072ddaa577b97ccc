import { childRoutes, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

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
]);

/** Digital labs (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const labModule: ModuleManifest = {
  id: 'lab',
  sideMenu: 'lab-management',
  menu: { id: 'lab-management', items: linksOf(routes) },
  translations: () =>
    import('./lab.i18n').then((catalogue) => ({ bn: catalogue.labBn, en: catalogue.labEn })),
  routes: [
    { path: '/lab-mgt', titleKey: 'lab:labMgt', page: redirectTo('/lab-mgt/lab-dashboard') },
    ...routes,
  ],
};
