import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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

const IN_USE = /is already in use by another Intelligent Attendance System process/;

/** Makes the lock look freshly refreshed, as it is right after its owner died. */
function touch(lockPath: string): void {
  const now = new Date();
  utimesSync(lockPath, now, now);
}

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
    const freshDir = () => migratedDataDir(path.join(root, `data-${++count}`));

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
      const dataDir = await freshDir();
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
      const dataDir = await freshDir();
      const lockPath = path.join(dataDir, '.lock');
      mkdirSync(lockPath, { recursive: true });
      // This test runner is alive, but it is not the process that took the lock.
      writeFileSync(
        path.join(lockPath, 'owner.json'),
        JSON.stringify({ pid: process.pid, host: hostname(), startedAt: '1' }),
      );
      touch(lockPath);

      const server = await startServer({ dataDir });
      server.child.kill('SIGTERM');
      await server.exited;
    });

    it('still refuses a fresh lock whose owner it cannot check', async () => {
      const dataDir = await freshDir();
      const lockPath = path.join(dataDir, '.lock');
      mkdirSync(lockPath, { recursive: true });
      writeFileSync(
        path.join(lockPath, 'owner.json'),
        JSON.stringify({ pid: 1, host: `not-${hostname()}`, startedAt: null }),
      );
      touch(lockPath);

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
