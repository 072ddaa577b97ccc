/**
 * Offices, their sections (branches), designations (roles) and the organogram: every sanctioned post
 * is a desk that one officer holds at a time (DOMAIN.md). `user_roles` links an officer to a desk.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

export const offices = pgTable(
  'offices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    officeLevelId: integer('office_level_id'),
    ministryId: integer('ministry_id'),
    parentOfficeId: integer('parent_office_id'),
    controllingOfficeId: integer('controlling_office_id'),
    geoCode: text('geo_code'),
    /** Site-wide feature switches of this office (SPEC.md §3 sitePermissions). */
    sitePermissions: jsonb('site_permissions').$type<{ meetingMgt?: boolean }>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offices_parent_idx').on(table.parentOfficeId),
    index('offices_controlling_idx').on(table.controllingOfficeId),
  ],
);

export const sections = pgTable(
  'sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (table) => [index('sections_office_idx').on(table.officeId)],
);

/** Designations; SPEC.md calls them roles (RoleId 0 = no office, 34 = school/internal training). */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameBn: text('name_bn').notNull(),
  nameEn: text('name_en').notNull(),
  /** National pay-scale grade (1 highest); null where not applicable. */
  grade: integer('grade'),
});

/** A sanctioned post of an office's organogram. */
export const desks = pgTable(
  'desks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    sectionId: integer('section_id').references(() => sections.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** The desk this one reports to, which makes the organogram a tree. */
    parentDeskId: integer('parent_desk_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('desks_office_idx').on(table.officeId), index('desks_section_idx').on(table.sectionId)],
);

/** An officer holding a desk, by posting or as additional charge; `releasedOn` ends the holding. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deskId: integer('desk_id')
      .notNull()
      .references(() => desks.id),
    isOfficeAdmin: boolean('is_office_admin').notNull().default(false),
    isOfficeHead: boolean('is_office_head').notNull().default(false),
    isSectionAdmin: boolean('is_section_admin').notNull().default(false),
    isSectionHead: boolean('is_section_head').notNull().default(false),
    isAdditionalCharge: boolean('is_additional_charge').notNull().default(false),
    /** Lower comes first: the first current role is the active role at sign-in. */
    sortOrder: integer('sort_order').notNull().default(0),
    joinedOn: date('joined_on'),
    releasedOn: date('released_on'),
  },
  (table) => [
    index('user_roles_user_idx').on(table.userId),
    uniqueIndex('user_roles_one_holder_per_desk').on(table.deskId).where(sql`${table.releasedOn} is null`),
  ],
);
