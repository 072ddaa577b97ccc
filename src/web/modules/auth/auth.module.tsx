import type { ModuleManifest } from '../../app/module-types';

/** The login route; registration and password reset are the registration module's. */
export const authModule: ModuleManifest = {
  id: 'auth',
  coreMessagesOnly: true,
  translations: () =>
    import('./auth.i18n').then((catalogue) => ({ bn: catalogue.authBn, en: catalogue.authEn })),
  routes: [
    {
      path: '/login',
      titleKey: 'auth:login',
      public: true,
      plain: true,
      page: () => import('./pages/login.page'),
    },
  ],
};
