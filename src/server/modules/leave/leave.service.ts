/**
 * Leave applications (SPEC.md §2 /leaveapplications, /leaveapprovals, /leavehistory): the officer's
 * own list, a desk's queue (its own office's applicants and other offices'), the history with its
 * filters, and one application with its chain, trail and files. Office scope is in the SQL of each
 * list; a single application is read only by its applicant, the desks of its chain, its office's
 * admin and head, and the app admins (anyone else gets 404).
 */
import { and, asc, desc, eq, gte, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import {
  CANCELLABLE_STATUSES,
  EDITABLE_STATUSES,
  type HistoryFilterParams,
  type HistoryParams,
  LEAVE_PATHS,
  type LeaveDecision,
  type LeaveDetail,
  type LeavePage,
  type LeaveSummary,
  type OwnListParams,
  type QueueParams,
} from '../../../common/contracts/leave.contract';
import { canSeeOfficeLeaveHistory, isAppAdmin } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { containsPattern, EXACT_COUNT_LIMIT, pageOffset } from '../../platform/paging';
import { storedFiles } from '../../platform/platform.table';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import { users } from '../users/users.table';
import { leaveActions, leaveApplications } from './leave.table';
import { balanceFor } from './leave-apply.service';
import { desksByIds } from './leave-desks';

export const ATTACHMENT_OWNER = 'leave-application';
export type LeaveRow = typeof leaveApplications.$inferSelect;

const actor = alias(users, 'actor');
const banglaNameOf = (userId: AnyPgColumn) =>
  sql<
    string | null
  >`(select p.known_as_bangla from profiles p where p.user_id = ${userId} order by p.id limit 1)`;

const summaryColumns = {
  id: leaveApplications.id,
  leaveType: leaveApplications.leaveType,
  status: leaveApplications.status,
  fromDate: leaveApplications.fromDate,
  toDate: leaveApplications.toDate,
  days: leaveApplications.days,
  userId: leaveApplications.userId,
  nameEn: users.name,
  nameBn: banglaNameOf(users.id),
  officeId: leaveApplications.officeId,
  officeBn: offices.nameBn,
  officeEn: offices.nameEn,
  currentDeskId: leaveApplications.currentDeskId,
  step: leaveApplications.step,
  steps: sql<number>`coalesce(cardinality(${leaveApplications.chain}), 0)::int`,
  submittedAt: leaveApplications.submittedAt,
  decidedAt: leaveApplications.decidedAt,
  createdAt: leaveApplications.createdAt,
};

function summaryQuery(db: Db | Tx) {
  return db
    .select(summaryColumns)
    .from(leaveApplications)
    .innerJoin(users, eq(users.id, leaveApplications.userId))
    .innerJoin(offices, eq(offices.id, leaveApplications.officeId))
    .$dynamic();
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The rows as summaries, with the deciding desks of the whole page read in one query. */
async function toSummaries(db: Db | Tx, rows: SummaryRow[]): Promise<LeaveSummary[]> {
  const desks = await desksByIds(
    db,
    rows.flatMap((row) => (row.currentDeskId ? [row.currentDeskId] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    leaveType: row.leaveType,
    status: row.status,
    fromDate: row.fromDate,
    toDate: row.toDate,
    days: row.days,
    applicant: { userId: row.userId, nameEn: row.nameEn, nameBn: row.nameBn ?? row.nameEn },
    office: { id: row.officeId, nameBn: row.officeBn, nameEn: row.officeEn },
    currentDesk: row.currentDeskId ? (desks.get(row.currentDeskId) ?? null) : null,
    step: row.step,
    steps: row.steps,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A count that stops after EXACT_COUNT_LIMIT rows: exact where a person counts. */
async function cappedCount(db: Db, where: SQL | undefined, join = false): Promise<number> {
  const from = join
    ? sql`${leaveApplications} join ${users} on ${users.id} = ${leaveApplications.userId}`
    : sql`${leaveApplications}`;
  const result = (await db.execute(
    sql`select count(*)::int as total from (select 1 from ${from} where ${where ?? sql`true`} limit ${EXACT_COUNT_LIMIT}) capped`,
  )) as unknown as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

/** Applicant name search, Bangla or English. */
function nameSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search.normalize('NFC').toLowerCase());
  return sql`(lower(${users.name}) like ${pattern} or exists (select 1 from profiles p where p.user_id = ${users.id} and p.known_as_bangla like ${pattern}))`;
}

/* The officer's own applications ------------------------------------------------------------- */

export async function listOwn(db: Db, auth: AuthContext, query: OwnListParams): Promise<LeavePage> {
  const where = and(
    eq(leaveApplications.userId, auth.userId),
    query.status ? eq(leaveApplications.status, query.status) : undefined,
    query.leaveType ? eq(leaveApplications.leaveType, query.leaveType) : undefined,
  );
  const [rows, total] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(desc(leaveApplications.fromDate), desc(leaveApplications.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedCount(db, where),
  ]);
  return { items: await toSummaries(db, rows), total };
}

/* A desk's queue ----------------------------------------------------------------------------- */

/** Pending at the caller's desk: of its own office's applicants, of other offices', or both. */
export function queueWhere(auth: AuthContext, query: Pick<QueueParams, 'scope' | 'leaveType' | 'search'>) {
  const officeId = auth.activeRole.OfficeId;
  return and(
    eq(leaveApplications.currentDeskId, auth.activeRole.DeskId),
    eq(leaveApplications.status, 'pending'),
    query.scope === 'own' ? eq(leaveApplications.officeId, officeId) : undefined,
    query.scope === 'other' ? ne(leaveApplications.officeId, officeId) : undefined,
    query.leaveType ? eq(leaveApplications.leaveType, query.leaveType) : undefined,
    nameSearch(query.search),
  );
}

export async function listQueue(db: Db, auth: AuthContext, query: QueueParams): Promise<LeavePage> {
  const where = queueWhere(auth, query);
  const [rows, total] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(asc(leaveApplications.submittedAt), asc(leaveApplications.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedCount(db, where, Boolean(query.search)),
  ]);
  return { items: await toSummaries(db, rows), total };
}

/* History ------------------------------------------------------------------------------------ */

export function historyWhere(auth: AuthContext, query: HistoryFilterParams): SQL | undefined {
  if (query.scope === 'office' && !canSeeOfficeLeaveHistory(auth)) throw forbidden();
  return and(
    query.scope === 'office'
      ? eq(leaveApplications.officeId, auth.activeRole.OfficeId)
      : eq(leaveApplications.userId, auth.userId),
    query.status ? eq(leaveApplications.status, query.status) : undefined,
    query.leaveType ? eq(leaveApplications.leaveType, query.leaveType) : undefined,
    // Leave that touches the period.
    query.from ? gte(leaveApplications.toDate, query.from) : undefined,
    query.to ? lte(leaveApplications.fromDate, query.to) : undefined,
    nameSearch(query.search),
  );
}

async function historyPage(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const rows = await summaryQuery(db)
    .where(where)
    .orderBy(desc(leaveApplications.fromDate), desc(leaveApplications.id))
    .limit(limit)
    .offset(offset);
  return toSummaries(db, rows);
}

export async function listHistory(db: Db, auth: AuthContext, query: HistoryParams): Promise<LeavePage> {
  const where = historyWhere(auth, query);
  const [items, total] = await Promise.all([
    historyPage(db, where, query.pageSize, pageOffset(query)),
    cappedCount(db, where, Boolean(query.search)),
  ]);
  return { items, total };
}

export async function* historyBatches(
  db: Db,
  auth: AuthContext,
  query: HistoryFilterParams,
  batchSize: number,
  limit: number,
): AsyncGenerator<LeaveSummary[]> {
  const where = historyWhere(auth, query);
  for (let offset = 0; offset < limit; offset += batchSize) {
    const size = Math.min(batchSize, limit - offset);
    const rows = await historyPage(db, where, size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/* One application ---------------------------------------------------------------------------- */

export const isApplicant = (auth: AuthContext, row: LeaveRow) => row.userId === auth.userId;
export const isDecidingDesk = (auth: AuthContext, row: LeaveRow) =>
  row.status === 'pending' && row.currentDeskId !== null && row.currentDeskId === auth.activeRole.DeskId;

function mayRead(auth: AuthContext, row: LeaveRow): boolean {
  return (
    isApplicant(auth, row) ||
    row.chain.includes(auth.activeRole.DeskId) ||
    (canSeeOfficeLeaveHistory(auth) && row.officeId === auth.activeRole.OfficeId) ||
    isAppAdmin(auth)
  );
}

/** The application if the caller may read it; 404 otherwise (its existence is no business of theirs). */
export async function readableRow(db: Db | Tx, auth: AuthContext, id: number): Promise<LeaveRow> {
  const [row] = await db.select().from(leaveApplications).where(eq(leaveApplications.id, id));
  if (!row || !mayRead(auth, row)) throw notFound();
  return row;
}

/** The caller's own application; anyone else's is 404 here (only the applicant changes it). */
export async function ownRow(db: Db | Tx, auth: AuthContext, id: number): Promise<LeaveRow> {
  const [row] = await db
    .select()
    .from(leaveApplications)
    .where(and(eq(leaveApplications.id, id), eq(leaveApplications.userId, auth.userId)));
  if (!row) throw notFound();
  return row;
}

export function decisionsFor(auth: AuthContext, row: LeaveRow): LeaveDecision[] {
  if (!isDecidingDesk(auth, row)) return [];
  const last = row.step >= row.chain.length;
  return last ? ['approve', 'return', 'reject'] : ['forward', 'return', 'reject'];
}

export async function getApplication(db: Db, auth: AuthContext, id: number): Promise<LeaveDetail> {
  const row = await readableRow(db, auth, id);
  const [summaryRow] = await summaryQuery(db).where(eq(leaveApplications.id, id));
  const [summary] = await toSummaries(db, [summaryRow]);
  const [actions, files] = await Promise.all([
    db
      .select({
        id: leaveActions.id,
        action: leaveActions.action,
        userId: leaveActions.userId,
        nameEn: actor.name,
        nameBn: banglaNameOf(actor.id),
        deskId: leaveActions.deskId,
        actingChargeId: leaveActions.actingChargeId,
        note: leaveActions.note,
        createdAt: leaveActions.createdAt,
      })
      .from(leaveActions)
      .innerJoin(actor, eq(actor.id, leaveActions.userId))
      .where(eq(leaveActions.applicationId, id))
      .orderBy(asc(leaveActions.id))
      .limit(200),
    db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.ownerType, ATTACHMENT_OWNER),
          eq(storedFiles.ownerId, id),
          isNull(storedFiles.deletedAt),
        ),
      )
      .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id)),
  ]);
  const [desks, balance] = await Promise.all([
    desksByIds(db, [
      ...row.chain,
      ...(row.chargeDeskId ? [row.chargeDeskId] : []),
      ...actions.flatMap((action) => (action.deskId ? [action.deskId] : [])),
    ]),
    // The account of the leave's own year: casual leave is counted by calendar year.
    balanceFor(db, row.userId, undefined, Number(summary.fromDate.slice(0, 4))),
  ]);
  const own = isApplicant(auth, row);
  const editable = own && EDITABLE_STATUSES.includes(row.status);
  return {
    ...summary,
    reason: row.reason,
    addressDuringLeave: row.addressDuringLeave,
    chargeDesk: row.chargeDeskId ? (desks.get(row.chargeDeskId) ?? null) : null,
    decisionNote: row.decisionNote,
    chain: row.chain.flatMap((deskId) => desks.get(deskId) ?? []),
    actions: actions.map((action) => {
      const desk = action.deskId ? desks.get(action.deskId) : undefined;
      return {
        id: action.id,
        action: action.action,
        by: { userId: action.userId, nameEn: action.nameEn, nameBn: action.nameBn ?? action.nameEn },
        deskLabelBn: desk?.labelBn ?? null,
        deskLabelEn: desk?.labelEn ?? null,
        acting: action.actingChargeId !== null,
        note: action.note,
        createdAt: action.createdAt.toISOString(),
      };
    }),
    attachments: files.map((file) => ({
      id: file.id,
      name: file.originalName,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      url: LEAVE_PATHS.attachment(id, file.id),
    })),
    applicantBalance: balance.rows.find((item) => item.leaveType === row.leaveType) ?? null,
    can: {
      edit: editable,
      submit: editable,
      cancel: own && CANCELLABLE_STATUSES.includes(row.status),
      attach: editable,
      decide: decisionsFor(auth, row),
    },
  };
}

/* The dashboard's counts --------------------------------------------------------------------- */

/**
 * Applications waiting at a desk of the office: of the office's own officers, and of other offices'
 * (whose chain runs through this office). One index-only count of the pending rows.
 */
export async function pendingLeaveCounts(db: Db, officeId: number): Promise<{ own: number; other: number }> {
  const [row] = await db
    .select({
      own: sql<number>`count(*) filter (where ${leaveApplications.officeId} = ${officeId})::int`,
      other: sql<number>`count(*) filter (where ${leaveApplications.officeId} <> ${officeId})::int`,
    })
    .from(leaveApplications)
    .where(and(eq(leaveApplications.currentOfficeId, officeId), eq(leaveApplications.status, 'pending')));
  return { own: Number(row?.own ?? 0), other: Number(row?.other ?? 0) };
}
