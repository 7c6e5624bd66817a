import { randomBytes } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  REAL_POSTGRES_URL,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

async function until<T>(check: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        reject(error ?? new Error(status));
    }),
  );
  return channel;
}

/**
 * Realtime across server instances sharing one PostgreSQL: a change written through instance A
 * reaches its subscribers on instance B (and only those RLS lets read it), and a broadcast sent
 * on A is heard on B. PGlite belongs to one process, so this runs only on a real PostgreSQL.
 */
describe.skipIf(!REAL_POSTGRES_URL)('realtime across two instances', () => {
  let a: TestServer;
  let b: TestServer;
  const owners: Record<string, TestUser> = {};
  const orgs: Record<string, string> = {};
  const clients: SupabaseClient[] = [];

  const realtimeOn = async (server: TestServer, user: TestUser) => {
    const client = createClient(server.url, server.anonKey, {
      accessToken: async () => user.accessToken,
      realtime: { transport: WebSocket as never },
    });
    await client.realtime.setAuth(user.accessToken);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    const JWT_SECRET = randomBytes(32).toString('hex');
    a = await startTestServer({ JWT_SECRET });
    b = await startTestServer({ JWT_SECRET, DATABASE_URL: a.config.databaseUrl! });
    for (const [key, kind, type] of [
      ['one', 'institute', 'Institute'],
      ['two', 'company', 'Company'],
    ] as const) {
      owners[key] = await createTestUser(a, { userType: type });
      const created = await apiAs(a.url, a.anonKey, owners[key]!.accessToken).post<{
        id: string;
      }>('/api/organizations', { name: `Org ${key}`, kind });
      orgs[key] = created.body.id;
    }
  });
  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await b?.close();
    await a?.close();
  });

  it('a change written through A reaches the subscriber on B who may read it, and no other', async () => {
    const heard: Record<string, Array<Record<string, unknown>>> = { one: [], two: [] };
    for (const key of ['one', 'two'])
      await subscribed(
        (await realtimeOn(b, owners[key]!))
          .channel(`holidays-${key}`)
          .on(
            'postgres_changes' as never,
            { event: 'INSERT', schema: 'public', table: 'holidays' },
            (payload: { new: Record<string, unknown> }) => heard[key]!.push(payload.new),
          ),
      );
    // Written through A's data API, as org one's owner.
    const written = await apiAs(a.url, a.anonKey, owners.one!.accessToken).post(
      '/rest/v1/holidays',
      { org_id: orgs.one, date: '2026-08-15', name: 'Independence Day' },
    );
    expect(written.status).toBe(201);
    await a.sql(
      "insert into public.holidays (org_id, date, name) values ($1, '2026-08-15', 'Independence Day')",
      [orgs.two],
    );
    await until(() => heard.two!.at(0), "org two's own holiday on B");
    await until(() => heard.one!.at(0), "org one's holiday on B");
    expect(heard.one).toEqual([expect.objectContaining({ org_id: orgs.one })]);
    expect(heard.two).toEqual([expect.objectContaining({ org_id: orgs.two })]);
  });

  it('a broadcast sent on A is heard on B', async () => {
    const heard: unknown[] = [];
    await subscribed(
      (await realtimeOn(b, owners.two!))
        .channel('shared-room')
        .on('broadcast', { event: 'ping' }, (message) => heard.push(message.payload)),
    );
    const sender = await subscribed((await realtimeOn(a, owners.one!)).channel('shared-room'));
    await sender.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
    expect(await until(() => heard.at(0), 'the broadcast on B')).toEqual({ n: 1 });
  });
});
