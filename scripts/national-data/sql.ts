/**
 * Small helpers for the national-scale generator: every step is one set-based statement that
 * PostgreSQL runs by itself, so these only build SQL text and time what runs.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../src/server/db/client';

/** The app_settings key that records a run, so a second run on the same database is refused. */
export const MARKER_KEY = 'nationalData';

/** Where the generated rows start and how many to make; ids are explicit so steps can compute each other's. */
export interface Plan {
  offices: number;
  officers: number;
  firstOfficeId: number;
  firstSectionId: number;
  firstDeskId: number;
  firstUserId: number;
  firstProfileId: number;
}

/** A quoted SQL string literal, for the generator's own constants (never for outside input). */
export const literal = (value: string) => `'${value.normalize('NFC').replaceAll("'", "''")}'`;

/** A stable pseudo-random number in [0, modulo) from an integer expression: same input, same data. */
export const hash = (expression: string, modulo: number) =>
  `(abs(hashint4((${expression})::int)::bigint) % ${modulo})`;

/** An integer expression written in Bangla digits, as the seed writes numbers in names. */
export const banglaDigits = (expression: string) =>
  `translate((${expression})::text, '0123456789', '০১২৩৪৫৬৭৮৯')`;

export async function run(tx: Tx, statement: string): Promise<number> {
  const result = (await tx.execute(sql.raw(statement))) as unknown as { rowCount?: number | null };
  return result.rowCount ?? 0;
}

export async function count(tx: Tx, query: string): Promise<number> {
  const result = (await tx.execute(sql.raw(query))) as unknown as { rows: { count: string | number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const grouped = (value: number) => value.toLocaleString('en-US');

/** Runs one step and prints what it made and how long it took. */
export async function step(label: string, work: () => Promise<number | undefined>): Promise<number> {
  const started = performance.now();
  process.stdout.write(`  ${label} … `);
  const rows = await work();
  console.log(`${rows === undefined ? 'done' : `${grouped(rows)} rows`} in ${seconds(started)} s`);
  return rows ?? 0;
}

/**
 * Runs `work` with some of the table's indexes dropped and builds them again afterwards: an index
 * filled row by row with millions of rows in random key order is many times slower than one built
 * at once from sorted rows. `which` picks the GIN (trigram) indexes or every index but the unique
 * ones (the primary key and constraints stay, so the rows are still checked as they arrive).
 */
async function withoutIndexes<T>(
  tx: Tx,
  table: string,
  which: 'gin' | 'non-unique',
  work: () => Promise<T>,
): Promise<T> {
  const result = (await tx.execute(
    which === 'gin'
      ? sql`select indexname, indexdef from pg_indexes where tablename = ${table} and indexdef like '% USING gin %'`
      : sql`select indexname, indexdef from pg_indexes where tablename = ${table} and indexdef not like 'CREATE UNIQUE %'`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const index of result.rows) await run(tx, `drop index ${index.indexname}`);
  const done = await work();
  await run(tx, "set local maintenance_work_mem = '1GB'");
  for (const index of result.rows) await run(tx, index.indexdef);
  return done;
}

export const withoutGinIndexes = <T>(tx: Tx, table: string, work: () => Promise<T>) =>
  withoutIndexes(tx, table, 'gin', work);

/** For a table that only ever grows by appends (the audit trail): every secondary index at once. */
export const withoutSecondaryIndexes = <T>(tx: Tx, table: string, work: () => Promise<T>) =>
  withoutIndexes(tx, table, 'non-unique', work);
