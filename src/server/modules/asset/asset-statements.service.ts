/**
 * Asset statements themselves: the declarant's own list, starting, autosaving and submitting one,
 * the receiving desk's queue and its decisions, and reading one in full. Every read of a statement
 * writes an audit row (the statements are confidential); every step is one conditional update in a
 * transaction with its audit row.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  ASSET_ACTIONS,
  type AssetAction,
  type AssetStatement,
  type AssetStatus,
  type AssetSummaryRow,
  assetContentSchema,
  contentTotals,
  EDITABLE_ASSET_STATUSES,
  emptyContent,
  type MyStatements,
  type mineQuerySchema,
  type Page,
  type pendingQuerySchema,
  type saveStatementSchema,
} from '../../../common/contracts/asset.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { containsPattern, pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import { transition } from '../../platform/transitions';
import type { AuthContext } from '../auth/auth.session';
import { desks, offices, roles, userRoles } from '../office/office.table';
import { users } from '../users/users.table';
import { isDeclarant, isReceiver, mayRead } from './asset.access';
import { assetStatements } from './asset.table';
import { currentFiscalYear, deadlineOf, receiverFor } from './asset-setup.service';

const banglaNameOf = (userId: AnyPgColumn) =>
  sql<
    string | null
  >`(select p.known_as_bangla from profiles p where p.user_id = ${userId} order by p.id limit 1)`;

const summaryColumns = {
  id: assetStatements.id,
  fiscalYear: assetStatements.fiscalYear,
  status: assetStatements.status,
  userId: assetStatements.userId,
  nameEn: users.name,
  nameBn: banglaNameOf(users.id),
  roleId: roles.id,
  roleBn: roles.nameBn,
  roleEn: roles.nameEn,
  officeId: offices.id,
  officeBn: offices.nameBn,
  officeEn: offices.nameEn,
  totalAssets: assetStatements.totalAssets,
  totalLiabilities: assetStatements.totalLiabilities,
  submittedAt: assetStatements.submittedAt,
  decidedAt: assetStatements.decidedAt,
  updatedAt: assetStatements.updatedAt,
};

function summaryQuery(db: Db | Tx) {
  return db
    .select(summaryColumns)
    .from(assetStatements)
    .innerJoin(users, eq(users.id, assetStatements.userId))
    .innerJoin(offices, eq(offices.id, assetStatements.officeId))
    .leftJoin(desks, eq(desks.id, assetStatements.deskId))
    .leftJoin(roles, eq(roles.id, desks.roleId))
    .$dynamic();
}
type SummaryRecord = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toSummary(row: SummaryRecord): AssetSummaryRow {
  return {
    id: row.id,
    fiscalYear: row.fiscalYear,
    status: row.status,
    declarant: {
      userId: row.userId,
      nameBn: row.nameBn ?? row.nameEn,
      nameEn: row.nameEn,
      designation:
        row.roleId === null ? null : { id: row.roleId, nameBn: row.roleBn ?? '', nameEn: row.roleEn ?? '' },
    },
    office: { id: row.officeId, nameBn: row.officeBn, nameEn: row.officeEn },
    totalAssets: row.totalAssets,
    totalLiabilities: row.totalLiabilities,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function pageOfRows(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  query: { page: number; pageSize: number },
) {
  const [rows, [{ total }]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(assetStatements)
      .innerJoin(users, eq(users.id, assetStatements.userId))
      .where(where),
  ]);
  return { items: rows.map(toSummary), total };
}

/* The declarant's own ------------------------------------------------------------------------ */

export async function myStatements(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof mineQuerySchema>,
): Promise<MyStatements> {
  const fiscalYear = currentFiscalYear();
  const where = and(
    eq(assetStatements.userId, auth.userId),
    query.status ? eq(assetStatements.status, query.status) : undefined,
  );
  const [list, deadline] = await Promise.all([
    pageOfRows(db, where, [desc(assetStatements.fiscalYear), desc(assetStatements.id)], query),
    deadlineOf(db, fiscalYear),
  ]);
  return { currentFiscalYear: fiscalYear, deadline, ...list };
}

export async function startStatement(db: Db, actor: Actor, fiscalYear: string): Promise<AssetStatement> {
  const { auth } = actor;
  const id = await inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(assetStatements)
        .values({
          userId: auth.userId,
          fiscalYear,
          officeId: auth.activeRole.OfficeId,
          deskId: auth.activeRole.DeskId > 0 ? auth.activeRole.DeskId : null,
          content: emptyContent(),
        })
        .returning({ id: assetStatements.id });
      // The contents are confidential: the audit row names the statement, not what it declares.
      await audit(tx, actor, 'create', 'asset-statement', row.id, { after: { fiscalYear } });
      return row.id;
    },
    { duplicate: 'asset.alreadyStarted' },
  );
  return readStatement(db, actor, id);
}

/**
 * Someone who is neither the declarant nor the receiving desk touched a statement: 403, and the
 * attempt is audited (who tried, whose statement), in its own write so the refusal does not undo it.
 */
async function refuse(
  db: Db | Tx,
  actor: Actor,
  id: number,
  ownerId: number,
  attempt: string,
): Promise<never> {
  await audit(db, actor, 'read-refused', 'asset-statement', id, {
    after: { declarantUserId: ownerId, attempt },
  });
  throw forbidden('asset.notYours');
}

/**
 * The row for a step, if the caller is the step's person: the declarant for their own steps, the
 * receiving desk for its decisions. A statement that does not exist is 404; anyone else's is 403.
 */
async function rowFor(db: Db, actor: Actor, id: number, by: 'declarant' | 'receiver', attempt: string) {
  const [row] = await db.select().from(assetStatements).where(eq(assetStatements.id, id));
  if (!row) throw notFound();
  if (!(by === 'declarant' ? isDeclarant(actor.auth, row) : isReceiver(actor.auth, row)))
    return refuse(db, actor, id, row.userId, attempt);
  return row;
}

/** Saves the whole form (the autosave), once, on the revision it was made on. */
export async function saveStatement(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof saveStatementSchema>,
): Promise<{ revision: number; updatedAt: string; totals: ReturnType<typeof contentTotals> }> {
  const row = await rowFor(db, actor, id, 'declarant', 'update');
  if (!EDITABLE_ASSET_STATUSES.includes(row.status)) throw conflict('asset.notEditable');
  const totals = contentTotals(input.content);
  return inTransaction(db, async (tx) => {
    const [saved] = await tx
      .update(assetStatements)
      .set({
        content: input.content,
        ...totals,
        revision: sql`${assetStatements.revision} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(assetStatements.id, id),
          eq(assetStatements.revision, input.revision),
          inArray(assetStatements.status, [...EDITABLE_ASSET_STATUSES]),
        ),
      )
      .returning({ revision: assetStatements.revision, updatedAt: assetStatements.updatedAt });
    if (!saved) throw conflict('asset.staleRevision');
    await audit(tx, actor, 'update', 'asset-statement', id, {
      after: { revision: saved.revision, ...totals },
    });
    return { revision: saved.revision, updatedAt: saved.updatedAt.toISOString(), totals };
  });
}

/** The workflow: the declarant submits; the receiving desk accepts or returns it with a reason. */
export async function moveStatement(
  db: Db,
  actor: Actor,
  id: number,
  action: AssetAction,
  note: string | undefined,
): Promise<AssetStatement> {
  const { auth } = actor;
  const step = ASSET_ACTIONS[action];
  const row = await rowFor(db, actor, id, step.by, action);
  if (action === 'return' && !note) {
    throw new AppError(400, 'validation.asset.noteRequired', {}, [
      { field: 'note', messageKey: 'validation.asset.noteRequired' },
    ]);
  }
  const now = new Date();
  await inTransaction(db, async (tx) => {
    let set: Partial<typeof assetStatements.$inferInsert>;
    if (step.by === 'declarant') {
      const content = assetContentSchema.parse(row.content);
      if (content.income.length === 0) throw new AppError(400, 'asset.incomeRequired');
      const ownDesks = await tx
        .select({ deskId: userRoles.deskId })
        .from(userRoles)
        .where(and(eq(userRoles.userId, auth.userId), sql`${userRoles.releasedOn} is null`));
      const receiver = await receiverFor(
        tx,
        row.officeId,
        ownDesks.map((desk) => desk.deskId),
      );
      if (!receiver) throw conflict('asset.noReceiver');
      set = {
        status: step.to,
        submittedAt: now,
        receiverDeskId: receiver.deskId,
        receiverOfficeId: receiver.officeId,
        decisionNote: null,
        decidedAt: null,
        decidedBy: null,
        updatedAt: now,
      };
    } else {
      set = {
        status: step.to,
        decidedAt: now,
        decidedBy: auth.userId,
        decisionNote: note ?? null,
        updatedAt: now,
      };
    }
    const after = await transition(tx, {
      table: assetStatements,
      id,
      idColumn: assetStatements.id,
      stateColumn: assetStatements.status,
      from: step.from,
      set,
    });
    await audit(tx, actor, action, 'asset-statement', id, {
      before: { status: row.status },
      after: { status: after.status, receiverDeskId: after.receiverDeskId, note: note ?? null },
    });
  });
  return readStatement(db, actor, id);
}

/* The receiving desk's queue ----------------------------------------------------------------- */

export async function pendingStatements(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof pendingQuerySchema>,
): Promise<Page<AssetSummaryRow>> {
  const desk = auth.activeRole.DeskId;
  if (!(desk > 0)) return { items: [], total: 0 };
  const pattern = query.search ? containsPattern(query.search.normalize('NFC')) : null;
  const where = and(
    eq(assetStatements.receiverDeskId, desk),
    eq(assetStatements.status, query.status),
    query.fiscalYear ? eq(assetStatements.fiscalYear, query.fiscalYear) : undefined,
    pattern
      ? sql`(${users.name} ilike ${pattern} or normalize(coalesce(${banglaNameOf(users.id)}, ''), NFC) ilike ${pattern})`
      : undefined,
  );
  return pageOfRows(db, where, [asc(assetStatements.submittedAt), asc(assetStatements.id)], query);
}

/* One statement, read in full and audited ---------------------------------------------------- */

export async function readStatement(db: Db, actor: Actor, id: number): Promise<AssetStatement> {
  const { auth } = actor;
  const [row] = await summaryQuery(db).where(eq(assetStatements.id, id));
  if (!row) throw notFound();
  const [extra] = await db
    .select({
      revision: assetStatements.revision,
      content: assetStatements.content,
      totalIncome: assetStatements.totalIncome,
      receiverDeskId: assetStatements.receiverDeskId,
      decisionNote: assetStatements.decisionNote,
      receiverOfficeId: offices.id,
      receiverOfficeBn: offices.nameBn,
      receiverOfficeEn: offices.nameEn,
      receiverRoleBn: roles.nameBn,
    })
    .from(assetStatements)
    .leftJoin(desks, eq(desks.id, assetStatements.receiverDeskId))
    .leftJoin(roles, eq(roles.id, desks.roleId))
    .leftJoin(offices, eq(offices.id, desks.officeId))
    .where(eq(assetStatements.id, id));
  const state = {
    userId: row.userId,
    receiverDeskId: extra.receiverDeskId,
    status: row.status as AssetStatus,
  };
  if (!mayRead(auth, state)) return refuse(db, actor, id, row.userId, 'read');
  await audit(db, actor, 'read', 'asset-statement', id);
  const own = isDeclarant(auth, state);
  const editable = own && EDITABLE_ASSET_STATUSES.includes(row.status);
  return {
    ...toSummary(row),
    revision: extra.revision,
    content: assetContentSchema.parse(extra.content),
    totalIncome: extra.totalIncome,
    receiver:
      extra.receiverDeskId === null || extra.receiverOfficeId === null
        ? null
        : {
            deskId: extra.receiverDeskId,
            id: extra.receiverOfficeId,
            nameBn: extra.receiverOfficeBn ?? '',
            nameEn: extra.receiverOfficeEn ?? '',
            designationBn: extra.receiverRoleBn ?? null,
          },
    decisionNote: extra.decisionNote,
    can: {
      edit: editable,
      submit: editable,
      decide: isReceiver(auth, state) && row.status === 'submitted',
    },
  };
}
