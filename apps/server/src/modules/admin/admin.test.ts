import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, pkceClient } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

describe('Admin operations', () => {
  let server: TestServer;
  let admin: TestUser;
  let teacher: TestUser;
  const api = (user?: TestUser) => apiAs(server.url, server.anonKey, user?.accessToken);

  beforeAll(async () => {
    server = await startTestServer({ EMAIL_CONFIRMATION: 'false' });
    admin = await createTestUser(server, { userType: 'Admin', email: 'admin@example.com' });
    teacher = await createTestUser(server, {
      userType: 'Teacher',
      email: 'sunita.teacher@example.com',
      metadata: { full_name: 'Sunita Menon' },
    });
  });
  afterAll(async () => server?.close());

  it('lists and searches users and organisations; non-admins are refused', async () => {
    const company = await createTestUser(server, {
      userType: 'Company',
      email: 'owner@kaveri.example',
    });
    await api(company).post('/api/organizations', { name: 'Kaveri Textiles', kind: 'company' });
    const users = await api(admin).get<{ users: Array<{ email: string }>; total: number }>(
      '/api/admin/users?q=sunita',
    );
    expect(users.body.users.map((u) => u.email)).toEqual(['sunita.teacher@example.com']);
    const orgs = await api(admin).get<{
      organizations: Array<{ name: string; members: number; owner_email: string }>;
    }>('/api/admin/organizations?q=kaveri');
    expect(orgs.body.organizations).toEqual([
      expect.objectContaining({
        name: 'Kaveri Textiles',
        members: 1,
        owner_email: 'owner@kaveri.example',
      }),
    ]);
    for (const path of ['/api/admin/users', '/api/admin/organizations', '/api/admin/auth-events']) {
      expect((await api(teacher).get(path)).status).toBe(403);
      expect((await api().get(path)).status).toBe(401);
    }
    expect((await api(admin).get('/api/admin/users?page=0')).status).toBe(400);
  });

  it('changes any role, including granting Admin; never from a non-admin', async () => {
    expect(
      (await api(teacher).post(`/api/admin/users/${teacher.id}/type`, { user_type: 'Admin' }))
        .status,
    ).toBe(403);
    const changed = await api(admin).post(`/api/admin/users/${teacher.id}/type`, {
      user_type: 'Incharge',
    });
    expect(changed.body).toEqual({ id: teacher.id, user_type: 'Incharge' });
    expect(
      (await api(admin).post(`/api/admin/users/${teacher.id}/type`, { user_type: 'Boss' })).status,
    ).toBe(400);
    expect(
      (await api(admin).post(`/api/admin/users/${admin.id}/type`, { user_type: 'Student' })).body,
    ).toMatchObject({ code: 'cannot_demote_self' });
  });

  it('disables an account (signed out at once, cannot sign in) and enables it again', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    await supabase.auth.signUp({ email: 'rahul@example.com', password: 'Rahul#password1' });
    const [user] = await server.sql<{ id: string }>(
      "select id from auth.users where email = 'rahul@example.com'",
    );
    expect((await api(admin).post(`/api/admin/users/${user!.id}/disable`)).body).toEqual({
      id: user!.id,
      disabled: true,
    });
    expect((await supabase.auth.getUser()).error).not.toBeNull();
    const signIn = await pkceClient(server.url, server.anonKey).auth.signInWithPassword({
      email: 'rahul@example.com',
      password: 'Rahul#password1',
    });
    expect(signIn.error?.code).toBe('user_banned');
    await api(admin).post(`/api/admin/users/${user!.id}/enable`);
    const again = await pkceClient(server.url, server.anonKey).auth.signInWithPassword({
      email: 'rahul@example.com',
      password: 'Rahul#password1',
    });
    expect(again.error).toBeNull();
    const events = await api(admin).get<{ events: Array<{ action: string }> }>(
      '/api/admin/auth-events?q=rahul',
    );
    expect(events.body.events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['user_disabled', 'user_enabled', 'login']),
    );
  });
});
