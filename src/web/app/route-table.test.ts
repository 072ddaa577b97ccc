/** The route table against SPEC.md §2: every path declared once, titled in Bangla and English, loadable. */

import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n, { addModuleTranslations } from '../i18n';
import { HOME_MENU_NAMESPACE, homeMenu, homeMenuTranslations } from './home-menu';
import { loadEveryModuleTranslation } from './module-translations';
import type { MenuItem, RouteDefinition } from './module-types';
import { webModules } from './modules';

await loadEveryModuleTranslation();
addModuleTranslations(HOME_MENU_NAMESPACE, homeMenuTranslations);

const children = (parent: string, paths: string[]) => paths.map((path) => `${parent}/${path}`);

/** Every path SPEC.md §2 names, written as it writes them. */
const SPEC_PATHS = [
  // Public routes, home and the admin dashboard.
  '/login',
  '/signup',
  '/reset-password',
  '/signup-steps',
  '/allselect',
  '/',
  '/dashboard',
  // Top-level routes.
  '/new-officer',
  '/officers',
  '/officermgt',
  '/officerservicehistory',
  '/service-info',
  '/officers/view/:id',
  '/userskills',
  '/tour-plan',
  '/visit-report',
  '/visit-feedback-progress',
  '/dev-in-progress',
  '/settings',
  '/user-roles',
  '/officeinfo',
  '/honourboard',
  '/officeadminssetup',
  '/transfer-applications',
  '/transferapprovals',
  '/transfer-planner',
  '/leaveapplications',
  '/leavebalance',
  '/leaveapprovers',
  '/leavehistory',
  '/leaveapprovals',
  '/support',
  '/support-details/:id',
  '/admin-supports',
  '/admin-support-details/:id',
  '/geolocation',
  '/admin-settings',
  '/innovations',
  '/doict-freelancer-list',
  '/doict-freelancer-dashboard',
  '/doict-freelancer-details/:id',
  '/freelancers',
  ...children('/office-setup', [
    'new-office',
    'office-list',
    'office-sections',
    'office-structure',
    'ministries',
  ]),
  ...children('/profile', [
    'basic',
    'freelancer-view',
    'trainer-view',
    'education',
    'trainings',
    'skills',
    'researches',
    'desire-postings',
    'workhistory',
    'portfolio',
    'profile-photo',
  ]),
  ...children('/freelancer-mgt', [
    'freelancer-dashboard',
    'freelancer-list',
    'mentor-list',
    'team-list',
    'freelancer-categories',
    'freelancer-roles',
    'freelancer-marketplaces',
  ]),
  ...children('/srdl-mgt', [
    'srdl-dashboard',
    'srdl-list',
    'lab-activities',
    'recommendation-progress-update',
    'lab-reports',
    'recommendation-progress-reports',
    'srdl-officer-visit-reports',
    'geolocation-reports',
    'srdl-visit-routes',
  ]),
  ...children('/lab-mgt', [
    'lab-dashboard',
    'lab-list',
    'new-lab',
    'lab-equipment-list',
    'lab-activities',
    'recommendation-progress-update',
    'lab-reports',
    'geolocation-lab-inspection-reports',
    'recommendation-progress-reports',
    'officer-lab-visit-reports',
    'lab-visit-routes',
  ]),
  ...children('/inspection-mgt', [
    'inspection-dashboard',
    'target-list',
    'tour-plan',
    'inspection/{planId}/{editable?}',
    'visit-report',
    'visit-feedback-progress/{officeString?}',
    'create-checklist-template',
    'create-checklist-item',
    'add-item-to-checklist',
    'checklist-template-design',
    'general-info-template',
    'inspection-list',
    'self-inspection-list',
    'officer-visit-reports',
    'inspection-progress-report',
    'inspection-settings',
    'inspection-entry-permissions',
    'inspection-type-reports',
    'geolocation-inspection-reports',
  ]),
  ...children('/training-mgt', [
    'training-dashboard',
    'training-completed/{TrainingProviderOrgId}',
    'dashboard-detail',
    'organization-view/{TrainingProviderOrgId}',
    'training-topic-dashboard/{TrainingTitleId}',
    'traininglist',
    'new-batch',
    'batchlist',
    'trainerlist',
    'applicant-mgt',
    'userlist',
    'add-trainer',
    'applicants',
    'applicant-shortlist',
    'trainee-list',
    'training-internal-dashboard',
    'training-internal-completed/{TrainingProviderOrgId}',
    'dashboard-detail-internal',
    'organization-view-internal/{TrainingProviderOrgId}',
    'training-internal-topic-dashboard/{TrainingTitleId}',
    'traininglist-internal',
    'new-batch-internal',
    'batchlist-internal',
    'training-application-internal',
    'training-nomination-internal',
    'training-internal-list-self',
    'trainerlist-internal',
    'applicant-mgt-internal',
    'add-trainer-internal',
    'applicants-internal',
    'applicant-shortlist-internal',
    'trainee-list-internal',
    'internal-applicant-training-selection',
    'internal-applicant-batch-selection',
    'internal-applicant-list-import',
    'internal-training-student-create',
    'user-manual',
    'officer-group',
  ]),
  ...children('/training-mgt-internal', [
    'training-internal-dashboard',
    'training-internal-completed/:TrainingProviderOrgId',
    'dashboard-detail-internal',
    'organization-view-internal/:TrainingProviderOrgId',
    'training-internal-topic-dashboard/:TrainingTitleId',
    'traininglist-internal',
    'new-batch-internal',
    'batchlist-internal',
    'training-application-internal',
    'training-nomination-internal',
    'training-internal-list-self',
    'trainerlist-internal',
    'applicant-mgt-internal',
    'add-trainer-internal',
    'applicants-internal',
    'applicant-shortlist-internal',
    'trainee-list-internal',
    'user-manual',
    'officer-group',
  ]),
  ...children('/messages', [
    'inbox',
    'sent-items',
    'new-message',
    'archieves',
    'my-folders',
    'officer-group',
  ]),
  ...children('/app-security', ['modules', 'module-pages', 'module-permissions', 'access-roles']),
  ...children('/report-mgt', [
    'report-dashboard',
    'my-reports',
    'received-reports',
    'asked-reports',
    'pending-reports',
    'creation-pending-reports',
    'verification-pending-reports',
    'approval-pending-reports',
    'sent-reports',
    'office-wise-reports',
    'my-report-details/:reportCode',
  ]),
  ...children('/store-mgt', [
    'store-dashboard',
    'inventory',
    'inventory/product-category',
    'inventory/product-list',
    'fixed-assets',
    'receive-goods',
    'deliver-goods',
    'products',
  ]),
  ...children('/project-mgt', ['project-dashboard', 'project-list', 'project-sites']),
  ...children('/exam-mgt', [
    'exam-dashboard',
    'expert-profiles',
    'exam-questions',
    'exam-answersheets',
    'exam-bills',
    'exam-bill-approval',
    'exam-bill-payment',
    'exam-list',
    'exam-wise-experts',
    'exam-subjects',
    'exam-honorarium-setup',
    'bank-branch-setup',
  ]),
  ...children('/meeting-mgt', [
    'meeting-dashboard',
    'new-meeting-view',
    'new-meeting-other-office',
    'upcoming-meeting-list-other-office',
    'completed-meeting-list-other-office',
    'nomination-pending-meeting-list-view',
    'archived-meeting-list-view',
    'meeting-calender-view',
    'update-pending-meeting-list-view',
    'all-meeting-task-view',
    'all-meeting-pending-task-view',
    'all-meeting-completed-task-view',
  ]),
  ...children('/emp-asset-mgt', [
    'asset-dashboard',
    'asset-entry',
    'draft-submit',
    'final-submitted',
    'approval-pending',
  ]),
];

/** SPEC.md §2 side-menu modules; any other value gives the home menu. */
const SPEC_SIDE_MENUS = [
  'training-management',
  'training-management-internal',
  'inspection-management',
  'profile',
  'freelancer-management',
  'srdl-management',
  'lab-management',
  'app-security',
  'messages',
  'reports-mgt',
  'store-mgt',
  'project-mgt',
  'meeting-mgt',
  'emp-asset-mgt',
  'exam-management',
];

/** One spelling for {x}, {x?} and :x, so '/a/{id}' and '/a/:id' are the same route. */
const normalise = (path: string) => path.replace(/\{(\w+)(\?)?\}/g, ':$1$2').replace(/:\w+/g, ':param');

const routes: RouteDefinition[] = webModules.flatMap((module) => module.routes);
const declared = (path: string) => routes.filter((route) => normalise(route.path) === normalise(path));

/** The routes a menu link opens (as the router matches it: optional parameters may be absent). */
const opened = (pathname: string) =>
  routes.filter((route) => matchPath(route.path.replace(/\{(\w+)(\?)?\}/g, ':$1$2'), pathname));

function resource(language: 'bn' | 'en', titleKey: string): unknown {
  const [namespace, key] = titleKey.includes(':') ? titleKey.split(':', 2) : ['common', titleKey];
  return i18n.getResource(language, namespace, key);
}

function menuPaths(items: MenuItem[]): string[] {
  return items.flatMap((item) => (item.children ? menuPaths(item.children) : item.path ? [item.path] : []));
}

describe('route table (SPEC.md §2)', () => {
  it('lists the SPEC paths once each in this test', () => {
    expect(new Set(SPEC_PATHS.map(normalise)).size).toBe(SPEC_PATHS.length);
  });

  it.each(SPEC_PATHS)('declares %s exactly once', (path) => {
    expect(declared(path)).toHaveLength(1);
  });

  it('declares no path twice', () => {
    const seen = new Map<string, number>();
    for (const route of routes) seen.set(normalise(route.path), (seen.get(normalise(route.path)) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('keeps module ids unique (they are the i18n namespaces)', () => {
    const ids = webModules.map((module) => module.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('common');
    expect(ids).not.toContain('messages');
  });

  it.each(routes.map((route) => [route.path, route.titleKey]))(
    '%s has a Bangla and an English title (%s)',
    (_path, titleKey) => {
      const bn = resource('bn', titleKey);
      const en = resource('en', titleKey);
      expect(typeof bn === 'string' && bn.length > 0 && bn !== titleKey).toBe(true);
      expect(typeof en === 'string' && en.length > 0 && en !== titleKey).toBe(true);
      expect(i18n.t(titleKey, { lng: 'bn' })).toBe(bn);
      expect(i18n.t(titleKey, { lng: 'en' })).toBe(en);
    },
  );

  it('loads a component for every route (the placeholder where no page is given)', async () => {
    const placeholder = () => import('../components/placeholder');
    for (const route of routes) {
      const { default: Page } = await (route.page ?? placeholder)();
      expect(typeof Page, route.path).toBe('function');
    }
    // Every page of every module is transformed here: on a busy machine that outlasts the default.
  }, 90_000);
});

describe('side menus (SPEC.md §2, §6)', () => {
  it('each SPEC side-menu module is declared by exactly one manifest', () => {
    const menuIds = webModules.flatMap((module) => (module.menu ? [module.menu.id] : []));
    expect([...menuIds].sort()).toEqual([...SPEC_SIDE_MENUS].sort());
  });

  it('routes name only SPEC side-menu modules', () => {
    for (const module of webModules) {
      if (module.sideMenu) expect(SPEC_SIDE_MENUS, module.id).toContain(module.sideMenu);
    }
  });

  const menus = [homeMenu, ...webModules.flatMap((module) => (module.menu ? [module.menu] : []))];
  const links = menus.flatMap((menu) => menuPaths(menu.items).map((path) => [menu.id, path]));

  it.each(links)('the %s menu links to a declared route: %s', (_menu, path) => {
    expect(opened(path).length).toBeGreaterThan(0);
  });

  it.each(menus.map((menu) => [menu.id, menu]))(
    'every label of the %s menu is in Bangla and English',
    (_id, menu) => {
      const labels = (items: MenuItem[]): string[] =>
        items.flatMap((item) => [item.labelKey, ...(item.children ? labels(item.children) : [])]);
      for (const key of labels(menu.items)) {
        expect(typeof resource('bn', key), key).toBe('string');
        expect(typeof resource('en', key), key).toBe('string');
      }
    },
  );
});
