import type { ModuleManifest } from '../../app/module-types';
import { authBn, authEn } from './auth.i18n';

/** The login route; registration and password reset are the registration module's. */
export const authModule: ModuleManifest = {
  id: 'auth',
  translations: { bn: authBn, en: authEn },
  routes: [
    { path: '/login', titleKey: 'auth:login', public: true, page: () => import('./pages/login.page') },
  ],
};
