/**
 * Meetings (সভা): the meeting with its agenda, invitees (desks of the own office, or offices and
 * designations that nominate an officer and a substitute) and decisions, which are the tasks followed
 * up after the minutes are final. Every list of the module is one index of these tables.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  MeetingKind,
  MeetingStatus,
  MeetingType,
  TaskStatus,
} from '../../../common/contracts/meeting.contract';
import { desks, offices, roles } from '../office/office.table';
import { users } from '../users/users.table';

export const meetings = pgTable(
  'meetings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The office that calls the meeting. */
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    kind: text('kind').$type<MeetingKind>().notNull(),
    title: text('title').notNull(),
    meetingType: text('meeting_type').$type<MeetingType>().notNull(),
    chairDeskId: integer('chair_desk_id')
      .notNull()
      .references(() => desks.id),
    meetingDate: date('meeting_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time'),
    venue: text('venue'),
    onlineLink: text('online_link'),
    status: text('status').$type<MeetingStatus>().notNull().default('draft'),
    /** The first meeting of the series; a meeting that continues another shares its series. */
    seriesId: integer('series_id'),
    previousMeetingId: integer('previous_meeting_id'),
    memoNo: text('memo_no'),
    /** Title in lower case NFC for the trigram 'contains' search. */
    searchText: text('search_text').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdDeskId: integer('created_desk_id').references(() => desks.id),
    finalisedAt: timestamp('finalised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The calling office's lists by state and day, and its calendar.
    index('meetings_office_status_idx').on(table.officeId, table.status, table.meetingDate, table.id),
    index('meetings_office_date_idx').on(table.officeId, table.meetingDate),
    index('meetings_series_idx').on(table.seriesId),
    index('meetings_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The hourly reminder sweep: invited meetings of one day.
    index('meetings_invited_date_idx').on(table.meetingDate).where(sql`${table.status} = 'invited'`),
  ],
);

/**
 * The reminder of a meeting, sent once the day before it (or earlier on demand): the primary key is
 * the meeting, so the insert that sends it is the only one of two sweeps or two clicks that succeeds.
 */
export const meetingReminders = pgTable('meeting_reminders', {
  meetingId: integer('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who asked for it from the meeting's page; null when the hourly sweep sent it. */
  sentBy: integer('sent_by').references(() => users.id),
});

export const meetingAgendaItems = pgTable(
  'meeting_agenda_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    discussion: text('discussion'),
    /** Open decisions of earlier meetings of the series this item reviews. */
    carriedDecisionIds: integer('carried_decision_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (table) => [index('meeting_agenda_meeting_idx').on(table.meetingId, table.position)],
);

export const meetingInvitees = pgTable(
  'meeting_invitees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'desk' | 'office'>().notNull(),
    deskId: integer('desk_id').references(() => desks.id),
    /** The desk's office, or the invited office. */
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    /** A designation of the invited office, when one is asked for. */
    roleId: integer('role_id').references(() => roles.id),
    nomineeDeskId: integer('nominee_desk_id').references(() => desks.id),
    substituteDeskId: integer('substitute_desk_id').references(() => desks.id),
    nominatedAt: timestamp('nominated_at', { withTimezone: true }),
    nominatedBy: integer('nominated_by').references(() => users.id),
    attended: boolean('attended').notNull().default(false),
    /** The meeting's day and state, copied so the other offices' lists read one index. */
    meetingDate: date('meeting_date').notNull(),
    meetingStatus: text('meeting_status').$type<MeetingStatus>().notNull().default('draft'),
  },
  (table) => [
    index('meeting_invitees_meeting_idx').on(table.meetingId),
    index('meeting_invitees_office_idx').on(table.officeId, table.meetingStatus, table.meetingDate),
    index('meeting_invitees_desk_idx').on(table.deskId, table.meetingDate),
    // Nominations an office still owes.
    index('meeting_invitees_pending_nomination_idx')
      .on(table.officeId, table.meetingDate, table.id)
      .where(sql`${table.kind} = 'office' and ${table.nomineeDeskId} is null`),
  ],
);

export const meetingDecisions = pgTable(
  'meeting_decisions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    /** The calling office and the series, copied for the task lists and the rollover. */
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    seriesId: integer('series_id'),
    position: smallint('position').notNull(),
    agendaNo: smallint('agenda_no'),
    text: text('text').notNull(),
    responsibleDeskId: integer('responsible_desk_id').references(() => desks.id),
    responsibleOfficeId: integer('responsible_office_id').references(() => offices.id),
    deadline: date('deadline'),
    status: text('status').$type<TaskStatus>().notNull().default('open'),
    /** False while the minutes are a draft: a decision becomes a task when they are finalised. */
    active: boolean('active').notNull().default(false),
    searchText: text('search_text').notNull().default(''),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id),
    completionNote: text('completion_note'),
  },
  (table) => [
    index('meeting_decisions_meeting_idx').on(table.meetingId, table.position),
    index('meeting_decisions_office_idx')
      .on(table.officeId, table.status, table.deadline, table.id)
      .where(sql`${table.active}`),
    index('meeting_decisions_resp_office_idx')
      .on(table.responsibleOfficeId, table.status, table.deadline, table.id)
      .where(sql`${table.active}`),
    index('meeting_decisions_resp_desk_idx')
      .on(table.responsibleDeskId, table.status, table.deadline)
      .where(sql`${table.active}`),
    index('meeting_decisions_series_idx')
      .on(table.seriesId, table.id)
      .where(sql`${table.status} = 'open' and ${table.active}`),
    index('meeting_decisions_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
