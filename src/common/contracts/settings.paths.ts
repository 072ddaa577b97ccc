/** The settings API's paths, apart from its schemas: a screen that only calls them need not load the validator. */
export const SETTINGS_PATHS = {
  fixedData: '/api/settings/fixed-data',
  sitePermissions: '/api/settings/site-permissions',
  officeSitePermissions: (officeId: number | string) => `/api/settings/site-permissions/${officeId}`,
} as const;
