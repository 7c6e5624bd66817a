import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../lib/request-auth.js';
import { apiAs, pkceClient } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { descriptor, near } from '../../test/descriptors.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { resetDemo } from './reset-demo.js';
import { demoSessionRateLimit } from './settings.js';

type Session = {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string; app_metadata: Record<string, unknown> };
};
type DemoVisitor = { session: Session; client: SupabaseClient; label: string };

/** The tables a dashboard reads, and how to find the real tenant's rows in each. */
const TENANT_TABLES = [
  'organizations',
  'memberships',
  'groups',
  'group_members',
  'class_sessions',
  'holidays',
  'sites',
  'shifts',
  'attendance_records',
] as const;

describe('demo sessions', () => {
  let server: TestServer;
  let sessionCalls = 0;
  let demoOrgIds: string[];
  const real = {} as {
    orgId: string;
    joinCode: string;
    memberId: string;
    owner: TestUser;
    student: TestUser;
  };
  const visitors: DemoVisitor[] = [];

  const api = (token?: string) => apiAs(server.url, server.anonKey, token);
  const startDemo = async (body: unknown) => {
    sessionCalls++;
    return api().post<Session & { code?: string; fields?: Record<string, string> }>(
      '/api/demo/session',
      body,
    );
  };

  /**
   * Rows of `table` outside the demo organisations that the token's holder can read, asked in SQL
   * as that role (what /rest/v1 runs). The filter is applied before the row policies, so this
   * stays quick on ~50 000 attendance rows.
   */
  const readOutsideDemo = async (token: string, table: string) => {
    const claims = await server.app.ctx.keys.verify(token);
    const auth = { role: 'authenticated' as const, claims, sessionId: claims.session_id as string };
    const column = sql.ref(table === 'organizations' ? 'id' : 'org_id');
    return asCaller(server.app.ctx.database.db, auth, async (trx) => {
      const { rows } = await sql<{ org_id: string }>`
        select ${column} as org_id from ${sql.table(`public.${table}`)}
         where ${column} <> all(${demoOrgIds}::uuid[])`.execute(trx);
      return rows.map((row) => row.org_id);
    });
  };

  beforeAll(async () => {
    server = await startTestServer();
    // A real institute with an approved student and a day of attendance, made the normal way.
    real.owner = await createTestUser(server, {
      userType: 'Institute',
      metadata: { full_name: 'Lakshmi Rao' },
    });
    const org = await api(real.owner.accessToken).post<{ id: string; join_code: string }>(
      '/api/organizations',
      {
        name: 'Sunrise Public School',
        kind: 'institute',
      },
    );
    real.orgId = org.body.id;
    real.joinCode = org.body.join_code;
    real.student = await createTestUser(server, {
      userType: 'Student',
      metadata: { full_name: 'Rohan Verma' },
    });
    const joined = await api(real.student.accessToken).post<{ member_id: string }>(
      '/api/memberships/join',
      {
        code: real.joinCode,
      },
    );
    real.memberId = joined.body.member_id;
    await api(real.owner.accessToken).post(`/api/memberships/${real.memberId}/approve`);
    await server.sql(
      `with g as (insert into groups (org_id, name, kind) values ($1, 'Class 9-C', 'class') returning id)
       insert into class_sessions (org_id, group_id, subject, weekday, period, starts_at, ends_at)
       select $1, g.id, 'Physics', 1, 1, '08:00', '08:45' from g`,
      [real.orgId],
    );
    await server.sql(
      `insert into attendance_records (org_id, member_id, date, status) values ($1, $2, current_date, 'present')`,
      [real.orgId, real.memberId],
    );
    await server.sql(
      `insert into holidays (org_id, date, name) values ($1, '2027-01-26', 'Republic Day')`,
      [real.orgId],
    );
    await resetDemo(server.app.ctx);
    demoOrgIds = (
      await server.sql<{ id: string }>('select id from organizations where is_demo')
    ).map((r) => r.id);
    for (const account of DEMO_ACCOUNTS) {
      const response = await startDemo({ role: account.role, organization: account.kind });
      expect(response.status, `${account.kind} ${account.role}`).toBe(200);
      const client = pkceClient(server.url, server.anonKey);
      const { error } = await client.auth.setSession(response.body);
      expect(error).toBeNull();
      visitors.push({ session: response.body, client, label: `${account.kind} ${account.role}` });
    }
  }, 300_000);
  afterAll(async () => server?.close());

  it('GET /api/demo lists the roles, the organisations and the last reset, and says why Admin is not there', async () => {
    const info = await api().get<Record<string, unknown>>('/api/demo');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      isAvailable: true,
      isAdminOffered: false,
      // Written in both languages: the page shows the reader's.
      adminNote: { en: expect.stringMatching(/Admin/), hi: expect.stringMatching(/व्यवस्थापक/) },
    });
    expect((info.body.organizations as Array<{ name: string }>).map((o) => o.name)).toEqual([
      'Green Valley Public School',
      'Sahyadri Tech Solutions',
    ]);
    const roles = info.body.roles as Array<{
      role: string;
      organization: string;
      name: string;
      description: { en: string; hi: string };
    }>;
    expect(roles.find((r) => r.role === 'teacher')?.description).toEqual({
      en: expect.stringContaining('Mathematics teacher'),
      hi: expect.stringContaining('गणित के शिक्षक'),
    });
    expect(roles.map((r) => `${r.organization}:${r.role}`)).toEqual(
      DEMO_ACCOUNTS.map((a) => `${a.kind}:${a.role}`),
    );
    expect(roles.every((r) => /^\S+ \S+/.test(r.name))).toBe(true);
    expect(Date.now() - Date.parse(info.body.resetAt as string)).toBeLessThan(10 * 60_000);
  });

  it('signs a visitor in as each role with a demo session of their own', async () => {
    for (const { session, client, label } of visitors) {
      expect(session.user.email, label).toMatch(/@demo\.invalid$/);
      expect(session.user.app_metadata.demo, label).toBe(true);
      const claims = await server.app.ctx.keys.verify(session.access_token);
      expect(claims.amr, label).toEqual([{ method: 'demo', timestamp: expect.any(Number) }]);
      const { data } = await client.auth.getUser();
      expect(data.user?.id, label).toBe(session.user.id);
    }
    const sessions = await server.sql<{ n: number }>(
      `select count(distinct s.id)::int as n from auth.sessions s join auth.users u on u.id = s.user_id
        where u.raw_app_meta_data ->> 'demo' = 'true'`,
    );
    expect(sessions[0]!.n).toBe(DEMO_ACCOUNTS.length);
  });

  it('lets each demo role see its own demo organisation and nothing else (REST and SQL as the role)', async () => {
    const outside = `(${demoOrgIds.join(',')})`;
    for (const { session, client, label } of visitors) {
      const own = await client
        .from('memberships')
        .select('org_id, status')
        .eq('user_id', session.user.id);
      expect(own.error, label).toBeNull();
      expect(own.data, label).toHaveLength(1);
      expect(demoOrgIds, label).toContain(own.data![0]!.org_id);
      const orgs = await client.from('organizations').select('id, name, is_demo');
      expect(orgs.data, label).toHaveLength(1);
      expect(orgs.data![0]!.is_demo, label).toBe(true);
      for (const table of TENANT_TABLES) {
        const column = table === 'organizations' ? 'id' : 'org_id';
        const rest = await client.from(table).select(column).not(column, 'in', outside).limit(5);
        expect(rest.error, `${label} ${table}`).toBeNull();
        expect(rest.data, `${label} ${table}`).toEqual([]);
        expect(await readOutsideDemo(session.access_token, table), `${label} ${table}`).toEqual([]);
      }
    }
  });

  it('keeps the real tenant invisible to every demo role, and unchanged', async () => {
    for (const { client, label } of visitors) {
      for (const table of TENANT_TABLES) {
        const column = table === 'organizations' ? 'id' : 'org_id';
        const rest = await client.from(table).select(column).eq(column, real.orgId);
        expect(rest.error, `${label} ${table}`).toBeNull();
        expect(rest.data, `${label} ${table}`).toEqual([]);
      }
      const updated = await client
        .from('organizations')
        .update({ name: 'Taken over' })
        .eq('id', real.orgId)
        .select();
      expect(updated.data ?? [], label).toEqual([]);
      const removed = await client.from('holidays').delete().eq('org_id', real.orgId).select();
      expect(removed.data ?? [], label).toEqual([]);
    }
    const [org] = await server.sql<{ name: string }>(
      'select name from organizations where id = $1',
      [real.orgId],
    );
    expect(org!.name).toBe('Sunrise Public School');
    const [holidays] = await server.sql<{ n: number }>(
      'select count(*)::int as n from holidays where org_id = $1',
      [real.orgId],
    );
    expect(holidays!.n).toBe(1);
  });

  it('lets the demo Employee enrol a face and check in from anywhere in the world', async () => {
    const employee = visitors.find((v) => v.label === 'company employee')!;
    const as = api(employee.session.access_token);
    const face = descriptor(7);
    // A visitor in London, located roughly by their laptop's Wi-Fi.
    const selfCheckIn = (seen: number[]) =>
      as.post<{ outcome?: string; message?: string; code?: string }>('/api/attendance/self', {
        client_id: randomUUID(),
        descriptor: seen,
        quality: 0.95,
        location: { lat: 51.5072, lng: -0.1276, accuracy: 2000 },
      });
    expect((await selfCheckIn(near(face, 0.1))).body).toMatchObject({ code: 'face_not_enrolled' });
    const enrolled = await as.post('/api/faces', {
      consent: true,
      captures: [{ descriptor: face, quality: 0.95 }],
    });
    expect(enrolled.status).toBe(201);
    // The seeded history may hold today's scans, at any time of day (one close to now would make
    // this scan a repeat): today starts afresh for this visitor.
    await server.sql(
      `delete from attendance_records r using memberships m
        where r.member_id = m.id and m.user_id = $1
          and r.date between current_date - 1 and current_date + 1`,
      [employee.session.user.id],
    );
    // Descriptors as a browser computes them; the server's own verification of camera frames
    // (issue 19, on for demo organisations too) is tested in attendance/face-verification.test.ts.
    await server.sql(
      `update organizations set face_verification = false
        where id in (select org_id from memberships where user_id = $1)`,
      [employee.session.user.id],
    );
    const checkIn = await selfCheckIn(near(face, 0.1));
    expect(checkIn.status).toBe(200);
    expect(checkIn.body.outcome).toBe('checked_in');
    expect(checkIn.body.message).toMatch(
      /\(the demo lets you in from [\d.]+ km away; a real organisation needs you within \d+ m of .+\)\.$/,
    );
    // The face check is as real as anywhere: someone else's face is refused.
    expect((await selfCheckIn(descriptor(99))).body).toMatchObject({ code: 'face_mismatch' });
    // One visitor's face at a time, and only in the demo organisation (a reset removes it).
    const again = await as.post('/api/faces', {
      consent: true,
      captures: [{ descriptor: descriptor(8), quality: 0.9 }],
    });
    expect(again.status).toBe(201);
    const stored = await server.sql<{ is_demo: boolean; quality: number }>(
      `select o.is_demo, f.quality from face_data f
         join memberships m on m.id = f.member_id join organizations o on o.id = f.org_id
        where m.user_id = $1`,
      [employee.session.user.id],
    );
    expect(stored).toEqual([{ is_demo: true, quality: expect.closeTo(0.9, 5) }]);
  });

  it('refuses every /api operation on the real tenant', async () => {
    for (const { session, label } of visitors) {
      const as = api(session.access_token);
      const attempts = [
        await as.post(`/api/organizations/${real.orgId}/invitations`, {
          email: 'x@example.com',
          full_name: 'X',
          role: 'student',
        }),
        await as.post(`/api/organizations/${real.orgId}/imports`, {
          csv: 'name\nA',
          role: 'student',
        }),
        await as.post(`/api/memberships/${real.memberId}/approve`),
        await as.post(`/api/memberships/${real.memberId}/role`, { role: 'teacher' }),
        await as.delete(`/api/memberships/${real.memberId}`),
        await as.post('/api/faces', {
          member_id: real.memberId,
          consent: true,
          captures: [{ descriptor: descriptor(1), quality: 0.95 }],
        }),
      ];
      for (const attempt of attempts)
        expect([403, 404], `${label} ${JSON.stringify(attempt.body)}`).toContain(attempt.status);
    }
    const [member] = await server.sql('select role, status from memberships where id = $1', [
      real.memberId,
    ]);
    expect(member).toEqual({ role: 'student', status: 'active' });
  });

  it('does not let a demo account create or join organisations', async () => {
    for (const { session, label } of visitors) {
      const as = api(session.access_token);
      for (const kind of ['institute', 'company']) {
        const created = await as.post('/api/organizations', { name: 'Visitor Academy', kind });
        expect(created.status, `${label} creates ${kind}`).toBe(403);
      }
      const joined = await as.post('/api/memberships/join', { code: real.joinCode });
      expect(joined.status, `${label} joins`).toBe(403);
    }
    const owner = visitors.find((v) => v.label === 'institute institute')!;
    const created = await api(owner.session.access_token).post('/api/organizations', {
      name: 'Visitor Academy',
      kind: 'institute',
    });
    expect(created.body).toMatchObject({ code: 'demo_account' });
    const [count] = await server.sql<{ n: number }>(
      `select count(*)::int as n from organizations o join memberships m on m.org_id = o.id
        join auth.users u on u.id = m.user_id where u.raw_app_meta_data ->> 'demo' = 'true' and not o.is_demo`,
    );
    expect(count!.n).toBe(0);
  });

  it('does not let a demo account change its password or add two-factor', async () => {
    for (const { client, label } of visitors) {
      const password = await client.auth.updateUser({ password: 'Visitor-Password-2026!' });
      expect(password.error?.code, label).toBe('demo_account');
      const factor = await client.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: 'Visitor phone',
      });
      expect(factor.error?.code, label).toBe('demo_account');
    }
    const [withPassword] = await server.sql<{ n: number }>(
      `select count(*)::int as n from auth.users where raw_app_meta_data ->> 'demo' = 'true' and encrypted_password is not null`,
    );
    expect(withPassword!.n).toBe(0);
  });

  it('ends only this visitor’s session on sign-out', async () => {
    const first = await startDemo({ role: 'teacher' });
    const second = await startDemo({ role: 'teacher' });
    const leaving = pkceClient(server.url, server.anonKey);
    await leaving.auth.setSession(first.body);
    const staying = pkceClient(server.url, server.anonKey);
    await staying.auth.setSession(second.body);
    const { error } = await leaving.auth.signOut();
    expect(error).toBeNull();
    expect((await api(first.body.access_token).get('/auth/v1/user')).status).toBe(403);
    const stillIn = await staying.from('organizations').select('name');
    expect(stillIn.data).toEqual([{ name: 'Green Valley Public School' }]);
    expect((await staying.auth.getUser()).data.user?.id).toBe(second.body.user.id);
    const teacher = visitors.find((v) => v.label === 'institute teacher')!;
    expect((await teacher.client.auth.getUser()).error).toBeNull();
  });

  it('answers 400 for a role that does not exist or an organisation that does not fit', async () => {
    const wrong = await startDemo({ role: 'admin' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'validation_failed',
      fields: { role: expect.any(String) },
    });
    expect((await startDemo({})).status).toBe(400);
    const mismatch = await startDemo({ role: 'student', organization: 'company' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toHaveProperty('organization');
  });

  it('limits demo sign-ins per address (429 after the limit)', async () => {
    let status = 0;
    while (sessionCalls < demoSessionRateLimit(server.config).max)
      status = (await startDemo({ role: 'employee' })).status;
    expect(status).toBe(200);
    const over = await startDemo({ role: 'employee' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'over_request_rate_limit' });
  });
});
