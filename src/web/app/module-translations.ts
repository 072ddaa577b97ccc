/** Every module's catalogue at once: for the screens and checks that name pages of every module. */
import { loadAllTranslations, registerModuleTranslations } from '../i18n';
import type { ModuleManifest } from './module-types';
import { webModules } from './modules';

export async function loadEveryModuleTranslation(modules: ModuleManifest[] = webModules): Promise<void> {
  for (const module of modules) {
    if (module.translations) registerModuleTranslations(module.id, module.translations);
  }
  await loadAllTranslations();
}
