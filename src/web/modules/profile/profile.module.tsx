import { childRoutes, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import { profileBn, profileEn } from './profile.i18n';

/** SPEC.md §2 /profile children, in its order. */
const routes = childRoutes('/profile', 'profile', [
  ['basic', 'basic'],
  ['freelancer-view', 'freelancerView'],
  ['trainer-view', 'trainerView'],
  ['education', 'education'],
  ['trainings', 'trainings'],
  ['skills', 'skills'],
  ['researches', 'researches'],
  ['desire-postings', 'desirePostings'],
  ['workhistory', 'workHistory'],
  ['portfolio', 'portfolio'],
  ['profile-photo', 'profilePhoto'],
]);

/** Profile and CV (SPEC.md §2); its menu has no role checks (SPEC.md §6). */
export const profileModule: ModuleManifest = {
  id: 'profile',
  sideMenu: 'profile',
  menu: { id: 'profile', items: linksOf(routes) },
  translations: { bn: profileBn, en: profileEn },
  routes: [{ path: '/profile', titleKey: 'profile:profile', page: redirectTo('/profile/basic') }, ...routes],
};
