import type { ModuleManifest } from '../../app/module-types';
import { authBn, authEn } from './auth.i18n';

/** Public routes of SPEC.md §2. Registration and password reset screens arrive with their issue. */
export const authModule: ModuleManifest = {
  id: 'auth',
  translations: { bn: authBn, en: authEn },
  routes: [
    { path: '/login', titleKey: 'auth:login', public: true, page: () => import('./pages/login.page') },
    { path: '/signup', titleKey: 'auth:signup', public: true },
    { path: '/reset-password', titleKey: 'auth:resetPassword', public: true },
    { path: '/signup-steps', titleKey: 'auth:signupSteps', public: true },
    { path: '/allselect', titleKey: 'auth:allSelect', public: true },
  ],
};
