/**
 * Freelancers (SPEC.md §3): the list with its search and filters, one freelancer in full with the
 * marketplace entries, the officer's own record, and the writes (one transaction with the entries
 * and the audit row; a mobile number registered already answers 409).
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  FreelancerDetail,
  FreelancerFilterParams,
  FreelancerListParams,
  FreelancerPage,
  FreelancerSummary,
  FreelancerValues,
  MarketplaceEntry,
} from '../../../common/contracts/freelancer.contract';
import type { Named } from '../../../common/contracts/office.contract';
import { canManageFreelancers, canSeeNationalFreelancers } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';
import { EXACT_COUNT_LIMIT, pageOffset, searchTextMatches, totalOf } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { districts } from '../geography/geography.table';
import { users } from '../users/users.table';
import { assertManages, type DistrictScope, districtScope, inScope, scopeAllows } from './freelancer.access';
import {
  freelancerCategories,
  freelancerMarketplaceEntries,
  freelancerMarketplaces,
  freelancerMentors,
  freelancerRoles,
  freelancers,
  freelancerTeamMembers,
  freelancerTeams,
} from './freelancer.table';
import {
  countOfWords,
  type NameWordSearch,
  nameWordSearch,
  pageIds,
  wordsContaining,
} from './freelancer-name-search';

const named = (id: number | null, nameBn: string | null, nameEn: string | null): Named | null =>
  id === null ? null : { id, nameBn: nameBn ?? '', nameEn: nameEn ?? '' };

/** The caller's scope for a list: the national list is the app admins'; others their district. */
export async function listScope(db: Db, auth: AuthContext, national: boolean): Promise<DistrictScope> {
  if (national && !canSeeNationalFreelancers(auth)) throw forbidden('freelancer.nationalOnly');
  return districtScope(db, auth);
}

export function listConditions(scope: DistrictScope, query: FreelancerFilterParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    inScope(scope, freelancers.districtId),
    searchTextMatches(query.search, freelancers.searchText),
  ];
  if (query.districtId) conditions.push(eq(freelancers.districtId, query.districtId));
  if (query.categoryId) conditions.push(eq(freelancers.categoryId, query.categoryId));
  if (query.status) conditions.push(eq(freelancers.status, query.status));
  if (query.skill)
    conditions.push(
      sql`${freelancers.skillList} @> array[lower(normalize(${query.skill.trim()}, NFC))]::text[]`,
    );
  if (query.marketplaceId)
    conditions.push(
      sql`exists (select 1 from ${freelancerMarketplaceEntries} where ${freelancerMarketplaceEntries.freelancerId} = ${freelancers.id} and ${freelancerMarketplaceEntries.marketplaceId} = ${query.marketplaceId})`,
    );
  if (query.minEarnings !== undefined)
    conditions.push(sql`${freelancers.lifetimeEarnings} >= ${query.minEarnings}::numeric`);
  if (query.maxEarnings !== undefined)
    conditions.push(sql`${freelancers.lifetimeEarnings} <= ${query.maxEarnings}::numeric`);
  if (query.joiningYear)
    conditions.push(
      sql`${freelancers.firstJoiningDate} >= ${`${query.joiningYear}-01-01`}::date and ${freelancers.firstJoiningDate} < ${`${query.joiningYear + 1}-01-01`}::date`,
    );
  return and(...conditions);
}

const SORTS = {
  name: freelancers.name,
  lifetimeEarnings: freelancers.lifetimeEarnings,
  firstJoiningDate: freelancers.firstJoiningDate,
  createdAt: freelancers.createdAt,
} as const;

function listOrder(query: FreelancerFilterParams) {
  const direction = query.order === 'desc' ? desc : asc;
  const way = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  // A search reads its matches through the trigram index and sorts them: the order is then kept
  // off the sort indexes (`|| ''`, `+ 0`), which the planner would otherwise walk row by row,
  // filtering tens of thousands of rows for a common name.
  if (query.search) {
    const key =
      query.sort === 'name'
        ? sql`${freelancers.name} || ''`
        : query.sort === 'createdAt'
          ? sql`${freelancers.createdAt} + interval '0'`
          : sql`${SORTS[query.sort]} + 0`;
    return [sql`${key} ${way} nulls last`, sql`${freelancers.id} ${way} nulls last`];
  }
  // Name is never empty: the order is the (district,) name, id index as it stands. Empty earnings
  // and dates go last either way, as their indexes are built.
  if (query.sort === 'name') return [direction(freelancers.name), direction(freelancers.id)];
  return [sql`${SORTS[query.sort]} ${way} nulls last`, sql`${freelancers.id} ${way} nulls last`];
}

const summaryColumns = {
  id: freelancers.id,
  name: freelancers.name,
  email: freelancers.email,
  mobile: freelancers.mobile,
  districtId: freelancers.districtId,
  districtBn: districts.nameBn,
  districtEn: districts.nameEn,
  categoryId: freelancers.categoryId,
  categoryBn: freelancerCategories.nameBn,
  categoryEn: freelancerCategories.nameEn,
  status: freelancers.status,
  lifetimeEarnings: freelancers.lifetimeEarnings,
  hourlyRate: freelancers.hourlyRate,
  firstJoiningDate: freelancers.firstJoiningDate,
  skills: freelancers.skills,
};

const summaryQuery = (db: Db | Tx) =>
  db
    .select(summaryColumns)
    .from(freelancers)
    .innerJoin(districts, eq(districts.id, freelancers.districtId))
    .leftJoin(freelancerCategories, eq(freelancerCategories.id, freelancers.categoryId))
    .$dynamic();

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

/** The marketplaces of these freelancers in one query (never one per row). */
async function marketplacesOf(db: Db | Tx, ids: number[]): Promise<Map<number, Named[]>> {
  const map = new Map<number, Named[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      freelancerId: freelancerMarketplaceEntries.freelancerId,
      id: freelancerMarketplaces.id,
      nameBn: freelancerMarketplaces.nameBn,
      nameEn: freelancerMarketplaces.nameEn,
    })
    .from(freelancerMarketplaceEntries)
    .innerJoin(
      freelancerMarketplaces,
      eq(freelancerMarketplaces.id, freelancerMarketplaceEntries.marketplaceId),
    )
    .where(inArray(freelancerMarketplaceEntries.freelancerId, ids))
    .orderBy(asc(freelancerMarketplaces.nameEn));
  for (const row of rows) {
    map.set(row.freelancerId, [
      ...(map.get(row.freelancerId) ?? []),
      { id: row.id, nameBn: row.nameBn, nameEn: row.nameEn },
    ]);
  }
  return map;
}

async function toSummaries(db: Db | Tx, rows: SummaryRow[]): Promise<FreelancerSummary[]> {
  const marketplaces = await marketplacesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    district: { id: row.districtId, nameBn: row.districtBn, nameEn: row.districtEn },
    category: named(row.categoryId, row.categoryBn, row.categoryEn),
    status: row.status,
    lifetimeEarnings: row.lifetimeEarnings,
    hourlyRate: row.hourlyRate,
    firstJoiningDate: row.firstJoiningDate,
    skills: row.skills,
    marketplaces: marketplaces.get(row.id) ?? [],
  }));
}

/** A list's WHERE and, when a one-word Bangla search in name order allows, the name's words to read. */
interface ListPlan {
  where: SQL | undefined;
  words: { search: NameWordSearch; words: string[] } | null;
}

async function planList(db: Db, scope: DistrictScope, query: FreelancerFilterParams): Promise<ListPlan> {
  const where = listConditions(scope, query);
  const search = nameWordSearch(scope, query);
  const words = search ? await wordsContaining(db, search.term) : null;
  return { where, words: search && words ? { search, words } : null };
}

async function freelancerPage(
  db: Db,
  plan: ListPlan,
  query: FreelancerFilterParams,
  limit: number,
  offset: number,
) {
  if (plan.words) {
    const ids = await pageIds(db, plan.words.search, plan.words.words, limit, offset);
    if (ids.length === 0) return [];
    const rows = await summaryQuery(db).where(inArray(freelancers.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return toSummaries(
      db,
      ids.flatMap((id) => byId.get(id) ?? []),
    );
  }
  const rows = await summaryQuery(db)
    .where(plan.where)
    .orderBy(...listOrder(query))
    .limit(limit)
    .offset(offset);
  return toSummaries(db, rows);
}

/** Filtered lists are counted up to EXACT_COUNT_LIMIT; the whole table by the planner's estimate. */
async function countOf(db: Db, plan: ListPlan): Promise<number> {
  if (plan.words) return countOfWords(db, plan.words.search, plan.words.words);
  if (!plan.where) {
    const [{ total }] = await totalOf(db, freelancers, undefined);
    return total;
  }
  const result = (await db.execute(
    sql`select count(*)::int as total from (select 1 from ${freelancers} where ${plan.where} limit ${EXACT_COUNT_LIMIT}) capped`,
  )) as unknown as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

export async function listFreelancers(
  db: Db,
  auth: AuthContext,
  query: FreelancerListParams,
  national = false,
): Promise<FreelancerPage> {
  const scope = await listScope(db, auth, national);
  const plan = await planList(db, scope, query);
  const [items, total] = await Promise.all([
    freelancerPage(db, plan, query, query.pageSize, pageOffset(query)),
    countOf(db, plan),
  ]);
  return { items, total };
}

/** The same list in the same order, a batch at a time, for the Excel export. */
export async function* freelancerBatches(
  db: Db,
  auth: AuthContext,
  query: FreelancerFilterParams,
  batchSize: number,
  limit: number,
  national = false,
): AsyncGenerator<FreelancerSummary[]> {
  const scope = await listScope(db, auth, national);
  const plan = await planList(db, scope, query);
  for (let offset = 0; offset < limit; offset += batchSize) {
    const size = Math.min(batchSize, limit - offset);
    const rows = await freelancerPage(db, plan, query, size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/* One freelancer ------------------------------------------------------------------------------ */

async function detailOf(db: Db | Tx, auth: AuthContext, where: SQL): Promise<FreelancerDetail | null> {
  const [row] = await summaryQuery(db).where(where);
  if (!row) return null;
  const id = row.id;
  const [[extra], entries, mentor, teams, [summary]] = await Promise.all([
    db
      .select({
        roleId: freelancers.roleId,
        roleBn: freelancerRoles.nameBn,
        roleEn: freelancerRoles.nameEn,
        totalIncome: freelancers.totalIncome,
        suggestedSkills: freelancers.suggestedSkills,
        trainingInterest: freelancers.trainingInterest,
        peopleTrained: freelancers.peopleTrained,
        trainingHours: freelancers.trainingHours,
        otherExperience: freelancers.otherExperience,
        comment: freelancers.comment,
        address: freelancers.address,
        createdAt: freelancers.createdAt,
        updatedAt: freelancers.updatedAt,
      })
      .from(freelancers)
      .leftJoin(freelancerRoles, eq(freelancerRoles.id, freelancers.roleId))
      .where(eq(freelancers.id, id)),
    db
      .select({
        id: freelancerMarketplaces.id,
        nameBn: freelancerMarketplaces.nameBn,
        nameEn: freelancerMarketplaces.nameEn,
        profileLink: freelancerMarketplaceEntries.profileLink,
        earnings: freelancerMarketplaceEntries.earnings,
        totalProjects: freelancerMarketplaceEntries.totalProjects,
        joiningDate: freelancerMarketplaceEntries.joiningDate,
      })
      .from(freelancerMarketplaceEntries)
      .innerJoin(
        freelancerMarketplaces,
        eq(freelancerMarketplaces.id, freelancerMarketplaceEntries.marketplaceId),
      )
      .where(eq(freelancerMarketplaceEntries.freelancerId, id))
      .orderBy(asc(freelancerMarketplaceEntries.id)),
    db
      .select({ expertise: freelancerMentors.expertise })
      .from(freelancerMentors)
      .where(eq(freelancerMentors.freelancerId, id)),
    db
      .select({ id: freelancerTeams.id, name: freelancerTeams.name, leadId: freelancerTeams.leadId })
      .from(freelancerTeamMembers)
      .innerJoin(freelancerTeams, eq(freelancerTeams.id, freelancerTeamMembers.teamId))
      .where(eq(freelancerTeamMembers.freelancerId, id))
      .orderBy(asc(freelancerTeams.name)),
    toSummaries(db, [row]),
  ]);
  const scope = await districtScope(db, auth);
  const entryList: MarketplaceEntry[] = entries.map((entry) => ({
    marketplace: { id: entry.id, nameBn: entry.nameBn, nameEn: entry.nameEn },
    profileLink: entry.profileLink,
    earnings: entry.earnings,
    totalProjects: entry.totalProjects,
    joiningDate: entry.joiningDate,
  }));
  return {
    ...summary,
    role: named(extra.roleId, extra.roleBn, extra.roleEn),
    totalIncome: extra.totalIncome,
    suggestedSkills: extra.suggestedSkills,
    trainingInterest: extra.trainingInterest,
    peopleTrained: extra.peopleTrained,
    trainingHours: extra.trainingHours,
    otherExperience: extra.otherExperience,
    comment: extra.comment,
    address: extra.address,
    entries: entryList,
    mentor: mentor[0] ?? null,
    teams: teams.map((team) => ({ id: team.id, name: team.name, lead: team.leadId === id })),
    can: { edit: canManageFreelancers(auth) && scopeAllows(scope, row.districtId) },
    createdAt: extra.createdAt.toISOString(),
    updatedAt: extra.updatedAt.toISOString(),
  };
}

export async function getFreelancer(db: Db | Tx, auth: AuthContext, id: number): Promise<FreelancerDetail> {
  const scope = await districtScope(db, auth);
  const detail = await detailOf(
    db,
    auth,
    and(eq(freelancers.id, id), inScope(scope, freelancers.districtId)) as SQL,
  );
  if (!detail) throw notFound();
  return detail;
}

/** The officer's own record: the freelancer registered with the account's mobile number, or null. */
export async function myFreelancer(db: Db, auth: AuthContext): Promise<FreelancerDetail | null> {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, auth.userId));
  if (!user?.mobile) return null;
  const detail = await detailOf(db, auth, eq(freelancers.mobile, user.mobile));
  return detail ? { ...detail, can: { edit: false } } : null;
}

/* Writes -------------------------------------------------------------------------------------- */

export const fieldValues = (input: FreelancerValues) => ({
  name: input.name,
  email: input.email,
  mobile: input.mobile,
  districtId: input.districtId,
  status: input.status,
  categoryId: input.categoryId ?? null,
  roleId: input.roleId ?? null,
  totalIncome: input.totalIncome ?? null,
  lifetimeEarnings: input.lifetimeEarnings ?? null,
  hourlyRate: input.hourlyRate ?? null,
  firstJoiningDate: input.firstJoiningDate ?? null,
  skills: input.skills ?? null,
  suggestedSkills: input.suggestedSkills ?? null,
  trainingInterest: input.trainingInterest ?? null,
  peopleTrained: input.peopleTrained ?? null,
  trainingHours: input.trainingHours ?? null,
  otherExperience: input.otherExperience ?? null,
  comment: input.comment ?? null,
  address: input.address ?? null,
});

export const entryValues = (freelancerId: number, input: FreelancerValues) =>
  input.marketplaces.map((entry) => ({
    freelancerId,
    marketplaceId: entry.marketplaceId,
    profileLink: entry.profileLink ?? null,
    earnings: entry.earnings ?? null,
    totalProjects: entry.totalProjects ?? null,
    joiningDate: entry.joiningDate ?? null,
  }));

const conflictKeys = { duplicate: 'freelancer.mobileTaken', referenced: 'freelancer.inUse' } as const;

export async function createFreelancer(
  db: Db,
  actor: Actor,
  input: FreelancerValues,
): Promise<FreelancerDetail> {
  await assertManages(db, actor.auth, input.districtId);
  const id = await inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(freelancers)
        .values({ ...fieldValues(input), officeId: actor.auth.activeRole.OfficeId || null })
        .returning();
      if (input.marketplaces.length > 0)
        await tx.insert(freelancerMarketplaceEntries).values(entryValues(row.id, input));
      await audit(tx, actor, 'create', 'freelancer', row.id, {
        after: { ...row, marketplaces: input.marketplaces },
      });
      return row.id;
    },
    conflictKeys,
  );
  return getFreelancer(db, actor.auth, id);
}

/** The row if the caller may see it (404) and manage it (403). */
async function manageableRow(db: Db | Tx, auth: AuthContext, id: number) {
  const scope = await districtScope(db, auth);
  const [row] = await db
    .select()
    .from(freelancers)
    .where(and(eq(freelancers.id, id), inScope(scope, freelancers.districtId)));
  if (!row) throw notFound();
  await assertManages(db, auth, row.districtId);
  return row;
}

export async function updateFreelancer(
  db: Db,
  actor: Actor,
  id: number,
  input: FreelancerValues,
): Promise<FreelancerDetail> {
  await manageableRow(db, actor.auth, id);
  await assertManages(db, actor.auth, input.districtId);
  await inTransaction(
    db,
    async (tx) => {
      // The row is locked for the transaction: two edits at once apply one after the other.
      const [before] = await tx.select().from(freelancers).where(eq(freelancers.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(freelancers)
        .set({ ...fieldValues(input), updatedAt: new Date() })
        .where(eq(freelancers.id, id))
        .returning();
      await tx.delete(freelancerMarketplaceEntries).where(eq(freelancerMarketplaceEntries.freelancerId, id));
      if (input.marketplaces.length > 0)
        await tx.insert(freelancerMarketplaceEntries).values(entryValues(id, input));
      await audit(tx, actor, 'update', 'freelancer', id, {
        before,
        after: { ...after, marketplaces: input.marketplaces },
      });
    },
    conflictKeys,
  );
  return getFreelancer(db, actor.auth, id);
}

export async function deleteFreelancer(db: Db, actor: Actor, id: number): Promise<void> {
  await manageableRow(db, actor.auth, id);
  await inTransaction(
    db,
    async (tx) => {
      const [removed] = await tx.delete(freelancers).where(eq(freelancers.id, id)).returning();
      if (!removed) throw notFound();
      await audit(tx, actor, 'delete', 'freelancer', id, { before: removed });
    },
    conflictKeys,
  );
}
