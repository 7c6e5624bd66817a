import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env.js';
import { createScratchDatabase } from './lib/scratch-database.js';
import { REAL_POSTGRES_URL } from './test/harness.js';
import {
  assertServerBuilt,
  cleanUp,
  startServer,
  type ServerProcess,
  tempDir,
} from './test/server-process.js';

/** The pids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // pid (comm) state ppid …: the command may hold spaces, so read after its last ')'.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const alive = (pid: number) => existsSync(`/proc/${pid}`);

async function until<T>(check: () => T | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('WEB_CONCURRENCY', () => {
  it('needs a PostgreSQL: the embedded database belongs to one process', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one/);
    expect(
      loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://localhost/x' }).webConcurrency,
    ).toBe(2);
  });
});

/** Several server processes on one port and one PostgreSQL (node:cluster). */
describe.skipIf(!REAL_POSTGRES_URL)('several server processes', { timeout: 180_000 }, () => {
  let scratch: { url: string; drop(): Promise<void> };
  let server: ServerProcess;
  beforeAll(async () => {
    assertServerBuilt();
    scratch = await createScratchDatabase(REAL_POSTGRES_URL!, 'ias_cluster');
  });
  afterEach(() => cleanUp());
  afterAll(async () => scratch?.drop());

  it('serve one port, replace a process that dies, and all stop on SIGTERM', async () => {
    server = await startServer({
      dataDir: tempDir('cluster'),
      env: { WEB_CONCURRENCY: '2', DATABASE_URL: scratch.url },
    });
    await server.waitFor(/\(2 server processes share the port\)/);
    const primary = server.child.pid!;
    const workers = await until(() => {
      const found = childrenOf(primary);
      return found.length === 2 && found;
    }, 'two server processes');

    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until(() => {
      const found = childrenOf(primary);
      return found.length === 2 && !found.includes(workers[0]!) && found;
    }, 'a replacement process');
    expect(replaced).toContain(workers[1]);
    for (let i = 0; i < 6; i++) {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    }

    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    for (const pid of replaced) expect(alive(pid)).toBe(false);
  });
});
