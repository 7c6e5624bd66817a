#!/usr/bin/env node
// `npm test`: the whole suite. Unit and API tests (Vitest, on PGlite unless TEST_DATABASE_URL points
// at a real Postgres), then the browser journeys (Playwright in Debian's Chromium; ffmpeg feeds its
// fake camera).
// `npm run test:db` runs only the database-backed server tests (CI repeats them on real Postgres).
// `npm test -- --db-pass <postgres url>` (what CI does) runs that PostgreSQL pass as well, beside the
// browser journeys: they leave much of a small machine idle while pages load, the pass waits on
// the database, so together they take little longer than the journeys alone. Its output is
// printed when it ends, and either failing fails the run.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfChanged } from './build-if-changed.mjs';
import { findChromium, findFfmpeg } from './test-tools.mjs';

const args = process.argv.slice(2);
const dbOnly = args.includes('--db-only');
const dbPassUrl = args.includes('--db-pass') ? args[args.indexOf('--db-pass') + 1] : undefined;
if (args.includes('--db-pass') && !dbPassUrl?.startsWith('postgres')) {
  console.error('--db-pass needs a PostgreSQL URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(2);
}

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${commandArgs.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

const DB_PASS = ['vitest', 'run', '--project', 'server'];

if (dbOnly) {
  run('npx', DB_PASS);
  process.exit(0);
}

/**
 * Starts the PostgreSQL pass in the background, its output written straight to a file (not piped
 * through this process, whose event loop the journeys' spawnSync holds: a full pipe would stall
 * the pass until the journeys end) and printed when it ends.
 */
function startDbPass(url) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ias-db-pass-'));
  const logFile = path.join(dir, 'output.log');
  const log = openSync(logFile, 'w');
  const child = spawn('npx', DB_PASS, {
    stdio: ['ignore', log, log],
    env: { ...process.env, TEST_DATABASE_URL: url, FORCE_COLOR: '1' },
  });
  closeSync(log);
  const finished = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return {
    async finish() {
      const code = await finished;
      console.log(`\n── The database-backed tests on PostgreSQL (${url}) ──`);
      process.stdout.write(readFileSync(logFile));
      rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}

const chromium = findChromium();
findFfmpeg();
if (buildIfChanged() === 'skipped')
  console.log('Nothing changed since the last build: testing it.');
run('npx', ['vitest', 'run']);
const dbPass = dbPassUrl ? startDbPass(dbPassUrl) : undefined;
const journeys = spawnSync('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium },
});
if (journeys.status !== 0) console.error('\n✗ the browser journeys failed');
const dbPassStatus = dbPass ? await dbPass.finish() : 0;
if (dbPassStatus !== 0) console.error('\n✗ the database-backed tests on PostgreSQL failed');
process.exit(journeys.status !== 0 ? (journeys.status ?? 1) : dbPassStatus);
