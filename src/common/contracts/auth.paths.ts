/** The sign-in module's API paths (SPEC.md §7), apart from its schemas so the first screen needs no validator. */
export const AUTH_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  captcha: '/api/auth/captcha',
  user: '/api/auth/user',
  profile: '/api/auth/profile',
  session: '/api/auth/session',
  activeRole: '/api/auth/active-role',
} as const;
