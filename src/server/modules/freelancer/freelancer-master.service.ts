/**
 * Freelancer master data (categories, roles, marketplaces), mentors and teams. Master data is
 * national and changed by app admins; mentors and teams belong to a district like the freelancers.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  MasterItem,
  MasterKind,
  MentorItem,
  PersonRef,
  TeamItem,
} from '../../../common/contracts/freelancer.contract';
import type { Page } from '../../../common/contracts/office.contract';
import type { Db } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { AppError, notFound } from '../../platform/errors';
import { containsPattern, pageOffset } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import { districts } from '../geography/geography.table';
import { assertManages, districtScope, inScope } from './freelancer.access';
import {
  freelancerCategories,
  freelancerMarketplaces,
  freelancerMentors,
  freelancerRoles,
  freelancers,
  freelancerTeamMembers,
  freelancerTeams,
} from './freelancer.table';

const MASTER = {
  categories: {
    table: freelancerCategories,
    usedBy: sql`(select count(*)::int from freelancers f where f.category_id = t.id)`,
  },
  roles: {
    table: freelancerRoles,
    usedBy: sql`(select count(*)::int from freelancers f where f.role_id = t.id)`,
  },
  marketplaces: {
    table: freelancerMarketplaces,
    usedBy: sql`(select count(*)::int from freelancer_marketplace_entries e where e.marketplace_id = t.id)`,
  },
} as const;

/** A master list is short (tens of rows): read whole, with how often each is used. */
export async function listMaster(db: Db, kind: MasterKind): Promise<MasterItem[]> {
  const { table, usedBy } = MASTER[kind];
  const result = (await db.execute(
    sql`select t.id, t.name_bn as "nameBn", t.name_en as "nameEn", t.website, ${usedBy} as used from ${table} t order by t.name_en, t.id`,
  )) as unknown as { rows: MasterItem[] };
  return result.rows.map((row) => ({ ...row, used: Number(row.used) }));
}

const masterKeys = { duplicate: 'freelancer.nameTaken', referenced: 'freelancer.inUse' } as const;

export async function saveMaster(
  db: Db,
  actor: Actor,
  kind: MasterKind,
  id: number | null,
  input: { nameBn: string; nameEn: string; website?: string | null },
): Promise<{ id: number }> {
  const { table } = MASTER[kind];
  const values = { nameBn: input.nameBn, nameEn: input.nameEn, website: input.website ?? null };
  return inTransaction(
    db,
    async (tx) => {
      if (id === null) {
        const [row] = await tx.insert(table).values(values).returning();
        await audit(tx, actor, 'create', `freelancer-${kind}`, row.id, { after: row });
        return { id: row.id };
      }
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx.update(table).set(values).where(eq(table.id, id)).returning();
      await audit(tx, actor, 'update', `freelancer-${kind}`, id, { before, after });
      return { id };
    },
    masterKeys,
  );
}

export async function deleteMaster(db: Db, actor: Actor, kind: MasterKind, id: number): Promise<void> {
  const { table } = MASTER[kind];
  await inTransaction(
    db,
    async (tx) => {
      const [removed] = await tx.delete(table).where(eq(table.id, id)).returning();
      if (!removed) throw notFound();
      await audit(tx, actor, 'delete', `freelancer-${kind}`, id, { before: removed });
    },
    masterKeys,
  );
}

/* Mentors ------------------------------------------------------------------------------------- */

type ListQuery = { search?: string; districtId?: number; page: number; pageSize: number };

const nameSearch = (search: string | undefined): SQL | undefined =>
  search ? sql`${freelancers.searchText} like lower(${containsPattern(search.normalize('NFC'))})` : undefined;

export async function listMentors(db: Db, auth: AuthContext, query: ListQuery): Promise<Page<MentorItem>> {
  const scope = await districtScope(db, auth);
  const where = and(
    inScope(scope, freelancers.districtId),
    query.districtId ? eq(freelancers.districtId, query.districtId) : undefined,
    nameSearch(query.search),
  );
  const base = () =>
    db
      .select({
        id: freelancerMentors.id,
        expertise: freelancerMentors.expertise,
        menteeCount: freelancerMentors.menteeCount,
        freelancerId: freelancers.id,
        name: freelancers.name,
        mobile: freelancers.mobile,
        lifetimeEarnings: freelancers.lifetimeEarnings,
        districtId: districts.id,
        districtBn: districts.nameBn,
        districtEn: districts.nameEn,
      })
      .from(freelancerMentors)
      .innerJoin(freelancers, eq(freelancers.id, freelancerMentors.freelancerId))
      .innerJoin(districts, eq(districts.id, freelancers.districtId))
      .where(where);
  const [rows, [{ total }]] = await Promise.all([
    base()
      .orderBy(asc(freelancers.name), asc(freelancerMentors.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(freelancerMentors)
      .innerJoin(freelancers, eq(freelancers.id, freelancerMentors.freelancerId))
      .where(where),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      freelancer: { id: row.freelancerId, name: row.name, mobile: row.mobile },
      district: { id: row.districtId, nameBn: row.districtBn, nameEn: row.districtEn },
      expertise: row.expertise,
      menteeCount: row.menteeCount,
      lifetimeEarnings: row.lifetimeEarnings,
    })),
  };
}

async function freelancerIn(db: Db, auth: AuthContext, freelancerId: number) {
  const scope = await districtScope(db, auth);
  const [row] = await db
    .select({ id: freelancers.id, districtId: freelancers.districtId })
    .from(freelancers)
    .where(and(eq(freelancers.id, freelancerId), inScope(scope, freelancers.districtId)));
  if (!row)
    throw new AppError(400, 'validation.freelancer.freelancerRequired', {}, [
      { field: 'freelancerId', messageKey: 'validation.freelancer.freelancerRequired' },
    ]);
  return row;
}

export async function addMentor(
  db: Db,
  actor: Actor,
  input: { freelancerId: number; expertise: string; menteeCount?: number | null },
): Promise<{ id: number }> {
  const freelancer = await freelancerIn(db, actor.auth, input.freelancerId);
  await assertManages(db, actor.auth, freelancer.districtId);
  return inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(freelancerMentors)
        .values({
          freelancerId: input.freelancerId,
          expertise: input.expertise,
          menteeCount: input.menteeCount ?? null,
        })
        .returning();
      await audit(tx, actor, 'create', 'freelancer-mentor', row.id, { after: row });
      return { id: row.id };
    },
    { duplicate: 'freelancer.alreadyMentor' },
  );
}

export async function removeMentor(db: Db, actor: Actor, id: number): Promise<void> {
  const scope = await districtScope(db, actor.auth);
  const [row] = await db
    .select({ id: freelancerMentors.id, districtId: freelancers.districtId })
    .from(freelancerMentors)
    .innerJoin(freelancers, eq(freelancers.id, freelancerMentors.freelancerId))
    .where(and(eq(freelancerMentors.id, id), inScope(scope, freelancers.districtId)));
  if (!row) throw notFound();
  await assertManages(db, actor.auth, row.districtId);
  await inTransaction(db, async (tx) => {
    const [removed] = await tx.delete(freelancerMentors).where(eq(freelancerMentors.id, id)).returning();
    if (!removed) throw notFound();
    await audit(tx, actor, 'delete', 'freelancer-mentor', id, { before: removed });
  });
}

/* Teams --------------------------------------------------------------------------------------- */

export async function listTeams(db: Db, auth: AuthContext, query: ListQuery): Promise<Page<TeamItem>> {
  const scope = await districtScope(db, auth);
  const where = and(
    inScope(scope, freelancerTeams.districtId),
    query.districtId ? eq(freelancerTeams.districtId, query.districtId) : undefined,
    query.search
      ? sql`lower(${freelancerTeams.name}) like lower(${containsPattern(query.search.normalize('NFC'))})`
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: freelancerTeams.id,
        name: freelancerTeams.name,
        description: freelancerTeams.description,
        leadId: freelancerTeams.leadId,
        districtId: districts.id,
        districtBn: districts.nameBn,
        districtEn: districts.nameEn,
      })
      .from(freelancerTeams)
      .innerJoin(districts, eq(districts.id, freelancerTeams.districtId))
      .where(where)
      .orderBy(asc(freelancerTeams.name), asc(freelancerTeams.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(freelancerTeams).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .select({
            teamId: freelancerTeamMembers.teamId,
            id: freelancers.id,
            name: freelancers.name,
            mobile: freelancers.mobile,
          })
          .from(freelancerTeamMembers)
          .innerJoin(freelancers, eq(freelancers.id, freelancerTeamMembers.freelancerId))
          .where(inArray(freelancerTeamMembers.teamId, ids))
          .orderBy(asc(freelancers.name));
  return {
    total,
    items: rows.map((row) => {
      const people: PersonRef[] = members
        .filter((member) => member.teamId === row.id)
        .map(({ id, name, mobile }) => ({ id, name, mobile }));
      const lead = people.find((person) => person.id === row.leadId) ?? {
        id: row.leadId,
        name: '',
        mobile: '',
      };
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        district: { id: row.districtId, nameBn: row.districtBn, nameEn: row.districtEn },
        lead,
        members: people,
      };
    }),
  };
}

interface TeamValues {
  name: string;
  districtId: number;
  leadId: number;
  memberIds: number[];
  description?: string | null;
}

/** The lead and every member must be freelancers of the team's district. */
async function checkMembers(db: Db, input: TeamValues): Promise<void> {
  const found = await db
    .select({ id: freelancers.id })
    .from(freelancers)
    .where(and(inArray(freelancers.id, input.memberIds), eq(freelancers.districtId, input.districtId)));
  if (found.length !== input.memberIds.length)
    throw new AppError(400, 'freelancer.otherDistrict', {}, [
      { field: 'memberIds', messageKey: 'freelancer.otherDistrict' },
    ]);
}

export async function saveTeam(
  db: Db,
  actor: Actor,
  id: number | null,
  input: TeamValues,
): Promise<{ id: number }> {
  await assertManages(db, actor.auth, input.districtId);
  if (id !== null) {
    const scope = await districtScope(db, actor.auth);
    const [row] = await db
      .select({ districtId: freelancerTeams.districtId })
      .from(freelancerTeams)
      .where(and(eq(freelancerTeams.id, id), inScope(scope, freelancerTeams.districtId)));
    if (!row) throw notFound();
    await assertManages(db, actor.auth, row.districtId);
  }
  await checkMembers(db, input);
  return inTransaction(db, async (tx) => {
    const values = {
      name: input.name,
      districtId: input.districtId,
      leadId: input.leadId,
      description: input.description ?? null,
    };
    let teamId: number;
    if (id === null) {
      const [row] = await tx.insert(freelancerTeams).values(values).returning();
      teamId = row.id;
      await audit(tx, actor, 'create', 'freelancer-team', teamId, {
        after: { ...row, memberIds: input.memberIds },
      });
    } else {
      const [before] = await tx
        .select()
        .from(freelancerTeams)
        .where(eq(freelancerTeams.id, id))
        .for('update');
      if (!before) throw notFound();
      await tx.update(freelancerTeams).set(values).where(eq(freelancerTeams.id, id));
      await tx.delete(freelancerTeamMembers).where(eq(freelancerTeamMembers.teamId, id));
      teamId = id;
      await audit(tx, actor, 'update', 'freelancer-team', id, {
        before,
        after: { ...values, memberIds: input.memberIds },
      });
    }
    await tx
      .insert(freelancerTeamMembers)
      .values(input.memberIds.map((freelancerId) => ({ teamId, freelancerId })));
    return { id: teamId };
  });
}

export async function deleteTeam(db: Db, actor: Actor, id: number): Promise<void> {
  const scope = await districtScope(db, actor.auth);
  const [row] = await db
    .select({ districtId: freelancerTeams.districtId })
    .from(freelancerTeams)
    .where(and(eq(freelancerTeams.id, id), inScope(scope, freelancerTeams.districtId)));
  if (!row) throw notFound();
  await assertManages(db, actor.auth, row.districtId);
  await inTransaction(db, async (tx) => {
    const [removed] = await tx.delete(freelancerTeams).where(eq(freelancerTeams.id, id)).returning();
    if (!removed) throw notFound();
    await audit(tx, actor, 'delete', 'freelancer-team', id, { before: removed });
  });
}

/** The districts whose freelancers the caller manages or reads: all for app admins, else the own. */
export async function scopeDistricts(db: Db, auth: AuthContext) {
  const scope = await districtScope(db, auth);
  return db
    .select({ id: districts.id, nameBn: districts.nameBn, nameEn: districts.nameEn })
    .from(districts)
    .where(inScope(scope, districts.id))
    .orderBy(asc(districts.nameBn));
}
