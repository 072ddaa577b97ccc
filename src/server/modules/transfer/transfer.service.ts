/**
 * Transfer applications (SPEC.md §2 /transfer-applications, /transferapprovals): the applicant's
 * own list, the deciding desks' queue, one application, applying and withdrawing.
 */
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type ApplicationDetail,
  type ApplicationPage,
  type ApplicationSummary,
  type ApplicationValues,
  type ApprovalFilterParams,
  type ApprovalListParams,
  type OwnListParams,
  TRANSFER_PATHS,
} from '../../../common/contracts/transfer.contract';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { EXACT_COUNT_LIMIT, pageOffset, searchTextMatches, totalOf } from '../../platform/paging';
import { auditLog, storedFiles } from '../../platform/platform.table';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { districts } from '../geography/geography.table';
import { desks, offices, userRoles } from '../office/office.table';
import { users } from '../users/users.table';
import { decidingScope, isApplicant, mayDecide, mayRead } from './transfer.access';
import { banglaNameOf, deskLabels, districtNames, missingDesk, officeNames } from './transfer.labels';
import { applicationLink, notifyDecidingDesks } from './transfer.notify';
import { transferApplications } from './transfer.table';

export const ATTACHMENT_OWNER = 'transfer-application';

type Row = typeof transferApplications.$inferSelect;

const excerptOf = (text: string) => {
  const line = text.split('\n')[0];
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

const summaryColumns = {
  id: transferApplications.id,
  status: transferApplications.status,
  applicantUserId: transferApplications.applicantUserId,
  applicantNameBn: transferApplications.applicantNameBn,
  applicantNameEn: transferApplications.applicantNameEn,
  deskId: transferApplications.deskId,
  officeId: transferApplications.officeId,
  controllingOfficeId: transferApplications.controllingOfficeId,
  userRoleId: transferApplications.userRoleId,
  joinedOn: userRoles.joinedOn,
  preferredOfficeIds: transferApplications.preferredOfficeIds,
  preferredDistrictIds: transferApplications.preferredDistrictIds,
  reason: transferApplications.reason,
  createdAt: transferApplications.createdAt,
  decidedAt: transferApplications.decidedAt,
};
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function summaryQuery(db: Db | Tx) {
  return db
    .select(summaryColumns)
    .from(transferApplications)
    .innerJoin(userRoles, eq(userRoles.id, transferApplications.userRoleId))
    .$dynamic();
}

/** Summaries of a page, with every desk, office and district name fetched once for the page. */
async function toSummaries(db: Db | Tx, rows: SummaryRow[]): Promise<ApplicationSummary[]> {
  const [desksById, officesById, districtsById] = await Promise.all([
    deskLabels(
      db,
      rows.map((row) => row.deskId),
    ),
    officeNames(
      db,
      rows.flatMap((row) => row.preferredOfficeIds),
    ),
    districtNames(
      db,
      rows.flatMap((row) => row.preferredDistrictIds),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    applicant: { userId: row.applicantUserId, nameBn: row.applicantNameBn, nameEn: row.applicantNameEn },
    from: desksById.get(row.deskId) ?? missingDesk(row.deskId),
    joinedOn: row.joinedOn,
    preferredOffices: row.preferredOfficeIds.flatMap((id) => officesById.get(id) ?? []),
    preferredDistricts: row.preferredDistrictIds.flatMap((id) => districtsById.get(id) ?? []),
    reasonExcerpt: excerptOf(row.reason),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  }));
}

/** A search counts up to this many rows, as the officer list's name search does; a person narrows it. */
export const SEARCH_COUNT_LIMIT = 1000;

/**
 * A filtered count up to EXACT_COUNT_LIMIT (a search up to SEARCH_COUNT_LIMIT); one more than the
 * limit means "more than". An unfiltered list takes the planner's estimate (paging.ts).
 */
async function cappedTotal(db: Db, where: SQL | undefined, searching = false): Promise<number> {
  if (!where) return (await totalOf(db, transferApplications, undefined))[0].total;
  const limit = searching ? SEARCH_COUNT_LIMIT : EXACT_COUNT_LIMIT;
  const counted = (await db.execute(
    sql`select count(*)::int as total from (select 1 from ${transferApplications} where ${where} limit ${limit + 1}) capped`,
  )) as unknown as { rows: { total: number }[] };
  return Math.min(Number(counted.rows[0]?.total ?? 0), limit + 1);
}

/* Lists --------------------------------------------------------------------------------------- */

export async function listOwnApplications(
  db: Db,
  auth: AuthContext,
  query: OwnListParams,
): Promise<ApplicationPage> {
  const where = and(
    eq(transferApplications.applicantUserId, auth.userId),
    query.status ? eq(transferApplications.status, query.status) : undefined,
  );
  const [rows, total] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(desc(transferApplications.createdAt), desc(transferApplications.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    cappedTotal(db, where),
  ]);
  return { items: await toSummaries(db, rows), total };
}

export function approvalConditions(auth: AuthContext, query: ApprovalFilterParams): SQL | undefined {
  return and(
    decidingScope(auth),
    query.officeId ? eq(transferApplications.officeId, query.officeId) : undefined,
    query.status ? eq(transferApplications.status, query.status) : undefined,
    searchTextMatches(query.search, transferApplications.searchText),
  );
}

async function approvalRows(
  db: Db,
  auth: AuthContext,
  query: ApprovalFilterParams,
  limit: number,
  offset: number,
) {
  const rows = await summaryQuery(db)
    .where(approvalConditions(auth, query))
    .orderBy(desc(transferApplications.createdAt), desc(transferApplications.id))
    .limit(limit)
    .offset(offset);
  return toSummaries(db, rows);
}

export async function listApprovals(
  db: Db,
  auth: AuthContext,
  query: ApprovalListParams,
): Promise<ApplicationPage> {
  const [items, total] = await Promise.all([
    approvalRows(db, auth, query, query.pageSize, pageOffset(query)),
    cappedTotal(db, approvalConditions(auth, query), Boolean(query.search)),
  ]);
  return { items, total };
}

/** The queue in its order, a batch at a time, for the Excel export. */
export async function* approvalBatches(
  db: Db,
  auth: AuthContext,
  query: ApprovalFilterParams,
  batchSize: number,
  limit: number,
): AsyncGenerator<ApplicationSummary[]> {
  for (let offset = 0; offset < limit; offset += batchSize) {
    const size = Math.min(batchSize, limit - offset);
    const rows = await approvalRows(db, auth, query, size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/* One application ----------------------------------------------------------------------------- */

/** The application if the caller may read it; 404 otherwise (another office's record is not shown). */
export async function readableRow(db: Db | Tx, auth: AuthContext, id: number): Promise<Row> {
  const [row] = await db.select().from(transferApplications).where(eq(transferApplications.id, id));
  if (!row || !mayRead(auth, row)) throw notFound();
  return row;
}

export async function getApplication(db: Db, auth: AuthContext, id: number): Promise<ApplicationDetail> {
  const row = await readableRow(db, auth, id);
  const [summaryRow] = await summaryQuery(db).where(eq(transferApplications.id, id));
  const [[summary], desksById, decider, files] = await Promise.all([
    toSummaries(db, [summaryRow]),
    deskLabels(db, [row.decidedByDeskId, row.toDeskId]),
    row.decidedByUserId
      ? db
          .select({
            userId: users.id,
            nameEn: users.name,
            nameBn: banglaNameOf(users.id),
            // Decided under a charge: the decision's audit row carries it (audit_log_entity_idx).
            acting: sql<boolean>`exists (select 1 from ${auditLog} a where a.entity = 'transfer-application'
              and a.entity_id = ${String(id)} and a.action in ('approve', 'reject') and a.acting_charge_id is not null)`,
          })
          .from(users)
          .where(eq(users.id, row.decidedByUserId))
      : Promise.resolve([]),
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
  const own = isApplicant(auth, row);
  const open = row.status === 1;
  return {
    ...summary,
    reason: row.reason,
    decisionNote: row.decisionNote,
    decidedBy: decider[0]
      ? {
          userId: decider[0].userId,
          nameBn: decider[0].nameBn ?? decider[0].nameEn,
          nameEn: decider[0].nameEn,
          desk: row.decidedByDeskId ? (desksById.get(row.decidedByDeskId) ?? null) : null,
          acting: decider[0].acting,
        }
      : null,
    to: row.toDeskId ? (desksById.get(row.toDeskId) ?? null) : null,
    orderNo: row.orderNo,
    orderDate: row.orderDate,
    attachments: files.map((file) => ({
      id: file.id,
      name: file.originalName,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      url: TRANSFER_PATHS.attachment(id, file.id),
    })),
    can: { withdraw: own && open, decide: open && mayDecide(auth, row), attach: own && open },
  };
}

/* Applying and withdrawing -------------------------------------------------------------------- */

/** Every preferred office and district must exist (400 naming the field otherwise). */
async function checkPreferences(db: Db, values: ApplicationValues): Promise<void> {
  const [officeRows, districtRows] = await Promise.all([
    values.preferredOfficeIds.length
      ? db.select({ id: offices.id }).from(offices).where(inArray(offices.id, values.preferredOfficeIds))
      : Promise.resolve([]),
    values.preferredDistrictIds.length
      ? db
          .select({ id: districts.id })
          .from(districts)
          .where(inArray(districts.id, values.preferredDistrictIds))
      : Promise.resolve([]),
  ]);
  if (officeRows.length !== values.preferredOfficeIds.length) {
    throw badRequest('error.invalidInput', [
      { field: 'preferredOfficeIds', messageKey: 'validation.transfer.unknownOffice' },
    ]);
  }
  if (districtRows.length !== values.preferredDistrictIds.length) {
    throw badRequest('error.invalidInput', [
      { field: 'preferredDistrictIds', messageKey: 'validation.transfer.unknownDistrict' },
    ]);
  }
}

/**
 * An officer applies to be moved from the post they hold (their posting, not an additional
 * charge). One application in progress at a time (409, also for two sent at once: a partial unique
 * index). The deciding desks of the office are told.
 */
export async function apply(db: Db, actor: Actor, values: ApplicationValues): Promise<ApplicationDetail> {
  const { auth } = actor;
  await checkPreferences(db, values);
  const [holding] = await db
    .select({
      userRoleId: userRoles.id,
      deskId: desks.id,
      officeId: offices.id,
      controllingOfficeId: offices.controllingOfficeId,
      nameEn: users.name,
      nameBn: banglaNameOf(users.id),
    })
    .from(userRoles)
    .innerJoin(desks, eq(desks.id, userRoles.deskId))
    .innerJoin(offices, eq(offices.id, desks.officeId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.userId, auth.userId),
        isNull(userRoles.releasedOn),
        eq(userRoles.isAdditionalCharge, false),
      ),
    )
    .orderBy(asc(userRoles.sortOrder), asc(userRoles.id))
    .limit(1);
  if (!holding) throw conflict('transfer.notPosted');
  const id = await inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(transferApplications)
        .values({
          applicantUserId: auth.userId,
          applicantNameBn: holding.nameBn ?? holding.nameEn,
          applicantNameEn: holding.nameEn,
          userRoleId: holding.userRoleId,
          deskId: holding.deskId,
          officeId: holding.officeId,
          controllingOfficeId: holding.controllingOfficeId,
          preferredOfficeIds: values.preferredOfficeIds,
          preferredDistrictIds: values.preferredDistrictIds,
          reason: values.reason,
        })
        .returning({ id: transferApplications.id });
      await audit(tx, actor, 'create', 'transfer-application', row.id, { after: { ...values } });
      await notifyDecidingDesks(tx, [holding.officeId], {
        subject: `বদলির আবেদন #${row.id}: অনুমোদনের অপেক্ষায়`,
        body: `${holding.nameBn ?? holding.nameEn} বদলির আবেদন করেছেন। কারণ: ${values.reason.slice(0, 300)}`,
        link: '/transferapprovals',
      });
      return row.id;
    },
    { duplicate: 'transfer.alreadyOpen' },
  );
  return getApplication(db, auth, id);
}

/** The applicant withdraws a submitted application: one conditional update (409 once decided). */
export async function withdraw(db: Db, actor: Actor, id: number): Promise<ApplicationDetail> {
  const { auth } = actor;
  // Only the applicant's own applications are withdrawn: anyone else's is not among them (404).
  const row = await readableRow(db, auth, id);
  if (!isApplicant(auth, row)) throw notFound();
  await inTransaction(db, async (tx) => {
    const [moved] = await tx
      .update(transferApplications)
      .set({ status: 4, updatedAt: new Date() })
      .where(and(eq(transferApplications.id, id), eq(transferApplications.status, 1)))
      .returning({ id: transferApplications.id });
    if (!moved) throw conflict('transfer.changed');
    await audit(tx, actor, 'withdraw', 'transfer-application', id, {
      before: { status: 1 },
      after: { status: 4 },
    });
  });
  return getApplication(db, auth, id);
}

export { applicationLink };
