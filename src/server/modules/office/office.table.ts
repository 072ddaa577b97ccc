/**
 * The office hierarchy (DOMAIN.md): ministries, their departments, office levels and offices; each
 * office's sections (branches), the designations (roles) and the organogram, where every sanctioned
 * post is a desk that one officer holds at a time. `user_roles` links an officer to a desk, and the
 * honour board keeps the heads of each office with their tenure.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { districts, divisions, upazilas } from '../geography/geography.table';
import { users } from '../users/users.table';

/** Ministries and the divisions of a ministry (মন্ত্রণালয় / বিভাগ). */
export const ministries = pgTable(
  'ministries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    shortName: text('short_name'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('ministries_name_bn_unique').on(table.nameBn)],
);

/** Departments and directorates (অধিদপ্তর / দপ্তর) under a ministry. */
export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ministryId: integer('ministry_id')
      .notNull()
      .references(() => ministries.id),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    shortName: text('short_name'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('departments_ministry_idx').on(table.ministryId),
    uniqueIndex('departments_name_bn_unique').on(table.ministryId, table.nameBn),
  ],
);

/** Office levels: head office, division, district, upazila, institution and so on. */
export const officeLevels = pgTable('office_levels', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameBn: text('name_bn').notNull(),
  nameEn: text('name_en').notNull(),
  /** Lower comes first in lists and selectors (ministry before district before upazila). */
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Working arrangements an office admin sets for the office (the /settings screen). */
export interface OfficeSettings {
  officeStartTime?: string;
  officeEndTime?: string;
  /** Days of the week, 0 = Sunday; Friday and Saturday (5, 6) when unset. */
  weeklyHolidays?: number[];
}

export const offices = pgTable(
  'offices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    officeLevelId: integer('office_level_id').references(() => officeLevels.id),
    ministryId: integer('ministry_id').references(() => ministries.id),
    departmentId: integer('department_id').references(() => departments.id),
    parentOfficeId: integer('parent_office_id').references((): AnyPgColumn => offices.id),
    controllingOfficeId: integer('controlling_office_id').references((): AnyPgColumn => offices.id),
    divisionId: integer('division_id').references(() => divisions.id),
    districtId: integer('district_id').references(() => districts.id),
    upazilaId: integer('upazila_id').references(() => upazilas.id),
    geoCode: text('geo_code'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** Kept as typed, in English digits (SPEC.md §5); numeric keeps every digit. */
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    /** Site-wide feature switches of this office (SPEC.md §3 sitePermissions). */
    sitePermissions: jsonb('site_permissions').$type<{ meetingMgt?: boolean }>().notNull().default({}),
    settings: jsonb('settings').$type<OfficeSettings>().notNull().default({}),
    /**
     * Both names in NFC and lower case, kept by PostgreSQL on every write. The list and the selector
     * search this one column: normalising and case-folding each name on each search costs about
     * 5 µs a row, a fifth of a second per search at 20,000 offices (docs/performance.md). The line
     * break keeps a search from matching across the two names.
     */
    /**
     * The sort order of the office's level, copied here by triggers (migration 0010) so the office
     * list's order (level, name, id) is one index, read a page at a time instead of sorting every office.
     */
    levelSortOrder: integer('level_sort_order').notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(name_bn, NFC) || chr(10) || name_en)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offices_parent_idx').on(table.parentOfficeId),
    index('offices_controlling_idx').on(table.controllingOfficeId),
    // The office that supervises: the controlling office, else the parent. The subtree and
    // ancestor walks of inspections and labs join on it, a level at a time.
    index('offices_supervising_idx').using(
      'btree',
      sql`coalesce(${table.controllingOfficeId}, ${table.parentOfficeId})`,
    ),
    index('offices_ministry_idx').on(table.ministryId, table.nameBn),
    index('offices_department_idx').on(table.departmentId),
    index('offices_level_idx').on(table.officeLevelId),
    index('offices_district_idx').on(table.districtId, table.nameBn),
    index('offices_upazila_idx').on(table.upazilaId),
    index('offices_name_bn_idx').on(table.nameBn),
    index('offices_list_order_idx').on(table.levelSortOrder, table.nameBn, table.id),
    // The list of offices still to be placed on the map (/geolocation), in list order.
    index('offices_not_located_idx')
      .on(table.levelSortOrder, table.nameBn, table.id)
      .where(sql`${table.latitude} is null or ${table.longitude} is null`),
    // A 'contains' search in Bangla or English reads candidates from trigrams, not every office.
    index('offices_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
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
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('sections_office_idx').on(table.officeId),
    uniqueIndex('sections_office_name_bn_unique').on(table.officeId, table.nameBn),
  ],
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
    parentDeskId: integer('parent_desk_id').references((): AnyPgColumn => desks.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('desks_office_idx').on(table.officeId),
    index('desks_section_idx').on(table.sectionId),
    index('desks_parent_idx').on(table.parentDeskId),
    index('desks_role_idx').on(table.roleId),
  ],
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
    /** The office order (অফিস আদেশ) behind the posting and behind the release, as written on it. */
    orderNo: text('order_no'),
    releaseOrderNo: text('release_order_no'),
  },
  (table) => [
    index('user_roles_user_idx').on(table.userId, table.joinedOn),
    index('user_roles_desk_idx').on(table.deskId),
    uniqueIndex('user_roles_one_holder_per_desk').on(table.deskId).where(sql`${table.releasedOn} is null`),
  ],
);

/** The honour board (অনার বোর্ড): past and present heads of an office with their tenure. */
export const honourBoardEntries = pgTable(
  'honour_board_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    /** The account, when the head used the system; heads from before it have only a name. */
    userId: integer('user_id').references(() => users.id),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en'),
    designationBn: text('designation_bn').notNull(),
    designationEn: text('designation_en'),
    fromDate: date('from_date').notNull(),
    /** Null while the head is in office; one such entry per office. */
    toDate: date('to_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('honour_board_office_idx').on(table.officeId, table.fromDate),
    uniqueIndex('honour_board_one_present_head').on(table.officeId).where(sql`${table.toDate} is null`),
  ],
);
