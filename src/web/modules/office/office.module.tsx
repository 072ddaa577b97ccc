import {
  canReadOfficeSetup,
  canSeeOfficeAdministration,
  isAppAdmin,
  isSuperAdmin,
} from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/**
 * Office setup (issue 5, SPEC.md §2): /office-setup and its children for the super admin, and the
 * office screens of the home menu. Menus are in the home menu, so this module declares none.
 * Each route names who may open it, the rule its menu entry and its API read (common/permissions.ts).
 * The screens that list and read are plain HTML; their forms and dialogs are kit parts
 * (components/office-parts.tsx). The new-office form is plain HTML too (components/office-form.tsx).
 */
export const officeModule: ModuleManifest = {
  id: 'office',
  translations: () =>
    import('./office.i18n').then((catalogue) => ({ bn: catalogue.officeBn, en: catalogue.officeEn })),
  routes: [
    {
      path: '/office-setup',
      titleKey: 'office:officeSetup',
      page: redirectTo('/office-setup/office-list'),
      access: isAppAdmin,
    },
    {
      path: '/office-setup/new-office',
      titleKey: 'office:newOffice',
      page: () => import('./pages/new-office.page'),
      access: isSuperAdmin,
      // Plain HTML; it shows the contract's messages, so the whole catalogue.
      plain: true,
    },
    {
      path: '/office-setup/office-list',
      titleKey: 'office:officeList',
      page: () => import('./pages/office-list.page'),
      access: isAppAdmin,
      // Plain HTML: its buttons and confirmation need nothing of the UI kit. No form, so none of the
      // modules' server messages (a failed delete shows the server's own words).
      plain: true,
      coreMessagesOnly: true,
    },
    {
      path: '/office-setup/office-sections',
      titleKey: 'office:officeSections',
      page: () => import('./pages/office-sections.page'),
      access: canReadOfficeSetup,
      plain: true,
      coreMessagesOnly: true,
    },
    {
      path: '/office-setup/office-structure',
      titleKey: 'office:officeStructure',
      page: () => import('./pages/office-structure.page'),
      access: canReadOfficeSetup,
      plain: true,
      coreMessagesOnly: true,
    },
    {
      path: '/office-setup/ministries',
      titleKey: 'office:ministriesTitle',
      page: () => import('./pages/ministries.page'),
      access: isAppAdmin,
      plain: true,
      coreMessagesOnly: true,
    },
    {
      path: '/officeinfo',
      titleKey: 'office:officeInfo',
      page: () => import('./pages/office-info.page'),
      access: canReadOfficeSetup,
      plain: true,
      coreMessagesOnly: true,
    },
    {
      path: '/officeadminssetup',
      titleKey: 'office:officeAdminsSetup',
      page: () => import('./pages/office-admins.page'),
      access: canReadOfficeSetup,
      plain: true,
      coreMessagesOnly: true,
    },
    {
      path: '/honourboard',
      titleKey: 'office:honourBoard',
      page: () => import('./pages/honour-board.page'),
      access: canReadOfficeSetup,
      plain: true,
      coreMessagesOnly: true,
    },
    {
      path: '/user-roles',
      titleKey: 'office:userRoles',
      page: () => import('./pages/user-roles.page'),
      access: canSeeOfficeAdministration,
      plain: true,
      coreMessagesOnly: true,
    },
    {
      path: '/settings',
      titleKey: 'office:officeSettings',
      page: () => import('./pages/office-settings.page'),
      access: canSeeOfficeAdministration,
      // Its check's message (office hours end after they start) is the modules' own.
      plain: true,
    },
    {
      path: '/geolocation',
      titleKey: 'office:geolocation',
      page: () => import('./pages/geolocation.page'),
      access: isAppAdmin,
      plain: true,
      coreMessagesOnly: true,
    },
    {
      path: '/admin-settings',
      titleKey: 'office:adminSettings',
      page: () => import('./pages/super-admin-settings.page'),
      access: isAppAdmin,
      plain: true,
      coreMessagesOnly: true,
    },
  ],
};
