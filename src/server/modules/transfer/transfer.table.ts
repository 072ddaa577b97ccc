/**
 * Transfer applications (বদলির আবেদন), transfer rounds (বদলি পর্ব) and the transfers of a round.
 * An application keeps the office and desk the applicant held when applying, and that office's
 * controlling office, so the deciding desks' queues are index reads. The applicant's names are
 * copied onto it, so the queue's search needs no join (`search_text`, trigram index).
 * Attachments are stored files ('transfer-application') owned by the application's id.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ItemStatus, RoundStatus, TransferStatus } from '../../../common/contracts/transfer.contract';
import { desks, offices, userRoles } from '../office/office.table';
import { users } from '../users/users.table';

export const transferApplications = pgTable(
  'transfer_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    applicantNameBn: text('applicant_name_bn').notNull(),
    applicantNameEn: text('applicant_name_en').notNull(),
    /** The holding the applicant asks to be moved from, its desk and office, and that office's controlling office. */
    userRoleId: integer('user_role_id')
      .notNull()
      .references(() => userRoles.id),
    deskId: integer('desk_id')
      .notNull()
      .references(() => desks.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    controllingOfficeId: integer('controlling_office_id').references(() => offices.id),
    preferredOfficeIds: integer('preferred_office_ids').array().notNull().default(sql`'{}'::integer[]`),
    preferredDistrictIds: integer('preferred_district_ids').array().notNull().default(sql`'{}'::integer[]`),
    reason: text('reason').notNull(),
    /** 1 submitted, 2 approved, 3 rejected, 4 withdrawn, 5 transferred. */
    status: smallint('status').$type<TransferStatus>().notNull().default(1),
    decisionNote: text('decision_note'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    decidedByDeskId: integer('decided_by_desk_id').references(() => desks.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Where the applicant went, under which office order, once a round carried it out. */
    toDeskId: integer('to_desk_id').references(() => desks.id),
    orderNo: text('order_no'),
    orderDate: date('order_date'),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    /** The applicant's names and the reason in NFC and lower case, for the 'contains' search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(normalize(applicant_name_bn || ' ' || applicant_name_en || ' ' || reason, NFC))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The applicant's own list, newest first.
    index('transfer_applications_applicant_idx').on(table.applicantUserId, table.createdAt, table.id),
    // The deciding desks' queues: the applicant's office and its controlling office, by status.
    index('transfer_applications_office_idx').on(table.officeId, table.status, table.createdAt, table.id),
    index('transfer_applications_controlling_idx').on(
      table.controllingOfficeId,
      table.status,
      table.createdAt,
      table.id,
    ),
    // The super admin's queue: every application, or one status, newest first.
    index('transfer_applications_created_idx').on(table.createdAt, table.id),
    index('transfer_applications_status_idx').on(table.status, table.createdAt, table.id),
    // One application in progress (submitted or approved) per officer.
    uniqueIndex('transfer_applications_one_open')
      .on(table.applicantUserId)
      .where(sql`${table.status} in (1, 2)`),
    index('transfer_applications_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** A transfer round: one office order (স্মারক নং, date) that moves several officers at once. */
export const transferRounds = pgTable(
  'transfer_rounds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The planning office: the round moves officers of it and of the offices it controls. */
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    title: text('title').notNull(),
    orderNo: text('order_no').notNull(),
    orderDate: date('order_date').notNull(),
    /** 1 being planned, 2 carried out. */
    status: smallint('status').$type<RoundStatus>().notNull().default(1),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    carriedOutByUserId: integer('carried_out_by_user_id').references(() => users.id),
    carriedOutAt: timestamp('carried_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transfer_rounds_office_idx').on(table.officeId, table.createdAt, table.id)],
);

/** One officer of a round: from the holding to the vacant desk, planned, done or failed. */
export const transferRoundItems = pgTable(
  'transfer_round_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    roundId: integer('round_id')
      .notNull()
      .references(() => transferRounds.id, { onDelete: 'cascade' }),
    /** The approved application behind it; none for a candidate the admin chose. */
    applicationId: integer('application_id').references(() => transferApplications.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fromUserRoleId: integer('from_user_role_id')
      .notNull()
      .references(() => userRoles.id),
    fromDeskId: integer('from_desk_id')
      .notNull()
      .references(() => desks.id),
    toDeskId: integer('to_desk_id')
      .notNull()
      .references(() => desks.id),
    /** 1 planned, 2 carried out, 3 failed. */
    status: smallint('status').$type<ItemStatus>().notNull().default(1),
    /** Why it failed: a message key. */
    failureKey: text('failure_key'),
    resultUserRoleId: integer('result_user_role_id').references(() => userRoles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('transfer_round_items_person_idx').on(table.roundId, table.userId),
    uniqueIndex('transfer_round_items_desk_idx').on(table.roundId, table.toDeskId),
    // A vacant desk planned in an open round is shown as such in the planner.
    index('transfer_round_items_planned_desk_idx').on(table.toDeskId).where(sql`${table.status} = 1`),
    index('transfer_round_items_application_idx').on(table.applicationId),
  ],
);
