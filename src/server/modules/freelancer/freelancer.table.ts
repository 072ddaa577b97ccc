/**
 * Freelancers of a district (SPEC.md §3), their marketplace entries, the master data they name,
 * mentors and teams. Money is numeric(14,2): dollars with cents (total income in taka), every
 * digit kept and summed exactly by PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FreelancerStatus } from '../../../common/contracts/freelancer.contract';
import { districts } from '../geography/geography.table';
import { offices } from '../office/office.table';

const masterTable = (name: string) =>
  pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
      nameBn: text('name_bn').notNull(),
      nameEn: text('name_en').notNull(),
      website: text('website'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [uniqueIndex(`${name}_name_bn_unique`).on(table.nameBn)],
  );

export const freelancerCategories = masterTable('freelancer_categories');
export const freelancerRoles = masterTable('freelancer_roles');
export const freelancerMarketplaces = masterTable('freelancer_marketplaces');

export const freelancers = pgTable(
  'freelancers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** 01XXXXXXXXX; one freelancer per number. An officer whose account has it sees the record. */
    mobile: text('mobile').notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    status: text('status').$type<FreelancerStatus>().notNull().default('active'),
    categoryId: integer('category_id').references(() => freelancerCategories.id),
    roleId: integer('role_id').references(() => freelancerRoles.id),
    /** Taka. */
    totalIncome: numeric('total_income', { precision: 14, scale: 2 }),
    /** Dollars. */
    lifetimeEarnings: numeric('lifetime_earnings', { precision: 14, scale: 2 }),
    hourlyRate: numeric('hourly_rate', { precision: 14, scale: 2 }),
    firstJoiningDate: date('first_joining_date'),
    /** Comma separated as typed; `skill_list` holds them lower-cased for the skill filter. */
    skills: text('skills'),
    skillList: text('skill_list')
      .array()
      .generatedAlwaysAs(
        sql`case when skills is null then '{}'::text[] else regexp_split_to_array(lower(normalize(skills, NFC)), '\\s*,\\s*') end`,
      ),
    suggestedSkills: text('suggested_skills'),
    trainingInterest: text('training_interest'),
    peopleTrained: integer('people_trained'),
    trainingHours: integer('training_hours'),
    otherExperience: text('other_experience'),
    comment: text('comment'),
    address: text('address'),
    /** The office that registered the freelancer. */
    officeId: integer('office_id').references(() => offices.id),
    /** Name, mobile and email in NFC and lower case, for the 'contains' search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(name, NFC) || ' ' || mobile || ' ' || email)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('freelancers_mobile_unique').on(table.mobile),
    index('freelancers_district_name_idx').on(table.districtId, table.name, table.id),
    index('freelancers_name_idx').on(table.name, table.id),
    index('freelancers_earnings_idx').on(table.lifetimeEarnings.desc().nullsLast(), table.id.desc()),
    index('freelancers_district_earnings_idx').on(table.districtId, table.lifetimeEarnings),
    index('freelancers_category_idx').on(table.categoryId, table.districtId),
    index('freelancers_status_idx').on(table.status, table.districtId),
    index('freelancers_joining_idx').on(table.firstJoiningDate, table.districtId),
    index('freelancers_joining_order_idx').on(table.firstJoiningDate.desc().nullsLast(), table.id.desc()),
    index('freelancers_skills_idx').using('gin', table.skillList),
    index('freelancers_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * The words of each freelancer's name (NFC, lower case), kept by trigger (migration 0048), with the
 * district and name copied beside them: a one-word search reads each matching word's freelancers
 * already in name order, instead of reading and sorting every match of a common name.
 */
export const freelancerNameWords = pgTable(
  'freelancer_name_words',
  {
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    districtId: integer('district_id').notNull(),
    name: text('name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.freelancerId, table.word] }),
    index('freelancer_name_words_order_idx').on(table.word, table.name, table.freelancerId),
    index('freelancer_name_words_district_idx').on(
      table.word,
      table.districtId,
      table.name,
      table.freelancerId,
    ),
  ],
);

/** Every word a freelancer's name has had: a search finds the words containing it here. */
export const freelancerNameWordList = pgTable(
  'freelancer_name_word_list',
  { word: text('word').primaryKey() },
  (table) => [index('freelancer_name_word_list_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
);

export const freelancerMarketplaceEntries = pgTable(
  'freelancer_marketplace_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    marketplaceId: integer('marketplace_id')
      .notNull()
      .references(() => freelancerMarketplaces.id),
    profileLink: text('profile_link'),
    /** Dollars. */
    earnings: numeric('earnings', { precision: 14, scale: 2 }),
    totalProjects: integer('total_projects'),
    joiningDate: date('joining_date'),
  },
  (table) => [
    uniqueIndex('freelancer_marketplace_entries_unique').on(table.freelancerId, table.marketplaceId),
    index('freelancer_marketplace_entries_marketplace_idx').on(table.marketplaceId, table.freelancerId),
  ],
);

/** Experienced freelancers who mentor others: at most one row per freelancer. */
export const freelancerMentors = pgTable(
  'freelancer_mentors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    expertise: text('expertise').notNull(),
    menteeCount: integer('mentee_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('freelancer_mentors_freelancer_unique').on(table.freelancerId)],
);

export const freelancerTeams = pgTable(
  'freelancer_teams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    leadId: integer('lead_id')
      .notNull()
      .references(() => freelancers.id),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('freelancer_teams_district_idx').on(table.districtId, table.name)],
);

export const freelancerTeamMembers = pgTable(
  'freelancer_team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => freelancerTeams.id, { onDelete: 'cascade' }),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.freelancerId] }),
    index('freelancer_team_members_freelancer_idx').on(table.freelancerId),
  ],
);

/**
 * The dashboard's figures, kept by triggers (migration freelancer_extra) as freelancers and their
 * entries change: one row per district, category (0: none), first joining year (0: unknown) and
 * status, and one per district and marketplace. The dashboard sums these few thousand rows instead
 * of the whole registry.
 */
export const freelancerStats = pgTable(
  'freelancer_stats',
  {
    districtId: integer('district_id').notNull(),
    categoryId: integer('category_id').notNull(),
    joiningYear: integer('joining_year').notNull(),
    status: text('status').notNull(),
    freelancers: integer('freelancers').notNull(),
    earnings: numeric('earnings', { precision: 16, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.districtId, table.categoryId, table.joiningYear, table.status] })],
);

export const freelancerMarketplaceStats = pgTable(
  'freelancer_marketplace_stats',
  {
    districtId: integer('district_id').notNull(),
    marketplaceId: integer('marketplace_id').notNull(),
    entries: integer('entries').notNull(),
    earnings: numeric('earnings', { precision: 16, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.districtId, table.marketplaceId] })],
);
