import { canRecordInnovations, canSeeSkillsAndInnovation } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/**
 * Innovation (SPEC.md §2 /innovations); its entry is in the home menu, the other screens open from
 * the list. Every screen is plain HTML. The list and an innovation's page have no form of their
 * own: the page's decision and print dialogs bring the UI kit when they first show
 * (components/innovation-parts.tsx). The form (new and edit) says the contract's messages under its
 * fields, so its routes load the modules' server messages.
 */
export const innovationModule: ModuleManifest = {
  id: 'innovation',
  translations: () =>
    import('./innovation.i18n').then((catalogue) => ({
      bn: catalogue.innovationBn,
      en: catalogue.innovationEn,
    })),
  routes: [
    {
      path: '/innovations',
      titleKey: 'innovation:innovations',
      page: () => import('./pages/innovations.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canSeeSkillsAndInnovation,
    },
    {
      path: '/innovations/new',
      titleKey: 'innovation:newInnovation',
      page: () => import('./pages/innovation-edit.page'),
      plain: true,
      access: canRecordInnovations,
    },
    {
      path: '/innovations/:id',
      titleKey: 'innovation:innovationDetail',
      page: () => import('./pages/innovation-detail.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canSeeSkillsAndInnovation,
    },
    {
      path: '/innovations/:id/edit',
      titleKey: 'innovation:editInnovation',
      page: () => import('./pages/innovation-edit.page'),
      plain: true,
      access: canRecordInnovations,
    },
  ],
};
