import type { ModuleManifest } from '../../app/module-types';
import { officerBn, officerEn } from './officer.i18n';

/** Officer management (SPEC.md §2 top-level routes); its entries are in the home menu. */
export const officerModule: ModuleManifest = {
  id: 'officer',
  translations: { bn: officerBn, en: officerEn },
  routes: [
    { path: '/officers', titleKey: 'officer:officers' },
    { path: '/new-officer', titleKey: 'officer:newOfficer' },
    {
      path: '/officermgt',
      titleKey: 'officer:officerPosting',
      page: () => import('./pages/officer-posting.page'),
    },
    { path: '/officerservicehistory', titleKey: 'officer:serviceHistory' },
    { path: '/service-info', titleKey: 'officer:serviceInfo' },
    { path: '/officers/view/:id', titleKey: 'officer:officerView' },
  ],
};
