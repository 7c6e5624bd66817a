import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.js';
import {
  assertServerBuilt,
  cleanUp,
  holdRequest,
  migratedDataDir,
  serverEnv,
  tempDir,
} from './test/server-process.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const PASSWORD = 'In-flight sign-up 1!';

/** Whether any process of the group `pgid` is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Polls `done`; a busy machine (the suite runs in parallel) may take a while to start a server. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const isListening = (url: string) =>
  fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );

/** `npm start -- --no-build` in its own process group, as a person (or a supervisor) runs it. */
async function npmStart(dataDir: string, args: string[] = ['--no-build']) {
  const port = await freePort();
  const npm = spawn('npm', ['start', '--', ...args], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      ...serverEnv(port, dataDir, { LOG_LEVEL: 'info' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await until(() => output.includes(`is running at ${url}`) || npm.exitCode !== null, 'the URL');
  expect(output).toContain(`is running at ${url}`);
  const anonKey = (
    (await (await fetch(`${url}/api/config`)).json()) as {
      anonKey: string;
    }
  ).anonKey;
  return { npm, pgid: npm.pid!, url, anonKey, exited, output: () => output };
}

// The built server started the way the README says, `npm start`, stopped by a signal to the npm
// process alone (a supervisor, `kill <pid>`), and by Ctrl+C (the whole process group).
// Embedded database only: `npm test` runs this; the PostgreSQL pass (`npm run test:db`, which
// repeats the database-backed tests) skips it, as it would only run the same thing again.
describe.skipIf(process.env.TEST_DATABASE_URL)('stopping `npm start`', { timeout: 300_000 }, () => {
  let root: string;
  let count = 0;
  // Migrated already: these tests are about stopping, not about a first start.
  const dataDir = () => migratedDataDir(path.join(root, `data-${++count}`));
  const groups: number[] = [];

  beforeAll(() => {
    assertServerBuilt();
    root = tempDir('npm-start');
  });
  afterEach(() => {
    for (const pgid of groups.splice(0)) {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // Already gone, as it should be.
      }
    }
    cleanUp();
  });
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('runs the server in place of the shell npm starts', () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // npm signals only its own child, `sh -c '<script>'`; without exec that is a shell that dies
    // of SIGTERM (leaving the server behind) and holds SIGINT until the server exits by itself.
    expect(manifest.scripts.start).toMatch(/^exec node scripts\/start\.mjs$/);
  });

  for (const [signal, target] of [
    ['SIGTERM', 'npm'],
    ['SIGINT', 'npm'],
    ['SIGTERM', 'group'],
    ['SIGINT', 'group'],
  ] as const) {
    it(`${signal} to the ${target === 'npm' ? 'npm process' : 'process group'} finishes the request in flight and leaves no process`, async () => {
      const started = await npmStart(await dataDir());
      groups.push(started.pgid);
      const email = `npm-${signal.toLowerCase()}-${target}@example.com`;
      const pending = holdRequest(`${started.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: started.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      await until(() => /"url":"\/auth\/v1\/signup"/.test(started.output()), 'the request');

      process.kill(target === 'npm' ? started.pgid : -started.pgid, signal);
      await until(() => started.output().includes(`${signal} received`), 'the server to stop');
      await until(async () => !(await isListening(started.url)), 'the port to close');
      const answer = await pending.finish();
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ user: { email } });

      await started.exited;
      await until(() => !groupAlive(started.pgid), 'every process of `npm start` to exit');
      expect(started.output()).not.toContain('again');
    });
  }
});

// Embedded database only: `npm test` runs this; the PostgreSQL pass (`npm run test:db`, which
// repeats the database-backed tests) skips it, as it would only run the same thing again.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  '`npm start` with nothing changed',
  { timeout: 600_000 },
  () => {
    let root: string | undefined;
    afterAll(() => {
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('skips the build, says so, and starts what was built', async () => {
      // Whatever ran before (npm test builds first), the sources are built now.
      const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      });
      expect(build.status).toBe(0);
      root = tempDir('npm-start-again');
      const started = await npmStart(await migratedDataDir(path.join(root, 'data')), []);
      try {
        expect(started.output()).toContain('Nothing changed since the last build');
        expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
      } finally {
        process.kill(-started.pgid, 'SIGTERM');
        await started.exited;
      }
    });
  },
);
