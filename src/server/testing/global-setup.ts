/**
 * Prepares one migrated and seeded database for the whole server suite; every test file then gets a
 * fast private copy (see test-app.ts). PGlite by default, PostgreSQL when DATABASE_URL is set.
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, fromPglite, migrateDatabase, openPostgres, pgliteExtensions } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { adminQuery, databaseUrlFor } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

async function prepare(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedIfEmpty(database);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `karjaloy_tpl_${process.pid}`;
    await adminQuery(databaseUrl, `drop database if exists ${template}`);
    await adminQuery(databaseUrl, `create database ${template}`);
    const database = await openPostgres(databaseUrlFor(databaseUrl, template));
    await prepare(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await adminQuery(databaseUrl, `drop database if exists ${template} with (force)`);
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const database = await fromPglite(new PGlite({ extensions: await pgliteExtensions() }));
  await prepare(database);
  const { db: _db, ...rest } = database;
  const client = (database.db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
  const dump = await client.dumpDataDir('none');
  await rest.close();
  const templatePath = path.join(os.tmpdir(), `karjaloy-template-${process.pid}.tar`);
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplate', '');
  return async () => rmSync(templatePath, { force: true });
}
