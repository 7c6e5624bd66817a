import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, pkceClient } from '../../test/clients.js';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';
import { resetDemo } from './reset-demo.js';

type Session = { access_token: string };

/** Visitors may try every role inside the demo, but not vandalise it or reach real people. */
describe('demo guards', () => {
  let server: TestServer;
  const demo = async (role: string) => {
    const response = await apiAs(server.url, server.anonKey).post<Session>('/api/demo/session', {
      role,
    });
    expect(response.status).toBe(200);
    return apiAs(server.url, server.anonKey, response.body.access_token);
  };

  beforeAll(async () => {
    server = await startTestServer({ EMAIL_CONFIRMATION: 'false' });
    await resetDemo(server.app.ctx);
  });
  afterAll(async () => server?.close());

  it('a demo teacher takes roll-call in the demo school', async () => {
    const teacher = await demo('teacher');
    const [session] = await server.sql<{ id: string; org_id: string }>(
      `select cs.id, cs.org_id from public.class_sessions cs
         join public.memberships m on m.id = cs.teacher_id
         join auth.users u on u.id = m.user_id
        where (u.raw_app_meta_data ->> 'demo')::boolean limit 1`,
    );
    const [today] = await server.sql<{ d: string }>('select public.org_today($1)::text as d', [
      session!.org_id,
    ]);
    const roster = await teacher.get<{ people: Array<{ member_id: string }> }>(
      `/api/roll-call?class_session_id=${session!.id}&date=${today!.d}`,
    );
    expect(roster.status).toBe(200);
    const first = roster.body.people[0]!;
    const saved = await teacher.post('/api/roll-call', {
      class_session_id: session!.id,
      date: today!.d,
      entries: [{ member_id: first.member_id, status: 'excused', note: 'Inter-school match' }],
    });
    expect(saved.status).toBe(200);
  });

  it('a demo owner cannot remove or re-role the shared demo accounts', async () => {
    const owner = await demo('institute');
    const [teacherMember] = await server.sql<{ id: string }>(
      `select m.id from public.memberships m join auth.users u on u.id = m.user_id
        where (u.raw_app_meta_data ->> 'demo')::boolean and m.role = 'teacher' limit 1`,
    );
    expect((await owner.delete(`/api/memberships/${teacherMember!.id}`)).body).toMatchObject({
      code: 'demo_account',
    });
    expect(
      (await owner.post(`/api/memberships/${teacherMember!.id}/role`, { role: 'incharge' })).body,
    ).toMatchObject({ code: 'demo_account' });
  });

  it('real people cannot join a demo organisation or sign up on the demo domain', async () => {
    const [org] = await server.sql<{ join_code: string }>(
      'select join_code from public.organizations where is_demo and kind = $1',
      ['institute'],
    );
    const student = await createTestUser(server, { userType: 'Student' });
    const joined = await apiAs(server.url, server.anonKey, student.accessToken).post(
      '/api/memberships/join',
      { code: org!.join_code },
    );
    expect(joined.status).toBe(404);
    const signUp = await pkceClient(server.url, server.anonKey).auth.signUp({
      email: 'someone@school.demo.invalid',
      password: 'Demo#password1',
    });
    expect(signUp.error?.code).toBe('validation_failed');
  });
});
