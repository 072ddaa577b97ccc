/**
 * The lists of the profile tabs: education, trainings, skills, researches, desired postings, work
 * history and portfolio. The officer adds, changes and removes the own entries; each write is one
 * transaction holding the profile's row lock, with its audit row and the recomputed progress. An
 * entry of someone else answers 404.
 */
import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  MAX_SECTION_ENTRIES,
  type ProfileSectionKey,
  SECTION_INPUT_SCHEMAS,
  type SectionEntries,
  type SectionValues,
} from '../../../common/contracts/profile-sections.contract';
import type { Db, Tx } from '../../db/client';
import {
  districts,
  offices,
  profileDesirePostings,
  profileEducations,
  profilePortfolio,
  profileResearches,
  profileSkills,
  profileTrainings,
  profileWorkHistory,
  skillAreas,
  upazilas,
} from '../../db/schema';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/actor';
import { insertAudited, updateAudited } from '../../platform/audited-writes';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transactions';
import { lockProfile, refreshProfileProgress } from './profile.progress';

type SectionTable =
  | typeof profileEducations
  | typeof profileTrainings
  | typeof profileSkills
  | typeof profileResearches
  | typeof profileDesirePostings
  | typeof profileWorkHistory
  | typeof profilePortfolio;

interface SectionConfig {
  table: SectionTable;
  entity: string;
}

export const SECTIONS: Record<ProfileSectionKey, SectionConfig> = {
  education: { table: profileEducations, entity: 'profile_education' },
  trainings: { table: profileTrainings, entity: 'profile_training' },
  skills: { table: profileSkills, entity: 'profile_skill' },
  researches: { table: profileResearches, entity: 'profile_research' },
  'desire-postings': { table: profileDesirePostings, entity: 'profile_desire_posting' },
  workhistory: { table: profileWorkHistory, entity: 'profile_work_history' },
  portfolio: { table: profilePortfolio, entity: 'profile_portfolio' },
};

/** A stored row as the API shows it: no owner or time stamps. */
function entryOf<T extends Record<string, unknown>>(row: T) {
  const { userId: _user, createdAt: _created, updatedAt: _updated, skillKey: _key, ...rest } = row;
  return rest;
}

const named = (id: number | null, nameBn: string | null, nameEn: string | null) =>
  id === null || nameBn === null ? null : { id, nameBn, nameEn: nameEn ?? '' };

/* Reading ------------------------------------------------------------------------------------------ */

async function listSkills(db: Db | Tx, userId: number): Promise<SectionEntries['skills'][]> {
  const rows = await db
    .select({
      ...getTableColumns(profileSkills),
      areaBn: skillAreas.nameBn,
      areaEn: skillAreas.nameEn,
    })
    .from(profileSkills)
    .innerJoin(skillAreas, eq(skillAreas.id, profileSkills.skillAreaId))
    .where(eq(profileSkills.userId, userId))
    .orderBy(asc(skillAreas.sortOrder), asc(profileSkills.id));
  return rows.map(({ areaBn, areaEn, ...row }) => ({
    ...entryOf(row),
    skillArea: { id: row.skillAreaId, nameBn: areaBn, nameEn: areaEn },
  }));
}

async function listDesirePostings(db: Db | Tx, userId: number): Promise<SectionEntries['desire-postings'][]> {
  const rows = await db
    .select({
      ...getTableColumns(profileDesirePostings),
      officeBn: offices.nameBn,
      officeEn: offices.nameEn,
      districtBn: districts.nameBn,
      districtEn: districts.nameEn,
      upazilaBn: upazilas.nameBn,
      upazilaEn: upazilas.nameEn,
    })
    .from(profileDesirePostings)
    .leftJoin(offices, eq(offices.id, profileDesirePostings.officeId))
    .leftJoin(districts, eq(districts.id, profileDesirePostings.districtId))
    .leftJoin(upazilas, eq(upazilas.id, profileDesirePostings.upazilaId))
    .where(eq(profileDesirePostings.userId, userId))
    .orderBy(asc(profileDesirePostings.priority), asc(profileDesirePostings.id));
  return rows.map(({ officeBn, officeEn, districtBn, districtEn, upazilaBn, upazilaEn, ...row }) => ({
    ...entryOf(row),
    office: named(row.officeId, officeBn, officeEn),
    district: named(row.districtId, districtBn, districtEn),
    upazila: named(row.upazilaId, upazilaBn, upazilaEn),
  }));
}

/** The entries of one tab of `userId`, newest first where they have dates. */
export async function listSection<K extends ProfileSectionKey>(
  db: Db | Tx,
  key: K,
  userId: number,
): Promise<SectionEntries[K][]> {
  if (key === 'skills') return (await listSkills(db, userId)) as SectionEntries[K][];
  if (key === 'desire-postings') return (await listDesirePostings(db, userId)) as SectionEntries[K][];
  const order = {
    education: [sql`${profileEducations.passingYear} desc nulls first`, desc(profileEducations.id)],
    trainings: [desc(profileTrainings.fromDate), desc(profileTrainings.id)],
    researches: [sql`${profileResearches.year} desc nulls first`, desc(profileResearches.id)],
    workhistory: [desc(profileWorkHistory.fromDate), desc(profileWorkHistory.id)],
    portfolio: [desc(profilePortfolio.id)],
  }[key as Exclude<ProfileSectionKey, 'skills' | 'desire-postings'>];
  const { table } = SECTIONS[key];
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq((table as typeof profileEducations).userId, userId))
    .orderBy(...order);
  return rows.map((row) => entryOf(row as Record<string, unknown>)) as unknown as SectionEntries[K][];
}

/* Writing ----------------------------------------------------------------------------------------- */

/** What the row stores: every field of the tab's form (a PUT replaces the entry), an empty one as null. */
function rowValues(key: ProfileSectionKey, values: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.keys((SECTION_INPUT_SCHEMAS[key] as unknown as { shape: object }).shape);
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
}

/** References of a tab's entry that must exist (a 400 on the field, not a 409 from the database). */
async function checkReferences(tx: Tx, key: ProfileSectionKey, values: Record<string, unknown>) {
  if (key === 'skills') {
    const [area] = await tx
      .select({ id: skillAreas.id })
      .from(skillAreas)
      .where(eq(skillAreas.id, values.skillAreaId as number));
    if (!area) throw fieldError('skillAreaId', 'validation.profile.skillAreaRequired');
  }
  if (key === 'desire-postings') {
    const { officeId, districtId, upazilaId } = values as SectionValues<'desire-postings'>;
    if (officeId) {
      const [office] = await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId));
      if (!office) throw fieldError('officeId', 'validation.profile.officeNotFound');
    }
    if (districtId) {
      const [district] = await tx
        .select({ id: districts.id })
        .from(districts)
        .where(eq(districts.id, districtId));
      if (!district) throw fieldError('districtId', 'validation.profile.placeRequired');
    }
    if (upazilaId) {
      const [upazila] = await tx
        .select({ districtId: upazilas.districtId })
        .from(upazilas)
        .where(eq(upazilas.id, upazilaId));
      if (!upazila || (districtId && upazila.districtId !== districtId)) {
        throw fieldError('upazilaId', 'validation.profile.upazilaNotInDistrict');
      }
    }
  }
}

const fieldError = (field: string, key: 'validation.profile.skillAreaRequired' | string) =>
  badRequest('error.invalidInput', [{ field, messageKey: key }]);

const DUPLICATE = { duplicate: 'validation.profile.duplicateSkill' } as const;

export async function createEntry<K extends ProfileSectionKey>(
  db: Db,
  actor: Actor,
  key: K,
  values: SectionValues<K>,
): Promise<{ id: number; progress: number }> {
  const { table, entity } = SECTIONS[key];
  const userId = actor.auth.userId;
  return inTransaction(
    db,
    async (tx) => {
      await lockProfile(tx, userId);
      const [{ entries }] = await tx
        .select({ entries: count() })
        .from(table as PgTable)
        .where(eq((table as typeof profileEducations).userId, userId));
      if (entries >= MAX_SECTION_ENTRIES) {
        throw new AppError(409, 'validation.profile.tooMany', { max: MAX_SECTION_ENTRIES });
      }
      await checkReferences(tx, key, values as Record<string, unknown>);
      const id = await insertAudited(
        tx,
        actor,
        entity,
        table as typeof profileEducations,
        {
          ...rowValues(key, values as Record<string, unknown>),
          userId,
        } as typeof profileEducations.$inferInsert,
      );
      const progress = await refreshProfileProgress(tx, userId);
      return { id, progress: progress?.progress ?? 0 };
    },
    DUPLICATE,
  );
}

/** The caller's own entry, locked; another's answers 404. */
async function ownEntry(tx: Tx, key: ProfileSectionKey, userId: number, id: number) {
  const table = SECTIONS[key].table as typeof profileEducations;
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .for('update');
  if (!row) throw notFound();
  return row as Record<string, unknown>;
}

export async function updateEntry<K extends ProfileSectionKey>(
  db: Db,
  actor: Actor,
  key: K,
  id: number,
  values: SectionValues<K>,
): Promise<{ id: number; progress: number }> {
  const { table, entity } = SECTIONS[key];
  const userId = actor.auth.userId;
  return inTransaction(
    db,
    async (tx) => {
      await lockProfile(tx, userId);
      const before = await ownEntry(tx, key, userId, id);
      await checkReferences(tx, key, values as Record<string, unknown>);
      await updateAudited(tx, actor, entity, table as typeof profileEducations, id, before, {
        ...rowValues(key, values as Record<string, unknown>),
        updatedAt: new Date(),
      });
      const progress = await refreshProfileProgress(tx, userId);
      return { id, progress: progress?.progress ?? 0 };
    },
    DUPLICATE,
  );
}

/**
 * Removes an own entry; `alsoInTransaction` lets the portfolio remove its attachment with it. Runs
 * inside `tx` (the caller's transaction).
 */
export async function deleteEntryIn(
  tx: Tx,
  actor: Actor,
  key: ProfileSectionKey,
  id: number,
): Promise<{ progress: number }> {
  const { table, entity } = SECTIONS[key];
  const userId = actor.auth.userId;
  await lockProfile(tx, userId);
  const before = await ownEntry(tx, key, userId, id);
  const typed = table as typeof profileEducations;
  await tx.delete(typed).where(eq(typed.id, id));
  await audit(tx, actor, 'delete', entity, id, { before });
  const progress = await refreshProfileProgress(tx, userId);
  return { progress: progress?.progress ?? 0 };
}

export const deleteEntry = (db: Db, actor: Actor, key: ProfileSectionKey, id: number) =>
  inTransaction(db, (tx) => deleteEntryIn(tx, actor, key, id));
