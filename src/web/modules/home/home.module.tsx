import { canSeeDashboard } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';

export const homeModule: ModuleManifest = {
  id: 'home',
  coreMessagesOnly: true,
  translations: () =>
    import('./home.i18n').then((catalogue) => ({ bn: catalogue.homeBn, en: catalogue.homeEn })),
  routes: [
    { path: '/', titleKey: 'home:home', page: () => import('./pages/home.page'), plain: true },
    { path: '/home', titleKey: 'home:home', page: () => import('./pages/home.page'), plain: true },
    {
      path: '/dashboard',
      titleKey: 'home:dashboard',
      page: () => import('./pages/dashboard.page'),
      access: canSeeDashboard,
      plain: true,
    },
    { path: '/dev-in-progress', titleKey: 'common:devInProgress' },
  ],
};
