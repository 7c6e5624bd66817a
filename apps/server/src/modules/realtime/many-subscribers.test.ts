import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallerIdentity } from '../../lib/caller-pipeline.js';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { authorizeChanges, type Change } from './authorize-change.js';
import { loadPublishedTables } from './published-tables.js';

const PER_CLASS = 12;

/**
 * One change, many subscribers of mixed rights, decided in one statement for all of them
 * (`READERS`): the result must be what row-level security decides for each, read under each one's
 * claims — the class whose channel it is reads its message; the other class, a member who left,
 * a signed-out session, another organisation's owner and an anonymous visitor do not.
 */
describe('realtime authorisation of one change for many subscribers', () => {
  let server: TestServer;
  const people: Record<string, TestUser> = {};
  const classA: TestUser[] = [];
  const classB: TestUser[] = [];
  const ids: Record<string, string> = {};
  const clients: SupabaseClient[] = [];
  const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<R>(text, params);

  async function member(org: string, user: TestUser, name: string, role: string) {
    const [row] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, full_name, role, status)
       values ($1, $2, $3, $4, 'active') returning id`,
      [org, user.id, name, role],
    );
    return row!.id;
  }
  async function group(name: string, responsible: string, members: string[]) {
    const [row] = await sql<{ id: string }>(
      `insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, 'class', $3)
       returning id`,
      [ids.org, name, responsible],
    );
    for (const memberId of members)
      await sql(
        'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
        [row!.id, memberId, ids.org],
      );
    return row!.id;
  }
  const conversationOf = async (groupId: string) =>
    (
      await sql<{ id: string }>(
        `select id from public.conversations where group_id = $1 and kind = 'channel'`,
        [groupId],
      )
    )[0]!.id;
  const post = async (conversation: string, body: string) =>
    (
      await sql<{ id: string; created_at: Date }>(
        `insert into public.messages (org_id, conversation_id, author_id, body)
         values ($1, $2, $3, $4) returning id, created_at`,
        [ids.org, conversation, ids.teacher, body],
      )
    )[0]!;

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, type] of [
      ['owner', 'Institute'],
      ['teacher', 'Teacher'],
      ['leaver', 'Student'],
      ['signedOut', 'Student'],
      ['outsider', 'Institute'],
    ] as const)
      people[key] = await createTestUser(server, { userType: type });
    for (let i = 0; i < PER_CLASS; i++) {
      classA.push(await createTestUser(server, { userType: 'Student' }));
      classB.push(await createTestUser(server, { userType: 'Student' }));
    }
    const api = (who: string) => apiAs(server.url, server.anonKey, people[who]!.accessToken);
    ids.org = (
      await api('owner').post<{ id: string }>('/api/organizations', {
        name: 'Sunrise School',
        kind: 'institute',
      })
    ).body.id;
    await api('outsider').post('/api/organizations', { name: 'Hilltop', kind: 'institute' });
    ids.teacher = await member(ids.org, people.teacher!, 'Anil Kumar', 'teacher');
    const inA = [
      ...(await Promise.all(classA.map((s, i) => member(ids.org!, s, `A${i}`, 'student')))),
      await member(ids.org, people.leaver!, 'Leaver', 'student'),
      await member(ids.org, people.signedOut!, 'Signed Out', 'student'),
    ];
    const inB = await Promise.all(classB.map((s, i) => member(ids.org!, s, `B${i}`, 'student')));
    ids.classA = await group('Class 8A', ids.teacher, inA);
    ids.classB = await group('Class 8B', ids.teacher, inB);
    ids.chatA = await conversationOf(ids.classA);
    // One of class A has left the school; another signed out of this device.
    await sql(`update public.memberships set status = 'left' where user_id = $1`, [
      people.leaver!.id,
    ]);
    // Even were their place in the channel kept, a former member reads nothing (the policy asks
    // for an active membership).
    await sql(
      `insert into public.conversation_members (conversation_id, member_id, org_id, can_post)
       select $1, m.id, m.org_id, false from public.memberships m where m.user_id = $2
       on conflict (conversation_id, member_id) do nothing`,
      [ids.chatA, people.leaver!.id],
    );
    await sql('update auth.sessions set not_after = now() - interval $$1 minute$$ where id = $1', [
      people.signedOut!.sessionId,
    ]);
  });

  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await server?.close();
  });

  it('decides for all subscribers at once exactly as row-level security does for each', async () => {
    const message = await post(ids.chatA!, 'Science test moved to Friday');
    const change: Change = {
      schema: 'public',
      table: 'messages',
      op: 'INSERT',
      id: message.id,
      scope: ids.org!,
      at: message.created_at.toISOString(),
    };
    const removed: Change = { ...change, op: 'DELETE', id: crypto.randomUUID() };
    // A place in the channel changes (class B's student reads her own channel's, not this one).
    const [place] = await sql<{ id: string }>(
      `select cm.id from public.conversation_members cm
         join public.memberships m on m.id = cm.member_id
        where cm.conversation_id = $1 and m.user_id = $2`,
      [ids.chatA, classA[5]!.id],
    );
    const seat: Change = { ...change, table: 'conversation_members', op: 'UPDATE', id: place!.id };
    const identity = async (user: TestUser): Promise<CallerIdentity> => {
      const claims = await server.app.ctx.keys.verify(user.accessToken);
      return { role: 'authenticated', claims, sessionId: user.sessionId };
    };
    const everyone = [
      ...classA,
      ...classB,
      people.teacher!,
      people.owner!,
      people.leaver!,
      people.signedOut!,
      people.outsider!,
    ];
    const identities = [
      ...(await Promise.all(everyone.map(identity))),
      { role: 'anon', claims: { role: 'anon' }, sessionId: undefined } as CallerIdentity,
      // The same person twice (two devices) reads it twice.
      await identity(classA[0]!),
    ];
    const tables = await loadPublishedTables(server.app.ctx.database.pool);
    const pool = server.app.ctx.database.pool;
    const chat: Change = { ...change, table: 'conversations', op: 'UPDATE', id: ids.chatA! };
    const batch = [change, removed, seat, chat];
    const together = await authorizeChanges(pool, tables, batch, identities);
    const apart = await authorizeChanges(pool, tables, batch, identities, { setBased: false });
    expect(together).toEqual(apart);

    const readers = (sights: unknown[]) =>
      sights.flatMap((sight, i) => (sight ? [i] : [])).map((i) => identities[i]!.claims.sub);
    const index = (user: TestUser) => everyone.indexOf(user);
    expect(together[0]![index(classA[3]!)]).toMatchObject({
      id: message.id,
      body: 'Science test moved to Friday',
    });
    expect(readers(together[0]!).sort()).toEqual(
      [...classA, people.teacher!, people.owner!, classA[0]!].map((u) => u.id).sort(),
    );
    expect(readers(together[2]!).sort()).toEqual(readers(together[0]!).sort());
    expect(together[2]![index(classA[5]!)]).toMatchObject({ id: place!.id });
    expect(readers(together[3]!).sort()).toEqual(readers(together[0]!).sort());
    // The DELETE: everyone of the organisation who is still in it and signed in.
    expect(readers(together[1]!).sort()).toEqual(
      [...classA, ...classB, people.teacher!, people.owner!, classA[0]!].map((u) => u.id).sort(),
    );
  });

  it('delivers a class channel’s message over supabase-js only to the channel’s people', async () => {
    type Arrived = { body: string };
    const watchers = [
      ...classA.slice(0, 4).map((user) => ({ user, reads: true })),
      ...classB.slice(0, 4).map((user) => ({ user, reads: false })),
      { user: people.leaver!, reads: false },
      { user: people.outsider!, reads: false },
      { user: people.teacher!, reads: true },
    ];
    const received = await Promise.all(
      watchers.map(async ({ user }, i) => {
        const client = createClient(server.url, server.anonKey, {
          accessToken: async () => user.accessToken,
          realtime: { transport: WebSocket as never },
        });
        clients.push(client);
        await client.realtime.setAuth(user.accessToken);
        const arrived: Arrived[] = [];
        await new Promise<void>((resolve, reject) =>
          client
            .channel(`many-${i}`)
            .on(
              'postgres_changes' as never,
              { event: 'INSERT', schema: 'public', table: 'messages' },
              (payload: { new: Arrived }) => arrived.push(payload.new),
            )
            .subscribe((status, error) => {
              if (status === 'SUBSCRIBED') resolve();
              else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
                reject(error ?? new Error(status));
            }),
        );
        return arrived;
      }),
    );
    await post(ids.chatA!, 'Bring your lab coats');
    // Then a message every watcher reads, in each one's own conversation: once it has arrived,
    // the class message would have arrived before it.
    const [orgChat] = await sql<{ id: string }>(
      `insert into public.conversations (org_id, kind, created_by) values ($1, 'announcement', $2)
       on conflict do nothing returning id`,
      [ids.org, ids.teacher],
    );
    await sql(
      `insert into public.conversation_members (conversation_id, member_id, org_id, can_post)
       select $1, m.id, $2, m.role <> 'student' from public.memberships m
        where m.org_id = $2 and m.status = 'active'
       on conflict (conversation_id, member_id) do nothing`,
      [orgChat!.id, ids.org],
    );
    await post(orgChat!.id, 'School closes at noon');
    const deadline = Date.now() + 30_000;
    const expected = watchers.map(({ user, reads }) =>
      user === people.leaver || user === people.outsider
        ? []
        : reads
          ? ['Bring your lab coats', 'School closes at noon']
          : ['School closes at noon'],
    );
    const bodies = () => received.map((arrived) => arrived.map((m) => m.body));
    while (Date.now() < deadline && JSON.stringify(bodies()) !== JSON.stringify(expected))
      await new Promise((r) => setTimeout(r, 50));
    expect(bodies()).toEqual(expected);
  });
});
