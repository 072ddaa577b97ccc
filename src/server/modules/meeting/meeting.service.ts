/**
 * Meetings read (SPEC.md §2 /meeting-mgt): the lists of the calling office and of the offices it
 * invites, one meeting with its agenda, invitees and decisions, and who may do what with it. A
 * meeting is read by desks of the calling office, desks of an invited office once invited, and the
 * app admins; anyone else gets 404. Office scope is in the SQL of each list.
 */
import { and, asc, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import {
  type MeetingDetail,
  type MeetingFilterParams,
  type MeetingListParams,
  type MeetingPage,
  type MeetingSummary,
  type MeetingTask,
  MINUTES_OPEN,
  VIEW_STATUSES,
} from '../../../common/contracts/meeting.contract';
import { canManageMeetings, isAppAdmin } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { containsPattern, EXACT_COUNT_LIMIT, pageOffset } from '../../platform/paging';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import {
  meetingAgendaItems,
  meetingDecisions,
  meetingInvitees,
  meetingReminders,
  meetings,
} from './meeting.table';
import { desksByIds, namedByIds } from './meeting-desks';
import { papersOf } from './meeting-files.service';
import { tasksByIds, toTasks } from './meeting-tasks.service';

export type MeetingRow = typeof meetings.$inferSelect;

export const searchTextOf = (...parts: (string | null | undefined)[]) =>
  parts.filter(Boolean).join(' ').normalize('NFC').toLowerCase();

/** 'Contains' search of a stored lower-case NFC column, read through its trigram index. */
export const searchMatches = (search: string | undefined, column: typeof meetings.searchText) =>
  search ? sql`${column} like ${containsPattern(search.normalize('NFC').toLowerCase())}` : undefined;

/** A count that stops after EXACT_COUNT_LIMIT rows: exact where a person counts. */
export async function cappedCount(db: Db, from: SQL, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as total from (select 1 from ${from} where ${where ?? sql`true`} limit ${EXACT_COUNT_LIMIT}) capped`,
  )) as unknown as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * Meetings the office calls, or is invited to once the invitation has gone out. Written as the ids
 * of the two sets, each read from its own office index: an `or` of the two made PostgreSQL walk
 * every meeting in the asked states (400,000 at national scale) to test each.
 */
export function relatedTo(officeId: number): SQL {
  return sql`${meetings.id} in (
    select m.id from ${meetings} m where m.office_id = ${officeId}
    union all
    select i.meeting_id from ${meetingInvitees} i where i.office_id = ${officeId} and i.meeting_status <> 'draft')`;
}

export function listWhere(auth: AuthContext, query: MeetingFilterParams): SQL | undefined {
  return and(
    inArray(meetings.status, [...VIEW_STATUSES[query.view]]),
    relatedTo(auth.activeRole.OfficeId),
    query.kind ? eq(meetings.kind, query.kind) : undefined,
    query.meetingType ? eq(meetings.meetingType, query.meetingType) : undefined,
    query.from ? gte(meetings.meetingDate, query.from) : undefined,
    query.to ? lte(meetings.meetingDate, query.to) : undefined,
    searchMatches(query.search, meetings.searchText),
  );
}

const summaryColumns = {
  row: meetings,
  officeBn: offices.nameBn,
  officeEn: offices.nameEn,
  inviteeCount: sql<number>`(select count(*)::int from ${meetingInvitees} i where i.meeting_id = ${meetings.id})`,
};

function summaryQuery(db: Db | Tx) {
  return db
    .select(summaryColumns)
    .from(meetings)
    .innerJoin(offices, eq(offices.id, meetings.officeId))
    .$dynamic();
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

export async function toSummaries(db: Db | Tx, rows: SummaryRow[]): Promise<MeetingSummary[]> {
  const chairs = await desksByIds(
    db,
    rows.map(({ row }) => row.chairDeskId),
  );
  return rows.map(({ row, officeBn, officeEn, inviteeCount }) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    meetingType: row.meetingType,
    status: row.status,
    meetingDate: row.meetingDate,
    startTime: row.startTime,
    endTime: row.endTime,
    venue: row.venue,
    onlineLink: row.onlineLink,
    office: { id: row.officeId, nameBn: officeBn, nameEn: officeEn },
    chair: chairs.get(row.chairDeskId) ?? null,
    memoNo: row.memoNo,
    inviteeCount: Number(inviteeCount),
    seriesId: row.seriesId,
  }));
}

async function pageRows(db: Db, where: SQL | undefined, upcoming: boolean, limit: number, offset: number) {
  const order = upcoming
    ? [asc(meetings.meetingDate), asc(meetings.startTime), asc(meetings.id)]
    : [desc(meetings.meetingDate), desc(meetings.startTime), desc(meetings.id)];
  const rows = await summaryQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return toSummaries(db, rows);
}

export async function listMeetings(
  db: Db,
  auth: AuthContext,
  query: MeetingListParams,
): Promise<MeetingPage> {
  const where = listWhere(auth, query);
  const [items, total] = await Promise.all([
    pageRows(db, where, query.view === 'upcoming', query.pageSize, pageOffset(query)),
    cappedCount(db, sql`${meetings}`, where),
  ]);
  return { items, total };
}

export async function* meetingBatches(
  db: Db,
  auth: AuthContext,
  query: MeetingFilterParams,
  batchSize: number,
  limit: number,
): AsyncGenerator<MeetingSummary[]> {
  const where = listWhere(auth, query);
  for (let offset = 0; offset < limit; offset += batchSize) {
    const size = Math.min(batchSize, limit - offset);
    const rows = await pageRows(db, where, query.view === 'upcoming', size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/* One meeting -------------------------------------------------------------------------------- */

export const isCallingOffice = (auth: AuthContext, row: MeetingRow) =>
  row.officeId === auth.activeRole.OfficeId;
/** May change the meeting: a desk of the calling office with the meetings group (SPEC.md §6). */
export const mayManage = (auth: AuthContext, row: MeetingRow) =>
  canManageMeetings(auth) && isCallingOffice(auth, row);

async function invitedOffice(db: Db | Tx, auth: AuthContext, row: MeetingRow): Promise<boolean> {
  if (row.status === 'draft') return false;
  const [hit] = await db
    .select({ id: meetingInvitees.id })
    .from(meetingInvitees)
    .where(and(eq(meetingInvitees.meetingId, row.id), eq(meetingInvitees.officeId, auth.activeRole.OfficeId)))
    .limit(1);
  return hit !== undefined;
}

/** The meeting if the caller may read it; 404 otherwise. */
export async function readableMeeting(db: Db | Tx, auth: AuthContext, id: number): Promise<MeetingRow> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id));
  if (!row) throw notFound();
  if (isCallingOffice(auth, row) || isAppAdmin(auth) || (await invitedOffice(db, auth, row))) return row;
  throw notFound();
}

const mayNominateFor = (auth: AuthContext) =>
  auth.activeRole.IsOfficeAdmin || auth.activeRole.IsOfficeHead || auth.isSuperAdmin;

export async function getMeeting(db: Db | Tx, auth: AuthContext, id: number): Promise<MeetingDetail> {
  const row = await readableMeeting(db, auth, id);
  const [summaryRow] = await summaryQuery(db).where(eq(meetings.id, id));
  const [[summary], agenda, invitees, decisionRows, [reminder]] = await Promise.all([
    toSummaries(db, [summaryRow]),
    db
      .select()
      .from(meetingAgendaItems)
      .where(eq(meetingAgendaItems.meetingId, id))
      .orderBy(asc(meetingAgendaItems.position)),
    db
      .select()
      .from(meetingInvitees)
      .where(eq(meetingInvitees.meetingId, id))
      .orderBy(asc(meetingInvitees.id)),
    db
      .select()
      .from(meetingDecisions)
      .where(eq(meetingDecisions.meetingId, id))
      .orderBy(asc(meetingDecisions.position)),
    db
      .select({ sentAt: meetingReminders.sentAt })
      .from(meetingReminders)
      .where(eq(meetingReminders.meetingId, id)),
  ]);
  const carriedIds = agenda.flatMap((item) => item.carriedDecisionIds);
  const [deskMap, officeMap, roleMap, decisions, carried, papers] = await Promise.all([
    desksByIds(
      db,
      invitees.flatMap((invitee) => [invitee.deskId, invitee.nomineeDeskId, invitee.substituteDeskId]),
    ),
    namedByIds(
      db,
      'offices',
      invitees.map((invitee) => invitee.officeId),
    ),
    namedByIds(
      db,
      'roles',
      invitees.map((invitee) => invitee.roleId),
    ),
    toTasks(db, auth, decisionRows, { id: row.id, title: row.title, meetingDate: row.meetingDate }),
    tasksByIds(db, auth, carriedIds),
    papersOf(db, id),
  ]);
  const manage = mayManage(auth, row);
  const desk = (deskId: number | null) => (deskId ? (deskMap.get(deskId) ?? null) : null);
  return {
    ...summary,
    previousMeetingId: row.previousMeetingId,
    papers,
    finalisedAt: row.finalisedAt ? row.finalisedAt.toISOString() : null,
    reminderSentAt: reminder ? reminder.sentAt.toISOString() : null,
    agenda: agenda.map((item) => ({
      no: item.position,
      title: item.title,
      discussion: item.discussion,
      carried: item.carriedDecisionIds.flatMap((decisionId) => carried.get(decisionId) ?? []),
    })),
    invitees: invitees.map((invitee) => ({
      id: invitee.id,
      kind: invitee.kind,
      desk: desk(invitee.deskId),
      office: officeMap.get(invitee.officeId) ?? { id: invitee.officeId, nameBn: '', nameEn: '' },
      role: invitee.roleId ? (roleMap.get(invitee.roleId) ?? null) : null,
      nominee: desk(invitee.nomineeDeskId),
      substitute: desk(invitee.substituteDeskId),
      nominatedAt: invitee.nominatedAt ? invitee.nominatedAt.toISOString() : null,
      attended: invitee.attended,
    })),
    decisions,
    can: {
      edit: manage && row.status === 'draft',
      invite: manage && row.status === 'draft',
      hold: manage && row.status === 'invited',
      minutes: manage && MINUTES_OPEN.includes(row.status),
      finalise: manage && row.status === 'minutes_pending',
      archive: manage && row.status === 'finalised',
      remind: manage && row.status === 'invited' && !reminder && row.meetingDate >= dhakaDay(new Date()),
      attach: manage && !['finalised', 'archived'].includes(row.status),
      nominate:
        row.status === 'invited' && mayNominateFor(auth)
          ? invitees
              .filter(
                (invitee) =>
                  invitee.kind === 'office' &&
                  invitee.nomineeDeskId === null &&
                  invitee.officeId === auth.activeRole.OfficeId,
              )
              .map((invitee) => invitee.id)
          : [],
    },
  };
}

export { mayNominateFor };

/** Open, finalised decisions of the series (its meetings other than `exceptMeetingId`). */
export async function openDecisionsOfSeries(
  db: Db | Tx,
  seriesId: number,
  exceptMeetingId: number | null,
): Promise<number[]> {
  const rows = await db
    .select({ id: meetingDecisions.id })
    .from(meetingDecisions)
    .where(
      and(
        eq(meetingDecisions.seriesId, seriesId),
        eq(meetingDecisions.status, 'open'),
        eq(meetingDecisions.active, true),
        exceptMeetingId ? ne(meetingDecisions.meetingId, exceptMeetingId) : undefined,
      ),
    )
    .orderBy(asc(meetingDecisions.id))
    .limit(100);
  return rows.map((row) => row.id);
}

export type { MeetingTask };
