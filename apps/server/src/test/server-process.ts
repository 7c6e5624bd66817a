import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, inject } from 'vitest';
import { createScratchDatabase } from '../lib/scratch-database.js';
import { freePort } from './free-port.js';
import { loadTemplate } from './pglite-template.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');
export const START_SCRIPT = path.join(REPO_ROOT, 'scripts/start.mjs');

/** The process tests run the built server; without it they fail saying how to build it. */
export function assertServerBuilt(): void {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${SERVER_ENTRY} is missing: these tests run the built server. Build it with ` +
        '`npm run build -w @ias/shared -w @ias/server` (npm test builds before it tests).',
    );
  }
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `ias-${prefix}-`));
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type RunningProcess = {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  stderr(): string;
  /** The JSON lines of the server's log so far. */
  logLines(): Record<string, unknown>[];
  /** The first match of `pattern` in the output; fails if the process exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<Exit>;
};

/** Processes still running, and whether each leads a process group of its own. */
const running = new Map<ChildProcess, boolean>();

/**
 * Runs `node <args>` with only the given environment (never the test runner's, so neither
 * TEST_DATABASE_URL nor a developer's settings leak in), capturing its output.
 */
export function runNode(
  args: string[],
  options: { cwd: string; env: Record<string, string>; detached?: boolean },
): RunningProcess {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached,
  });
  running.set(child, options.detached ?? false);
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  child.stdout!.on('data', (chunk: Buffer) => ((stdout += chunk.toString()), notify()));
  child.stderr!.on('data', (chunk: Buffer) => ((stderr += chunk.toString()), notify()));
  // 'close' comes after the exit and the last of the output.
  const exited = new Promise<Exit>((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      running.delete(child);
      stderr += `could not run node: ${error.message}\n`;
      resolve({ code: null, signal: null });
    });
  });
  let hasExited = false;
  void exited.then(() => ((hasExited = true), notify()));
  const output = () => stdout + stderr;

  return {
    child,
    output,
    stderr: () => stderr,
    logLines: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output().match(pattern);
          if (match || hasExited) {
            listeners.delete(check);
            clearTimeout(timer);
            if (match) resolve(match);
            else reject(new Error(`exited before printing ${pattern}; output:\n${output()}`));
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${output()}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    exited,
  };
}

/** Connections of held requests, kept open (as a browser would) until the test ends. */
const agents = new Set<http.Agent>();

/**
 * Kills whatever a test left running (its whole group when it was started detached) and drops
 * the connections of its held requests.
 */
export function cleanUp(): void {
  for (const agent of agents) agent.destroy();
  agents.clear();
  for (const [child, isGroupLeader] of running) {
    try {
      if (isGroupLeader && child.pid) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // Already gone.
    }
  }
  running.clear();
}

/** One migrated embedded database per test process, copied for each test that wants one. */
let migratedOnce: Promise<string> | undefined;

/**
 * `dataDir` with its embedded database already migrated (the run's template, see global-setup),
 * for tests about the process rather than its first start: a first start applies every
 * migration, several seconds of such a test's time. (server.test.ts starts one on an empty
 * directory.)
 */
export async function migratedDataDir(dataDir: string): Promise<string> {
  migratedOnce ??= (async () => {
    const template = loadTemplate();
    if (!template) throw new Error('no migrated PGlite template: the test run makes it first');
    const dir = tempDir('migrated');
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const pglite = await PGlite.create(path.join(dir, 'pgdata'), { loadDataDir: template });
    await pglite.close();
    return dir;
  })();
  cpSync(await migratedOnce, dataDir, { recursive: true });
  return dataDir;
}

export type ServerProcess = RunningProcess & { url: string; port: number };

/** The environment of a server on `dataDir` listening on `port` of 127.0.0.1. */
export function serverEnv(port: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // No demo organisations to build at start-up: these tests are about the process.
    DEMO_RESET_HOURS: '0',
    ...env,
  };
}

const URL_LINE = /Intelligent Attendance System is running at (\S+)\n/;

/**
 * Starts the built server (or `args`, e.g. scripts/start.mjs) on a free port with the embedded
 * database under `dataDir`, and waits until it prints its URL.
 */
export async function startServer(options: {
  dataDir: string;
  cwd?: string;
  env?: Record<string, string>;
  args?: string[];
  detached?: boolean;
}): Promise<ServerProcess> {
  const port = await freePort();
  const server = runNode(options.args ?? [SERVER_ENTRY], {
    cwd: options.cwd ?? path.dirname(options.dataDir),
    env: serverEnv(port, options.dataDir, options.env),
    detached: options.detached,
  });
  // A first start on the embedded database applies every migration: long on a busy machine.
  await server.waitFor(URL_LINE, 110_000);
  return { ...server, port, url: `http://127.0.0.1:${port}` };
}

export type HeldRequest = {
  /** Sends the rest of the body and returns the answer. */
  finish(): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
};

/**
 * Starts a request and sends only part of its body, so it stays in flight until `finish()`.
 * Like a browser, the client keeps its connection open afterwards (until `cleanUp()`).
 */
export function holdRequest(
  url: string,
  options: { method: string; headers: Record<string, string>; body: string },
): HeldRequest {
  const agent = new http.Agent({ keepAlive: true, timeout: 120_000 });
  agents.add(agent);
  const body = Buffer.from(options.body);
  const request = http.request(url, {
    method: options.method,
    agent,
    headers: { ...options.headers, 'content-length': String(body.length) },
  });
  const answer = new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: string;
  }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
  });
  // A server that dies mid-request rejects this before anyone asks for the answer.
  answer.catch(() => undefined);
  request.flushHeaders();
  request.write(body.subarray(0, 1));
  return {
    finish() {
      request.end(body.subarray(1));
      return answer;
    },
  };
}

export type BuiltServer = {
  server: ServerProcess;
  anonKey: string;
  /** POST with the anon key and a JSON body (plus any extra headers). */
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
};

/**
 * The built server for the tests of one file, with its own data directory: started before them
 * (its anon key read), stopped and removed after. On a PostgreSQL run (TEST_DATABASE_URL) its
 * database is a copy of the run's migrated template there; on PGlite, embedded. Call inside
 * `describe`; use the returned getter in tests.
 */
export function useBuiltServer(prefix: string, env: Record<string, string>): () => BuiltServer {
  let root: string | undefined;
  let built: BuiltServer | undefined;
  beforeAll(async () => {
    assertServerBuilt();
    root = tempDir(prefix);
    const postgres = process.env.TEST_DATABASE_URL
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL, inject('postgresPrefix')!, {
          template: inject('postgresTemplate'),
          fast: true,
        })
      : undefined;
    const dataDir = path.join(root, 'data');
    const server = await startServer({
      dataDir: postgres ? dataDir : await migratedDataDir(dataDir),
      env: { ...env, ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    });
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as { anonKey: string };
    built = {
      server,
      anonKey: config.anonKey,
      post: (url, body, headers = {}) =>
        fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: { apikey: config.anonKey, 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
    };
  }, 120_000);
  afterAll(async () => {
    if (built) {
      built.server.child.kill('SIGTERM');
      await built.server.exited;
    }
    cleanUp();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return () => {
    if (!built) throw new Error('the server did not start (see beforeAll)');
    return built;
  };
}
