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
import { stripVTControlCharacters } from 'node:util';
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
      const output = readFileSync(logFile);
      process.stdout.write(output);
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) explainFailedPass(stripVTControlCharacters(output.toString()));
      return code;
    },
  };
}

/**
 * After a failed PostgreSQL pass, the test files that never reported a result (a test process
 * that died takes its file with it, and Vitest does not name it) and any crash lines, printed
 * last so that a log read from its end shows them.
 */
function explainFailedPass(output) {
  const reported = new Set(
    output
      .split('\n')
      .filter((line) => /^\s*(✓|×|❯|↓)\s+server\s/.test(line))
      .flatMap((line) => line.match(/src\/\S+\.test\.ts/g) ?? []),
  );
  const files = spawnSync('git', ['ls-files', 'apps/server/src/*.test.ts'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^apps\/server\//, ''));
  const missing = files.filter((file) => !reported.has(file));
  const crashes = output
    .split('\n')
    .filter((line) =>
      /Worker exited|FATAL ERROR|Segmentation fault|SIGSEGV|SIGABRT|Aborted|out of memory|core dumped/i.test(
        line,
      ),
    );
  if (missing.length) console.log(`\n  test files with no result: ${missing.join(', ')}`);
  for (const line of crashes.slice(0, 10)) console.log(`  ${line.trim()}`);
}

/**
 * The journeys once more, briefly, after everything else: the failed and flaky ones with the first
 * line of their error, and the files that took the longest (the run's length is theirs).
 */
function summariseJourneys(file) {
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return; // Playwright did not get as far as reporting; its own output says why.
  }
  const lines = [];
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const took = t.results.reduce((sum, r) => sum + r.duration, 0);
        byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + took);
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results.find((r) => r.error)?.error?.message ?? '';
        const first = stripVTControlCharacters(error).split('\n')[0].slice(0, 200);
        lines.push(
          `  ${t.status === 'flaky' ? 'flaky ' : 'FAILED'} ${spec.file}:${spec.line} ${spec.title} — ${first}`,
        );
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats ?? {};
  console.log(
    `\n── The browser journeys: ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped ──`,
  );
  for (const line of lines) console.log(line);
  const slowest = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(
    `  slowest files (browser time, both workers): ${slowest.map(([f, ms]) => `${f} ${Math.round(ms / 1000)} s`).join(', ')}`,
  );
}

const chromium = findChromium();
findFfmpeg();
if (buildIfChanged() === 'skipped')
  console.log('Nothing changed since the last build: testing it.');
run('npx', ['vitest', 'run']);
const dbPass = dbPassUrl ? startDbPass(dbPassUrl) : undefined;
const reportDir = mkdtempSync(path.join(tmpdir(), 'ias-journeys-'));
const report = path.join(reportDir, 'report.json');
const journeys = spawnSync('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium, E2E_JSON_REPORT: report },
});
const dbPassStatus = dbPass ? await dbPass.finish() : 0;
summariseJourneys(report);
rmSync(reportDir, { recursive: true, force: true });
if (journeys.status !== 0) console.error('\n✗ the browser journeys failed');
if (dbPassStatus !== 0) console.error('\n✗ the database-backed tests on PostgreSQL failed');
process.exit(journeys.status !== 0 ? (journeys.status ?? 1) : dbPassStatus);
