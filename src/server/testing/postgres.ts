/** Helpers to create and drop throwaway PostgreSQL databases for tests. */
export function databaseUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
