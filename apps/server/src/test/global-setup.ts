import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../lib/migrate.js';
import { createScratchDatabase, dropScratchDatabases } from '../lib/scratch-database.js';
import { ensureTemplate } from './pglite-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database on TEST_DATABASE_URL that each test server's database copies. */
    postgresTemplate?: string;
    /** The prefix of this run's test databases on TEST_DATABASE_URL, all dropped when it ends. */
    postgresPrefix?: string;
  }
}

/**
 * Once per test run: make the migrated database the test servers start from — a PGlite dump, or on
 * a real Postgres (TEST_DATABASE_URL) a template database. Copying it costs a test server tens of
 * milliseconds instead of applying every migration. The run's databases are dropped together when
 * it ends (see dropScratchDatabases).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    await ensureTemplate();
    return;
  }
  const prefix = `ias_t${process.pid}_${Date.now().toString(36)}`;
  const template = await createScratchDatabase(baseUrl, `${prefix}_template`);
  const pool = new pg.Pool({ connectionString: template.url, max: 1 });
  try {
    await migrate(new Kysely({ dialect: new PostgresDialect({ pool }) }));
  } finally {
    await pool.end();
  }
  project.provide('postgresTemplate', template.name);
  project.provide('postgresPrefix', prefix);
  return async () => {
    await dropScratchDatabases(baseUrl, prefix);
  };
}
