/**
 * Reminders before the meeting day: once per invited meeting, the day before it (Dhaka date) by the
 * hourly sweep of the primary process, or earlier on demand by the calling office. The reminder's
 * row (primary key: the meeting) is inserted by the statement that also checks the meeting is still
 * invited and its day has not passed, in the transaction that writes the notices; so of two sweeps,
 * two server instances or fifty clicks at once exactly one sends, and a second attempt finds the row.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { MeetingDetail } from '../../../common/contracts/meeting.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { writeAudit } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import { dhakaDay } from '../../platform/working-days';
import { notifyReminder } from './meeting.notify';
import { getMeeting } from './meeting.service';
import { meetingInvitees, meetingReminders, meetings } from './meeting.table';
import { managedRow } from './meeting-workflow.service';

const DAY_MS = 86_400_000;
const SWEEP_BATCH = 200;

/**
 * Sends the reminder of one meeting if none went out yet, the meeting is invited and its day is
 * `today` or later; false when the insert found nothing to do.
 */
async function sendReminder(tx: Tx, meetingId: number, today: string, actor: Actor | null): Promise<boolean> {
  const inserted = (await tx.execute(sql`
    insert into ${meetingReminders} (meeting_id, sent_by)
    select m.id, ${actor?.auth.userId ?? null}::integer from ${meetings} m
    where m.id = ${meetingId} and m.status = 'invited' and m.meeting_date >= ${today}
    on conflict (meeting_id) do nothing
    returning meeting_id`)) as unknown as { rows: unknown[] };
  if (inserted.rows.length === 0) return false;
  const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId));
  const invitees = await tx.select().from(meetingInvitees).where(eq(meetingInvitees.meetingId, meetingId));
  await notifyReminder(tx, meeting, invitees);
  const change = { after: { reminder: true, meetingDate: meeting.meetingDate } };
  if (actor) await audit(tx, actor, 'remind', 'meeting', meetingId, change);
  else
    await writeAudit(tx, {
      userId: null,
      officeId: meeting.officeId,
      action: 'remind',
      entity: 'meeting',
      entityId: meetingId,
      ...change,
    });
  return true;
}

/** The calling office reminds the invitees now: 409 once reminded, or for a meeting past or not invited. */
export async function remindMeeting(db: Db, actor: Actor, id: number): Promise<MeetingDetail> {
  const row = await managedRow(db, actor.auth, id);
  const today = dhakaDay(new Date());
  const reminded = async () =>
    (await db.select().from(meetingReminders).where(eq(meetingReminders.meetingId, id))).length > 0;
  if (await reminded()) throw conflict('meeting.reminderSent');
  if (row.status !== 'invited' || row.meetingDate < today) throw conflict('meeting.reminderClosed');
  const sent = await inTransaction(db, (tx) => sendReminder(tx, id, today, actor));
  if (!sent) throw conflict((await reminded()) ? 'meeting.reminderSent' : 'meeting.reminderClosed');
  return getMeeting(db, actor.auth, id);
}

/**
 * The sweep: reminds every invited meeting of tomorrow (Dhaka) not reminded yet, in pages of the
 * meetings' ids, each in its own transaction. Returns how many reminders went out.
 */
export async function sendDueReminders(db: Db, now = new Date()): Promise<number> {
  const today = dhakaDay(now);
  const tomorrow = dhakaDay(new Date(now.getTime() + DAY_MS));
  let sent = 0;
  let after = 0;
  for (;;) {
    const due = await db
      .select({ id: meetings.id })
      .from(meetings)
      .where(
        and(
          eq(meetings.status, 'invited'),
          eq(meetings.meetingDate, tomorrow),
          gt(meetings.id, after),
          sql`not exists (select 1 from ${meetingReminders} r where r.meeting_id = ${meetings.id})`,
        ),
      )
      .orderBy(asc(meetings.id))
      .limit(SWEEP_BATCH);
    for (const { id } of due) if (await inTransaction(db, (tx) => sendReminder(tx, id, today, null))) sent++;
    if (due.length < SWEEP_BATCH) return sent;
    after = due[due.length - 1].id;
  }
}
