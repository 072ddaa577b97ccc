/**
 * A PostgreSQL connection the server drops while a request holds it (a restart, a failover, an
 * administrator ending it): the request fails, the process stays up and the pool serves the next
 * one. The first connection counts too: it is the one opening the pool checks, and it stays.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuery } from '../testing/postgres';
import { openPostgres } from './client';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('a connection PostgreSQL drops', () => {
  it('in a transaction on the first connection: the transaction fails, the loss is reported, the next query is served', async () => {
    const url = databaseUrl as string;
    const database = await openPostgres(url);
    const lost: string[] = [];
    database.onConnectionLost?.((error) => lost.push(error.message));
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          await adminQuery(url, `select pg_terminate_backend(${Number(result.rows[0].pid)})`);
          // The connection ends while the transaction holds it between two statements.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );
      expect(outcome).toBe('failed');
      // PostgreSQL's own notice and then the socket's end: the outage watch logs the first alone.
      expect(lost[0]).toMatch(/terminating connection/);
      const next = (await database.db.execute(sql`select 2 as two`)) as unknown as {
        rows: { two: number }[];
      };
      expect(next.rows).toEqual([{ two: 2 }]);
    } finally {
      await database.close();
    }
  });
});
