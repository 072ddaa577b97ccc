import type { ModuleManifest } from '../../app/module-types';

/** Public routes of SPEC.md §2 for people who are not signed in yet. */
export const registrationModule: ModuleManifest = {
  id: 'registration',
  translations: () =>
    import('./registration.i18n').then((catalogue) => ({
      bn: catalogue.registrationBn,
      en: catalogue.registrationEn,
    })),
  routes: [
    {
      path: '/signup',
      titleKey: 'registration:signup',
      public: true,
      // A new user's first page, often on a phone over a slow line: plain, and it shows no server message.
      plain: true,
      coreMessagesOnly: true,
      page: () => import('./pages/signup.page'),
    },
    {
      path: '/signup-steps',
      titleKey: 'registration:signupSteps',
      public: true,
      // Every new user fills it, often on a phone: plain, with registration's server messages (its toasts).
      plain: true,
      page: () => import('./pages/signup-steps.page'),
    },
    {
      path: '/reset-password',
      titleKey: 'registration:resetPassword',
      public: true,
      // Plain as the sign-in page it is opened from; its OTP and reset messages are registration's, not core.
      plain: true,
      page: () => import('./pages/reset-password.page'),
    },
    {
      path: '/allselect',
      titleKey: 'registration:allSelect',
      public: true,
      page: () => import('./pages/allselect.page'),
    },
  ],
};
