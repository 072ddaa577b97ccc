/**
 * App security (/app-security, super admin): the registry of the app's modules and pages, which the
 * web app sends from its manifests; access roles, their grants (an action on a page) and the
 * designations and desks they are given to. What a grant opens: docs/decisions.md.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../constants';
import { PAGE_ACTIONS, type PageAction } from '../permissions';
import { blankToUndefined, idSchema, intSchema, textSchema } from '../validation';
import type { Page } from './office.contract';

export * from './app-security.paths';

export const MAX_SYNC_MODULES = 100;
export const MAX_SYNC_PAGES = 2000;
export const MAX_GRANTS = 2000;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const paging = {
  page: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE).default(1)),
  pageSize: z.preprocess(blankToUndefined, intSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
};

/** A route path as the manifests write it: '/officers', '/exam-mgt/exam-list', '/officers/view/:id'. */
export const pagePathSchema = textSchema(200, 'validation.appSecurity.pagePath').refine(
  (value) => /^\/[A-Za-z0-9/_:{}?.-]*$/.test(value),
  'validation.appSecurity.pagePath',
);
const moduleKeySchema = textSchema(60, 'validation.invalid').refine(
  (value) => /^[a-z0-9-]+$/.test(value),
  'validation.invalid',
);
const actionSchema = z.enum(PAGE_ACTIONS, { message: 'validation.invalid' });

export const syncInputSchema = z.object({
  modules: z
    .array(
      z.object({
        key: moduleKeySchema,
        nameBn: textSchema(200, 'validation.invalid'),
        nameEn: textSchema(200, 'validation.invalid'),
        pages: z
          .array(
            z.object({
              path: pagePathSchema,
              titleBn: textSchema(200, 'validation.invalid'),
              titleEn: textSchema(200, 'validation.invalid'),
            }),
          )
          .max(MAX_SYNC_PAGES, 'validation.tooLong'),
      }),
    )
    .min(1, 'validation.invalid')
    .max(MAX_SYNC_MODULES, 'validation.tooLong'),
});
export type SyncInput = z.output<typeof syncInputSchema>;

export const moduleListQuerySchema = z.object({ search: optional(textSchema(100)), ...paging });
export type ModuleListParams = z.output<typeof moduleListQuerySchema>;

export const pageListQuerySchema = z.object({
  search: optional(textSchema(100)),
  moduleKey: optional(moduleKeySchema),
  /** 'yes': only pages whose API honours a grant. */
  grantable: optional(z.enum(['yes'], { message: 'validation.invalid' })),
  ...paging,
});
export type PageListParams = z.output<typeof pageListQuerySchema>;

export const accessRoleListQuerySchema = z.object({ search: optional(textSchema(100)), ...paging });
export type AccessRoleListParams = z.output<typeof accessRoleListQuerySchema>;
export const accessRoleFilterSchema = z.object({ search: optional(textSchema(100)) });

export const accessRoleInputSchema = z.object({
  nameBn: textSchema(120, 'validation.appSecurity.nameRequired'),
  nameEn: textSchema(120, 'validation.appSecurity.nameRequired'),
  description: optional(textSchema(1000)),
});
export type AccessRoleInput = z.output<typeof accessRoleInputSchema>;

export const grantsInputSchema = z.object({
  grants: z
    .array(z.object({ page: pagePathSchema, action: actionSchema }))
    .max(MAX_GRANTS, 'validation.tooLong'),
});
export type GrantsInput = z.output<typeof grantsInputSchema>;

/** Given to a designation (every desk of it, in every office) or to one desk: exactly one. */
export const assignmentInputSchema = z
  .object({ roleId: optional(idSchema()), deskId: optional(idSchema()) })
  .refine((value) => (value.roleId === undefined) !== (value.deskId === undefined), {
    message: 'validation.appSecurity.oneTarget',
    path: ['roleId'],
  });
export type AssignmentInput = z.output<typeof assignmentInputSchema>;

export const idParamSchema = z.object({ id: idSchema() });
export const assignmentParamSchema = z.object({ id: idSchema(), assignmentId: idSchema() });

/* Responses ------------------------------------------------------------------------------------ */

export interface AppModuleRow {
  key: string;
  nameBn: string;
  nameEn: string;
  active: boolean;
  pages: number;
  grantablePages: number;
}

export interface AppPageRow {
  path: string;
  moduleKey: string;
  moduleNameBn: string;
  moduleNameEn: string;
  titleBn: string;
  titleEn: string;
  active: boolean;
  /** The actions whose grant the API honours on this page; empty when none can be granted. */
  actions: PageAction[];
  /** Access roles that grant something on it. */
  accessRoles: number;
}

export interface SyncResult {
  modules: number;
  pages: number;
  /** Pages the app no longer has: kept (grants refer to them) but marked inactive. */
  retired: number;
}

export interface AccessRoleRow {
  id: number;
  nameBn: string;
  nameEn: string;
  description: string | null;
  grants: number;
  assignments: number;
  updatedAt: string;
}

export interface AccessRoleAssignment {
  id: number;
  /** A designation, or one desk with its office. */
  target: 'designation' | 'desk';
  roleId: number | null;
  deskId: number | null;
  labelBn: string;
  labelEn: string;
}

export interface AccessRoleDetail extends AccessRoleRow {
  grantList: { page: string; action: PageAction }[];
  assignmentList: AccessRoleAssignment[];
}

export type AppModulePage = Page<AppModuleRow>;
export type AppPagePage = Page<AppPageRow>;
export type AccessRolePage = Page<AccessRoleRow>;
