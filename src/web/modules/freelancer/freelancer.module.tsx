import {
  canReadFreelancers,
  canSeeFreelancerMenu,
  canSeeNationalFreelancers,
} from '../../../common/permissions';
import { menuGroup, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/** SPEC.md §2 /freelancer-mgt children, in its order. */
const children: RouteDefinition[] = [
  ['freelancer-dashboard', 'freelancerDashboard', () => import('./pages/freelancer-dashboard.page')],
  ['freelancer-list', 'freelancerList', () => import('./pages/freelancer-list.page')],
  ['mentor-list', 'mentorList', () => import('./pages/mentor-list.page')],
  ['team-list', 'teamList', () => import('./pages/team-list.page')],
  ['freelancer-categories', 'freelancerCategories', () => import('./pages/freelancer-categories.page')],
  ['freelancer-roles', 'freelancerRoles', () => import('./pages/freelancer-roles.page')],
  ['freelancer-marketplaces', 'freelancerMarketplaces', () => import('./pages/freelancer-marketplaces.page')],
].map(([path, key, page]) => ({
  path: `/freelancer-mgt/${path}`,
  titleKey: `freelancer:${key}`,
  page: page as RouteDefinition['page'],
  access: canReadFreelancers,
}));

/** Freelancers (SPEC.md §2): the /freelancer-mgt area and the top-level DoICT freelancer screens. */
export const freelancerModule: ModuleManifest = {
  id: 'freelancer',
  sideMenu: 'freelancer-management',
  menu: {
    id: 'freelancer-management',
    // SPEC.md §6: no role checks on the menu; the DoICT (national) screens are the app admins'.
    items: [
      ...children.map((route) => menuLink(route.path, route.titleKey, canSeeFreelancerMenu)),
      menuGroup('doict', 'freelancer:doictGroup', [
        menuLink(
          '/doict-freelancer-dashboard',
          'freelancer:doictFreelancerDashboard',
          canSeeNationalFreelancers,
        ),
        menuLink('/doict-freelancer-list', 'freelancer:doictFreelancerList', canSeeNationalFreelancers),
        menuLink('/freelancers', 'freelancer:freelancers', canSeeFreelancerMenu),
      ]),
    ],
  },
  translations: () =>
    import('./freelancer.i18n').then((catalogue) => ({
      bn: catalogue.freelancerBn,
      en: catalogue.freelancerEn,
    })),
  routes: [
    {
      path: '/freelancer-mgt',
      titleKey: 'freelancer:freelancerMgt',
      page: redirectTo('/freelancer-mgt/freelancer-dashboard'),
    },
    ...children,
    {
      path: '/doict-freelancer-list',
      titleKey: 'freelancer:doictFreelancerList',
      page: () => import('./pages/doict-freelancer-list.page'),
      access: canSeeNationalFreelancers,
    },
    {
      path: '/doict-freelancer-dashboard',
      titleKey: 'freelancer:doictFreelancerDashboard',
      page: () => import('./pages/doict-freelancer-dashboard.page'),
      access: canSeeNationalFreelancers,
    },
    {
      path: '/doict-freelancer-details/:id',
      titleKey: 'freelancer:doictFreelancerDetails',
      page: () => import('./pages/freelancer-details.page'),
      access: canReadFreelancers,
    },
    {
      path: '/freelancers',
      titleKey: 'freelancer:freelancers',
      page: () => import('./pages/freelancer-list.page'),
      access: canReadFreelancers,
    },
  ],
};
