import { canListOfficers, canManageOfficers, canSeeOwnServiceRecord } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/** Officer management (SPEC.md §2 top-level routes); its entries are in the home menu. */
export const officerModule: ModuleManifest = {
  id: 'officer',
  // Its screens show other modules' parts in their words: registration's steps (new officer,
  // postings), the profile's tabs and CV (the officer's page), the office's post picker.
  namespaces: ['registration', 'profile', 'office'],
  translations: () =>
    import('./officer.i18n').then((catalogue) => ({ bn: catalogue.officerBn, en: catalogue.officerEn })),
  routes: [
    {
      path: '/officers',
      titleKey: 'officer:officers',
      page: () => import('./pages/officer-list.page'),
      access: canListOfficers,
      // The office's filters; not the forms' words of registration and the profile, nor the
      // modules' server messages (the list has no form; its import dialog loads them). Plain HTML:
      // the import dialog brings the UI kit with itself.
      namespaces: ['office'],
      coreMessagesOnly: true,
      plain: true,
    },
    {
      path: '/new-officer',
      titleKey: 'officer:newOfficer',
      page: () => import('./pages/new-officer.page'),
      access: canManageOfficers,
      // Plain as the registration steps whose fields it shares. The modules' messages (its checks'
      // words and its toasts) come with its checks, when the admin first enters the form.
      plain: true,
      coreMessagesOnly: true,
    },
    {
      path: '/officermgt',
      titleKey: 'officer:officerPosting',
      page: () => import('./pages/officer-posting.page'),
      // Plain, but with the modules' server messages: its toasts are registration's.
      plain: true,
      access: canManageOfficers,
    },
    {
      path: '/officerservicehistory',
      titleKey: 'officer:serviceHistory',
      page: () => import('./pages/service-history.page'),
      access: canSeeOwnServiceRecord,
      // The caller's own record, read only: plain HTML in the module's own words.
      namespaces: [],
      coreMessagesOnly: true,
      plain: true,
    },
    {
      path: '/service-info',
      titleKey: 'officer:serviceInfo',
      page: () => import('./pages/service-info.page'),
      access: canSeeOwnServiceRecord,
      namespaces: [],
      coreMessagesOnly: true,
      plain: true,
    },
    {
      path: '/officers/view/:id',
      titleKey: 'officer:officerView',
      page: () => import('./pages/officer-view.page'),
      access: canListOfficers,
      // The profile's tabs and CV. Plain HTML: the posting form and the release dialog bring the UI
      // kit and the modules' server messages when they first show (components/officer-parts.tsx).
      namespaces: ['profile'],
      coreMessagesOnly: true,
      plain: true,
    },
  ],
};
