/**
 * The settings API's paths and flags, apart from its schemas: a screen that only calls them need not
 * load the validator.
 */
import type { FixedData, SitePermissions } from './auth.contract';

export const FIXED_DATA_FLAGS = ['isNidVerificationEnabled'] as const satisfies readonly (keyof FixedData)[];
export const SITE_PERMISSION_FLAGS = ['meetingMgt'] as const satisfies readonly (keyof SitePermissions)[];

export const SETTINGS_PATHS = {
  fixedData: '/api/settings/fixed-data',
  sitePermissions: '/api/settings/site-permissions',
  officeSitePermissions: (officeId: number | string) => `/api/settings/site-permissions/${officeId}`,
} as const;
