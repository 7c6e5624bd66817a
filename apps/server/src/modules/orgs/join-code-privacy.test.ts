import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

/**
 * The organisation's join code lets anyone ask to join, so only those who may approve joiners
 * read it (issue 19): the owner, and teachers/in-charges only while the owner lets staff approve.
 */
describe('who reads an organisation’s join code', () => {
  let server: TestServer;
  const people: Record<string, TestUser> = {};
  let orgId: string;
  let code: string;

  beforeAll(async () => {
    server = await startTestServer();
    for (const [key, type] of [
      ['owner', 'Institute'],
      ['teacher', 'Teacher'],
      ['student', 'Student'],
      ['outsider', 'Student'],
    ] as const) {
      people[key] = await createTestUser(server, { userType: type });
    }
    const created = await apiAs(server.url, server.anonKey, people.owner!.accessToken).post<{
      id: string;
      join_code: string;
    }>('/api/organizations', { name: 'Lakeview College', kind: 'institute' });
    expect(created.status).toBe(201);
    orgId = created.body.id;
    code = created.body.join_code;
    for (const [key, role] of [
      ['teacher', 'teacher'],
      ['student', 'student'],
    ] as const) {
      await server.sql(
        `insert into public.memberships (org_id, user_id, full_name, role, status)
         values ($1, $2, $3, $4, 'active')`,
        [orgId, people[key]!.id, key, role],
      );
    }
  });
  afterAll(async () => server?.close());

  const rpcCode = async (who: string) => {
    const { data, error } = await people[who]!.client.rpc('organization_join_code', {
      org_id: orgId,
    });
    expect(error).toBeNull();
    return data as string | null;
  };

  it('the owner reads it; a member, a teacher without approval rights and an outsider do not', async () => {
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(await rpcCode('owner')).toBe(code);
    expect(await rpcCode('student')).toBeNull();
    expect(await rpcCode('teacher')).toBeNull();
    expect(await rpcCode('outsider')).toBeNull();
  });

  it('teachers read it while the owner lets staff approve joiners', async () => {
    const { error } = await people
      .owner!.client.from('organizations')
      .update({ staff_can_approve: true })
      .eq('id', orgId);
    expect(error).toBeNull();
    expect(await rpcCode('teacher')).toBe(code);
    expect(await rpcCode('student')).toBeNull();
    await people
      .owner!.client.from('organizations')
      .update({ staff_can_approve: false })
      .eq('id', orgId);
    expect(await rpcCode('teacher')).toBeNull();
  });

  it('the data API never hands it to a client: select=*, embeds and writes leave it out', async () => {
    const student = people.student!.client;
    const star = await student.from('organizations').select('*').eq('id', orgId).single();
    expect(star.error).toBeNull();
    expect(star.data).toMatchObject({ id: orgId, name: 'Lakeview College' });
    expect(star.data).not.toHaveProperty('join_code');

    const named = await student.from('organizations').select('id, join_code').eq('id', orgId);
    expect(named.error).toMatchObject({ code: '42501' });
    expect(JSON.stringify(named)).not.toContain(code);

    const filtered = await student.from('organizations').select('id').eq('join_code', code);
    expect(filtered.error).toMatchObject({ code: '42501' });

    const embedded = await student
      .from('memberships')
      .select('id, organization:organizations(*)')
      .eq('org_id', orgId);
    expect(embedded.error).toBeNull();
    expect(embedded.data!.length).toBeGreaterThan(0);
    expect(JSON.stringify(embedded.data)).not.toContain(code);

    // The owner's own settings write still answers with the row (minus the code).
    const saved = await people
      .owner!.client.from('organizations')
      .update({ late_grace_minutes: 15 })
      .eq('id', orgId)
      .select('*')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ id: orgId, late_grace_minutes: 15 });
    expect(saved.data).not.toHaveProperty('join_code');
  });

  it('realtime changes of the organisation carry no join code to its members', async () => {
    const token = people.student!.accessToken;
    const watcher = createClient(server.url, server.anonKey, {
      accessToken: async () => token,
      realtime: { transport: WebSocket as never },
    });
    await watcher.realtime.setAuth(token);
    // Every change that reaches the member is kept: an earlier test's update of the same row may
    // still be on its way when this subscription starts, so the test waits for its own.
    const seen: Record<string, unknown>[] = [];
    const received = new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no change arrived')), 10_000);
      const channel = watcher
        .channel('org-watch')
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'organizations', filter: `id=eq.${orgId}` },
          (payload) => {
            const row = payload.new as Record<string, unknown>;
            seen.push(row);
            if (row.late_grace_minutes !== 20) return;
            clearTimeout(timer);
            void channel.unsubscribe();
            resolve(row);
          },
        )
        .subscribe(async (state) => {
          if (state !== 'SUBSCRIBED') return;
          await people
            .owner!.client.from('organizations')
            .update({ late_grace_minutes: 20 })
            .eq('id', orgId);
        });
    });
    const row = await received.finally(() => watcher.removeAllChannels());
    expect(row).toMatchObject({ id: orgId, late_grace_minutes: 20 });
    for (const change of seen) expect(change).not.toHaveProperty('join_code');
  });
});
