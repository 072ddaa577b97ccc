/**
 * The app's modules and pages as its manifests declare them, in Bangla and English, for the
 * server's registry (modules/sync). Sign-in and registration screens are left out: they are for
 * people not signed in, whom no grant concerns.
 */
import type { SyncInput } from '../../../common/contracts/app-security.contract';
import type { ModuleManifest } from '../../app/module-types';
import { webModules } from '../../app/modules';
import i18n from '../../i18n';

export function registryOf(modules: ModuleManifest[] = webModules): SyncInput {
  const bn = i18n.getFixedT('bn');
  const en = i18n.getFixedT('en');
  return {
    modules: modules.flatMap((module) => {
      const pages = module.routes.filter((route) => !route.public);
      if (pages.length === 0) return [];
      return [
        {
          key: module.id,
          nameBn: bn(pages[0].titleKey),
          nameEn: en(pages[0].titleKey),
          pages: pages.map((route) => ({
            path: route.path,
            titleBn: bn(route.titleKey),
            titleEn: en(route.titleKey),
          })),
        },
      ];
    }),
  };
}
