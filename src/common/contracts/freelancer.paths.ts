/**
 * The API paths, master kinds and states of freelancers, apart from their schemas: the lists only
 * call them and name the choices of their filters, and carry no validator (freelancer.contract.ts
 * re-exports them).
 */
const BASE = '/api/freelancer';
export const FREELANCER_PATHS = {
  list: `${BASE}/freelancers`,
  export: `${BASE}/freelancers/export`,
  /** The DoICT screens: the same list, export and dashboard over every district (app admins). */
  nationalList: `${BASE}/national/freelancers`,
  nationalExport: `${BASE}/national/freelancers/export`,
  nationalDashboard: `${BASE}/national/dashboard`,
  one: (id: number | string) => `${BASE}/freelancers/${id}`,
  /** The signed-in officer's own freelancer record (the one with the account's mobile number). */
  mine: `${BASE}/mine`,
  dashboard: `${BASE}/dashboard`,
  importTemplate: `${BASE}/import/template`,
  /** POST ?districtId=: app admins name the district; an office imports into its own district. */
  import: `${BASE}/import`,
  /** The districts the caller manages freelancers of (all 64 for app admins). */
  districts: `${BASE}/districts`,
  master: (kind: MasterKind) => `${BASE}/${kind}`,
  masterOne: (kind: MasterKind, id: number | string) => `${BASE}/${kind}/${id}`,
  mentors: `${BASE}/mentors`,
  mentor: (id: number | string) => `${BASE}/mentors/${id}`,
  teams: `${BASE}/teams`,
  team: (id: number | string) => `${BASE}/teams/${id}`,
} as const;

export const MASTER_KINDS = ['categories', 'roles', 'marketplaces'] as const;
export type MasterKind = (typeof MASTER_KINDS)[number];

export const FREELANCER_STATUSES = ['active', 'inactive'] as const;
export type FreelancerStatus = (typeof FREELANCER_STATUSES)[number];
