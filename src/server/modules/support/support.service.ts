/**
 * Support tickets (SPEC.md §2 /support, /admin-supports): the requester's own list, the desk's queue
 * by level, status and overdue, one ticket with its thread, and opening a ticket, whose first-answer
 * deadline is set on the working-day clock.
 */
import { and, asc, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import {
  FIRST_RESPONSE_WORKING_DAYS,
  MAX_SUPPORT_LEVEL,
  OPEN_STATUSES,
  type OwnTicketListParams,
  type QueueFilterParams,
  type QueueListParams,
  REOPEN_DAYS,
  SUPPORT_PATHS,
  SUPPORT_TRANSITIONS,
  type SupportStatus,
  type TicketDetail,
  type TicketInput,
  type TicketPage,
  type TicketSummary,
} from '../../../common/contracts/support.contract';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { insertAudited } from '../../platform/audited-writes';
import { holidaysBetween } from '../../platform/calendar';
import { notFound } from '../../platform/errors';
import { cappedTotalOf, pageOffset, searchTextMatches, totalOf } from '../../platform/paging';
import { storedFiles } from '../../platform/platform.table';
import { inTransaction } from '../../platform/transactions';
import { addWorkingDays } from '../../platform/working-days';
import type { AuthContext } from '../auth/auth.session';
import { offices } from '../office/office.table';
import { users } from '../users/users.table';
import { assertMayRead, isOpen, isRequester, mayWork, queueScope } from './support.access';
import { supportReplies, supportTickets } from './support.table';

export const ATTACHMENT_OWNER = 'support-ticket';

const assignee = alias(users, 'assignee');
const author = alias(users, 'author');
const banglaNameOf = (userId: AnyPgColumn) =>
  sql<
    string | null
  >`(select p.known_as_bangla from profiles p where p.user_id = ${userId} order by p.id limit 1)`;

/** Open, unanswered and past the deadline: the one definition the list, the flag and the filter use. */
export const overdueCondition = (now: Date) =>
  and(
    isNull(supportTickets.firstResponseAt),
    inArray(supportTickets.status, [...OPEN_STATUSES]),
    lt(supportTickets.responseDueAt, now),
  );

const summaryColumns = {
  id: supportTickets.id,
  reason: supportTickets.reason,
  status: supportTickets.status,
  level: supportTickets.level,
  description: supportTickets.description,
  requesterUserId: supportTickets.requesterUserId,
  requesterEn: users.name,
  requesterBn: banglaNameOf(users.id),
  officeId: offices.id,
  officeBn: offices.nameBn,
  officeEn: offices.nameEn,
  assigneeUserId: supportTickets.assigneeUserId,
  assigneeEn: assignee.name,
  assigneeBn: banglaNameOf(assignee.id),
  responseDueAt: supportTickets.responseDueAt,
  firstResponseAt: supportTickets.firstResponseAt,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
};

function summaryQuery(db: Db | Tx) {
  return db
    .select(summaryColumns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.requesterUserId))
    .leftJoin(offices, eq(offices.id, supportTickets.officeId))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeUserId))
    .$dynamic();
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const excerptOf = (text: string) => {
  const line = text.split('\n')[0];
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

function toSummary(row: SummaryRow, now: Date): TicketSummary {
  const waiting = row.firstResponseAt === null && isOpen(row.status);
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    level: row.level,
    excerpt: excerptOf(row.description),
    requester: {
      userId: row.requesterUserId,
      nameBn: row.requesterBn ?? row.requesterEn,
      nameEn: row.requesterEn,
    },
    office:
      row.officeId === null
        ? null
        : { id: row.officeId, nameBn: row.officeBn ?? '', nameEn: row.officeEn ?? '' },
    assignee:
      row.assigneeUserId === null
        ? null
        : {
            userId: row.assigneeUserId,
            nameBn: row.assigneeBn ?? row.assigneeEn ?? '',
            nameEn: row.assigneeEn ?? '',
          },
    responseDueAt: waiting ? row.responseDueAt.toISOString() : null,
    firstResponseAt: iso(row.firstResponseAt),
    overdue: waiting && row.responseDueAt.getTime() < now.getTime(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/* Lists -------------------------------------------------------------------------------------- */

export async function listOwnTickets(
  db: Db,
  auth: AuthContext,
  query: OwnTicketListParams,
): Promise<TicketPage> {
  const where = and(
    eq(supportTickets.requesterUserId, auth.userId),
    query.status ? eq(supportTickets.status, query.status) : undefined,
    searchTextMatches(query.search, supportTickets.searchText),
  );
  const now = new Date();
  const [rows, [{ total }]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    totalOf(db, supportTickets, where),
  ]);
  return { items: rows.map((row) => toSummary(row, now)), total };
}

function queueConditions(auth: AuthContext, query: QueueFilterParams, now: Date): SQL | undefined {
  return and(
    queueScope(auth),
    query.level ? eq(supportTickets.level, query.level) : undefined,
    query.status ? eq(supportTickets.status, query.status) : undefined,
    query.reason ? eq(supportTickets.reason, query.reason) : undefined,
    query.overdue ? overdueCondition(now) : undefined,
    query.assigned === 'me' ? eq(supportTickets.assigneeUserId, auth.userId) : undefined,
    query.assigned === 'none' ? isNull(supportTickets.assigneeUserId) : undefined,
    searchTextMatches(query.search, supportTickets.searchText),
  );
}

async function queuePage(db: Db, auth: AuthContext, query: QueueFilterParams, limit: number, offset: number) {
  const now = new Date();
  // Overdue first when asked for them (the oldest deadline first); otherwise newest first.
  const order = query.overdue
    ? [asc(supportTickets.responseDueAt), asc(supportTickets.id)]
    : [desc(supportTickets.createdAt), desc(supportTickets.id)];
  const rows = await summaryQuery(db)
    .where(queueConditions(auth, query, now))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => toSummary(row, now));
}

export async function listQueue(db: Db, auth: AuthContext, query: QueueListParams): Promise<TicketPage> {
  const [items, total] = await Promise.all([
    queuePage(db, auth, query, query.pageSize, pageOffset(query)),
    cappedTotalOf(db, supportTickets, queueConditions(auth, query, new Date())).then(([row]) => row.total),
  ]);
  return { items, total };
}

/** The queue in the same order, a batch at a time, for the Excel export. */
export async function* queueBatches(
  db: Db,
  auth: AuthContext,
  query: QueueFilterParams,
  batchSize: number,
  limit: number,
): AsyncGenerator<TicketSummary[]> {
  for (let offset = 0; offset < limit; offset += batchSize) {
    const size = Math.min(batchSize, limit - offset);
    const rows = await queuePage(db, auth, query, size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** The support admins (and super admins) a ticket at `level` can be assigned to. */
export async function supportAdmins(
  db: Db,
): Promise<{ userId: number; nameBn: string; nameEn: string; level: number }[]> {
  const rows = await db
    .select({
      userId: users.id,
      nameEn: users.name,
      nameBn: banglaNameOf(users.id),
      supportLevel: users.supportLevel,
      isSuperAdmin: users.isSuperAdmin,
    })
    .from(users)
    .where(sql`${users.isSupportAdmin} or ${users.isSuperAdmin}`)
    .orderBy(asc(users.id))
    .limit(200);
  return rows.map((row) => ({
    userId: row.userId,
    nameBn: row.nameBn ?? row.nameEn,
    nameEn: row.nameEn,
    level: row.isSuperAdmin ? MAX_SUPPORT_LEVEL : Math.min(MAX_SUPPORT_LEVEL, Math.max(1, row.supportLevel)),
  }));
}

/* One ticket --------------------------------------------------------------------------------- */

/** The ticket if the caller may read it: 404 when there is none, 403 when it is someone else's. */
export async function readableRow(db: Db | Tx, auth: AuthContext, id: number) {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
  if (!row) throw notFound();
  assertMayRead(auth, row);
  return row;
}

export async function getTicket(db: Db, auth: AuthContext, id: number): Promise<TicketDetail> {
  const row = await readableRow(db, auth, id);
  const now = new Date();
  const [summary] = await summaryQuery(db).where(eq(supportTickets.id, id));
  const desk = mayWork(auth, row);
  const replies = await db
    .select({
      id: supportReplies.id,
      authorUserId: supportReplies.authorUserId,
      authorEn: author.name,
      authorBn: banglaNameOf(author.id),
      fromDesk: supportReplies.fromDesk,
      internal: supportReplies.internal,
      body: supportReplies.body,
      createdAt: supportReplies.createdAt,
    })
    .from(supportReplies)
    .innerJoin(author, eq(author.id, supportReplies.authorUserId))
    // The requester never receives the desk's internal notes, not even in the response.
    .where(and(eq(supportReplies.ticketId, id), desk ? undefined : eq(supportReplies.internal, false)))
    .orderBy(asc(supportReplies.id));
  const files = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerType, ATTACHMENT_OWNER),
        eq(storedFiles.ownerId, id),
        isNull(storedFiles.deletedAt),
      ),
    )
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
  const own = isRequester(auth, row);
  const open = isOpen(row.status);
  const reopenable =
    row.status === 3 &&
    row.resolvedAt !== null &&
    now.getTime() - row.resolvedAt.getTime() < REOPEN_DAYS * 86_400_000;
  return {
    ...toSummary(summary, now),
    description: row.description,
    statusReason: row.statusReason,
    resolvedAt: iso(row.resolvedAt),
    replies: replies.map((reply) => ({
      id: reply.id,
      author: {
        userId: reply.authorUserId,
        nameBn: reply.authorBn ?? reply.authorEn,
        nameEn: reply.authorEn,
      },
      fromDesk: reply.fromDesk,
      internal: reply.internal,
      body: reply.body,
      createdAt: reply.createdAt.toISOString(),
    })),
    attachments: files.map((file) => ({
      id: file.id,
      name: file.originalName,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      url: SUPPORT_PATHS.attachment(id, file.id),
    })),
    can: {
      reply: open && (own || desk),
      note: open && desk,
      work: desk,
      escalate: open && desk && row.level < MAX_SUPPORT_LEVEL,
      reopen: own && reopenable,
      attach: open && (own || desk),
      moveTo: desk ? [...SUPPORT_TRANSITIONS[row.status as SupportStatus]] : [],
    },
  };
}

/* Opening a ticket --------------------------------------------------------------------------- */

/** When the desk's first answer is due for a ticket opened at `openedAt`. */
export async function responseDueFor(db: Db | Tx, openedAt: Date): Promise<Date> {
  // Two working days never span more than a month, whatever the holidays.
  const holidays = await holidaysBetween(db, openedAt, new Date(openedAt.getTime() + 40 * 86_400_000));
  return addWorkingDays(openedAt, FIRST_RESPONSE_WORKING_DAYS, holidays);
}

export async function openTicket(
  db: Db,
  actor: Actor,
  input: TicketInput & { description: string },
): Promise<TicketDetail> {
  const { auth } = actor;
  const now = new Date();
  const id = await inTransaction(db, async (tx) =>
    insertAudited(tx, actor, 'support-ticket', supportTickets, {
      requesterUserId: auth.userId,
      officeId: auth.activeRole.OfficeId > 0 ? auth.activeRole.OfficeId : null,
      deskId: auth.activeRole.DeskId > 0 ? auth.activeRole.DeskId : null,
      reason: input.reason,
      description: input.description,
      responseDueAt: await responseDueFor(tx, now),
      createdAt: now,
      updatedAt: now,
    }),
  );
  return getTicket(db, auth, id);
}
