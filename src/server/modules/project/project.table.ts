/** Projects (প্রকল্প): an office's projects, their budget by fiscal year, and their sites. */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProjectStatus } from '../../../common/contracts/project.contract';
import { districts, upazilas } from '../geography/geography.table';
import { offices } from '../office/office.table';
import { users } from '../users/users.table';

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The implementing office, whose desks read the project and whose admin keeps it. */
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    code: text('code').notNull(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    ministry: text('ministry').notNull(),
    director: text('director').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').$type<ProjectStatus>().notNull(),
    progress: smallint('progress').notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(code || ' ' || name_bn || ' ' || name_en || ' ' || director, NFC))`,
    ),
    createdBy: integer('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('projects_code_unique').on(table.code),
    index('projects_office_idx').on(table.officeId, table.startDate, table.id),
    index('projects_status_idx').on(table.status, table.startDate),
    index('projects_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const projectBudgets = pgTable(
  'project_budgets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fiscalYear: text('fiscal_year').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
  },
  (table) => [uniqueIndex('project_budgets_year_unique').on(table.projectId, table.fiscalYear)],
);

export const projectSites = pgTable(
  'project_sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    upazilaId: integer('upazila_id').references(() => upazilas.id),
    latitude: numeric('latitude', { precision: 10, scale: 7 }).notNull(),
    longitude: numeric('longitude', { precision: 10, scale: 7 }).notNull(),
    progress: smallint('progress').notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(normalize(name_bn || ' ' || name_en, NFC))`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('project_sites_project_idx').on(table.projectId, table.nameBn),
    index('project_sites_district_idx').on(table.districtId),
    index('project_sites_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
