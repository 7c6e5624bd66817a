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

async function until<T>(check: () => T | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('calendar: open calendars update live, each with only what its person may see', () => {
  let server: TestServer;
  const user: Record<string, TestUser> = {};
  const id: Record<string, string> = {};
  const clients: SupabaseClient[] = [];

  /** Events of the organisation as `who`'s open calendar hears them. */
  async function watch(who: string) {
    const client = createClient(server.url, server.anonKey, {
      accessToken: async () => user[who]!.accessToken,
      realtime: { transport: WebSocket as never },
    });
    await client.realtime.setAuth(user[who]!.accessToken);
    clients.push(client);
    const changes: Change[] = [];
    const channel: RealtimeChannel = client.channel(`calendar:${who}`).on(
      'postgres_changes' as never,
      {
        event: '*',
        schema: 'public',
        table: 'calendar_events',
        filter: `org_id=eq.${id.school}`,
      },
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
  }

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, userType] of [
      ['principal', 'Institute'],
      ['teacher', 'Teacher'],
      ['asha', 'Student'],
      ['ravi', 'Student'],
    ])
      user[key!] = await createTestUser(server, { userType, metadata: { full_name: key } });
    const created = await apiAs(server.url, server.anonKey, user.principal!.accessToken).post<{
      id: string;
    }>('/api/organizations', { name: 'Live School', kind: 'institute' });
    id.school = created.body.id;
    const member = async (role: string, userId: string) =>
      (
        await server.sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status) values ($1, $2, $3, $4, 'active') returning id",
          [id.school, userId, role, role],
        )
      )[0]!.id;
    const teacher = await member('teacher', user.teacher!.id);
    const asha = await member('student', user.asha!.id);
    const ravi = await member('student', user.ravi!.id);
    const group = async (name: string, responsible: string | null, memberId: string) => {
      const [g] = await server.sql<{ id: string }>(
        "insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, 'class', $3) returning id",
        [id.school, name, responsible],
      );
      await server.sql(
        'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
        [g!.id, memberId, id.school],
      );
      return g!.id;
    };
    id.class7a = await group('Class 7A', teacher, asha);
    id.class8b = await group('Class 8B', null, ravi);
  });
  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await server?.close();
  });

  it("delivers a class's exam to its student and not to another class's", async () => {
    const [asha, ravi] = [await watch('asha'), await watch('ravi')];
    const post = (who: string, body: Record<string, unknown>) =>
      apiAs(server.url, server.anonKey, user[who]!.accessToken).post('/api/calendar/events', {
        org_id: id.school,
        all_day: false,
        start: '2026-03-02T10:00',
        end: '2026-03-02T11:00',
        ...body,
      });
    expect(
      (
        await post('teacher', {
          scope: 'group',
          group_id: id.class7a,
          kind: 'exam',
          title: '7A exam',
        })
      ).status,
    ).toBe(201);
    await until(() => asha.find((c) => c.new.title === '7A exam'), 'the exam on Asha’s calendar');
    // A later school-wide event reaches Ravi; the exam before it never did.
    expect(
      (await post('principal', { scope: 'org', kind: 'other', title: 'Sports day' })).status,
    ).toBe(201);
    await until(() => ravi.find((c) => c.new.title === 'Sports day'), 'sports day for Ravi');
    expect(ravi.map((c) => c.new.title)).toEqual(['Sports day']);
  });
});
