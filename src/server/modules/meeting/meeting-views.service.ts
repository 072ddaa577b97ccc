/**
 * The nominations an office still owes (nomination-pending-meeting-list-view), the calendar by
 * month, week or day (meeting-calender-view), and the dashboard's figures (meeting-dashboard).
 */
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import {
  type CalendarEntry,
  MEETING_STATUSES,
  type MeetingDashboard,
  type MeetingStatus,
  type NominationListParams,
  type NominationPage,
} from '../../../common/contracts/meeting.contract';
import type { Db } from '../../db/client';
import { pageOffset } from '../../platform/paging';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import { cappedCount, relatedTo, searchMatches, toSummaries } from './meeting.service';
import { meetingDecisions, meetingInvitees, meetings } from './meeting.table';
import { namedByIds } from './meeting-desks';
import { taskScope, toTasks } from './meeting-tasks.service';

const nominationWhere = (officeId: number, search: string | undefined) =>
  and(
    eq(meetingInvitees.officeId, officeId),
    eq(meetingInvitees.kind, 'office'),
    sql`${meetingInvitees.nomineeDeskId} is null`,
    eq(meetingInvitees.meetingStatus, 'invited'),
    searchMatches(search, meetings.searchText),
  );

export async function listNominations(
  db: Db,
  auth: AuthContext,
  query: NominationListParams,
): Promise<NominationPage> {
  const where = nominationWhere(auth.activeRole.OfficeId, query.search);
  const from = sql`${meetingInvitees} join ${meetings} on ${meetings.id} = ${meetingInvitees.meetingId}`;
  const [rows, total] = await Promise.all([
    db
      .select({
        inviteeId: meetingInvitees.id,
        officeId: meetingInvitees.officeId,
        roleId: meetingInvitees.roleId,
        row: meetings,
        officeBn: offices.nameBn,
        officeEn: offices.nameEn,
        inviteeCount: sql<number>`(select count(*)::int from ${meetingInvitees} i where i.meeting_id = ${meetings.id})`,
      })
      .from(meetingInvitees)
      .innerJoin(meetings, eq(meetings.id, meetingInvitees.meetingId))
      .innerJoin(offices, eq(offices.id, meetings.officeId))
      .where(where)
      .orderBy(asc(meetingInvitees.meetingDate), asc(meetingInvitees.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedCount(db, from, where),
  ]);
  const [summaries, officeMap, roleMap] = await Promise.all([
    toSummaries(db, rows),
    namedByIds(
      db,
      'offices',
      rows.map((row) => row.officeId),
    ),
    namedByIds(
      db,
      'roles',
      rows.map((row) => row.roleId),
    ),
  ]);
  return {
    items: rows.map((row, index) => ({
      inviteeId: row.inviteeId,
      meeting: summaries[index],
      office: officeMap.get(row.officeId) ?? { id: row.officeId, nameBn: '', nameEn: '' },
      role: row.roleId ? (roleMap.get(row.roleId) ?? null) : null,
    })),
    total,
  };
}

/** The office's meetings between two days (its drafts too), and those it is invited to. */
export async function calendarOf(
  db: Db,
  auth: AuthContext,
  from: string,
  to: string,
): Promise<CalendarEntry[]> {
  return db
    .select({
      id: meetings.id,
      title: meetings.title,
      status: meetings.status,
      meetingDate: meetings.meetingDate,
      startTime: meetings.startTime,
      endTime: meetings.endTime,
      venue: meetings.venue,
      kind: meetings.kind,
    })
    .from(meetings)
    .where(
      and(
        gte(meetings.meetingDate, from),
        lte(meetings.meetingDate, to),
        relatedTo(auth.activeRole.OfficeId),
      ),
    )
    .orderBy(asc(meetings.meetingDate), asc(meetings.startTime), asc(meetings.id))
    .limit(500);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

export async function dashboardOf(db: Db, auth: AuthContext): Promise<MeetingDashboard> {
  const officeId = auth.activeRole.OfficeId;
  const today = dhakaDay(new Date());
  const yearAgo = `${addDays(today, -365).slice(0, 7)}-01`;
  const [statusRows, [week], [nominations], [tasks], months, overdueRows] = await Promise.all([
    db
      .select({ status: meetings.status, count: sql<number>`count(*)::int` })
      .from(meetings)
      .where(eq(meetings.officeId, officeId))
      .groupBy(meetings.status),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(meetings)
      .where(
        and(
          inArray(meetings.status, ['draft', 'invited']),
          gte(meetings.meetingDate, today),
          lte(meetings.meetingDate, addDays(today, 7)),
          relatedTo(officeId),
        ),
      ),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(meetingInvitees)
      .where(
        and(
          eq(meetingInvitees.officeId, officeId),
          eq(meetingInvitees.kind, 'office'),
          sql`${meetingInvitees.nomineeDeskId} is null`,
          eq(meetingInvitees.meetingStatus, 'invited'),
        ),
      ),
    db
      .select({
        open: sql<number>`count(*) filter (where ${meetingDecisions.status} = 'open')::int`,
        done: sql<number>`count(*) filter (where ${meetingDecisions.status} = 'done')::int`,
        overdue: sql<number>`count(*) filter (where ${meetingDecisions.status} = 'open' and ${meetingDecisions.deadline} < ${today})::int`,
      })
      .from(meetingDecisions)
      .where(taskScope(officeId)),
    db
      .select({
        month: sql<string>`to_char(${meetings.meetingDate}, 'YYYY-MM')`,
        count: sql<number>`count(*)::int`,
      })
      .from(meetings)
      .where(
        and(
          eq(meetings.officeId, officeId),
          gte(meetings.meetingDate, yearAgo),
          lte(meetings.meetingDate, today),
        ),
      )
      .groupBy(sql`1`),
    db
      .select()
      .from(meetingDecisions)
      .where(
        and(
          taskScope(officeId),
          eq(meetingDecisions.status, 'open'),
          sql`${meetingDecisions.deadline} < ${today}`,
        ),
      )
      .orderBy(asc(meetingDecisions.deadline), asc(meetingDecisions.id))
      .limit(5),
  ]);
  const byStatus = Object.fromEntries(MEETING_STATUSES.map((status) => [status, 0])) as Record<
    MeetingStatus,
    number
  >;
  for (const row of statusRows) byStatus[row.status] = Number(row.count);
  const counts = new Map(months.map((row) => [row.month, Number(row.count)]));
  const perMonth: MeetingDashboard['perMonth'] = [];
  const [year, month] = today.split('-').map(Number);
  for (let back = 11; back >= 0; back--) {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    const key = date.toISOString().slice(0, 7);
    perMonth.push({ month: key, count: counts.get(key) ?? 0 });
  }
  const refs = overdueRows.length
    ? await db
        .select({ id: meetings.id, title: meetings.title, meetingDate: meetings.meetingDate })
        .from(meetings)
        .where(or(...overdueRows.map((row) => eq(meetings.id, row.meetingId))))
    : [];
  return {
    byStatus,
    upcomingWeek: Number(week?.count ?? 0),
    nominationsPending: Number(nominations?.count ?? 0),
    tasks: {
      open: Number(tasks?.open ?? 0),
      done: Number(tasks?.done ?? 0),
      overdue: Number(tasks?.overdue ?? 0),
    },
    perMonth,
    overdueTasks: await toTasks(db, auth, overdueRows, new Map(refs.map((ref) => [ref.id, ref]))),
  };
}
