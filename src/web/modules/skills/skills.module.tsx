import { canSeeSkillsAndInnovation } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';
import { skillsBn, skillsEn } from './skills.i18n';

/** Skills (SPEC.md §2); its entry is in the home menu. */
export const skillsModule: ModuleManifest = {
  id: 'skills',
  translations: { bn: skillsBn, en: skillsEn },
  routes: [
    {
      path: '/userskills',
      titleKey: 'skills:userSkills',
      access: canSeeSkillsAndInnovation,
      page: () => import('./pages/user-skills.page'),
    },
  ],
};
