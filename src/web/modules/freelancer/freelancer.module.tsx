import { childRoutes, linksOf, menuGroup, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import { freelancerBn, freelancerEn } from './freelancer.i18n';

/** SPEC.md §2 /freelancer-mgt children, in its order. */
const children = childRoutes('/freelancer-mgt', 'freelancer', [
  ['freelancer-dashboard', 'freelancerDashboard'],
  ['freelancer-list', 'freelancerList'],
  ['mentor-list', 'mentorList'],
  ['team-list', 'teamList'],
  ['freelancer-categories', 'freelancerCategories'],
  ['freelancer-roles', 'freelancerRoles'],
  ['freelancer-marketplaces', 'freelancerMarketplaces'],
]);

/** Freelancers (SPEC.md §2): the /freelancer-mgt area and the top-level DoICT freelancer screens. */
export const freelancerModule: ModuleManifest = {
  id: 'freelancer',
  sideMenu: 'freelancer-management',
  menu: {
    id: 'freelancer-management',
    // SPEC.md §6: no role checks.
    items: [
      ...linksOf(children),
      menuGroup('doict', 'freelancer:doictGroup', [
        menuLink('/doict-freelancer-dashboard', 'freelancer:doictFreelancerDashboard'),
        menuLink('/doict-freelancer-list', 'freelancer:doictFreelancerList'),
        menuLink('/freelancers', 'freelancer:freelancers'),
      ]),
    ],
  },
  translations: { bn: freelancerBn, en: freelancerEn },
  routes: [
    {
      path: '/freelancer-mgt',
      titleKey: 'freelancer:freelancerMgt',
      page: redirectTo('/freelancer-mgt/freelancer-dashboard'),
    },
    ...children,
    { path: '/doict-freelancer-list', titleKey: 'freelancer:doictFreelancerList' },
    { path: '/doict-freelancer-dashboard', titleKey: 'freelancer:doictFreelancerDashboard' },
    { path: '/doict-freelancer-details/:id', titleKey: 'freelancer:doictFreelancerDetails' },
    { path: '/freelancers', titleKey: 'freelancer:freelancers' },
  ],
};
