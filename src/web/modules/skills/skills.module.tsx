import { canSeeSkillsAndInnovation } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

/**
 * Skills (SPEC.md §2); its entry is in the home menu. A plain list with no form of its own (skills
 * are added in the profile's tab): no UI kit, only the core of the server's messages.
 */
export const skillsModule: ModuleManifest = {
  id: 'skills',
  translations: () =>
    import('./skills.i18n').then((catalogue) => ({ bn: catalogue.skillsBn, en: catalogue.skillsEn })),
  routes: [
    {
      path: '/userskills',
      titleKey: 'skills:userSkills',
      access: canSeeSkillsAndInnovation,
      page: () => import('./pages/user-skills.page'),
      plain: true,
      coreMessagesOnly: true,
    },
  ],
};
