import { ensureTemplate } from './pglite-template.js';

/** Once per test run: make the migrated PGlite template the test servers start from. */
export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await ensureTemplate();
}
