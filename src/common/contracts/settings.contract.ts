/**
 * Super admin settings (/admin-settings, SPEC.md §3): the application-wide fixedData flags and each
 * office's sitePermissions. Adding a flag here adds it to the API and the screen.
 */
import { z } from 'zod';
import { idSchema } from '../validation';
import type { SitePermissions } from './auth.contract';
import { listQuerySchema, queryId } from './office.contract';

export { FIXED_DATA_FLAGS, SETTINGS_PATHS, SITE_PERMISSION_FLAGS } from './settings.paths';

export const fixedDataSchema = z.object({ isNidVerificationEnabled: z.boolean() });
export type FixedDataInput = z.input<typeof fixedDataSchema>;

export const sitePermissionsSchema = z.object({ meetingMgt: z.boolean() });
export const sitePermissionParamsSchema = z.object({ officeId: idSchema() });
export type SitePermissionsInput = z.input<typeof sitePermissionsSchema>;

export const sitePermissionListQuerySchema = listQuerySchema.extend({
  ministryId: queryId,
  officeLevelId: queryId,
  districtId: queryId,
});
export type SitePermissionListQuery = z.input<typeof sitePermissionListQuerySchema>;
export type SitePermissionListParams = z.output<typeof sitePermissionListQuerySchema>;

export interface OfficeSitePermissions {
  officeId: number;
  nameBn: string;
  nameEn: string;
  sitePermissions: SitePermissions;
}
