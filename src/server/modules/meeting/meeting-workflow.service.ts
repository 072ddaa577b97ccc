/**
 * The meeting's workflow: draft (made and changed by the calling office) → invited (notices go out)
 * → held → minutes pending (attendance, discussion, decisions written) → finalised (locked, memo
 * number, decisions become tasks) → archived; and the invited office's nomination of an officer and
 * a substitute. Every step is one conditional update of the row in its expected state
 * (`… where id = $1 and status in (…) returning`) in one transaction with its audit row and notices;
 * zero rows answers 409, so of two steps at once exactly one wins.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type MeetingDetail,
  type MeetingStatus,
  type MeetingValues,
  MINUTES_OPEN,
  type MinutesValues,
  type NominationInput,
} from '../../../common/contracts/meeting.contract';
import { REVIEW_AGENDA_BN } from '../../../common/meeting.names';
import type { MessageKey } from '../../../common/messages';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { desks, offices, roles } from '../office/office.table';
import { notifyFinalised, notifyInvited, notifyNominated } from './meeting.notify';
import {
  getMeeting,
  isCallingOffice,
  type MeetingRow,
  mayManage,
  mayNominateFor,
  openDecisionsOfSeries,
  readableMeeting,
  searchTextOf,
} from './meeting.service';
import { meetingAgendaItems, meetingDecisions, meetingInvitees, meetings } from './meeting.table';

const field = (name: string, messageKey: MessageKey) => badRequest(messageKey, [{ field: name, messageKey }]);

/** The invitees as rows: desks of the own office, other offices (and a designation of them). */
async function inviteeRows(db: Db | Tx, auth: AuthContext, values: MeetingValues) {
  const officeId = auth.activeRole.OfficeId;
  const deskIds = [
    values.chairDeskId,
    ...values.invitees.flatMap((invitee) =>
      invitee.kind === 'desk' && invitee.deskId ? [invitee.deskId] : [],
    ),
  ];
  const own = await db
    .select({ id: desks.id })
    .from(desks)
    .where(and(inArray(desks.id, deskIds), eq(desks.officeId, officeId)));
  const ownIds = new Set(own.map((desk) => desk.id));
  if (!ownIds.has(values.chairDeskId)) throw field('chairDeskId', 'meeting.deskNotOwn');
  if (deskIds.some((id) => !ownIds.has(id))) throw field('invitees', 'meeting.deskNotOwn');
  const officeIds = values.invitees.flatMap((invitee) =>
    invitee.kind === 'office' && invitee.officeId ? [invitee.officeId] : [],
  );
  if (officeIds.length > 0) {
    if (values.kind !== 'inter_office' || officeIds.includes(officeId))
      throw field('invitees', 'meeting.officeNotOther');
    const found = await db.select({ id: offices.id }).from(offices).where(inArray(offices.id, officeIds));
    if (found.length !== new Set(officeIds).size) throw field('invitees', 'meeting.officeNotOther');
  }
  const roleIds = values.invitees.flatMap((invitee) =>
    invitee.kind === 'office' && invitee.roleId ? [invitee.roleId] : [],
  );
  if (roleIds.length > 0) {
    const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
    if (found.length !== new Set(roleIds).size) throw field('invitees', 'validation.invalid');
  }
  const seen = new Set<string>();
  return values.invitees.flatMap((invitee) => {
    const key =
      invitee.kind === 'desk' ? `d${invitee.deskId}` : `o${invitee.officeId}-${invitee.roleId ?? ''}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      invitee.kind === 'desk'
        ? { kind: 'desk' as const, deskId: invitee.deskId ?? null, officeId, roleId: null }
        : {
            kind: 'office' as const,
            deskId: null,
            officeId: invitee.officeId ?? 0,
            roleId: invitee.roleId ?? null,
          },
    ];
  });
}

/** The series a meeting continues (the earlier meeting must be the own office's). */
async function seriesOf(
  db: Db | Tx,
  auth: AuthContext,
  previousId: number | undefined,
): Promise<number | null> {
  if (!previousId) return null;
  const [previous] = await db
    .select({ id: meetings.id, seriesId: meetings.seriesId })
    .from(meetings)
    .where(and(eq(meetings.id, previousId), eq(meetings.officeId, auth.activeRole.OfficeId)));
  if (!previous) throw field('previousMeetingId', 'meeting.previousInvalid');
  return previous.seriesId ?? previous.id;
}

async function writeParts(
  tx: Tx,
  meetingId: number,
  seriesId: number | null,
  values: MeetingValues,
  invitees: Awaited<ReturnType<typeof inviteeRows>>,
) {
  await tx.delete(meetingAgendaItems).where(eq(meetingAgendaItems.meetingId, meetingId));
  await tx.delete(meetingInvitees).where(eq(meetingInvitees.meetingId, meetingId));
  const carried = seriesId ? await openDecisionsOfSeries(tx, seriesId, meetingId) : [];
  const agenda = [
    ...(carried.length > 0 ? [{ title: REVIEW_AGENDA_BN, carriedDecisionIds: carried }] : []),
    ...values.agenda.map((title) => ({ title, carriedDecisionIds: [] as number[] })),
  ];
  if (agenda.length > 0)
    await tx
      .insert(meetingAgendaItems)
      .values(agenda.map((item, index) => ({ meetingId, position: index + 1, ...item })));
  if (invitees.length > 0)
    await tx
      .insert(meetingInvitees)
      .values(invitees.map((invitee) => ({ ...invitee, meetingId, meetingDate: values.meetingDate })));
}

const meetingColumns = (values: MeetingValues) => ({
  kind: values.kind,
  title: values.title,
  meetingType: values.meetingType,
  chairDeskId: values.chairDeskId,
  meetingDate: values.meetingDate,
  startTime: values.startTime,
  endTime: values.endTime ?? null,
  venue: values.venue ?? null,
  onlineLink: values.onlineLink ?? null,
  previousMeetingId: values.previousMeetingId ?? null,
  searchText: searchTextOf(values.title, values.venue),
});

export async function createMeeting(db: Db, actor: Actor, values: MeetingValues): Promise<MeetingDetail> {
  const { auth } = actor;
  const invitees = await inviteeRows(db, auth, values);
  const series = await seriesOf(db, auth, values.previousMeetingId);
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(meetings)
      .values({
        ...meetingColumns(values),
        officeId: auth.activeRole.OfficeId,
        createdBy: auth.userId,
        createdDeskId: auth.activeRole.DeskId || null,
      })
      .returning();
    const seriesId = series ?? row.id;
    await tx.update(meetings).set({ seriesId }).where(eq(meetings.id, row.id));
    await writeParts(tx, row.id, seriesId, values, invitees);
    await audit(tx, actor, 'create', 'meeting', row.id, { after: { ...row, seriesId } });
    return row.id;
  });
  return getMeeting(db, auth, id);
}

/**
 * The row the caller's office may change. Only the calling office changes a meeting: to an invited
 * office or an app admin, who read it, a change of another office's meeting answers 404 like any
 * record that is not theirs to change.
 */
export async function managedRow(db: Db, auth: AuthContext, id: number): Promise<MeetingRow> {
  const row = await readableMeeting(db, auth, id);
  if (!isCallingOffice(auth, row)) throw notFound();
  if (!mayManage(auth, row)) throw forbidden();
  return row;
}

export async function updateMeeting(
  db: Db,
  actor: Actor,
  id: number,
  values: MeetingValues,
): Promise<MeetingDetail> {
  const { auth } = actor;
  const row = await managedRow(db, auth, id);
  if (row.status !== 'draft') throw conflict('meeting.notEditable');
  const invitees = await inviteeRows(db, auth, values);
  const series = (await seriesOf(db, auth, values.previousMeetingId)) ?? id;
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(meetings)
      .set({ ...meetingColumns(values), seriesId: series, updatedAt: new Date() })
      .where(and(eq(meetings.id, id), eq(meetings.status, 'draft')))
      .returning();
    if (!after) throw conflict('meeting.notEditable');
    await writeParts(tx, id, series, values, invitees);
    await audit(tx, actor, 'update', 'meeting', id, { before: row, after });
  });
  return getMeeting(db, auth, id);
}

/** One conditional step of the meeting; the invitees' copy of the state follows in the same transaction. */
async function step(
  tx: Tx,
  actor: Actor,
  row: MeetingRow,
  action: string,
  from: readonly MeetingStatus[],
  set: Partial<typeof meetings.$inferInsert> & { status: MeetingStatus },
  conflictKey: MessageKey = 'error.stateChanged',
): Promise<MeetingRow> {
  const [after] = await tx
    .update(meetings)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(meetings.id, row.id), inArray(meetings.status, [...from])))
    .returning();
  if (!after) throw conflict(conflictKey);
  if (after.status !== row.status)
    await tx
      .update(meetingInvitees)
      .set({ meetingStatus: after.status })
      .where(eq(meetingInvitees.meetingId, row.id));
  await audit(tx, actor, action, 'meeting', row.id, {
    before: { status: row.status },
    after: { status: after.status, memoNo: after.memoNo },
  });
  return after;
}

export async function inviteMeeting(db: Db, actor: Actor, id: number): Promise<MeetingDetail> {
  const row = await managedRow(db, actor.auth, id);
  if (row.status !== 'draft') throw conflict('meeting.notEditable');
  const [counts] = await db
    .select({
      invitees: sql<number>`(select count(*)::int from ${meetingInvitees} where meeting_id = ${id})`,
      agenda: sql<number>`(select count(*)::int from ${meetingAgendaItems} where meeting_id = ${id})`,
    })
    .from(meetings)
    .where(eq(meetings.id, id));
  if (Number(counts.invitees) === 0 || Number(counts.agenda) === 0) throw badRequest('meeting.noInvitees');
  await inTransaction(db, async (tx) => {
    const after = await step(
      tx,
      actor,
      row,
      'invite',
      ['draft'],
      { status: 'invited' },
      'meeting.notEditable',
    );
    const invitees = await tx.select().from(meetingInvitees).where(eq(meetingInvitees.meetingId, id));
    await notifyInvited(tx, after, invitees);
  });
  return getMeeting(db, actor.auth, id);
}

export async function holdMeeting(db: Db, actor: Actor, id: number): Promise<MeetingDetail> {
  const row = await managedRow(db, actor.auth, id);
  await inTransaction(db, (tx) => step(tx, actor, row, 'held', ['invited'], { status: 'held' }));
  return getMeeting(db, actor.auth, id);
}

export async function archiveMeeting(db: Db, actor: Actor, id: number): Promise<MeetingDetail> {
  const row = await managedRow(db, actor.auth, id);
  await inTransaction(db, (tx) => step(tx, actor, row, 'archive', ['finalised'], { status: 'archived' }));
  return getMeeting(db, actor.auth, id);
}

const lockedKey = (status: MeetingStatus): MessageKey =>
  status === 'finalised' || status === 'archived' ? 'meeting.minutesLocked' : 'error.stateChanged';

/** Writes the minutes; the first save moves a held meeting to minutes pending. Locked once final. */
export async function saveMinutes(
  db: Db,
  actor: Actor,
  id: number,
  input: MinutesValues,
): Promise<MeetingDetail> {
  const { auth } = actor;
  const row = await managedRow(db, auth, id);
  if (!MINUTES_OPEN.includes(row.status)) throw conflict(lockedKey(row.status));
  const decisions = input.decisions.map((decision) => ({ ...decision, text: decision.text.trim() }));
  // Responsible desks and offices must exist; a desk's office is the responsible office too.
  const deskIds = decisions.flatMap((decision) =>
    decision.responsibleDeskId ? [Number(decision.responsibleDeskId)] : [],
  );
  const deskOffices = new Map(
    deskIds.length === 0
      ? []
      : (
          await db
            .select({ id: desks.id, officeId: desks.officeId })
            .from(desks)
            .where(inArray(desks.id, deskIds))
        ).map((desk) => [desk.id, desk.officeId]),
  );
  const officeIds = decisions.flatMap((decision) =>
    decision.responsibleOfficeId ? [Number(decision.responsibleOfficeId)] : [],
  );
  const knownOffices =
    officeIds.length === 0
      ? new Set<number>()
      : new Set(
          (await db.select({ id: offices.id }).from(offices).where(inArray(offices.id, officeIds))).map(
            (o) => o.id,
          ),
        );
  if (
    deskIds.some((deskId) => !deskOffices.has(deskId)) ||
    officeIds.some((officeId) => !knownOffices.has(officeId))
  )
    throw field('decisions', 'meeting.responsibleInvalid');
  await inTransaction(db, async (tx) => {
    // Locks the meeting row in its expected state for the rest of the write; finalising waits for it.
    const after = await step(
      tx,
      actor,
      row,
      'minutes',
      MINUTES_OPEN,
      { status: 'minutes_pending' },
      lockedKey('finalised'),
    );
    const attended = new Set(input.attended.map(Number));
    const invitees = await tx
      .select({ id: meetingInvitees.id })
      .from(meetingInvitees)
      .where(eq(meetingInvitees.meetingId, id));
    for (const invitee of invitees)
      await tx
        .update(meetingInvitees)
        .set({ attended: attended.has(invitee.id) })
        .where(eq(meetingInvitees.id, invitee.id));
    const agenda = await tx
      .select({ id: meetingAgendaItems.id, position: meetingAgendaItems.position })
      .from(meetingAgendaItems)
      .where(eq(meetingAgendaItems.meetingId, id))
      .orderBy(asc(meetingAgendaItems.position));
    for (const item of agenda)
      await tx
        .update(meetingAgendaItems)
        .set({ discussion: input.discussions[item.position - 1]?.trim() || null })
        .where(eq(meetingAgendaItems.id, item.id));
    await tx.delete(meetingDecisions).where(eq(meetingDecisions.meetingId, id));
    if (decisions.length > 0)
      await tx.insert(meetingDecisions).values(
        decisions.map((decision, index) => {
          const deskId = decision.responsibleDeskId ? Number(decision.responsibleDeskId) : null;
          return {
            meetingId: id,
            officeId: after.officeId,
            seriesId: after.seriesId,
            position: index + 1,
            agendaNo:
              decision.agendaNo && Number(decision.agendaNo) <= agenda.length
                ? Number(decision.agendaNo)
                : null,
            text: decision.text,
            responsibleDeskId: deskId,
            responsibleOfficeId: deskId
              ? (deskOffices.get(deskId) ?? null)
              : decision.responsibleOfficeId
                ? Number(decision.responsibleOfficeId)
                : null,
            deadline: decision.deadline ?? null,
            searchText: searchTextOf(decision.text, after.title),
          };
        }),
      );
  });
  return getMeeting(db, auth, id);
}

/** Finalises the minutes: locked, memo number given, decisions become tasks, notices go out. */
export async function finaliseMinutes(
  db: Db,
  actor: Actor,
  id: number,
  memoNo: string,
): Promise<MeetingDetail> {
  const row = await managedRow(db, actor.auth, id);
  if (row.status !== 'minutes_pending') throw conflict(lockedKey(row.status));
  await inTransaction(db, async (tx) => {
    const after = await step(
      tx,
      actor,
      row,
      'finalise',
      ['minutes_pending'],
      { status: 'finalised', memoNo, finalisedAt: new Date() },
      'meeting.minutesLocked',
    );
    const tasks = await tx
      .update(meetingDecisions)
      .set({ active: true })
      .where(eq(meetingDecisions.meetingId, id))
      .returning({
        deskId: meetingDecisions.responsibleDeskId,
        officeId: meetingDecisions.responsibleOfficeId,
      });
    const attendees = await tx
      .select()
      .from(meetingInvitees)
      .where(and(eq(meetingInvitees.meetingId, id), eq(meetingInvitees.attended, true)));
    await notifyFinalised(
      tx,
      after,
      attendees,
      tasks.flatMap((task) => (task.deskId ? [task.deskId] : [])),
      tasks.flatMap((task) => (!task.deskId && task.officeId ? [task.officeId] : [])),
    );
  });
  return getMeeting(db, actor.auth, id);
}

/** The invited office names an officer and a substitute (desks of that office); once only. */
export async function nominate(
  db: Db,
  actor: Actor,
  inviteeId: number,
  input: NominationInput,
): Promise<MeetingDetail> {
  const { auth } = actor;
  const officeId = auth.activeRole.OfficeId;
  const [invitee] = await db
    .select()
    .from(meetingInvitees)
    .where(
      and(
        eq(meetingInvitees.id, inviteeId),
        eq(meetingInvitees.officeId, officeId),
        eq(meetingInvitees.kind, 'office'),
      ),
    );
  if (!invitee || invitee.meetingStatus === 'draft') throw notFound();
  if (!mayNominateFor(auth)) throw forbidden('meeting.notNominator');
  if (invitee.nomineeDeskId !== null) throw conflict('meeting.alreadyNominated');
  if (invitee.meetingStatus !== 'invited') throw conflict('error.stateChanged');
  const nomineeDeskId = Number(input.nomineeDeskId);
  const substituteDeskId = Number(input.substituteDeskId);
  const own = await db
    .select({ id: desks.id })
    .from(desks)
    .where(and(inArray(desks.id, [nomineeDeskId, substituteDeskId]), eq(desks.officeId, officeId)));
  if (own.length !== 2) throw field('nomineeDeskId', 'meeting.nomineeNotOwn');
  await inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(meetingInvitees)
      .set({ nomineeDeskId, substituteDeskId, nominatedAt: new Date(), nominatedBy: auth.userId })
      .where(
        and(
          eq(meetingInvitees.id, inviteeId),
          isNull(meetingInvitees.nomineeDeskId),
          eq(meetingInvitees.meetingStatus, 'invited'),
        ),
      )
      .returning();
    if (!after) throw conflict('meeting.alreadyNominated');
    await audit(tx, actor, 'nominate', 'meeting-invitee', inviteeId, {
      after: { nomineeDeskId, substituteDeskId },
    });
    const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, invitee.meetingId));
    await notifyNominated(tx, meeting, after);
  });
  return getMeeting(db, auth, invitee.meetingId);
}

export { isCallingOffice };
