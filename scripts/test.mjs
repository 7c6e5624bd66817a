#!/usr/bin/env node
// `npm test`: the whole suite. Unit and API tests (Vitest, on PGlite unless TEST_DATABASE_URL points
// at a real Postgres), then the browser journeys (Playwright in Debian's Chromium; ffmpeg feeds its
// fake camera).
// `npm run test:db` runs only the database-backed server tests (CI repeats them on real Postgres).
import { spawnSync } from 'node:child_process';
import { buildIfChanged } from './build-if-changed.mjs';
import { findChromium, findFfmpeg } from './test-tools.mjs';

const dbOnly = process.argv.includes('--db-only');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

if (dbOnly) {
  run('npx', ['vitest', 'run', '--project', 'server']);
  process.exit(0);
}

const chromium = findChromium();
findFfmpeg();
if (buildIfChanged() === 'skipped')
  console.log('Nothing changed since the last build: testing it.');
run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
  CHROME_PATH: chromium,
});
