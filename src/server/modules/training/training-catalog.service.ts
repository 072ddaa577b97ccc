/**
 * The training catalogue: provider organisations, their titles (topics) and the trainers, with the
 * officer picker that nominations and trainers use.
 */
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  OfficerOption,
  ProviderValues,
  TitleValues,
  Trainer,
  TrainerPage,
  TrainerParams,
  TrainerValues,
  TrainingProvider,
  TrainingTitle,
} from '../../../common/contracts/training.contract';
import { isAppAdmin } from '../../../common/permissions';
import type { Db, Tx } from '../../db/client';
import { type Actor, audit } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { containsPattern, pageOffset, searchTextMatches } from '../../platform/paging';
import { inTransaction } from '../../platform/transactions';
import type { AuthContext } from '../auth/auth.session';
import {
  trainers,
  trainingBatches,
  trainingBatchTrainers,
  trainingProviders,
  trainingTitles,
} from './training.table';

export async function listProviders(db: Db): Promise<TrainingProvider[]> {
  return db
    .select({
      id: trainingProviders.id,
      nameBn: trainingProviders.nameBn,
      nameEn: trainingProviders.nameEn,
      titles: sql<number>`(select count(*)::int from ${trainingTitles} t where t.provider_org_id = ${trainingProviders.id})`,
      batches: sql<number>`(select count(*)::int from ${trainingBatches} b where b.provider_org_id = ${trainingProviders.id})`,
    })
    .from(trainingProviders)
    .orderBy(asc(trainingProviders.nameBn));
}

export async function addProvider(db: Db, actor: Actor, input: ProviderValues) {
  return inTransaction(
    db,
    async (tx) => {
      const [row] = await tx.insert(trainingProviders).values(input).returning();
      await audit(tx, actor, 'create', 'training-provider', row.id, { after: input });
      return { id: row.id, nameBn: row.nameBn, nameEn: row.nameEn, titles: 0, batches: 0 };
    },
    { duplicate: 'error.duplicate' },
  );
}

export async function listTitles(db: Db, providerOrgId?: number): Promise<TrainingTitle[]> {
  const rows = await db
    .select({
      id: trainingTitles.id,
      nameBn: trainingTitles.nameBn,
      nameEn: trainingTitles.nameEn,
      providerId: trainingProviders.id,
      providerBn: trainingProviders.nameBn,
      providerEn: trainingProviders.nameEn,
    })
    .from(trainingTitles)
    .innerJoin(trainingProviders, eq(trainingProviders.id, trainingTitles.providerOrgId))
    .where(providerOrgId ? eq(trainingTitles.providerOrgId, providerOrgId) : undefined)
    .orderBy(asc(trainingTitles.nameBn))
    .limit(1000);
  return rows.map((row) => ({
    id: row.id,
    nameBn: row.nameBn,
    nameEn: row.nameEn,
    provider: { id: row.providerId, nameBn: row.providerBn, nameEn: row.providerEn },
  }));
}

export async function addTitle(db: Db, actor: Actor, input: TitleValues) {
  const [provider] = await db
    .select({ id: trainingProviders.id })
    .from(trainingProviders)
    .where(eq(trainingProviders.id, input.providerOrgId));
  if (!provider) throw notFound();
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(trainingTitles).values(input).returning();
    await audit(tx, actor, 'create', 'training-title', row.id, { after: input });
    return row;
  });
}

export const trainerColumns = {
  id: trainers.id,
  userId: trainers.userId,
  nameBn: trainers.nameBn,
  nameEn: trainers.nameEn,
  mobile: trainers.mobile,
  email: trainers.email,
  organisation: trainers.organisation,
  designation: trainers.designation,
  subjects: trainers.subjects,
  batches: sql<number>`(select count(*)::int from ${trainingBatchTrainers} bt where bt.trainer_id = ${trainers.id})`,
};

export async function listTrainers(db: Db, query: TrainerParams): Promise<TrainerPage> {
  const where = searchTextMatches(query.search, trainers.searchText);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(trainerColumns)
      .from(trainers)
      .where(where)
      .orderBy(asc(trainers.nameBn), asc(trainers.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(trainers).where(where),
  ]);
  return { items, total };
}

export async function* trainerBatches(db: Db, search: string | undefined): AsyncGenerator<Trainer[]> {
  const where = searchTextMatches(search, trainers.searchText);
  for (let offset = 0; ; offset += 1000) {
    const rows = await db
      .select(trainerColumns)
      .from(trainers)
      .where(where)
      .orderBy(asc(trainers.nameBn), asc(trainers.id))
      .limit(1000)
      .offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < 1000) return;
  }
}

export async function addTrainer(db: Db, actor: Actor, values: TrainerValues): Promise<Trainer> {
  return inTransaction(
    db,
    async (tx) => {
      const [row] = await tx
        .insert(trainers)
        .values({
          userId: values.userId ?? null,
          nameBn: values.nameBn,
          nameEn: values.nameEn,
          mobile: values.mobile ?? null,
          email: values.email ?? null,
          organisation: values.organisation ?? null,
          designation: values.designation ?? null,
          subjects: values.subjects,
        })
        .returning({ id: trainers.id });
      await audit(tx, actor, 'create', 'trainer', row.id, { after: { nameEn: values.nameEn } });
      const [trainer] = await tx.select(trainerColumns).from(trainers).where(eq(trainers.id, row.id));
      return trainer;
    },
    { duplicate: 'error.duplicate' },
  );
}

/* People: officers as nominees and trainers ---------------------------------------------------- */

export interface PersonSnapshot {
  userId: number;
  nameBn: string;
  nameEn: string;
  gender: 'male' | 'female' | 'other' | null;
  officeId: number | null;
  designation: string | null;
}

/** Names, gender, office and designation (first current desk) of these officers, in one query. */
export async function peopleByIds(db: Db | Tx, userIds: number[]): Promise<Map<number, PersonSnapshot>> {
  if (userIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select u.id as "userId", u.name as "nameEn", coalesce(p.known_as_bangla, u.name) as "nameBn",
           p.gender, main.office_id as "officeId", r.name_bn as designation
    from users u
    left join lateral (select known_as_bangla, gender from profiles where user_id = u.id order by id limit 1) p on true
    left join lateral (
      select d.office_id, d.role_id from user_roles ur join desks d on d.id = ur.desk_id
      where ur.user_id = u.id and ur.released_on is null
      order by ur.is_additional_charge, ur.sort_order, ur.id limit 1
    ) main on true
    left join roles r on r.id = main.role_id
    where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as { rows: PersonSnapshot[] };
  return new Map(result.rows.map((row) => [Number(row.userId), { ...row, userId: Number(row.userId) }]));
}

/** Officers to nominate or to make trainers: an office's, or found by name; 50 at most. */
export async function officerOptions(
  db: Db,
  auth: AuthContext,
  query: { officeId?: number; search?: string },
): Promise<OfficerOption[]> {
  const conditions: SQL[] = [sql`ur.released_on is null`, sql`d.role_id <> 34`];
  if (query.officeId) conditions.push(sql`d.office_id = ${query.officeId}`);
  else if (!isAppAdmin(auth)) conditions.push(sql`d.office_id = ${auth.activeRole.OfficeId}`);
  if (query.search) {
    const pattern = containsPattern(query.search.normalize('NFC').toLowerCase());
    conditions.push(sql`(lower(u.name) like ${pattern} or p.known_as_bangla like ${pattern})`);
  }
  const result = (await db.execute(sql`
    select distinct on (u.id) u.id as "userId", u.name as "nameEn", coalesce(p.known_as_bangla, u.name) as "nameBn",
           r.name_bn as designation, o.id as "officeId", o.name_bn as "officeBn", o.name_en as "officeEn"
    from user_roles ur
    join desks d on d.id = ur.desk_id
    join users u on u.id = ur.user_id
    join offices o on o.id = d.office_id
    join roles r on r.id = d.role_id
    left join lateral (select known_as_bangla from profiles where user_id = u.id order by id limit 1) p on true
    where ${sql.join(conditions, sql` and `)}
    order by u.id, ur.is_additional_charge, ur.sort_order
    limit 50`)) as unknown as {
    rows: {
      userId: number;
      nameBn: string;
      nameEn: string;
      designation: string | null;
      officeId: number;
      officeBn: string;
      officeEn: string;
    }[];
  };
  return result.rows.map((row) => ({
    userId: Number(row.userId),
    nameBn: row.nameBn,
    nameEn: row.nameEn,
    designation: row.designation,
    office: { id: Number(row.officeId), nameBn: row.officeBn, nameEn: row.officeEn },
  }));
}
