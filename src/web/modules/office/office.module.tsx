import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';
import { officeBn, officeEn } from './office.i18n';

/**
 * Office setup (issue 5, SPEC.md §2): /office-setup and its children for the super admin, and the
 * office screens of the home menu. Menus are in the home menu, so this module declares none.
 */
export const officeModule: ModuleManifest = {
  id: 'office',
  translations: { bn: officeBn, en: officeEn },
  routes: [
    { path: '/office-setup', titleKey: 'office:officeSetup', page: redirectTo('/office-setup/office-list') },
    {
      path: '/office-setup/new-office',
      titleKey: 'office:newOffice',
      page: () => import('./pages/new-office.page'),
    },
    {
      path: '/office-setup/office-list',
      titleKey: 'office:officeList',
      page: () => import('./pages/office-list.page'),
    },
    {
      path: '/office-setup/office-sections',
      titleKey: 'office:officeSections',
      page: () => import('./pages/office-sections.page'),
    },
    {
      path: '/office-setup/office-structure',
      titleKey: 'office:officeStructure',
      page: () => import('./pages/office-structure.page'),
    },
    {
      path: '/office-setup/ministries',
      titleKey: 'office:ministriesTitle',
      page: () => import('./pages/ministries.page'),
    },
    { path: '/officeinfo', titleKey: 'office:officeInfo', page: () => import('./pages/office-info.page') },
    {
      path: '/officeadminssetup',
      titleKey: 'office:officeAdminsSetup',
      page: () => import('./pages/office-admins.page'),
    },
    { path: '/honourboard', titleKey: 'office:honourBoard', page: () => import('./pages/honour-board.page') },
    { path: '/user-roles', titleKey: 'office:userRoles', page: () => import('./pages/user-roles.page') },
    {
      path: '/settings',
      titleKey: 'office:officeSettings',
      page: () => import('./pages/office-settings.page'),
    },
    { path: '/geolocation', titleKey: 'office:geolocation', page: () => import('./pages/geolocation.page') },
    {
      path: '/admin-settings',
      titleKey: 'office:adminSettings',
      page: () => import('./pages/admin-settings.page'),
    },
  ],
};
