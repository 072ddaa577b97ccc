/**
 * The API paths of app security, apart from its schemas: a screen that only lists modules, pages
 * and access roles carries no validator (app-security.contract.ts re-exports them).
 */
const BASE = '/api/app-security';
export const APP_SECURITY_PATHS = {
  /** GET the modules with their page counts; POST `sync` replaces the registry with the web app's. */
  modules: `${BASE}/modules`,
  sync: `${BASE}/modules/sync`,
  pages: `${BASE}/pages`,
  /** GET the access roles; POST makes one. */
  accessRoles: `${BASE}/access-roles`,
  accessRolesExport: `${BASE}/access-roles/export`,
  accessRole: (id: number | string) => `${BASE}/access-roles/${id}`,
  /** PUT replaces the role's grants. */
  grants: (id: number | string) => `${BASE}/access-roles/${id}/grants`,
  /** POST gives the role to a designation or a desk; DELETE `assignment` takes it back. */
  assignments: (id: number | string) => `${BASE}/access-roles/${id}/assignments`,
  assignment: (id: number | string, assignmentId: number | string) =>
    `${BASE}/access-roles/${id}/assignments/${assignmentId}`,
} as const;
