import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  supabaseFor,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

type Change = {
  eventType: string;
  table: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
};

/**
 * Polls until `check` passes: a bounded wait (generous, for a busy machine), never a timing
 * assertion. `seen` says what had arrived when it gave up.
 */
async function until<T>(
  check: () => T | undefined,
  what: string,
  seen: () => unknown = () => '',
): Promise<T> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}; had ${JSON.stringify(seen())}`);
}

/** Subscribes a channel and resolves once the server acknowledged the join. */
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

/** A channel listening to changes of `table` (optionally filtered), collecting what arrives. */
async function watch(client: SupabaseClient, name: string, table: string, filter?: string) {
  const changes: Change[] = [];
  const channel = client
    .channel(name)
    .on(
      'postgres_changes' as never,
      { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
      (payload: Change) => changes.push(payload),
    );
  await subscribed(channel);
  return { changes, channel };
}

describe('realtime (supabase-js channel())', () => {
  let server: TestServer;
  const people: Record<string, TestUser> = {};
  const org: Record<string, string> = {};
  const member: Record<string, string> = {};

  const clients: SupabaseClient[] = [];
  /**
   * A client whose every token lookup answers `token()` (supabase-js's `accessToken` option), so
   * no auth event can swap it for the anon key; the channel joins carry it from the start.
   */
  const realtimeClient = async (token: () => string) => {
    const client = createClient(server.url, server.anonKey, {
      accessToken: async () => token(),
      realtime: { transport: WebSocket as never },
    });
    await client.realtime.setAuth(token());
    clients.push(client);
    return client;
  };
  const cached: Record<string, SupabaseClient> = {};
  const signedIn = async (who: string) =>
    (cached[who] ??= await realtimeClient(() => people[who]!.accessToken));

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, type] of [
      ['ownerA', 'Institute'],
      ['ownerB', 'Company'],
      ['student', 'Student'],
      ['otherStudent', 'Student'],
    ] as const)
      people[key] = await createTestUser(server, { userType: type });
    for (const [key, owner, kind] of [
      ['a', 'ownerA', 'institute'],
      ['b', 'ownerB', 'company'],
    ] as const) {
      const api = apiAs(server.url, server.anonKey, people[owner]!.accessToken);
      const created = await api.post<{ id: string }>('/api/organizations', {
        name: `Org ${key.toUpperCase()}`,
        kind,
      });
      expect(created.status).toBe(201);
      org[key] = created.body.id;
    }
    for (const [key, roll] of [
      ['student', 'R1'],
      ['otherStudent', 'R2'],
    ] as const) {
      const [row] = await server.sql<{ id: string }>(
        `insert into public.memberships (org_id, user_id, full_name, role, status, roll_number)
         values ($1, $2, $3, 'student', 'active', $4) returning id`,
        [org.a, people[key]!.id, key, roll],
      );
      member[key] = row!.id;
    }
  });

  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await server?.close();
  });

  it('delivers INSERT, UPDATE and DELETE only to subscribers whose RLS lets them read the row', async () => {
    const a = await watch(await signedIn('ownerA'), 'holidays-a', 'holidays');
    const b = await watch(await signedIn('ownerB'), 'holidays-b', 'holidays');

    // Each change is awaited before the next: the row is read when the change is delivered, so
    // an UPDATE of a row already deleted again would not be sent (its DELETE is).
    const [holiday] = await server.sql<{ id: string }>(
      "insert into public.holidays (org_id, date, name) values ($1, '2026-12-25', 'Christmas') returning id",
      [org.a],
    );
    await until(() => a.changes.length >= 1 || undefined, 'the INSERT');
    await server.sql("update public.holidays set name = 'Christmas Day' where id = $1", [
      holiday!.id,
    ]);
    await until(() => a.changes.length >= 2 || undefined, 'the UPDATE');
    await server.sql('delete from public.holidays where id = $1', [holiday!.id]);
    await until(() => a.changes.length >= 3 || undefined, 'the DELETE');
    // Org B's own change comes after org A's three: once it arrived, org A's would have too.
    await server.sql(
      "insert into public.holidays (org_id, date, name) values ($1, '2026-12-25', 'Christmas') returning id",
      [org.b],
    );

    expect(a.changes.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(a.changes[0]!.new).toMatchObject({ id: holiday!.id, org_id: org.a, name: 'Christmas' });
    expect(a.changes[1]!.new).toMatchObject({ name: 'Christmas Day' });
    expect(a.changes[2]!.old).toEqual({ id: holiday!.id });
    expect(a.changes[2]!.new).toEqual({});

    await until(() => b.changes.length >= 1 || undefined, 'org B owner to get its own change');
    expect(b.changes).toHaveLength(1);
    expect(b.changes[0]!.new).toMatchObject({ org_id: org.b });
    // The org A owner never hears of org B's holiday either.
    expect(a.changes.some((c) => c.new.org_id === org.b)).toBe(false);
  });

  it("a student receives their own attendance record, never a classmate's", async () => {
    const mine = await watch(await signedIn('student'), 'records-student', 'attendance_records');
    const owner = await watch(await signedIn('ownerA'), 'records-owner', 'attendance_records');
    const record = async (who: string) =>
      (
        await server.sql<{ id: string }>(
          `insert into public.attendance_records (org_id, member_id, date, status)
           values ($1, $2, current_date, 'present') returning id`,
          [org.a, member[who]],
        )
      )[0]!.id;
    const theirs = await record('otherStudent');
    const own = await record('student');

    await until(() => owner.changes.length >= 2 || undefined, 'the owner to see both records');
    await until(() => mine.changes.length >= 1 || undefined, 'the student to see their record');
    expect(mine.changes.map((c) => c.new.id)).toEqual([own]);
    expect(owner.changes.map((c) => c.new.id)).toEqual([theirs, own]);
  });

  it('delivers a burst of changes each once, in order, only where RLS lets them be read', async () => {
    const a = await watch(await signedIn('ownerA'), 'burst-a', 'holidays');
    const b = await watch(await signedIn('ownerB'), 'burst-b', 'holidays');
    // A row of org A's, seen arriving before the burst and deleted at its end. (Not a row of the
    // burst itself: an INSERT is authorised by reading the row, as Supabase's Postgres Changes do,
    // so the INSERT of a row already deleted when its batch is read is not delivered — only its
    // DELETE.)
    const [earlier] = await server.sql<{ id: string }>(
      "insert into public.holidays (org_id, date, name) values ($1, date '2026-12-31', 'Earlier') returning id",
      [org.a],
    );
    await until(() => a.changes.length >= 1 || undefined, 'org A’s earlier row');
    // Forty changes of two organisations committed together, then more while they are being
    // authorised: they are authorised in batches, and each subscriber must still get exactly its
    // own organisation's, in the order they were made.
    await server.sql(
      `insert into public.holidays (org_id, date, name)
       select case when n % 2 = 0 then $1::uuid else $2::uuid end, date '2027-01-01' + n,
              'Burst ' || lpad(n::text, 2, '0')
         from generate_series(1, 40) n order by n`,
      [org.a, org.b],
    );
    for (let n = 41; n <= 46; n++)
      await server.sql(
        `insert into public.holidays (org_id, date, name) values ($1, date '2027-01-01' + $2::int, $3)`,
        [n % 2 === 0 ? org.a : org.b, n, `Burst ${n}`],
      );
    await server.sql('delete from public.holidays where id = $1', [earlier!.id]);
    const got = (changes: Change[]) => changes.map((c) => c.new.name ?? c.eventType);
    await until(
      () => a.changes.length >= 25 || undefined,
      'org A’s earlier row, 23 inserts and a delete',
      () => got(a.changes),
    );
    await until(
      () => b.changes.length >= 23 || undefined,
      'org B’s 23 inserts',
      () => got(b.changes),
    );
    // Org B's later change proves nothing else for org A is still on its way.
    await server.sql(
      "insert into public.holidays (org_id, date, name) values ($1, date '2027-03-01', 'After')",
      [org.b],
    );
    await until(() => b.changes.length >= 24 || undefined, 'org B’s last insert');

    const names = (changes: Change[]) =>
      changes.filter((c) => c.eventType === 'INSERT').map((c) => c.new.name);
    const expected = (even: boolean) =>
      Array.from({ length: 46 }, (_, i) => i + 1)
        .filter((n) => (n % 2 === 0) === even)
        .map((n) => `Burst ${String(n).padStart(2, '0')}`);
    expect(names(a.changes)).toEqual(['Earlier', ...expected(true)]);
    expect(names(b.changes)).toEqual([...expected(false), 'After']);
    expect(a.changes.every((c) => c.eventType === 'DELETE' || c.new.org_id === org.a)).toBe(true);
    expect(b.changes.every((c) => c.new.org_id === org.b)).toBe(true);
    expect(a.changes.at(-1)).toMatchObject({ eventType: 'DELETE', old: { id: earlier!.id } });
    expect(b.changes.some((c) => c.eventType === 'DELETE')).toBe(false);
  }, 90_000);

  it('applies eq filters', async () => {
    const client = await signedIn('ownerA');
    const filtered = await watch(client, 'sites-filtered', 'sites', `name=eq.Main gate`);
    const all = await watch(client, 'sites-all', 'sites', `org_id=eq.${org.a}`);
    await server.sql(
      "insert into public.sites (org_id, name, latitude, longitude) values ($1, 'Back gate', 28.6, 77.2)",
      [org.a],
    );
    await server.sql(
      "insert into public.sites (org_id, name, latitude, longitude) values ($1, 'Main gate', 28.6, 77.2)",
      [org.a],
    );
    await until(() => all.changes.length >= 2 || undefined, 'both sites');
    await until(() => filtered.changes.length >= 1 || undefined, 'the filtered site');
    expect(filtered.changes.map((c) => c.new.name)).toEqual(['Main gate']);
  });

  it('broadcasts to the other subscribers of a topic, and to the sender only with self', async () => {
    const heard: Record<string, unknown[]> = { one: [], two: [] };
    const one = await subscribed(
      (await signedIn('ownerA'))
        .channel('room-1', { config: { broadcast: { self: true, ack: true } } })
        .on('broadcast', { event: 'wave' }, (message) => heard.one!.push(message.payload)),
    );
    await subscribed(
      (await signedIn('student'))
        .channel('room-1')
        .on('broadcast', { event: 'wave' }, (message) => heard.two!.push(message.payload)),
    );
    expect(await one.send({ type: 'broadcast', event: 'wave', payload: { from: 'one' } })).toBe(
      'ok',
    );
    await until(() => heard.two!.length >= 1 || undefined, 'the other client');
    await until(() => heard.one!.length >= 1 || undefined, 'the sender (self)');
    expect(heard.two).toEqual([{ from: 'one' }]);
    expect(heard.one).toEqual([{ from: 'one' }]);
  });

  it('syncs presence and drops it when a client leaves', async () => {
    const watcher = (await signedIn('ownerA')).channel('lobby', {
      config: { presence: { key: 'owner' } },
    });
    watcher.on('presence', { event: 'sync' }, () => undefined);
    await subscribed(watcher);
    const visitorClient = await realtimeClient(() => people.student!.accessToken);
    const visitor = visitorClient.channel('lobby', { config: { presence: { key: 'student' } } });
    visitor.on('presence', { event: 'sync' }, () => undefined);
    await subscribed(visitor);
    expect(await visitor.track({ name: 'Riya' })).toBe('ok');
    const state = await until(
      () => (watcher.presenceState().student ? watcher.presenceState() : undefined),
      'the student present',
    );
    expect(state.student).toEqual([expect.objectContaining({ name: 'Riya' })]);

    // A client that disconnects (its socket closes) leaves.
    visitorClient.realtime.disconnect();
    await until(() => !watcher.presenceState().student || undefined, 'the student gone');
  });

  it('uses a refreshed token for RLS and closes the channel on an invalid one', async () => {
    let token = people.ownerB!.accessToken;
    const client = await realtimeClient(() => token);
    const watched = await watch(client, 'holidays-refresh', 'holidays');
    // The same socket now acts as the org A owner: the client pushes `access_token`.
    token = people.ownerA!.accessToken;
    await client.realtime.setAuth();
    // The socket's messages are handled in order: this reply means the new token is in use.
    expect(await watched.channel.track({ online: true })).toBe('ok');
    await server.sql(
      "insert into public.holidays (org_id, date, name) values ($1, '2027-01-26', 'Republic Day')",
      [org.a],
    );
    await until(() => watched.changes.length >= 1 || undefined, 'a change for the new token');
    expect(watched.changes[0]!.new).toMatchObject({ org_id: org.a });

    const closed = new Promise<string>((resolve) =>
      watched.channel.on('system', {}, (message: { message: string }) => resolve(message.message)),
    );
    await client.realtime.setAuth('not-a-jwt');
    expect(await closed).toBe('Invalid token');
    await until(() => watched.channel.state === 'closed' || undefined, 'the channel closed');
    await client.removeAllChannels();
  });

  it('refuses a join with a bad or expired token', async () => {
    const client = supabaseFor(server.url, server.anonKey);
    await client.realtime.setAuth('not-a-jwt');
    await expect(subscribed(client.channel('bad-token'))).rejects.toThrow('Invalid token');
    const expired = await server.app.ctx.keys.sign(
      { role: 'authenticated', sub: people.ownerA!.id, aud: 'authenticated' },
      -60,
    );
    await client.realtime.setAuth(expired);
    await expect(subscribed(client.channel('expired-token'))).rejects.toThrow('Token has expired');
    await client.removeAllChannels();
  });

  it('answers heartbeats and refuses bad topics and unjoined topics (raw protocol, vsn 1.0.0)', async () => {
    const port = new URL(server.url).port;
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=1.0.0`,
    );
    const received: Array<Record<string, unknown>> = [];
    socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString('utf8'))));
    await new Promise((resolve) => socket.once('open', resolve));
    const send = (message: Record<string, unknown>) => socket.send(JSON.stringify(message));
    const replyTo = (ref: string) =>
      until(() => received.find((m) => m.ref === ref && m.event === 'phx_reply'), `reply ${ref}`);
    send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1' });
    expect((await replyTo('1')).payload).toEqual({ status: 'ok', response: {} });
    send({ topic: 'lobby', event: 'phx_join', payload: { config: {} }, ref: '2', join_ref: '2' });
    expect((await replyTo('2')).payload).toMatchObject({
      status: 'error',
      response: { reason: expect.stringContaining('Invalid topic') },
    });
    await until(
      () => received.find((m) => m.topic === 'lobby' && m.event === 'phx_close'),
      'close',
    );
    send({ topic: 'realtime:nowhere', event: 'broadcast', payload: {}, ref: '3' });
    expect((await replyTo('3')).payload).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    const join = (ref: string, postgres_changes: unknown[]) =>
      send({
        topic: `realtime:t${ref}`,
        event: 'phx_join',
        payload: { config: { postgres_changes } },
        ref,
        join_ref: ref,
      });
    join('4', [{ event: '*', schema: 'public', table: 'auth_secrets' }]);
    expect((await replyTo('4')).payload).toMatchObject({
      status: 'error',
      response: { reason: expect.stringContaining('table auth_secrets is not published') },
    });
    join('5', [{ event: '*', schema: 'public', table: 'holidays', filter: 'nope=eq.1' }]);
    expect((await replyTo('5')).payload).toMatchObject({ status: 'error' });
    socket.close();
  });

  it('refuses a socket without a valid apikey', async () => {
    const port = new URL(server.url).port;
    const refused = (query: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/realtime/v1/websocket?${query}`);
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => resolve(101));
      });
    expect(await refused('vsn=1.0.0')).toBe(401);
    expect(await refused('apikey=wrong&vsn=1.0.0')).toBe(401);
    expect(await refused(`apikey=${server.anonKey}&vsn=1.0.0`)).toBe(101);
  });
});
