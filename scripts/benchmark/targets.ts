/**
 * What the benchmark looks at, chosen from the data rather than fixed ids, so it works on any
 * database the generator filled: the office with the largest organogram, the office with the
 * longest queue of desk requests together with an admin whose active desk is there, and generated
 * officers to sign in.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { MARKER_KEY } from '../national-data/sql';

export interface Targets {
  largeOfficeId: number;
  largeOfficePosts: number;
  queueOfficeId: number;
  queuePending: number;
  queueAdminEmail: string;
  /** Generated officers (they all have the demo password), one for each connection of the sign-in case. */
  signInAccounts: string[];
  scale: Record<string, unknown> | null;
}

async function one<T>(database: Database, query: string): Promise<T> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  if (!result.rows[0]) throw new Error(`The benchmark found nothing for: ${query}`);
  return result.rows[0];
}

export async function findTargets(database: Database, accounts: number): Promise<Targets> {
  const large = await one<{ office_id: number; posts: number }>(
    database,
    'select office_id, count(*)::int as posts from desks group by office_id order by posts desc, office_id limit 1',
  );
  const queue = await one<{ office_id: number; pending: number }>(
    database,
    `select office_id, count(*)::int as pending from desk_requests where status = 'pending'
     group by office_id order by pending desc, office_id limit 1`,
  );
  // sort_order 0 is the desk a user signs in under (additional charges come after it).
  const admin = await one<{ email: string }>(
    database,
    `select u.email from user_roles ur join desks d on d.id = ur.desk_id join users u on u.id = ur.user_id
     where d.office_id = ${queue.office_id} and ur.is_office_admin and ur.released_on is null and ur.sort_order = 0
     order by ur.id limit 1`,
  );
  const officers = (await database.db.execute(
    sql`select email from users where email like 'officer%@bench.gov.bd' and is_active order by id limit ${accounts}`,
  )) as unknown as { rows: { email: string }[] };
  if (officers.rows.length < accounts)
    throw new Error(
      `The sign-in case needs ${accounts} generated officers: fill the database with npm run bench:data.`,
    );
  const marker = (await database.db.execute(
    sql`select value from app_settings where key = ${MARKER_KEY}`,
  )) as unknown as { rows: { value: Record<string, unknown> }[] };
  return {
    largeOfficeId: large.office_id,
    largeOfficePosts: large.posts,
    queueOfficeId: queue.office_id,
    queuePending: queue.pending,
    queueAdminEmail: admin.email,
    signInAccounts: officers.rows.map((row) => row.email),
    scale: marker.rows[0]?.value ?? null,
  };
}
