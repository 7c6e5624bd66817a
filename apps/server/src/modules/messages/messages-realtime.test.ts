import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

type Change = { eventType: string; new: Record<string, unknown> };

/** Polls until `check` passes: a bounded wait, never a timing assertion. */
async function until<T>(check: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Live messages through supabase-js `channel()`: a subscriber receives the messages of its own
 * conversations and never another's — another class's, a direct conversation between others,
 * another organisation's.
 */
describe('messages, live', () => {
  let server: TestServer;
  const people: Record<string, TestUser> = {};
  const member: Record<string, string> = {};
  const org: Record<string, string> = {};
  const conversation: Record<string, string> = {};
  const clients: SupabaseClient[] = [];

  const realtimeClient = async (who: string) => {
    const client = createClient(server.url, server.anonKey, {
      accessToken: async () => people[who]!.accessToken,
      realtime: { transport: WebSocket as never },
    });
    await client.realtime.setAuth(people[who]!.accessToken);
    clients.push(client);
    return client;
  };

  const watch = async (who: string, filter?: string) => {
    const changes: Change[] = [];
    const channel: RealtimeChannel = (await realtimeClient(who))
      .channel(`messages-${who}-${filter ?? 'all'}`)
      .on(
        'postgres_changes' as never,
        { event: '*', schema: 'public', table: 'messages', ...(filter ? { filter } : {}) },
        (payload: Change) => changes.push(payload),
      );
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      }),
    );
    return changes;
  };

  const say = async (who: string, where: string, body: string) => {
    const { data, error } = await people[who]!.client.from('messages')
      .insert({ conversation_id: conversation[where], body })
      .select('id')
      .single();
    expect(error).toBeNull();
    return data!.id as string;
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const key of ['ownerA', 'teacher', 'student', 'classmate', 'otherClass', 'ownerB'])
      people[key] = await createTestUser(server, {
        userType: key.startsWith('owner') ? 'Institute' : key === 'teacher' ? 'Teacher' : 'Student',
      });
    for (const [key, owner] of [
      ['a', 'ownerA'],
      ['b', 'ownerB'],
    ] as const) {
      const api = apiAs(server.url, server.anonKey, people[owner]!.accessToken);
      const created = await api.post<{ id: string }>('/api/organizations', {
        name: `Live School ${key.toUpperCase()}`,
        kind: 'institute',
      });
      org[key] = created.body.id;
    }
    for (const [who, role] of [
      ['teacher', 'teacher'],
      ['student', 'student'],
      ['classmate', 'student'],
      ['otherClass', 'student'],
    ] as const) {
      const [row] = await server.sql<{ id: string }>(
        `insert into public.memberships (org_id, user_id, full_name, role, status)
         values ($1, $2, $3, $4, 'active') returning id`,
        [org.a, people[who]!.id, who, role],
      );
      member[who] = row!.id;
    }
    const group = async (orgKey: string, name: string, members: string[]) => {
      const [row] = await server.sql<{ id: string }>(
        `insert into public.groups (org_id, name, kind, responsible_id)
         values ($1, $2, 'class', $3) returning id`,
        [org[orgKey], name, orgKey === 'a' ? member.teacher : null],
      );
      for (const who of members)
        await server.sql(
          'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
          [row!.id, member[who], org[orgKey]],
        );
      const [channel] = await server.sql<{ id: string }>(
        "select id from public.conversations where group_id = $1 and kind = 'channel'",
        [row!.id],
      );
      return channel!.id;
    };
    conversation.mine = await group('a', 'Class 9-B', ['student', 'classmate']);
    conversation.otherClass = await group('a', 'Class 10-A', ['otherClass']);
    conversation.orgB = await group('b', 'Class 1', []);
    conversation.others = (
      await people.teacher!.client.rpc('start_direct_conversation', { member: member.classmate })
    ).data as string;
    conversation.announcements = (
      await people.teacher!.client.rpc('open_announcements', { org: org.a })
    ).data as string;
  });

  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await server?.close();
  });

  it('delivers a message to the subscribers who may read it, and never to the others', async () => {
    const student = await watch('student');
    const classmate = await watch('classmate');
    const ownerB = await watch('ownerB');

    // What the student may not see goes first; their own channel's message last: once it has
    // arrived, the earlier ones would have too.
    const hidden = [
      await say('teacher', 'others', 'Kabir, please see me after class.'),
      await say('teacher', 'otherClass', 'Class 10-A: no homework today.'),
    ];
    await server.sql(
      `insert into public.messages (conversation_id, org_id, author_id, body)
       select $1, $2, m.id, 'Org B only' from public.memberships m where m.org_id = $2 limit 1`,
      [conversation.orgB, org.b],
    );
    const seen = await say('classmate', 'mine', 'Who has the notes?');
    await until(() => student.some((c) => c.new.id === seen) || undefined, 'the student');
    expect(student.map((c) => c.new.id)).toEqual([seen]);
    expect(student[0]).toMatchObject({
      eventType: 'INSERT',
      new: { body: 'Who has the notes?', author_id: member.classmate },
    });
    await until(() => classmate.length >= 2 || undefined, 'the classmate');
    expect(classmate.map((c) => c.new.id)).toEqual([hidden[0], seen]);

    // Org B's owner heard only of org B's message.
    await until(() => ownerB.length >= 1 || undefined, 'org B owner');
    expect(ownerB.map((c) => c.new.body)).toEqual(['Org B only']);
  });

  it('brings a teacher’s announcement, its edit and its deletion live to a student', async () => {
    const student = await watch('student', `conversation_id=eq.${conversation.announcements}`);
    const id = await say('teacher', 'announcements', 'Sports day on Saturday.');
    await until(() => student.length >= 1 || undefined, 'the announcement');
    await people
      .teacher!.client.from('messages')
      .update({ body: 'Sports day on Sunday.' })
      .eq('id', id);
    await until(() => student.length >= 2 || undefined, 'the edit');
    await people
      .teacher!.client.from('messages')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', id);
    await until(() => student.length >= 3 || undefined, 'the deletion');
    expect(student.map((c) => [c.eventType, c.new.body])).toEqual([
      ['INSERT', 'Sports day on Saturday.'],
      ['UPDATE', 'Sports day on Sunday.'],
      ['UPDATE', ''],
    ]);
    expect(student[2]!.new.deleted_at).not.toBeNull();
  });
});
