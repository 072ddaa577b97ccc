import { childRoutes, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/** SPEC.md §2 /project-mgt children, in its order. */
const routes = childRoutes('/project-mgt', 'project', [
  ['project-dashboard', 'projectDashboard'],
  ['project-list', 'projectList'],
  ['project-sites', 'projectSites'],
]);

/** Projects (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const projectModule: ModuleManifest = {
  id: 'project',
  sideMenu: 'project-mgt',
  menu: { id: 'project-mgt', items: linksOf(routes) },
  translations: () =>
    import('./project.i18n').then((catalogue) => ({ bn: catalogue.projectBn, en: catalogue.projectEn })),
  routes: [
    {
      path: '/project-mgt',
      titleKey: 'project:projectMgt',
      page: redirectTo('/project-mgt/project-dashboard'),
    },
    ...routes,
  ],
};
