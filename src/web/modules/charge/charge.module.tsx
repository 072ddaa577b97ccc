import { canReadCharges } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/**
 * Charge handover (দায়িত্ব হস্তান্তর); its entry is in the home menu's officer group. The list and a
 * charge's page are plain HTML: the "give charge" form and the dialog that ends a charge early bring
 * the UI kit and the modules' server messages when first opened (components/charge-parts.tsx).
 */
export const chargeModule: ModuleManifest = {
  id: 'charge',
  translations: () =>
    import('./charge.i18n').then((catalogue) => ({ bn: catalogue.chargeBn, en: catalogue.chargeEn })),
  routes: [
    {
      path: '/charges',
      titleKey: 'charge:charges',
      page: () => import('./pages/charges.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canReadCharges,
    },
    {
      path: '/charges/:id',
      titleKey: 'charge:charge',
      page: () => import('./pages/charge.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canReadCharges,
    },
  ],
};
