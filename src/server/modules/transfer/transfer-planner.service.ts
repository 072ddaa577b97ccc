/**
 * The transfer planner (SPEC.md §2 /transfer-planner): vacancies from the organograms (desks nobody
 * holds), long-serving officers as candidates, and transfer rounds: an office order (number, date)
 * with its transfers, each an approved applicant or a candidate assigned to a vacant desk. Carrying
 * out a round moves each posting through the officers module's posting service (`movePosting`),
 * each transfer in its own transaction: a desk taken meanwhile fails that transfer alone (409,
 * recorded on it) and the rest go through.
 */
import { and, asc, count, desc, eq, exists, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Page } from '../../../common/contracts/office.contract';
import {
  type Candidate,
  type ExecuteResult,
  LONG_SERVICE_YEARS,
  type PlannerListParams,
  type RoundDetail,
  type RoundInput,
  type RoundListParams,
  type RoundSummary,
  type Vacancy,
} from '../../../common/contracts/transfer.contract';
import { isMessageKey, type Lang, translate } from '../../../common/messages';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { containsPattern, EXACT_COUNT_LIMIT, nameMatches, pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { desks, offices, roles, userRoles } from '../office/office.table';
import { movePosting } from '../officer/officer-posting.service';
import { profiles, users } from '../users/users.table';
import { assertPlansFor, planningScope } from './transfer.access';
import { banglaNameOf, deskLabels, missingDesk, officeNames } from './transfer.labels';
import { applicationLink, notifyApplicant } from './transfer.notify';
import { transferApplications, transferRoundItems, transferRounds } from './transfer.table';

const held = (deskId: typeof desks.id) =>
  exists(
    sql`(select 1 from ${userRoles} where ${userRoles.deskId} = ${deskId} and ${userRoles.releasedOn} is null)`,
  );

async function cappedCount(query: Promise<{ total: number }[]>): Promise<number> {
  const [{ total }] = await query;
  return total;
}

/** The office a planner list is about: the one asked for (if the caller plans for it), or the caller's offices. */
async function scopeOf(
  db: Db,
  auth: AuthContext,
  officeId: number | undefined,
  column: typeof desks.officeId,
) {
  if (officeId !== undefined) await assertPlansFor(db, auth, officeId);
  return planningScope(auth, column, officeId);
}

/* Vacancies and candidates -------------------------------------------------------------------- */

export async function listVacancies(
  db: Db,
  auth: AuthContext,
  query: PlannerListParams,
): Promise<Page<Vacancy>> {
  const where = and(
    await scopeOf(db, auth, query.officeId, desks.officeId),
    sql`not ${held(desks.id)}`,
    query.search
      ? or(
          nameMatches(query.search, roles.nameBn, roles.nameEn),
          sql`${offices.searchText} like lower(${containsPattern(query.search.normalize('NFC'))})`,
        )
      : undefined,
  );
  const base = () =>
    db
      .select({ deskId: desks.id })
      .from(desks)
      .innerJoin(offices, eq(offices.id, desks.officeId))
      .innerJoin(roles, eq(roles.id, desks.roleId))
      .where(where)
      .$dynamic();
  const [rows, total] = await Promise.all([
    base()
      .orderBy(asc(desks.officeId), asc(desks.sortOrder), asc(desks.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedCount(
      db.select({ total: sql<number>`count(*)::int` }).from(
        base()
          .limit(EXACT_COUNT_LIMIT + 1)
          .as('capped'),
      ),
    ),
  ]);
  const ids = rows.map((row) => row.deskId);
  const [labels, planned] = await Promise.all([
    deskLabels(db, ids),
    ids.length
      ? db
          .select({ deskId: transferRoundItems.toDeskId, roundId: transferRoundItems.roundId })
          .from(transferRoundItems)
          .where(and(inArray(transferRoundItems.toDeskId, ids), eq(transferRoundItems.status, 1)))
      : Promise.resolve([]),
  ]);
  const plannedBy = new Map(planned.map((row) => [row.deskId, row.roundId]));
  return {
    items: ids.map((id) => ({
      ...(labels.get(id) ?? missingDesk(id)),
      plannedInRound: plannedBy.get(id) ?? null,
    })),
    total,
  };
}

/** The day LONG_SERVICE_YEARS years ago, as yyyy-mm-dd. */
const longServiceCutoff = () => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - LONG_SERVICE_YEARS);
  return day.toISOString().slice(0, 10);
};

/** Officers holding their post (not an additional charge) for LONG_SERVICE_YEARS years or more, longest first. */
export async function listCandidates(
  db: Db,
  auth: AuthContext,
  query: PlannerListParams,
): Promise<Page<Candidate>> {
  const where = and(
    await scopeOf(db, auth, query.officeId, desks.officeId),
    isNull(userRoles.releasedOn),
    eq(userRoles.isAdditionalCharge, false),
    lte(userRoles.joinedOn, longServiceCutoff()),
    query.search
      ? exists(
          db
            .select({ one: sql`1` })
            .from(profiles)
            .where(
              and(
                eq(profiles.userId, userRoles.userId),
                sql`${profiles.searchText} like lower(${containsPattern(query.search.normalize('NFC'))})`,
              ),
            ),
        )
      : undefined,
  );
  const base = () =>
    db
      .select({
        userRoleId: userRoles.id,
        userId: userRoles.userId,
        deskId: userRoles.deskId,
        joinedOn: userRoles.joinedOn,
      })
      .from(userRoles)
      .innerJoin(desks, eq(desks.id, userRoles.deskId))
      .where(where)
      .$dynamic();
  const [rows, total] = await Promise.all([
    base()
      .orderBy(asc(userRoles.joinedOn), asc(userRoles.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedCount(
      db.select({ total: sql<number>`count(*)::int` }).from(
        base()
          .limit(EXACT_COUNT_LIMIT + 1)
          .as('capped'),
      ),
    ),
  ]);
  const userIds = rows.map((row) => row.userId);
  const [labels, people, applications] = await Promise.all([
    deskLabels(
      db,
      rows.map((row) => row.deskId),
    ),
    userIds.length
      ? db
          .select({ userId: users.id, nameEn: users.name, nameBn: banglaNameOf(users.id) })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
    userIds.length
      ? db
          .select({ id: transferApplications.id, userId: transferApplications.applicantUserId })
          .from(transferApplications)
          .where(
            and(inArray(transferApplications.applicantUserId, userIds), eq(transferApplications.status, 2)),
          )
      : Promise.resolve([]),
  ]);
  const personOf = new Map(people.map((row) => [row.userId, row]));
  const applicationOf = new Map(applications.map((row) => [row.userId, row.id]));
  return {
    items: rows.map((row) => {
      const person = personOf.get(row.userId);
      return {
        userRoleId: row.userRoleId,
        person: {
          userId: row.userId,
          nameBn: person?.nameBn ?? person?.nameEn ?? '',
          nameEn: person?.nameEn ?? '',
        },
        desk: labels.get(row.deskId) ?? missingDesk(row.deskId),
        joinedOn: row.joinedOn,
        applicationId: applicationOf.get(row.userId) ?? null,
      };
    }),
    total,
  };
}

/* Rounds -------------------------------------------------------------------------------------- */

type RoundRow = typeof transferRounds.$inferSelect;

async function roundSummaries(db: Db | Tx, rows: RoundRow[]): Promise<RoundSummary[]> {
  const ids = rows.map((row) => row.id);
  const [names, counts] = await Promise.all([
    officeNames(
      db,
      rows.map((row) => row.officeId),
    ),
    ids.length
      ? db
          .select({ roundId: transferRoundItems.roundId, items: count() })
          .from(transferRoundItems)
          .where(inArray(transferRoundItems.roundId, ids))
          .groupBy(transferRoundItems.roundId)
      : Promise.resolve([]),
  ]);
  const countOf = new Map(counts.map((row) => [row.roundId, Number(row.items)]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    office: names.get(row.officeId) ?? { id: row.officeId, nameBn: '', nameEn: '' },
    orderNo: row.orderNo,
    orderDate: row.orderDate,
    status: row.status,
    items: countOf.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    carriedOutAt: row.carriedOutAt ? row.carriedOutAt.toISOString() : null,
  }));
}

/** The rounds of the caller's office (the super admin's: every office), newest first. */
export async function listRounds(
  db: Db,
  auth: AuthContext,
  query: RoundListParams,
): Promise<Page<RoundSummary>> {
  const where = auth.isSuperAdmin ? undefined : eq(transferRounds.officeId, auth.activeRole.OfficeId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(transferRounds)
      .where(where)
      .orderBy(desc(transferRounds.createdAt), desc(transferRounds.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(transferRounds).where(where),
  ]);
  return { items: await roundSummaries(db, rows), total };
}

/** The round if the caller plans for its office; 404 otherwise. */
async function roundRow(db: Db | Tx, auth: AuthContext, id: number): Promise<RoundRow> {
  const [row] = await db.select().from(transferRounds).where(eq(transferRounds.id, id));
  if (!row || !(auth.isSuperAdmin || row.officeId === auth.activeRole.OfficeId)) throw notFound();
  return row;
}

export async function getRound(
  db: Db,
  auth: AuthContext,
  id: number,
  lang: Lang = 'bn',
): Promise<RoundDetail> {
  const row = await roundRow(db, auth, id);
  const items = await db
    .select({
      id: transferRoundItems.id,
      status: transferRoundItems.status,
      applicationId: transferRoundItems.applicationId,
      userId: transferRoundItems.userId,
      nameEn: users.name,
      nameBn: banglaNameOf(users.id),
      fromDeskId: transferRoundItems.fromDeskId,
      toDeskId: transferRoundItems.toDeskId,
      failureKey: transferRoundItems.failureKey,
    })
    .from(transferRoundItems)
    .innerJoin(users, eq(users.id, transferRoundItems.userId))
    .where(eq(transferRoundItems.roundId, id))
    .orderBy(asc(transferRoundItems.id));
  const [[summary], labels] = await Promise.all([
    roundSummaries(db, [row]),
    deskLabels(
      db,
      items.flatMap((item) => [item.fromDeskId, item.toDeskId]),
    ),
  ]);
  return {
    ...summary,
    transfers: items.map((item) => ({
      id: item.id,
      status: item.status,
      applicationId: item.applicationId,
      person: { userId: item.userId, nameBn: item.nameBn ?? item.nameEn, nameEn: item.nameEn },
      from: labels.get(item.fromDeskId) ?? missingDesk(item.fromDeskId),
      to: labels.get(item.toDeskId) ?? missingDesk(item.toDeskId),
      failure:
        item.failureKey && isMessageKey(item.failureKey) ? translate(item.failureKey, lang) : item.failureKey,
    })),
  };
}

export async function createRound(db: Db, actor: Actor, input: RoundInput & { orderDate: string }) {
  const { auth } = actor;
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(transferRounds)
      .values({
        officeId: auth.activeRole.OfficeId,
        title: input.title,
        orderNo: input.orderNo,
        orderDate: input.orderDate,
        createdByUserId: auth.userId,
      })
      .returning({ id: transferRounds.id });
    await audit(tx, actor, 'create', 'transfer-round', row.id, { after: input });
    return row.id;
  });
  return getRound(db, auth, id);
}

/** Locks the round while it is being planned; 409 once carried out. */
async function lockPlanningRound(tx: Tx, id: number): Promise<RoundRow> {
  const [row] = await tx
    .select()
    .from(transferRounds)
    .where(and(eq(transferRounds.id, id), eq(transferRounds.status, 1)))
    .for('update');
  if (!row) throw conflict('transfer.roundClosed');
  return row;
}

/**
 * Adds a transfer to a round: an approved application of the planner's offices, or a holding of
 * an officer there (a candidate), to a desk of those offices that nobody holds (409 otherwise).
 * A person and a desk appear once in a round (409).
 */
export async function addItem(
  db: Db,
  actor: Actor,
  roundId: number,
  input: { applicationId?: number; userRoleId?: number; toDeskId: number },
  lang: Lang = 'bn',
): Promise<RoundDetail> {
  const { auth } = actor;
  const round = await roundRow(db, auth, roundId);
  if (round.status !== 1) throw conflict('transfer.roundClosed');
  const [desk] = await db.select().from(desks).where(eq(desks.id, input.toDeskId));
  if (!desk) throw notFound();
  await assertPlansFor(db, auth, desk.officeId);

  let userRoleId = input.userRoleId;
  let applicationId: number | null = null;
  if (input.applicationId !== undefined) {
    const [application] = await db
      .select()
      .from(transferApplications)
      .where(eq(transferApplications.id, input.applicationId));
    if (!application) throw notFound();
    await assertPlansFor(db, auth, application.officeId);
    if (application.status !== 2) throw conflict('transfer.notApproved');
    userRoleId = application.userRoleId;
    applicationId = application.id;
  }
  const [holding] = await db
    .select({
      userId: userRoles.userId,
      deskId: userRoles.deskId,
      officeId: desks.officeId,
      releasedOn: userRoles.releasedOn,
    })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .where(eq(userRoles.id, userRoleId ?? 0));
  if (!holding) throw notFound();
  if (applicationId === null) await assertPlansFor(db, auth, holding.officeId);
  if (holding.releasedOn !== null) throw conflict('transfer.holdingGone');

  await inTransaction(
    db,
    async (tx) => {
      await lockPlanningRound(tx, roundId);
      const [taken] = await tx
        .select({ id: userRoles.id })
        .from(userRoles)
        .where(and(eq(userRoles.deskId, desk.id), isNull(userRoles.releasedOn)));
      if (taken) throw conflict('transfer.deskTaken');
      const clash = await tx
        .select({ userId: transferRoundItems.userId, toDeskId: transferRoundItems.toDeskId })
        .from(transferRoundItems)
        .where(
          and(
            eq(transferRoundItems.roundId, roundId),
            or(eq(transferRoundItems.userId, holding.userId), eq(transferRoundItems.toDeskId, desk.id)),
          ),
        );
      if (clash.some((row) => row.userId === holding.userId)) throw conflict('transfer.personPlanned');
      if (clash.length > 0) throw conflict('transfer.deskPlanned');
      const [item] = await tx
        .insert(transferRoundItems)
        .values({
          roundId,
          applicationId,
          userId: holding.userId,
          fromUserRoleId: userRoleId ?? 0,
          fromDeskId: holding.deskId,
          toDeskId: desk.id,
        })
        .returning({ id: transferRoundItems.id });
      await audit(tx, actor, 'plan', 'transfer-round', roundId, {
        after: { itemId: item.id, userId: holding.userId, toDeskId: desk.id, applicationId },
      });
      if (applicationId !== null) {
        await notifyApplicant(tx, auth.userId, {
          userId: holding.userId,
          subject: `বদলির আবেদন #${applicationId}: বদলি পর্বে অন্তর্ভুক্ত`,
          body: `আপনার বদলি "${round.title}" পর্বে (স্মারক নং ${round.orderNo}) পরিকল্পিত হয়েছে। আদেশ কার্যকর হলে আপনাকে জানানো হবে।`,
          link: applicationLink(applicationId),
        });
      }
    },
    { duplicate: 'transfer.deskPlanned' },
  );
  return getRound(db, auth, roundId, lang);
}

/** Takes a planned transfer out of a round that is still being planned. */
export async function removeItem(db: Db, actor: Actor, roundId: number, itemId: number, lang: Lang = 'bn') {
  const { auth } = actor;
  await roundRow(db, auth, roundId);
  await inTransaction(db, async (tx) => {
    await lockPlanningRound(tx, roundId);
    const [gone] = await tx
      .delete(transferRoundItems)
      .where(
        and(
          eq(transferRoundItems.id, itemId),
          eq(transferRoundItems.roundId, roundId),
          eq(transferRoundItems.status, 1),
        ),
      )
      .returning({ id: transferRoundItems.id });
    if (!gone) throw notFound();
    await audit(tx, actor, 'unplan', 'transfer-round', roundId, { before: { itemId } });
  });
  return getRound(db, auth, roundId, lang);
}

/* Carrying out -------------------------------------------------------------------------------- */

/**
 * One transfer in its own transaction: the item moves planned → done (conditional, so two runs at
 * once carry it out once), the posting moves through the posting service (release and new holding
 * under the round's office order), the application becomes transferred, the officer is told.
 * Returns false when someone else carried it out first.
 */
async function carryOut(db: Db, actor: Actor, round: RoundRow, itemId: number): Promise<boolean> {
  return inTransaction(
    db,
    async (tx) => {
      const [item] = await tx
        .update(transferRoundItems)
        .set({ status: 2, failureKey: null })
        .where(and(eq(transferRoundItems.id, itemId), eq(transferRoundItems.status, 1)))
        .returning();
      if (!item) return false;
      const newHolding = await movePosting(tx, actor, {
        userRoleId: item.fromUserRoleId,
        toDeskId: item.toDeskId,
        on: round.orderDate,
        orderNo: round.orderNo,
        holdingGone: 'transfer.holdingGone',
      });
      await tx
        .update(transferRoundItems)
        .set({ resultUserRoleId: newHolding })
        .where(eq(transferRoundItems.id, itemId));
      if (item.applicationId !== null) {
        const [moved] = await tx
          .update(transferApplications)
          .set({
            status: 5,
            toDeskId: item.toDeskId,
            orderNo: round.orderNo,
            orderDate: round.orderDate,
            transferredAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(transferApplications.id, item.applicationId), eq(transferApplications.status, 2)))
          .returning({ id: transferApplications.id });
        if (!moved) throw conflict('transfer.changed');
      }
      await audit(tx, actor, 'transfer', 'transfer-round', round.id, {
        after: { itemId, userId: item.userId, fromUserRoleId: item.fromUserRoleId, userRoleId: newHolding },
      });
      const [to] = (await deskLabels(tx, [item.toDeskId])).values();
      await notifyApplicant(tx, actor.auth.userId, {
        userId: item.userId,
        subject: `বদলি আদেশ: স্মারক নং ${round.orderNo}`,
        body: `অফিস আদেশ (স্মারক নং ${round.orderNo}, তারিখ ${round.orderDate}) অনুযায়ী আপনাকে ${to?.role.nameBn ?? ''}, ${to?.office.nameBn ?? ''} পদে বদলি করা হয়েছে।`,
        link: item.applicationId !== null ? applicationLink(item.applicationId) : '/officerservicehistory',
      });
      return true;
    },
    { duplicate: 'transfer.deskTaken' },
  );
}

/**
 * Carries out a round: each planned transfer on its own (a failure is recorded on it with its
 * reason and does not stop the others), then the round is marked carried out. A round carried out
 * already answers 409.
 */
export async function executeRound(
  db: Db,
  actor: Actor,
  id: number,
  lang: Lang = 'bn',
): Promise<ExecuteResult> {
  const { auth } = actor;
  const round = await roundRow(db, auth, id);
  if (!auth.isSuperAdmin && round.officeId !== auth.activeRole.OfficeId) throw forbidden();
  if (round.status !== 1) throw conflict('transfer.roundClosed');
  const planned = await db
    .select({ id: transferRoundItems.id })
    .from(transferRoundItems)
    .where(and(eq(transferRoundItems.roundId, id), eq(transferRoundItems.status, 1)))
    .orderBy(asc(transferRoundItems.id));
  if (planned.length === 0) throw conflict('transfer.roundEmpty');
  let done = 0;
  const failed: ExecuteResult['failed'] = [];
  for (const { id: itemId } of planned) {
    try {
      if (await carryOut(db, actor, round, itemId)) done += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await db
        .update(transferRoundItems)
        .set({ status: 3, failureKey: error.messageKey })
        .where(and(eq(transferRoundItems.id, itemId), eq(transferRoundItems.status, 1)));
      failed.push({
        itemId,
        status: error.statusCode,
        message: translate(error.messageKey, lang, error.params),
      });
    }
  }
  await inTransaction(db, async (tx) => {
    const [closed] = await tx
      .update(transferRounds)
      .set({ status: 2, carriedOutAt: new Date(), carriedOutByUserId: auth.userId })
      .where(and(eq(transferRounds.id, id), eq(transferRounds.status, 1)))
      .returning({ id: transferRounds.id });
    if (closed)
      await audit(tx, actor, 'carry-out', 'transfer-round', id, { after: { done, failed: failed.length } });
  });
  return { round: await getRound(db, auth, id, lang), done, failed };
}
