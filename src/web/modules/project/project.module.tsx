import { canReadProjects } from '../../../common/permissions';
import { childRoutes, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

const base = '/project-mgt';

/** project-dashboard stays the shared placeholder, as SPEC.md §2 says. */
const PAGES: Record<string, RouteDefinition['page']> = {
  'project-list': () => import('./pages/project-list.page'),
  'project-sites': () => import('./pages/project-sites.page'),
};

/**
 * SPEC.md §2 /project-mgt children, in its order. The two lists are plain HTML with no form of their
 * own: a project's and a site's dialogs bring the UI kit and the modules' server messages when first
 * opened (components/project-parts.tsx).
 */
const routes = childRoutes(base, 'project', [
  ['project-dashboard', 'projectDashboard'],
  ['project-list', 'projectList'],
  ['project-sites', 'projectSites'],
]).map((route) => {
  const page = PAGES[route.path.slice(base.length + 1)];
  return page ? { ...route, page, access: canReadProjects, plain: true, coreMessagesOnly: true } : route;
});

/** Projects (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const projectModule: ModuleManifest = {
  id: 'project',
  sideMenu: 'project-mgt',
  menu: { id: 'project-mgt', items: linksOf(routes) },
  translations: () =>
    import('./project.i18n').then((catalogue) => ({ bn: catalogue.projectBn, en: catalogue.projectEn })),
  routes: [
    {
      path: base,
      titleKey: 'project:projectMgt',
      page: redirectTo(`${base}/project-list`),
    },
    ...routes,
  ],
};
