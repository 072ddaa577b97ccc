/**
 * App security (সফটওয়্যার নিরাপত্তা): the registry of modules and pages, kept in step with the web
 * app's manifests, and access roles — named sets of actions on pages — given to designations
 * (every desk of that designation) or to single desks. A grant only widens SPEC.md §6's rules.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PageAction } from '../../../common/permissions';
import { desks, roles } from '../office/office.table';
import { users } from '../users/users.table';

/** A module of the web app, as its manifest names it; `active` is false once the app no longer has it. */
export const appModules = pgTable('app_modules', {
  key: text('key').primaryKey(),
  nameBn: text('name_bn').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A page (route) of a module, by its path as SPEC.md §2 writes it. */
export const appPages = pgTable(
  'app_pages',
  {
    path: text('path').primaryKey(),
    moduleKey: text('module_key')
      .notNull()
      .references(() => appModules.key),
    titleBn: text('title_bn').notNull(),
    titleEn: text('title_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('app_pages_module_idx').on(table.moduleKey, table.sortOrder)],
);

export const accessRoles = pgTable(
  'access_roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('access_roles_name_bn_idx').on(table.nameBn)],
);

/** One action on one page, granted by an access role. */
export const accessRoleGrants = pgTable(
  'access_role_grants',
  {
    accessRoleId: integer('access_role_id')
      .notNull()
      .references(() => accessRoles.id, { onDelete: 'cascade' }),
    pagePath: text('page_path').notNull(),
    action: text('action').$type<PageAction>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.accessRoleId, table.pagePath, table.action] })],
);

/** An access role given to a designation (every desk of it) or to one desk: exactly one of the two. */
export const accessRoleAssignments = pgTable(
  'access_role_assignments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accessRoleId: integer('access_role_id')
      .notNull()
      .references(() => accessRoles.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').references(() => roles.id),
    deskId: integer('desk_id').references(() => desks.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('access_role_assignments_one_target', sql`(${table.roleId} is null) <> (${table.deskId} is null)`),
    uniqueIndex('access_role_assignments_role_idx').on(table.roleId, table.accessRoleId),
    uniqueIndex('access_role_assignments_desk_idx').on(table.deskId, table.accessRoleId),
  ],
);
