import type { ModuleManifest } from '../../app/module-types';
import { innovationBn, innovationEn } from './innovation.i18n';

/** Innovation (SPEC.md §2); its entry is in the home menu. */
export const innovationModule: ModuleManifest = {
  id: 'innovation',
  translations: { bn: innovationBn, en: innovationEn },
  routes: [{ path: '/innovations', titleKey: 'innovation:innovations' }],
};
