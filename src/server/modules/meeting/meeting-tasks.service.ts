/**
 * Decisions as tasks (SPEC.md §2 all-meeting-task-view, all-meeting-pending-task-view,
 * all-meeting-completed-task-view): a finalised decision with a responsible desk or office and a
 * deadline is followed up until completed. An office sees the tasks of the meetings it called and
 * the tasks it (or one of its desks) is responsible for. Completing is one conditional update of the
 * open task; a second completion answers 409.
 */
import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type {
  MeetingTask,
  TaskFilterParams,
  TaskListParams,
  TaskPage,
} from '../../../common/contracts/meeting.contract';
import { canManageMeetings } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { containsPattern, pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { dhakaDay } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { notifyUsers } from '../message/message.notify';
import { meetingDecisions, meetings } from './meeting.table';
import { desksByIds, namedByIds } from './meeting-desks';

type DecisionRow = typeof meetingDecisions.$inferSelect;
interface MeetingRef {
  id: number;
  title: string;
  meetingDate: string;
}

export function mayComplete(auth: AuthContext, row: DecisionRow): boolean {
  if (!row.active || row.status !== 'open') return false;
  const role = auth.activeRole;
  return (
    row.responsibleDeskId === role.DeskId ||
    (row.responsibleOfficeId === role.OfficeId && (role.IsOfficeAdmin || role.IsOfficeHead)) ||
    (row.officeId === role.OfficeId && canManageMeetings(auth))
  );
}

/** Decisions as tasks, with the desks and offices of a whole page read in one query each. */
export async function toTasks(
  db: Db | Tx,
  auth: AuthContext,
  rows: DecisionRow[],
  meeting: MeetingRef | Map<number, MeetingRef>,
): Promise<MeetingTask[]> {
  const [deskMap, officeMap] = await Promise.all([
    desksByIds(
      db,
      rows.map((row) => row.responsibleDeskId),
    ),
    namedByIds(
      db,
      'offices',
      rows.map((row) => row.responsibleOfficeId),
    ),
  ]);
  const today = dhakaDay(new Date());
  return rows.map((row) => {
    const ref = meeting instanceof Map ? meeting.get(row.meetingId) : meeting;
    return {
      id: row.id,
      meetingId: row.meetingId,
      meetingTitle: ref?.title ?? '',
      meetingDate: ref?.meetingDate ?? '',
      agendaNo: row.agendaNo,
      text: row.text,
      responsibleDesk: row.responsibleDeskId ? (deskMap.get(row.responsibleDeskId) ?? null) : null,
      responsibleOffice: row.responsibleOfficeId ? (officeMap.get(row.responsibleOfficeId) ?? null) : null,
      deadline: row.deadline,
      status: row.status,
      overdue: row.active && row.status === 'open' && row.deadline !== null && row.deadline < today,
      completedAt: row.completedAt ? row.completedAt.toISOString() : null,
      completionNote: row.completionNote,
      can: { complete: mayComplete(auth, row) },
    };
  });
}

async function withMeetings(db: Db | Tx, auth: AuthContext, rows: DecisionRow[]): Promise<MeetingTask[]> {
  const ids = [...new Set(rows.map((row) => row.meetingId))];
  const refs =
    ids.length === 0
      ? []
      : await db
          .select({ id: meetings.id, title: meetings.title, meetingDate: meetings.meetingDate })
          .from(meetings)
          .where(inArray(meetings.id, ids));
  return toTasks(db, auth, rows, new Map(refs.map((ref) => [ref.id, ref])));
}

/** Decisions by id (the carried ones of an agenda item), as tasks. */
export async function tasksByIds(
  db: Db | Tx,
  auth: AuthContext,
  ids: number[],
): Promise<Map<number, MeetingTask>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(meetingDecisions)
    .where(inArray(meetingDecisions.id, [...new Set(ids)]));
  const tasks = await withMeetings(db, auth, rows);
  return new Map(tasks.map((task) => [task.id, task]));
}

/** Tasks of the meetings the office called, or that it or one of its desks is responsible for. */
export function taskScope(officeId: number): SQL {
  return and(
    eq(meetingDecisions.active, true),
    or(eq(meetingDecisions.officeId, officeId), eq(meetingDecisions.responsibleOfficeId, officeId)),
  ) as SQL;
}

export function taskWhere(auth: AuthContext, query: TaskFilterParams): SQL | undefined {
  const today = dhakaDay(new Date());
  return and(
    taskScope(auth.activeRole.OfficeId),
    query.view === 'pending' ? eq(meetingDecisions.status, 'open') : undefined,
    query.view === 'completed' ? eq(meetingDecisions.status, 'done') : undefined,
    query.overdue === 'true'
      ? and(eq(meetingDecisions.status, 'open'), lt(meetingDecisions.deadline, today))
      : undefined,
    query.search
      ? sql`${meetingDecisions.searchText} like ${containsPattern(query.search.normalize('NFC').toLowerCase())}`
      : undefined,
  );
}

async function taskRows(db: Db, auth: AuthContext, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(meetingDecisions)
    .where(where)
    .orderBy(desc(meetingDecisions.status), asc(meetingDecisions.deadline), asc(meetingDecisions.id))
    .limit(limit)
    .offset(offset);
  return withMeetings(db, auth, rows);
}

export async function listTasks(
  db: Db,
  auth: AuthContext,
  query: TaskListParams,
  count: (where: SQL | undefined) => Promise<number>,
): Promise<TaskPage> {
  const where = taskWhere(auth, query);
  const [items, total] = await Promise.all([
    taskRows(db, auth, where, query.pageSize, pageOffset(query)),
    count(where),
  ]);
  return { items, total };
}

export async function* taskBatches(
  db: Db,
  auth: AuthContext,
  query: TaskFilterParams,
  batchSize: number,
  limit: number,
): AsyncGenerator<MeetingTask[]> {
  const where = taskWhere(auth, query);
  for (let offset = 0; offset < limit; offset += batchSize) {
    const size = Math.min(batchSize, limit - offset);
    const rows = await taskRows(db, auth, where, size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** Marks an open task done: one conditional update; the second of two at once gets 409. */
export async function completeTask(
  db: Db,
  actor: Actor,
  id: number,
  note: string | undefined,
): Promise<MeetingTask> {
  const { auth } = actor;
  const [row] = await db
    .select()
    .from(meetingDecisions)
    .where(and(eq(meetingDecisions.id, id), taskScope(auth.activeRole.OfficeId)));
  if (!row) throw notFound();
  if (row.status !== 'open') throw conflict('meeting.taskDone');
  if (!mayComplete(auth, row)) throw forbidden('meeting.notResponsible');
  const after = await inTransaction(db, async (tx) => {
    const [done] = await tx
      .update(meetingDecisions)
      .set({
        status: 'done',
        completedAt: new Date(),
        completedBy: auth.userId,
        completionNote: note ?? null,
      })
      .where(and(eq(meetingDecisions.id, id), eq(meetingDecisions.status, 'open')))
      .returning();
    if (!done) throw conflict('meeting.taskDone');
    await audit(tx, actor, 'complete', 'meeting-task', id, {
      before: { status: row.status },
      after: { status: done.status, note: note ?? null },
    });
    const [meeting] = await tx
      .select({ createdBy: meetings.createdBy, title: meetings.title })
      .from(meetings)
      .where(eq(meetings.id, row.meetingId));
    if (meeting && meeting.createdBy !== auth.userId)
      await notifyUsers(tx, {
        userIds: [meeting.createdBy],
        subject: `সভার সিদ্ধান্ত বাস্তবায়িত: ${meeting.title}`,
        body: `সিদ্ধান্ত: ${row.text}${note ? `\nমন্তব্য: ${note}` : ''}`,
        link: '/meeting-mgt/all-meeting-completed-task-view',
      });
    return done;
  });
  const [task] = await withMeetings(db, auth, [after]);
  return task;
}
