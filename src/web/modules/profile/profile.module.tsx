import { linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest, RouteDefinition } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import { loadTranslations } from '../../i18n';

/**
 * A tab's list of own entries is plain HTML with the words of the profile alone: its form brings the
 * UI kit and the modules' server messages when first opened (components/section-page.tsx). The
 * portfolio's attachments and the photo page upload through the browser's own file input
 * (components/plain-file-upload.tsx), so they are plain too. The basic tab is a plain form too; it
 * says the contract's messages under its fields, so it loads the module messages.
 */
const SECTION_LIST: Pick<RouteDefinition, 'plain' | 'coreMessagesOnly' | 'namespaces'> = {
  plain: true,
  coreMessagesOnly: true,
  namespaces: [],
};

/** SPEC.md §2 /profile children, in its order, each with its screen. */
const routes: RouteDefinition[] = [
  {
    path: '/profile/basic',
    titleKey: 'profile:basic',
    page: () => import('./pages/basic.page'),
    plain: true,
  },
  {
    path: '/profile/freelancer-view',
    titleKey: 'profile:freelancerView',
    page: () => import('./pages/freelancer-view.page'),
  },
  {
    path: '/profile/trainer-view',
    titleKey: 'profile:trainerView',
    // The view shows the training module's record in its words: its catalogue loads with the page.
    page: () => loadTranslations(['training']).then(() => import('./pages/trainer-view.page')),
  },
  {
    path: '/profile/education',
    titleKey: 'profile:education',
    page: () => import('./pages/education.page'),
    ...SECTION_LIST,
  },
  {
    path: '/profile/trainings',
    titleKey: 'profile:trainings',
    page: () => import('./pages/trainings.page'),
    ...SECTION_LIST,
  },
  {
    path: '/profile/skills',
    titleKey: 'profile:skills',
    page: () => import('./pages/skills.page'),
    ...SECTION_LIST,
  },
  {
    path: '/profile/researches',
    titleKey: 'profile:researches',
    page: () => import('./pages/researches.page'),
    ...SECTION_LIST,
  },
  {
    path: '/profile/desire-postings',
    titleKey: 'profile:desirePostings',
    page: () => import('./pages/desire-postings.page'),
    ...SECTION_LIST,
  },
  {
    path: '/profile/workhistory',
    titleKey: 'profile:workHistory',
    page: () => import('./pages/workhistory.page'),
    ...SECTION_LIST,
  },
  {
    path: '/profile/portfolio',
    titleKey: 'profile:portfolio',
    page: () => import('./pages/portfolio.page'),
    ...SECTION_LIST,
  },
  {
    path: '/profile/profile-photo',
    titleKey: 'profile:profilePhoto',
    page: () => import('./pages/profile-photo.page'),
    ...SECTION_LIST,
  },
];

/** Profile and CV (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const profileModule: ModuleManifest = {
  id: 'profile',
  // The freelancer and trainer views show those modules' records in their words.
  namespaces: ['freelancer', 'training'],
  sideMenu: 'profile',
  menu: { id: 'profile', items: linksOf(routes) },
  translations: () =>
    import('./profile.i18n').then((catalogue) => ({ bn: catalogue.profileBn, en: catalogue.profileEn })),
  routes: [{ path: '/profile', titleKey: 'profile:profile', page: redirectTo('/profile/basic') }, ...routes],
};
