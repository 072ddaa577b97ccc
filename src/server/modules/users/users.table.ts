/** Accounts and the officer profile attached to each (SPEC.md §3 Session: user, profile). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    isSupportAdmin: boolean('is_support_admin').notNull().default(false),
    supportLevel: integer('support_level').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_mobile_unique').on(table.mobile),
    // The few app admins among a million and a half accounts (the support desk's assignees).
    index('users_app_admin_idx').on(table.id).where(sql`${table.isSupportAdmin} or ${table.isSuperAdmin}`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    knownAs: text('known_as').notNull(),
    knownAsBangla: text('known_as_bangla').notNull(),
    photoUrl: text('photo_url'),
    signatureUrl: text('signature_url'),
    gender: text('gender').$type<'male' | 'female' | 'other'>(),
    /** The office an officer belongs to; counted as non-posted there while holding no desk. */
    homeOfficeId: integer('home_office_id'),
    /** An office the officer works in without a post there (সংযুক্ত). */
    attachedOfficeId: integer('attached_office_id'),
    fatherNameBn: text('father_name_bn'),
    fatherNameEn: text('father_name_en'),
    motherNameBn: text('mother_name_bn'),
    motherNameEn: text('mother_name_en'),
    dateOfBirth: date('date_of_birth'),
    nid: text('nid'),
    religion: text('religion'),
    permanentAddress: text('permanent_address'),
    presentAddress: text('present_address'),
    postOffice: text('post_office'),
    postCode: text('post_code'),
    preferredDistrictId: integer('preferred_district_id'),
    preferredUpazilaId: integer('preferred_upazila_id'),
    /** Government-issued service id (e.g. BCS id); unique per officer. */
    serviceId: text('service_id'),
    firstJoiningDate: date('first_joining_date'),
    currentJoiningDate: date('current_joining_date'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    /**
     * Where the officer works now, kept by triggers on user_roles (migration 0014): the office and
     * designation of the first desk held (a posting before an additional charge), or the home
     * office with no designation while non-posted. The officer list filters and sorts on these.
     */
    officeId: integer('office_id'),
    roleId: integer('role_id'),
    /** How much of the profile is filled, 0–100; the profile module recomputes it on every write. */
    progress: smallint('progress').notNull().default(0),
    /** Both names in NFC and lower case, for the 'contains' search of officers (as offices.search_text). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(known_as_bangla, NFC) || chr(10) || known_as)`,
    ),
  },
  (table) => [
    index('profiles_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('profiles_user_idx').on(table.userId),
    index('profiles_home_office_idx').on(table.homeOfficeId),
    index('profiles_attached_office_idx').on(table.attachedOfficeId),
    // The designation rides along so that counting an office's posted or non-posted officers reads
    // the index alone.
    index('profiles_office_state_idx').on(table.officeId, table.id, table.roleId),
    index('profiles_office_name_idx').on(table.officeId, table.knownAsBangla, table.id),
    index('profiles_name_idx').on(table.knownAsBangla, table.id),
    uniqueIndex('profiles_nid_unique').on(table.nid),
    uniqueIndex('profiles_service_id_unique').on(table.serviceId),
  ],
);

/** Children of an officer (userRegi kids, each with its KidId); a child's gender must be set. */
export const profileChildren = pgTable(
  'profile_children',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
    name: text('name').notNull(),
    gender: text('gender').$type<'male' | 'female' | 'other'>().notNull(),
    dateOfBirth: date('date_of_birth'),
  },
  (table) => [index('profile_children_profile_idx').on(table.profileId)],
);

/** Spouses of an officer (userRegi spouses, each with its SpouseId). */
export const profileSpouses = pgTable(
  'profile_spouses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
    name: text('name').notNull(),
    occupation: text('occupation'),
  },
  (table) => [index('profile_spouses_profile_idx').on(table.profileId)],
);
