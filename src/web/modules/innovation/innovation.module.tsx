import { canRecordInnovations, canSeeSkillsAndInnovation } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/**
 * Innovation (SPEC.md §2 /innovations); its entry is in the home menu, the other screens open from
 * the list. The list and an innovation's page are plain HTML with no form of their own: the page's
 * dialogs and proof upload bring the UI kit when they first show (components/innovation-parts.tsx);
 * the form is a route drawn with the kit, which loads there.
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
      access: canRecordInnovations,
    },
  ],
};
