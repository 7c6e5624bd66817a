import { once } from 'node:events';
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKeys } from './lib/jwt.js';
import { freePort } from './test/free-port.js';
import {
  assertServerBuilt,
  cleanUp,
  type Exit,
  holdRequest,
  runNode,
  SERVER_ENTRY,
  serverEnv,
  START_SCRIPT,
  startServer,
  type ServerProcess,
  tempDir,
} from './test/server-process.js';

// The built server as `npm start` runs it: its own process, PGlite under DATA_DIR, real signals.
// They use the embedded database whatever TEST_DATABASE_URL says, so only `npm test` runs them.

const PASSWORD = 'In-flight sign-up 1!';
const CLEAN_EXIT: Exit = { code: 0, signal: null };
const FAILED: Exit = { code: 1, signal: null };

async function anonKeyOf(url: string): Promise<string> {
  const response = await fetch(`${url}/api/config`);
  return ((await response.json()) as { anonKey: string }).anonKey;
}

async function stop(server: ServerProcess): Promise<Exit> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** Waits until the server has logged the start of a request to `url` (LOG_LEVEL=info). */
function requestArrived(server: ServerProcess, url: string) {
  return server.waitFor(new RegExp(`"url":"${url}"[^\\n]*"incoming request"`));
}

/** A parent that forwards SIGINT/SIGTERM to its child, as `npm start` does. */
const FORWARDING_PARENT = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, process.argv.slice(1), { stdio: 'inherit' });
// npm forwards at once, so when its copy lands varies; a moment later makes it a distinct second
// signal every time instead of sometimes merging with the first.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () =>
    setTimeout(() => (child.kill(signal), console.error('forwarded ' + signal)), 200),
  );
child.on('exit', (code) => process.exit(code ?? 1));
`;

// Each test starts servers of its own; on a busy machine a start alone can take many seconds.
// Embedded database only: `npm test` runs this; the PostgreSQL pass (`npm run test:db`, which
// repeats the database-backed tests) skips it, as it would only run the same thing again.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'the server process (embedded database)',
  { timeout: 120_000 },
  () => {
    let root: string;
    let firstDataDir: string;
    let first: { output: string; url: string; anonKey: string; exit: Exit };
    let copies = 0;

    /** A data directory as the first start left it (migrated, secret generated), for one test. */
    const usedDataDir = () => {
      const dir = path.join(root, `data-${++copies}`);
      cpSync(firstDataDir, dir, { recursive: true });
      return dir;
    };
    const storedSecret = (dir: string) => path.join(dir, 'jwt-secret');

    beforeAll(async () => {
      assertServerBuilt();
      root = tempDir('process');
      firstDataDir = path.join(root, 'first');
      const server = await startServer({ dataDir: firstDataDir });
      const anonKey = await anonKeyOf(server.url);
      const exit = await stop(server);
      first = { output: server.output(), url: server.url, anonKey, exit };
    }, 120_000);

    afterEach(cleanUp);
    afterAll(() => {
      cleanUp();
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('starts on an empty DATA_DIR, prints its URL and exits 0 on SIGTERM', () => {
      expect(first.output).toContain(`Intelligent Attendance System is running at ${first.url}\n`);
      expect(first.exit).toEqual(CLEAN_EXIT);
      expect(existsSync(path.join(firstDataDir, 'pgdata'))).toBe(true);
    });

    it('generates the JWT secret once into DATA_DIR (mode 0600) and keeps its keys across restarts', async () => {
      expect(statSync(storedSecret(firstDataDir)).mode & 0o777).toBe(0o600);
      const dataDir = usedDataDir();
      const secret = readFileSync(storedSecret(dataDir), 'utf8');

      const server = await startServer({ dataDir });
      expect(await anonKeyOf(server.url)).toBe(first.anonKey);
      expect(await stop(server)).toEqual(CLEAN_EXIT);
      expect(readFileSync(storedSecret(dataDir), 'utf8')).toBe(secret);
    });

    it('signs with JWT_SECRET instead of the stored secret when it is set', async () => {
      const dataDir = usedDataDir();
      const stored = readFileSync(storedSecret(dataDir), 'utf8');
      const configured = `configured-secret-${'x'.repeat(32)}`;

      const server = await startServer({ dataDir, env: { JWT_SECRET: configured } });
      const anonKey = await anonKeyOf(server.url);
      expect(await stop(server)).toEqual(CLEAN_EXIT);
      expect(anonKey).toBe((await createKeys(configured)).anonKey);
      expect(anonKey).not.toBe(first.anonKey);
      expect(readFileSync(storedSecret(dataDir), 'utf8')).toBe(stored);
    });

    it('refuses a second server on the same DATA_DIR while the first runs', async () => {
      const dataDir = usedDataDir();
      const server = await startServer({ dataDir });

      const second = runNode([SERVER_ENTRY], {
        cwd: dataDir,
        env: serverEnv(await freePort(), dataDir),
      });
      expect(await second.exited).toEqual(FAILED);
      expect(second.stderr()).toContain(
        `The data directory ${dataDir} is already in use by another Intelligent Attendance System process.`,
      );
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(await stop(server)).toEqual(CLEAN_EXIT);
    });

    it('on SIGTERM finishes the request in flight, closes the database and releases DATA_DIR', async () => {
      const dataDir = usedDataDir();
      const server = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
      const anonKey = await anonKeyOf(server.url);
      const email = `in-flight-${Date.now()}@example.com`;
      const headers = { apikey: anonKey, 'content-type': 'application/json' };
      const signUp = holdRequest(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      await requestArrived(server, '/auth/v1/signup');
      // A connection that has sent nothing, as a browser opens ahead of need: it must not hold
      // the shutdown (Node counts it as awaiting its first request for up to a minute).
      const preconnect = connect(Number(new URL(server.url).port), '127.0.0.1');
      preconnect.on('error', () => undefined);
      await once(preconnect, 'connect');

      server.child.kill('SIGTERM');
      await server.waitFor(/SIGTERM received/);
      await expect
        .poll(() =>
          fetch(`${server.url}/api/health`).then(
            () => 'accepted',
            () => 'refused',
          ),
        )
        .toBe('refused');
      const answer = await signUp.finish();
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ user: { email } });
      // The client kept its connection open (as browsers do); the shutdown still completes.
      expect(await server.exited).toEqual(CLEAN_EXIT);
      expect(server.output()).not.toContain('shutdown took too long');

      const again = await startServer({ dataDir });
      const signIn = await fetch(`${again.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      expect(await stop(again)).toEqual(CLEAN_EXIT);
    });

    it('exits at once with code 1 on a second signal while the shutdown is stuck', async () => {
      const server = await startServer({ dataDir: usedDataDir(), env: { LOG_LEVEL: 'info' } });
      const stuck = holdRequest(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'never finished' }),
      });
      await requestArrived(server, '/api/contact');

      server.child.kill('SIGTERM');
      await server.waitFor(/SIGTERM received/);
      await sleep(2_000); // past the moment in which a repeat counts as the same request
      server.child.kill('SIGINT');
      expect(await server.exited).toEqual(FAILED);
      expect(server.output()).toContain('SIGINT again: exiting without waiting');
      expect(server.output()).not.toContain('shutdown took too long');
      await expect(stuck.finish()).rejects.toThrow();
    });

    it('Ctrl+C on `npm start` (SIGINT to the whole process group, forwarded again) exits 0', async () => {
      const dataDir = usedDataDir();
      const npmStart = await startServer({
        dataDir,
        args: ['-e', FORWARDING_PARENT, START_SCRIPT, '--no-build'],
        env: { LOG_LEVEL: 'info' },
        detached: true,
      });
      // A request in flight keeps the shutdown going until the forwarded copy has landed.
      const pending = holdRequest(`${npmStart.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: await anonKeyOf(npmStart.url), 'content-type': 'application/json' },
        body: JSON.stringify({ email: `ctrl-c-${Date.now()}@example.com`, password: PASSWORD }),
      });
      await requestArrived(npmStart, '/auth/v1/signup');

      process.kill(-npmStart.child.pid!, 'SIGINT');
      await npmStart.waitFor(/SIGINT received/);
      await npmStart.waitFor(/forwarded SIGINT/);
      await sleep(200); // for the copy to be handled, if it were handled as "exit now"
      expect((await pending.finish()).status).toBe(200);
      expect(await npmStart.exited).toEqual(CLEAN_EXIT);
      expect(npmStart.output().match(/SIGINT received/g)).toHaveLength(1);
      expect(npmStart.output()).not.toContain('again');
      expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
    });

    it('stops on a SIGTERM sent to the start script alone', async () => {
      const start = await startServer({
        dataDir: usedDataDir(),
        args: [START_SCRIPT, '--no-build'],
      });
      expect(await stop(start)).toEqual(CLEAN_EXIT);
    });

    it('on SIGTERM during the first start-up finishes setting up the database, then exits 0', async () => {
      const dataDir = path.join(root, 'interrupted');
      const server = runNode([SERVER_ENTRY], {
        cwd: root,
        env: serverEnv(await freePort(), dataDir, { LOG_LEVEL: 'info' }),
      });
      // The database directory appears while start-up (initdb, migrations) is under way.
      await expect
        .poll(() => existsSync(path.join(dataDir, 'pgdata')), { timeout: 60_000, interval: 20 })
        .toBe(true);
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual(CLEAN_EXIT);
      expect(server.output()).toContain(
        'SIGTERM received: stopping as soon as start-up has finished',
      );
      expect(server.output()).not.toContain('is running at');

      const restarted = await startServer({ dataDir });
      expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
      expect(await stop(restarted)).toEqual(CLEAN_EXIT);
    });

    it('refuses invalid configuration, naming every bad variable, before touching DATA_DIR', async () => {
      const cwd = tempDir('config');
      try {
        writeFileSync(path.join(cwd, '.env'), 'PROT=3000\nRATE_LIMIT_SIGN_IN=lots\n');
        const dataDir = path.join(cwd, 'data');
        const server = runNode([SERVER_ENTRY], {
          cwd,
          env: { DATA_DIR: dataDir, PORT: 'abc', LOG_LEVEL: 'loud', GOOGLE_CLIENT_ID: 'client-id' },
        });
        expect(await server.exited).toEqual(FAILED);
        const named = [...server.stderr().matchAll(/^ {2}- (\w+): /gm)].map((match) => match[1]);
        expect(server.stderr()).toMatch(/^Invalid configuration:/);
        expect(named.sort()).toEqual(
          ['GOOGLE_CLIENT_SECRET', 'LOG_LEVEL', 'PORT', 'PROT', 'RATE_LIMIT_SIGN_IN'].sort(),
        );
        expect(existsSync(dataDir)).toBe(false);
      } finally {
        rmSync(cwd, { recursive: true, force: true });
      }
    });
  },
);
