import { canReadUserManual } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';
import { MANUAL_BASE } from './manual.paths';

/**
 * The user manual: a chapter per module, searchable and printable. Its text and screenshots load
 * with these lazy pages only; the side menus link here through manual.paths. The pages are plain
 * HTML: the print view brings the UI kit when first asked for.
 */
export const manualModule: ModuleManifest = {
  id: 'manual',
  translations: () =>
    import('./manual.i18n').then((catalogue) => ({ bn: catalogue.manualBn, en: catalogue.manualEn })),
  routes: [
    {
      path: MANUAL_BASE,
      titleKey: 'manual:title',
      page: () => import('./pages/manual-index.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canReadUserManual,
    },
    {
      path: `${MANUAL_BASE}/:chapterId`,
      titleKey: 'manual:chapterTitle',
      page: () => import('./pages/manual-chapter.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canReadUserManual,
    },
  ],
};
