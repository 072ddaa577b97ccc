/**
 * The API paths of the audit trail, its modules and the actions its filter offers, apart from its
 * schemas: the trail's screen carries no validator (audit.contract.ts re-exports them).
 */
const BASE = '/api/audit';
export const AUDIT_PATHS = {
  /** GET one page of the trail, newest first. */
  list: `${BASE}/log`,
  /** GET the same rows as an Excel file. */
  export: `${BASE}/log/export`,
} as const;

/**
 * The modules a row belongs to, by the entity it names. A pattern ending in '%' takes every entity
 * that starts with it, so the sections of a module (profile_education, …) need no list of their own.
 */
export const AUDIT_MODULES = {
  auth: ['session', 'user'],
  registration: ['desk_request'],
  office: [
    'office',
    'desk',
    'section',
    'user-role',
    'user_role',
    'honour-board',
    'ministry',
    'department',
    'designation',
    'office-level',
    'desk-charge',
  ],
  officer: ['officer'],
  profile: ['profile%'],
  innovation: ['innovation%'],
  message: ['message%'],
  support: ['support%'],
  settings: ['app-settings'],
  file: ['file'],
  leave: ['leave%'],
  transfer: ['transfer%'],
  report: ['report%'],
  asset: ['asset%'],
  exam: ['exam%'],
  'app-security': ['access-role%', 'app-registry'],
} as const satisfies Record<string, readonly string[]>;
export type AuditModule = keyof typeof AUDIT_MODULES;
export const AUDIT_MODULE_IDS = Object.keys(AUDIT_MODULES) as AuditModule[];

/** The module of an entity name, or null for one no module claims. */
export function moduleOfEntity(entity: string): AuditModule | null {
  for (const id of AUDIT_MODULE_IDS) {
    const matches = AUDIT_MODULES[id].some((pattern: string) =>
      pattern.endsWith('%') ? entity.startsWith(pattern.slice(0, -1)) : entity === pattern,
    );
    if (matches) return id;
  }
  return null;
}

/** The actions the filter offers; rows may carry others (a module's own steps), shown as written. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'read',
  'login',
  'login-failed',
  'logout',
  'switch-role',
  'password-reset',
  'register',
  'approve',
  'reject',
  'upload',
  'post',
  'release',
  'import',
  'status',
  'assign',
  'escalate',
  'reopen',
  'reply',
  'note',
] as const;
