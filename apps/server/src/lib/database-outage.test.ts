import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restSchema } from '../modules/rest/schema-cache.js';
import {
  createTestUser,
  REAL_POSTGRES_URL,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../test/harness.js';

type Outcome = {
  kind: 'note' | 'contact' | 'file';
  key: string;
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
};

const CONTACT = {
  kind: 'contact',
  name: 'Priya Raman',
  email: 'priya.raman@example.edu.in',
  topic: 'demo',
};

/**
 * The database goes away under load — every backend of the server's database is terminated and
 * new connections are refused for a while — and comes back. The server must answer 503 with
 * Retry-After meanwhile (never crash, never hang), serve again without a restart, and have kept
 * every write it acknowledged. Only a real PostgreSQL can be cut off like this, so it runs in the
 * database pass (`TEST_DATABASE_URL`) and is skipped on PGlite.
 */
describe.skipIf(!REAL_POSTGRES_URL)('the database goes away and comes back', () => {
  let server: TestServer;
  let alice: TestUser;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MESSAGES: '100000/1m' });
    await server.sql(
      readFileSync(new URL('../modules/rest/test-fixtures.sql', import.meta.url), 'utf8'),
    );
    await restSchema(server.app).reload();
    alice = await createTestUser(server);
    databaseName = new URL(server.config.databaseUrl!).pathname.slice(1);
    // Connected to the base database, so it survives what is done to the scratch one.
    admin = new pg.Client({ connectionString: REAL_POSTGRES_URL });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await admin?.query(`alter database "${databaseName}" allow_connections true`);
    await admin?.end();
    await server?.close();
  });

  /** One write: a note through the data API, a file through storage or a message through /api. */
  async function write(kind: Outcome['kind'], key: string): Promise<Outcome> {
    const response =
      kind === 'file'
        ? await fetch(`${server.url}/storage/v1/object/files/${alice.id}/${key}.txt`, {
            method: 'POST',
            headers: {
              apikey: server.anonKey,
              authorization: `Bearer ${alice.accessToken}`,
              'content-type': 'text/plain',
            },
            body: `Outage test file ${key}`,
            signal: AbortSignal.timeout(20_000),
          })
        : kind === 'note'
          ? await fetch(`${server.url}/rest/v1/notes`, {
              method: 'POST',
              headers: {
                apikey: server.anonKey,
                authorization: `Bearer ${alice.accessToken}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ body: key }),
              signal: AbortSignal.timeout(20_000),
            })
          : await fetch(`${server.url}/api/contact`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ ...CONTACT, message: `Outage test message ${key}` }),
              signal: AbortSignal.timeout(20_000),
            });
    const text = await response.text();
    return {
      kind,
      key,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  it('answers 503 while it is away, recovers by itself, and loses no acknowledged write', async () => {
    const outcomes: Outcome[] = [];
    const phase = { stop: false };
    let counter = 0;
    const worker = async (kind: Outcome['kind']) => {
      for (let i = 0; i < 5000 && !phase.stop; i++) {
        outcomes.push(await write(kind, `${kind}-${counter++}`));
      }
    };
    const until = async (done: () => boolean, what: string) => {
      for (let i = 0; i < 600 && !done(); i++) await new Promise((r) => setTimeout(r, 25));
      if (!done()) throw new Error(`gave up waiting for ${what}`);
    };
    const workers = [
      worker('note'),
      worker('note'),
      worker('note'),
      worker('contact'),
      worker('contact'),
      worker('file'),
    ];

    await until(() => outcomes.filter((o) => o.status < 300).length >= 20, 'writes before');
    // The database goes away: no new connections, and every open one is closed under the server.
    await admin.query(`alter database "${databaseName}" allow_connections false`);
    const terminate = () =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        databaseName,
      ]);
    await terminate();
    const cutAt = outcomes.length;
    await until(
      () =>
        outcomes.slice(cutAt).filter((o) => o.status === 503 && o.kind === 'note').length >= 5 &&
        outcomes.slice(cutAt).filter((o) => o.status === 503 && o.kind === 'contact').length >= 5 &&
        outcomes.slice(cutAt).filter((o) => o.status === 503 && o.kind === 'file').length >= 2,
      '503s while the database is away',
    );
    // It comes back: the same server serves again, without a restart.
    await admin.query(`alter database "${databaseName}" allow_connections true`);
    const backAt = outcomes.length;
    await until(
      () =>
        outcomes.slice(backAt).filter((o) => o.status === 201 && o.kind === 'note').length >= 5 &&
        outcomes.slice(backAt).filter((o) => o.status === 201 && o.kind === 'contact').length >=
          5 &&
        outcomes.slice(backAt).filter((o) => o.status === 200 && o.kind === 'file').length >= 2,
      'writes after the database is back',
    );
    phase.stop = true;
    await Promise.all(workers);

    // Only acknowledged writes and "try again later": nothing else, and nothing hung.
    const acknowledged = (o: Outcome) => o.status === (o.kind === 'file' ? 200 : 201);
    const unexpected = outcomes.filter((o) => !acknowledged(o) && o.status !== 503);
    expect(unexpected).toEqual([]);
    for (const outcome of outcomes.filter((o) => o.status === 503)) {
      expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
      expect(outcome.body.message).toMatch(/database/i);
      if (outcome.kind === 'note') {
        // PostgREST's shape under /rest/v1.
        expect(outcome.body).toMatchObject({ code: 'PGRST001', details: null, hint: null });
      } else if (outcome.kind === 'file') {
        // Storage's shape, as storage-js reads it.
        expect(outcome.body).toMatchObject({ statusCode: '503', code: 'DatabaseUnavailable' });
      } else {
        expect(outcome.body.code).toBe('database_unavailable');
      }
    }

    const notes = await server.sql<{ body: string }>('select body from public.notes');
    const storedNotes = new Set(notes.map((n) => n.body));
    const messages = await server.sql<{ message: string }>(
      'select message from public.contact_messages',
    );
    const storedMessages = new Set(messages.map((m) => m.message));
    const files = await server.sql<{ name: string }>(
      "select name from storage.objects where bucket_id = 'files'",
    );
    const storedFiles = new Set(files.map((f) => f.name));
    const lost = outcomes
      .filter(acknowledged)
      .filter((o) =>
        o.kind === 'note'
          ? !storedNotes.has(o.key)
          : o.kind === 'file'
            ? !storedFiles.has(`${alice.id}/${o.key}.txt`)
            : !storedMessages.has(`Outage test message ${o.key}`),
      );
    expect(lost).toEqual([]);

    // Health says so too.
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  }, 60_000);
});
