/**
 * The officer's profile tabs (SPEC.md §2 /profile children): education, trainings, skills (with the
 * master list of skill areas), researches, desired postings, work history outside the system's
 * postings, and portfolio. Rows belong to the account (`user_id`), as the API addresses them.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { districts, upazilas } from '../geography/geography.table';
import { offices } from '../office/office.table';
import { users } from '../users/users.table';

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Master data: the areas a skill belongs to (ICT, administration, finance …). */
export const skillAreas = pgTable(
  'skill_areas',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('skill_areas_name_bn_unique').on(table.nameBn)],
);

export const profileEducations = pgTable(
  'profile_educations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    degree: text('degree').notNull(),
    subject: text('subject'),
    institution: text('institution').notNull(),
    board: text('board'),
    passingYear: smallint('passing_year'),
    result: text('result'),
    ...stamps,
  },
  (table) => [index('profile_educations_user_idx').on(table.userId)],
);

export const profileTrainings = pgTable(
  'profile_trainings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    title: text('title').notNull(),
    institute: text('institute').notNull(),
    country: text('country'),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
    days: smallint('days'),
    ...stamps,
  },
  (table) => [index('profile_trainings_user_idx').on(table.userId)],
);

export const profileSkills = pgTable(
  'profile_skills',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    skillAreaId: integer('skill_area_id')
      .notNull()
      .references(() => skillAreas.id),
    skill: text('skill').notNull(),
    /** beginner / intermediate / expert; null for a skill named at registration, level not given yet. */
    level: text('level').$type<'beginner' | 'intermediate' | 'expert'>(),
    years: smallint('years'),
    /** The skill's name in NFC and lower case: one skill once per officer, and the 'contains' search. */
    skillKey: text('skill_key').generatedAlwaysAs(sql`lower(normalize(skill, NFC))`),
    ...stamps,
  },
  (table) => [
    index('profile_skills_user_idx').on(table.userId),
    index('profile_skills_area_idx').on(table.skillAreaId),
    uniqueIndex('profile_skills_user_skill_unique').on(table.userId, table.skillKey),
    index('profile_skills_key_trgm_idx').using('gin', sql`${table.skillKey} gin_trgm_ops`),
  ],
);

export const profileResearches = pgTable(
  'profile_researches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    title: text('title').notNull(),
    area: text('area'),
    publication: text('publication'),
    year: smallint('year'),
    link: text('link'),
    ...stamps,
  },
  (table) => [index('profile_researches_user_idx').on(table.userId)],
);

export const profileDesirePostings = pgTable(
  'profile_desire_postings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    officeId: integer('office_id').references(() => offices.id),
    districtId: integer('district_id').references(() => districts.id),
    upazilaId: integer('upazila_id').references(() => upazilas.id),
    post: text('post').notNull(),
    priority: smallint('priority').notNull(),
    reason: text('reason'),
    ...stamps,
  },
  (table) => [index('profile_desire_postings_user_idx').on(table.userId)],
);

export const profileWorkHistory = pgTable(
  'profile_work_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    organisation: text('organisation').notNull(),
    designation: text('designation').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
    responsibilities: text('responsibilities'),
    ...stamps,
  },
  (table) => [index('profile_work_history_user_idx').on(table.userId)],
);

export const profilePortfolio = pgTable(
  'profile_portfolio',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    title: text('title').notNull(),
    description: text('description'),
    link: text('link'),
    /** The serving path of the attachment (upload service), with the file's id as a version. */
    attachmentUrl: text('attachment_url'),
    attachmentName: text('attachment_name'),
    ...stamps,
  },
  (table) => [index('profile_portfolio_user_idx').on(table.userId)],
);
