/**
 * Innovations (SPEC.md §2 /innovations, §3, §5): the list with its figures, one innovation in full,
 * the innovator's writes and the workflow's transitions, each one conditional update in a
 * transaction with its audit row.
 */
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import {
  EDITABLE_STATUSES,
  fiscalYearOfDate,
  INNOVATION_ACTIONS,
  INNOVATION_PATHS,
  INNOVATION_STATUSES,
  type InnovationAction,
  type InnovationDetail,
  type InnovationFigures,
  type InnovationFilterParams,
  type InnovationListParams,
  type InnovationPage,
  type InnovationStatus,
  type InnovationSummary,
  type InnovationValues,
} from '../../../common/contracts/innovation.contract';
import { isAppAdmin } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { insertAudited } from '../../platform/audited-writes';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { pageOffset, searchTextMatches, totalOf } from '../../platform/paging';
import { storedFiles } from '../../platform/platform.table';
import { inTransaction } from '../../platform/transactions';
import { transition } from '../../platform/transitions';
import type { AuthContext } from '../auth/auth.session';
import { desks, offices, roles } from '../office/office.table';
import { users } from '../users/users.table';
import { isEditable, mayChange, mayDecide, visibleTo } from './innovation.access';
import { innovations } from './innovation.table';

export const PICTURE_OWNER = 'innovation-picture';
export const PROOF_OWNER = 'innovation-proof';

/** Today's fiscal year by the Dhaka clock (UTC+6, no daylight saving). */
export const currentFiscalYear = (now = new Date()) =>
  fiscalYearOfDate(new Date(now.getTime() + 6 * 3600_000));

const decider = alias(users, 'decider');
/** A user's Bangla name: their first profile's. */
const banglaNameOf = (userId: AnyPgColumn) =>
  sql<
    string | null
  >`(select p.known_as_bangla from profiles p where p.user_id = ${userId} order by p.id limit 1)`;

const summaryColumns = {
  id: innovations.id,
  title: innovations.title,
  status: innovations.status,
  fiscalYear: innovations.fiscalYear,
  budget: innovations.budget,
  nationWide: innovations.nationWide,
  pilotingDate: innovations.pilotingDate,
  officeId: offices.id,
  officeBn: offices.nameBn,
  officeEn: offices.nameEn,
  innovatorUserId: innovations.innovatorUserId,
  innovatorEn: users.name,
  innovatorBn: banglaNameOf(users.id),
  roleId: roles.id,
  roleBn: roles.nameBn,
  roleEn: roles.nameEn,
  pictureFileId: innovations.pictureFileId,
  createdAt: innovations.createdAt,
  updatedAt: innovations.updatedAt,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(innovations)
    .innerJoin(offices, eq(offices.id, innovations.officeId))
    .innerJoin(users, eq(users.id, innovations.innovatorUserId))
    .leftJoin(desks, eq(desks.id, innovations.innovatorDeskId))
    .leftJoin(roles, eq(roles.id, desks.roleId))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toSummary(row: SummaryRow): InnovationSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    fiscalYear: row.fiscalYear,
    budget: row.budget,
    nationWide: row.nationWide,
    pilotingDate: row.pilotingDate,
    office: { id: row.officeId, nameBn: row.officeBn, nameEn: row.officeEn },
    innovator: {
      userId: row.innovatorUserId,
      nameBn: row.innovatorBn ?? row.innovatorEn,
      nameEn: row.innovatorEn,
      designation:
        row.roleId === null ? null : { id: row.roleId, nameBn: row.roleBn ?? '', nameEn: row.roleEn ?? '' },
    },
    hasPicture: row.pictureFileId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The list's conditions: what the caller may see, then the search and filters asked for. */
function listConditions(auth: AuthContext, query: InnovationFilterParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    visibleTo(auth),
    searchTextMatches(query.search, innovations.searchText),
  ];
  if (query.status) conditions.push(eq(innovations.status, query.status));
  if (query.fiscalYear) conditions.push(eq(innovations.fiscalYear, query.fiscalYear));
  if (query.nationWide) conditions.push(eq(innovations.nationWide, query.nationWide === 'yes'));
  if (query.mine) conditions.push(eq(innovations.innovatorUserId, auth.userId));
  // Others' scope is one office at most already; choosing another office is for app admins.
  if (query.officeId && isAppAdmin(auth)) conditions.push(eq(innovations.officeId, query.officeId));
  return and(...conditions);
}

const SORT_COLUMNS = {
  createdAt: innovations.createdAt,
  title: innovations.title,
  fiscalYear: innovations.fiscalYear,
  budget: innovations.budget,
  pilotingDate: innovations.pilotingDate,
} as const;

function listOrder(query: InnovationFilterParams) {
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  // Empty values last whichever way; the id last, so pages never overlap.
  return [sql`${column} is null`, direction(column), direction(innovations.id)];
}

async function innovationPage(
  db: Db,
  auth: AuthContext,
  query: InnovationFilterParams,
  limit: number,
  offset: number,
) {
  const rows = await summaryQuery(db)
    .where(listConditions(auth, query))
    .orderBy(...listOrder(query))
    .limit(limit)
    .offset(offset);
  return rows.map(toSummary);
}

export async function listInnovations(
  db: Db,
  actor: Actor,
  query: InnovationListParams,
): Promise<InnovationPage> {
  const where = listConditions(actor.auth, query);
  const [items, [{ total }]] = await Promise.all([
    innovationPage(db, actor.auth, query, query.pageSize, pageOffset(query)),
    totalOf(db, innovations, where),
  ]);
  return { items, total };
}

/** The same list in the same order, a batch at a time, for the Excel export. */
export async function* innovationBatches(
  db: Db,
  actor: Actor,
  query: InnovationFilterParams,
  batchSize: number,
  limit: number,
): AsyncGenerator<InnovationSummary[]> {
  for (let offset = 0; offset < limit; offset += batchSize) {
    const size = Math.min(batchSize, limit - offset);
    const rows = await innovationPage(db, actor.auth, query, size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** Counts by status, this fiscal year and nation-wide, in the caller's scope (an admin's office filter too). */
export async function innovationFigures(
  db: Db,
  actor: Actor,
  query: { officeId?: number },
): Promise<InnovationFigures> {
  const fiscalYear = currentFiscalYear();
  const where = listConditions(actor.auth, { ...query, sort: 'createdAt', order: 'desc' });
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      thisFiscalYear: sql<number>`(count(*) filter (where ${innovations.fiscalYear} = ${fiscalYear}))::int`,
      nationWide: sql<number>`(count(*) filter (where ${innovations.nationWide}))::int`,
    })
    .from(innovations)
    .where(where);
  const counts = await db
    .select({ status: innovations.status, count: sql<number>`count(*)::int` })
    .from(innovations)
    .where(where)
    .groupBy(innovations.status);
  const byStatus = Object.fromEntries(INNOVATION_STATUSES.map((status) => [status, 0])) as Record<
    InnovationStatus,
    number
  >;
  for (const item of counts) byStatus[item.status] = item.count;
  return {
    fiscalYear,
    total: row.total,
    thisFiscalYear: row.thisFiscalYear,
    nationWide: row.nationWide,
    byStatus,
  };
}

/* One innovation ----------------------------------------------------------------------------- */

/** The row the caller may see, or a 404: another office's innovation does not exist for them. */
export async function visibleRow(db: Db | Tx, auth: AuthContext, id: number) {
  const [row] = await db
    .select()
    .from(innovations)
    .where(and(eq(innovations.id, id), visibleTo(auth)));
  if (!row) throw notFound();
  return row;
}

export const pictureUrl = (id: number, fileId: string | null) =>
  fileId ? `${INNOVATION_PATHS.picture(id)}?v=${fileId.slice(0, 8)}` : null;

export async function getInnovation(db: Db, auth: AuthContext, id: number): Promise<InnovationDetail> {
  const [row] = await summaryQuery(db).where(and(eq(innovations.id, id), visibleTo(auth)));
  if (!row) throw notFound();
  const [extra] = await db
    .select({
      description: innovations.description,
      impact: innovations.impact,
      pilotingDetails: innovations.pilotingDetails,
      url: innovations.url,
      decisionNote: innovations.decisionNote,
      submittedAt: innovations.submittedAt,
      decidedAt: innovations.decidedAt,
      decidedBy: innovations.decidedBy,
      deciderEn: decider.name,
      deciderBn: banglaNameOf(decider.id),
    })
    .from(innovations)
    .leftJoin(decider, eq(decider.id, innovations.decidedBy))
    .where(eq(innovations.id, id));
  const files = await db
    .select()
    .from(storedFiles)
    .where(
      and(eq(storedFiles.ownerType, PROOF_OWNER), eq(storedFiles.ownerId, id), isNull(storedFiles.deletedAt)),
    )
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
  const state = { innovatorUserId: row.innovatorUserId, officeId: row.officeId, status: row.status };
  const changeable = mayChange(auth, state);
  return {
    ...toSummary(row),
    description: extra.description,
    impact: extra.impact,
    pilotingDetails: extra.pilotingDetails,
    url: extra.url,
    decisionNote: extra.decisionNote,
    submittedAt: iso(extra.submittedAt),
    decidedAt: iso(extra.decidedAt),
    decidedBy:
      extra.decidedBy === null
        ? null
        : { nameBn: extra.deciderBn ?? extra.deciderEn ?? '', nameEn: extra.deciderEn ?? '' },
    pictureUrl: pictureUrl(id, row.pictureFileId),
    attachments: files.map((file) => ({
      id: file.id,
      name: file.originalName,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      url: INNOVATION_PATHS.attachment(id, file.id),
    })),
    can: {
      edit: changeable && isEditable(row.status),
      delete: changeable && isEditable(row.status),
      submit: changeable && (INNOVATION_ACTIONS.submit.from as readonly string[]).includes(row.status),
      decide: mayDecide(auth, state) && ['submitted', 'accepted'].includes(row.status),
    },
  };
}

/* Writes ------------------------------------------------------------------------------------- */

const fieldValues = (input: InnovationValues) => ({
  title: input.title,
  description: input.description,
  impact: input.impact ?? null,
  pilotingDetails: input.pilotingDetails ?? null,
  url: input.url ?? null,
  fiscalYear: input.fiscalYear ?? null,
  budget: input.budget ?? null,
  nationWide: input.nationWide ?? false,
  pilotingDate: input.pilotingDate ?? null,
});

export async function createInnovation(
  db: Db,
  actor: Actor,
  input: InnovationValues,
): Promise<InnovationDetail> {
  const { auth } = actor;
  const id = await inTransaction(db, (tx) =>
    insertAudited(tx, actor, 'innovation', innovations, {
      ...fieldValues(input),
      officeId: auth.activeRole.OfficeId,
      innovatorUserId: auth.userId,
      innovatorDeskId: auth.activeRole.DeskId > 0 ? auth.activeRole.DeskId : null,
    }),
  );
  return getInnovation(db, auth, id);
}

/** The row, if the caller may change it: 404 unseen, 403 seen but not theirs. */
export async function changeableRow(db: Db | Tx, auth: AuthContext, id: number) {
  const row = await visibleRow(db, auth, id);
  if (!mayChange(auth, row)) throw forbidden();
  return row;
}

export async function updateInnovation(
  db: Db,
  actor: Actor,
  id: number,
  input: InnovationValues,
): Promise<InnovationDetail> {
  const before = await changeableRow(db, actor.auth, id);
  await inTransaction(db, async (tx) => {
    const after = await transition(tx, {
      table: innovations,
      id,
      idColumn: innovations.id,
      stateColumn: innovations.status,
      from: EDITABLE_STATUSES,
      set: { ...fieldValues(input), updatedAt: new Date() },
      conflictKey: 'innovation.notEditable',
    });
    await audit(tx, actor, 'update', 'innovation', id, { before, after });
  });
  return getInnovation(db, actor.auth, id);
}

export async function deleteInnovation(db: Db, store: FileStore, actor: Actor, id: number): Promise<void> {
  await changeableRow(db, actor.auth, id);
  const removedFiles = await inTransaction(db, async (tx) => {
    const [removed] = await tx
      .delete(innovations)
      .where(and(eq(innovations.id, id), inArray(innovations.status, [...EDITABLE_STATUSES])))
      .returning();
    if (!removed) throw new AppError(409, 'innovation.notEditable');
    const files = await tx
      .update(storedFiles)
      .set({ deletedAt: new Date() })
      .where(
        and(
          inArray(storedFiles.ownerType, [PICTURE_OWNER, PROOF_OWNER]),
          eq(storedFiles.ownerId, id),
          isNull(storedFiles.deletedAt),
        ),
      )
      .returning();
    await audit(tx, actor, 'delete', 'innovation', id, { before: removed });
    for (const file of files)
      await audit(tx, actor, 'delete', 'file', file.id, {
        before: { id: file.id, ownerType: file.ownerType, ownerId: file.ownerId },
      });
    return files;
  });
  await Promise.allSettled(removedFiles.map((file) => store.delete(file.storageKey)));
}

/**
 * One step of the workflow: the innovator submits; the office admin or head of the innovation's
 * office (or the super admin), never on their own, accepts, returns or marks it replicated.
 * The step is one `UPDATE … WHERE id = $1 AND status IN (…) RETURNING`: of two at once, one wins
 * and the other answers 409.
 */
export async function moveInnovation(
  db: Db,
  actor: Actor,
  id: number,
  action: InnovationAction,
  note: string | null | undefined,
): Promise<InnovationDetail> {
  const { auth } = actor;
  const step = INNOVATION_ACTIONS[action];
  const row = await visibleRow(db, auth, id);
  if (step.by === 'innovator') {
    if (!mayChange(auth, row)) throw forbidden();
  } else {
    if (row.innovatorUserId === auth.userId) throw forbidden('innovation.ownDecision');
    if (!mayDecide(auth, row)) throw forbidden();
  }
  if (action === 'return' && !note) {
    throw new AppError(400, 'validation.innovation.noteRequired', {}, [
      { field: 'note', messageKey: 'validation.innovation.noteRequired' },
    ]);
  }
  const now = new Date();
  const set =
    step.by === 'innovator'
      ? { status: step.to, submittedAt: now, updatedAt: now }
      : {
          status: step.to,
          decidedAt: now,
          decidedBy: auth.userId,
          decisionNote: note ?? null,
          updatedAt: now,
          ...(action === 'replicate' && { nationWide: true }),
        };
  await inTransaction(db, async (tx) => {
    const after = await transition(tx, {
      table: innovations,
      id,
      idColumn: innovations.id,
      stateColumn: innovations.status,
      from: step.from,
      set,
    });
    await audit(tx, actor, action, 'innovation', id, {
      before: { status: row.status },
      after: { status: after.status, note: note ?? null },
    });
  });
  return getInnovation(db, auth, id);
}
