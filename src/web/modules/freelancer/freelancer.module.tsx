import {
  canReadFreelancers,
  canSeeFreelancerMenu,
  canSeeNationalFreelancers,
} from '../../../common/permissions';
import { menuGroup, menuLink } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/**
 * SPEC.md §2 /freelancer-mgt children, in its order. Every screen is plain HTML: the forms and the
 * Excel import bring the UI kit and the modules' server messages when first opened
 * (components/freelancer-parts.tsx), and the dashboards' charts load when they scroll near.
 */
const children: RouteDefinition[] = [
  {
    path: '/freelancer-mgt/freelancer-dashboard',
    titleKey: 'freelancer:freelancerDashboard',
    page: () => import('./pages/freelancer-dashboard.page'),
    plain: true,
    coreMessagesOnly: true,
  },
  {
    path: '/freelancer-mgt/freelancer-list',
    titleKey: 'freelancer:freelancerList',
    page: () => import('./pages/freelancer-list.page'),
    plain: true,
    coreMessagesOnly: true,
  },
  {
    path: '/freelancer-mgt/mentor-list',
    titleKey: 'freelancer:mentorList',
    page: () => import('./pages/mentor-list.page'),
    plain: true,
    coreMessagesOnly: true,
  },
  {
    path: '/freelancer-mgt/team-list',
    titleKey: 'freelancer:teamList',
    page: () => import('./pages/team-list.page'),
    plain: true,
    coreMessagesOnly: true,
  },
  {
    path: '/freelancer-mgt/freelancer-categories',
    titleKey: 'freelancer:freelancerCategories',
    page: () => import('./pages/freelancer-categories.page'),
    plain: true,
    coreMessagesOnly: true,
  },
  {
    path: '/freelancer-mgt/freelancer-roles',
    titleKey: 'freelancer:freelancerRoles',
    page: () => import('./pages/freelancer-roles.page'),
    plain: true,
    coreMessagesOnly: true,
  },
  {
    path: '/freelancer-mgt/freelancer-marketplaces',
    titleKey: 'freelancer:freelancerMarketplaces',
    page: () => import('./pages/freelancer-marketplaces.page'),
    plain: true,
    coreMessagesOnly: true,
  },
].map((route) => ({ ...route, access: canReadFreelancers }));

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
      plain: true,
      coreMessagesOnly: true,
      access: canSeeNationalFreelancers,
    },
    {
      path: '/doict-freelancer-dashboard',
      titleKey: 'freelancer:doictFreelancerDashboard',
      page: () => import('./pages/doict-freelancer-dashboard.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canSeeNationalFreelancers,
    },
    {
      path: '/doict-freelancer-details/:id',
      titleKey: 'freelancer:doictFreelancerDetails',
      page: () => import('./pages/freelancer-details.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canReadFreelancers,
    },
    {
      path: '/freelancers',
      titleKey: 'freelancer:freelancers',
      page: () => import('./pages/freelancer-list.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canReadFreelancers,
    },
  ],
};
