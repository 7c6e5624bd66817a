import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config/env.js';
import { createScratchDatabase } from '../lib/scratch-database.js';
import { freePort } from './free-port.js';
import { loadTemplate } from './pglite-template.js';

export type TestServer = {
  url: string;
  app: FastifyInstance;
  config: AppConfig;
  anonKey: string;
  serviceKey: string;
  /** A fresh supabase-js client with no stored session. */
  client(): SupabaseClient;
  /** A supabase-js client acting as service_role. */
  admin(): SupabaseClient;
  /** Raw SQL as the database owner, for arranging and checking state. */
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
};

export { freePort };

/** Whether this run targets a real Postgres (TEST_DATABASE_URL) instead of PGlite. */
export const REAL_POSTGRES_URL = process.env.TEST_DATABASE_URL;

export function supabaseFor(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/**
 * Starts the real server on a free port with its own database: PGlite in memory by default,
 * or a scratch database on TEST_DATABASE_URL.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ias-test-'));
  // On a real Postgres, a copy of the run's migrated template, left for the run's end to drop.
  const scratch =
    REAL_POSTGRES_URL && !env.DATABASE_URL
      ? await createScratchDatabase(REAL_POSTGRES_URL, inject('postgresPrefix') ?? 'ias_test', {
          template: inject('postgresTemplate'),
          fast: true,
        })
      : undefined;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: '4',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const dropScratch = () => (inject('postgresPrefix') ? Promise.resolve() : scratch?.drop());
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      inMemoryDatabase: !config.databaseUrl,
      databaseTemplate: config.databaseUrl ? undefined : loadTemplate(),
      backgroundJobs: false,
      logger: false,
    });
    await app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await dropScratch();
    throw error;
  }
  const url = `http://127.0.0.1:${port}`;
  const { anonKey, serviceKey } = app.ctx.keys;
  return {
    url,
    app,
    config,
    anonKey,
    serviceKey,
    client: () => supabaseFor(url, anonKey),
    admin: () => supabaseFor(url, serviceKey),
    async sql<R>(text: string, params: unknown[] = []) {
      const result = await app.ctx.database.pool.query(text, params);
      return result.rows as R[];
    },
    async close() {
      try {
        await app.close();
      } finally {
        await dropScratch();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A second server instance on `first`'s database when it is a real PostgreSQL (for work that must
 * happen once across instances); on PGlite, which belongs to one process, `first` itself.
 */
export async function secondInstance(
  first: TestServer,
  env: Record<string, string> = {},
): Promise<TestServer> {
  return REAL_POSTGRES_URL
    ? startTestServer({ ...env, DATABASE_URL: first.config.databaseUrl! })
    : first;
}

export type TestUser = {
  id: string;
  email: string;
  sessionId: string;
  accessToken: string;
  /** supabase-js acting as this user (data and storage APIs; the auth client is not signed in). */
  client: SupabaseClient;
};

/**
 * Creates a confirmed user with a live session directly in the database and mints its access
 * token, for tests of the data and storage APIs that do not exercise sign-in itself.
 */
export async function createTestUser(
  server: TestServer,
  options: { email?: string; userType?: string; metadata?: Record<string, unknown> } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const [user] = await server.sql<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
     values ($1, now(), $2, '{"provider":"email","providers":["email"]}') returning id`,
    [email, JSON.stringify(options.metadata ?? {})],
  );
  const id = user!.id;
  if (options.userType) {
    await server.sql('update public.profiles set user_type = $2 where id = $1', [
      id,
      options.userType,
    ]);
  }
  const [session] = await server.sql<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id',
    [id],
  );
  const sessionId = session!.id;
  const accessToken = await server.app.ctx.keys.sign(
    {
      role: 'authenticated',
      sub: id,
      email,
      aal: 'aal1',
      session_id: sessionId,
      aud: 'authenticated',
    },
    3600,
  );
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
    realtime: { transport: WebSocket as never },
  });
  return { id, email, sessionId, accessToken, client };
}
