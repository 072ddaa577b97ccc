import { canSeeDashboard } from '../../../common/permissions';
import type { ModuleManifest } from '../../app/module-types';
import { homeBn, homeEn } from './home.i18n';

export const homeModule: ModuleManifest = {
  id: 'home',
  translations: { bn: homeBn, en: homeEn },
  routes: [
    { path: '/', titleKey: 'home:home', page: () => import('./pages/home.page') },
    { path: '/home', titleKey: 'home:home', page: () => import('./pages/home.page') },
    {
      path: '/dashboard',
      titleKey: 'home:dashboard',
      page: () => import('./pages/dashboard.page'),
      access: canSeeDashboard,
    },
    { path: '/dev-in-progress', titleKey: 'common:devInProgress' },
  ],
};
