/**
 * Innovations (উদ্ভাবন): what an officer records from a desk, owned by that desk's office. The
 * picture and the proof attachments are stored files ('innovation-picture', 'innovation-proof')
 * owned by the innovation's id; `picture_file_id` names the current picture.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { InnovationStatus } from '../../../common/contracts/innovation.contract';
import { desks, offices } from '../office/office.table';
import { users } from '../users/users.table';

export const innovations = pgTable(
  'innovations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    /** The officer who recorded it (the innovator) and the desk they recorded it from. */
    innovatorUserId: integer('innovator_user_id')
      .notNull()
      .references(() => users.id),
    innovatorDeskId: integer('innovator_desk_id').references(() => desks.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    impact: text('impact'),
    pilotingDetails: text('piloting_details'),
    url: text('url'),
    /** '2024-25', July to June. */
    fiscalYear: text('fiscal_year'),
    /** Taka with poisha; numeric keeps every digit. */
    budget: numeric('budget', { precision: 14, scale: 2 }),
    nationWide: boolean('nation_wide').notNull().default(false),
    pilotingDate: date('piloting_date'),
    status: text('status').$type<InnovationStatus>().notNull().default('draft'),
    /** The decider's note (why it was sent back, or a word on acceptance). */
    decisionNote: text('decision_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    pictureFileId: text('picture_file_id'),
    /** The title in NFC and lower case, for the 'contains' search (as offices.search_text). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(normalize(title, NFC))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The office's list (admins) and the innovator's own list, newest first.
    index('innovations_office_idx').on(table.officeId, table.createdAt, table.id),
    index('innovations_innovator_idx').on(table.innovatorUserId, table.createdAt, table.id),
    index('innovations_status_idx').on(table.status, table.officeId),
    index('innovations_fiscal_year_idx').on(table.fiscalYear, table.officeId),
    index('innovations_created_idx').on(table.createdAt, table.id),
    index('innovations_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
