/**
 * Profile progress (%): what of the profile is filled, weighted by PROGRESS_WEIGHTS of the contract
 * (basic fields 35, photo and signature 15, the tabs 50), stored in `profiles.progress` so the
 * officer list shows it without computing. Every profile write calls `refreshProfileProgress` in its
 * own transaction, after taking the profile's row lock (`lockProfile`), so two writes at once
 * cannot leave a figure that misses one of them. The officers module calls it after creating an
 * officer.
 */
import { eq, sql } from 'drizzle-orm';
import {
  type ProfileProgress,
  type ProgressItem,
  progressOf,
} from '../../../common/contracts/profile-sections.contract';
import type { Db, Tx } from '../../db/client';
import { profiles } from '../../db/schema';
import { notFound } from '../../platform/errors';

/** Locks the user's profile rows for the rest of the transaction; 404 when the user has none. */
export async function lockProfile(tx: Tx, userId: number): Promise<number> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(profiles.id)
    .for('update');
  if (rows.length === 0) throw notFound();
  return rows[0].id;
}

const filled = (column: string) => sql.raw(`coalesce(btrim(p.${column}), '') <> ''`);
const hasRows = (table: string) => sql.raw(`exists (select 1 from ${table} t where t.user_id = p.user_id)`);

/** What of the user's (first) profile is filled; null when the user has no profile. */
export async function progressOfUser(db: Db | Tx, userId: number): Promise<ProfileProgress | null> {
  const result = (await db.execute(sql`
    select
      ${filled('known_as_bangla')} and ${filled('known_as')} as "names",
      (${filled('father_name_bn')} or ${filled('father_name_en')})
        and (${filled('mother_name_bn')} or ${filled('mother_name_en')}) as "parents",
      p.gender is not null and p.date_of_birth is not null as "genderAndBirth",
      ${filled('nid')} as "nid",
      ${filled('religion')} as "religion",
      ${filled('permanent_address')} as "permanentAddress",
      ${filled('present_address')} as "presentAddress",
      ${filled('post_office')} and ${filled('post_code')} as "postOfficeAndCode",
      p.preferred_district_id is not null as "preferredPlace",
      p.photo_url is not null as "photo",
      p.signature_url is not null as "signature",
      ${hasRows('profile_educations')} as "education",
      ${hasRows('profile_trainings')} as "trainings",
      ${hasRows('profile_skills')} as "skills",
      ${hasRows('profile_work_history')} as "workhistory",
      ${hasRows('profile_researches')} as "researches",
      ${hasRows('profile_desire_postings')} as "desirePostings",
      ${hasRows('profile_portfolio')} as "portfolio"
    from profiles p
    where p.user_id = ${userId}
    order by p.id
    limit 1
  `)) as unknown as { rows: Record<ProgressItem, boolean>[] };
  const [row] = result.rows;
  return row ? progressOf(row) : null;
}

/** Recomputes and stores the user's progress inside the caller's transaction; returns it. */
export async function refreshProfileProgress(tx: Tx, userId: number): Promise<ProfileProgress | null> {
  const progress = await progressOfUser(tx, userId);
  if (progress) {
    await tx.update(profiles).set({ progress: progress.progress }).where(eq(profiles.userId, userId));
  }
  return progress;
}
