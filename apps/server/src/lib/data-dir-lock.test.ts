import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import {
  assertServerBuilt,
  cleanUp,
  migratedDataDir,
  runNode,
  SERVER_ENTRY,
  serverEnv,
  startServer,
  tempDir,
} from '../test/server-process.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const IN_USE = /is already in use by another Intelligent Attendance System process/;

/** Makes the lock look refreshed `ago` ms back (0: just now, as it is right after its owner died). */
function touch(lockPath: string, ago = 0): void {
  const then = new Date(Date.now() - ago);
  utimesSync(lockPath, then, then);
}

/** A lock as a server leaves it when it dies, recording `owner`. */
function leaveLock(dataDir: string, owner: object, ago: number): string {
  const lockPath = path.join(dataDir, '.lock');
  mkdirSync(lockPath, { recursive: true });
  writeFileSync(path.join(lockPath, 'owner.json'), JSON.stringify(owner));
  touch(lockPath, ago);
  return lockPath;
}

/** A pid no process has (pids are below 2^22 on Linux). */
const DEAD_PID = 2 ** 22 + 1;

// The built server on the embedded database, with real processes and real signals.
// Embedded database only: `npm test` runs this; the PostgreSQL pass (`npm run test:db`, which
// repeats the database-backed tests) skips it, as it would only run the same thing again.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'the data directory lock (embedded database)',
  { timeout: 120_000 },
  () => {
    let root: string;
    let count = 0;
    // Migrated already: a first start's migrations are not what these tests are about.
    const migratedDir = () => migratedDataDir(path.join(root, `data-${++count}`));

    beforeAll(() => {
      assertServerBuilt();
      root = tempDir('lock');
    });
    afterEach(cleanUp);
    afterAll(() => {
      cleanUp();
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('after a kill -9 the next start takes the dead owner’s lock at once', async () => {
      const dataDir = await migratedDir();
      const crashed = await startServer({ dataDir });
      crashed.child.kill('SIGKILL');
      await crashed.exited;
      const lockPath = path.join(dataDir, '.lock');
      expect(existsSync(lockPath)).toBe(true);
      touch(lockPath); // not stale by its age: only the dead owner can tell

      const restarted = await startServer({ dataDir });
      expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toEqual({ code: 0, signal: null });
      expect(existsSync(lockPath)).toBe(false);
    });

    it('takes a lock whose pid now belongs to a process that started later', async () => {
      const dataDir = await migratedDir();
      // This test runner is alive, but it is not the process that took the lock.
      leaveLock(dataDir, { pid: process.pid, host: hostname(), startedAt: '1' }, 0);

      const server = await startServer({ dataDir });
      server.child.kill('SIGTERM');
      await server.exited;
    });

    it('a start long after a crash takes the stale lock; a live owner’s lock is never taken', async () => {
      // Dead owner, lock a minute old (a restart after a power cut): proper-lockfile judges it
      // stale, but cannot remove it for the owner record inside.
      const crashed = tempDir('lock-stale');
      const lockPath = leaveLock(
        crashed,
        { pid: DEAD_PID, host: hostname(), startedAt: null },
        60_000,
      );
      const release = await lockDataDir(crashed);
      expect(JSON.parse(readFileSync(path.join(lockPath, 'owner.json'), 'utf8'))).toMatchObject({
        pid: process.pid,
      });
      await release();
      expect(existsSync(lockPath)).toBe(false);

      // Another machine's lock, not refreshed for a minute: taken, as its age says.
      const elsewhere = tempDir('lock-elsewhere');
      leaveLock(elsewhere, { pid: 1, host: `not-${hostname()}`, startedAt: null }, 60_000);
      const releaseElsewhere = await lockDataDir(elsewhere);
      await releaseElsewhere();

      // This process is alive: its lock stays its own however late the refreshing.
      const live = tempDir('lock-live');
      const ownLock = leaveLock(
        live,
        { pid: process.pid, host: hostname(), startedAt: null },
        60_000,
      );
      await expect(lockDataDir(live)).rejects.toBeInstanceOf(DataDirLockedError);
      expect(existsSync(path.join(ownLock, 'owner.json'))).toBe(true);
      for (const dir of [crashed, elsewhere, live]) rmSync(dir, { recursive: true, force: true });
    });

    it('still refuses a fresh lock whose owner it cannot check', async () => {
      // Refused before the database is opened: no database needed.
      const dataDir = path.join(root, `data-${++count}`);
      const lockPath = leaveLock(
        dataDir,
        { pid: 1, host: `not-${hostname()}`, startedAt: null },
        0,
      );

      const second = runNode([SERVER_ENTRY], {
        cwd: root,
        env: serverEnv(await freePort(), dataDir),
      });
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(second.stderr()).toMatch(IN_USE);
      expect(existsSync(path.join(lockPath, 'owner.json'))).toBe(true);
    });
  },
);
