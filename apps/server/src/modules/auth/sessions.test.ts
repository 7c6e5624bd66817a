import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceClient } from '../../test/clients.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const PASSWORD = 'Attendance#2026';

async function post(server: TestServer, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

describe('sessions: password grant, refresh rotation and reuse, logout scopes', () => {
  let server: TestServer;
  let email: string;

  beforeAll(async () => {
    server = await startTestServer({
      EMAIL_CONFIRMATION: 'false',
      REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: '2',
    });
  });
  afterAll(async () => server?.close());

  it('signs in with a password and returns a complete session', async () => {
    email = 'kiran@example.com';
    await pkceClient(server.url, server.anonKey).auth.signUp({ email, password: PASSWORD });
    const { status, body } = await post(server, '/token?grant_type=password', {
      email,
      password: PASSWORD,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    for (const key of ['access_token', 'refresh_token', 'expires_at', 'user'])
      expect(body[key]).toBeTruthy();
    const [payload] = (body.access_token as string)
      .split('.')
      .slice(1, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(payload).toMatchObject({
      role: 'authenticated',
      aal: 'aal1',
      email,
      aud: 'authenticated',
    });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await post(server, '/token?grant_type=password', {
      email,
      password: 'Wrong#password1',
    });
    const unknown = await post(server, '/token?grant_type=password', {
      email: 'nobody@example.com',
      password: PASSWORD,
    });
    expect(wrong).toEqual({
      status: 400,
      body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
    expect(unknown).toEqual(wrong);
    const missing = await post(server, '/token?grant_type=password', { email });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('validation_failed');
  });

  it('rotates refresh tokens; a reused token within the grace interval still works, later it revokes the session', async () => {
    const first = await post(server, '/token?grant_type=password', { email, password: PASSWORD });
    const original = first.body.refresh_token as string;
    const second = await post(server, '/token?grant_type=refresh_token', {
      refresh_token: original,
    });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(original);
    const grace = await post(server, '/token?grant_type=refresh_token', {
      refresh_token: original,
    });
    expect(grace.status).toBe(200);

    await new Promise((r) => setTimeout(r, 2500));
    const replay = await post(server, '/token?grant_type=refresh_token', {
      refresh_token: original,
    });
    expect(replay.body).toMatchObject({ code: 'refresh_token_already_used' });
    // The whole session is gone: the newest token and the access token no longer work.
    const newest = await post(server, '/token?grant_type=refresh_token', {
      refresh_token: second.body.refresh_token,
    });
    expect(newest.body.code).toBe('refresh_token_not_found');
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${second.body.access_token as string}`,
      },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    const audit = await server.sql(
      "select 1 from auth.audit_log_entries where action = 'token_revoked'",
    );
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refreshes through supabase-js and rejects garbage refresh tokens', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const before = (await supabase.auth.getSession()).data.session!;
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before.refresh_token);
    const garbage = await post(server, '/token?grant_type=refresh_token', {
      refresh_token: 'not-a-token',
    });
    expect(garbage).toMatchObject({ status: 400, body: { code: 'refresh_token_not_found' } });
  });

  it('logout honours local, others and global scopes', async () => {
    const signIn = async () =>
      (await post(server, '/token?grant_type=password', { email, password: PASSWORD })).body;
    const sessionCount = async () =>
      Number(
        (
          await server.sql<{ n: string }>(
            'select count(*) as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
            [email],
          )
        )[0]!.n,
      );
    await server.sql(
      'delete from auth.sessions where user_id = (select id from auth.users where email = $1)',
      [email],
    );
    const a = await signIn();
    const b = await signIn();
    const c = await signIn();
    expect(await sessionCount()).toBe(3);

    const local = await fetch(`${server.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${a.access_token as string}` },
    });
    expect(local.status).toBe(204);
    expect(await sessionCount()).toBe(2);

    const others = await fetch(`${server.url}/auth/v1/logout?scope=others`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${b.access_token as string}` },
    });
    expect(others.status).toBe(204);
    expect(await sessionCount()).toBe(1);
    const cRefresh = await post(server, '/token?grant_type=refresh_token', {
      refresh_token: c.refresh_token,
    });
    expect(cRefresh.body.code).toBe('refresh_token_not_found');

    await signIn();
    const global = await fetch(`${server.url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${b.access_token as string}` },
    });
    expect(global.status).toBe(204);
    expect(await sessionCount()).toBe(0);
    const actions = await server.sql<{ action: string }>(
      "select action from auth.audit_log_entries where action in ('login', 'logout')",
    );
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['login', 'logout']));
  });

  it('a signed-out session loses data access at once', async () => {
    const session = (
      await post(server, '/token?grant_type=password', { email, password: PASSWORD })
    ).body;
    const headers = {
      apikey: server.anonKey,
      authorization: `Bearer ${session.access_token as string}`,
    };
    await fetch(`${server.url}/auth/v1/logout?scope=local`, { method: 'POST', headers });
    const rest = await fetch(`${server.url}/rest/v1/profiles?select=id`, { headers });
    expect(rest.status).toBe(401);
  });

  it('supabase-js signOut clears the session even when the server already forgot it', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    await server.sql(
      'delete from auth.sessions where user_id = (select id from auth.users where email = $1)',
      [email],
    );
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
  });

  it('changes the password through PUT /user with the policy enforced', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const weak = await supabase.auth.updateUser({ password: 'weak' });
    expect(weak.error?.code).toBe('weak_password');
    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    const changed = await supabase.auth.updateUser({
      password: 'Brand-new#Password9',
      data: { full_name: 'Kiran R' },
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.user_metadata.full_name).toBe('Kiran R');
    const old = await post(server, '/token?grant_type=password', { email, password: PASSWORD });
    expect(old.body.code).toBe('invalid_credentials');
    const fresh = await post(server, '/token?grant_type=password', {
      email,
      password: 'Brand-new#Password9',
    });
    expect(fresh.status).toBe(200);
    const audit = await server.sql(
      "select 1 from auth.audit_log_entries where action = 'user_updated_password'",
    );
    expect(audit).toHaveLength(1);
  });

  it('keeps metadata keys of its own through updateUser({ data }), validates known ones, limits the size', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    const signedIn = await supabase.auth.signInWithPassword({
      email,
      password: 'Brand-new#Password9',
    });
    expect(signedIn.error).toBeNull();
    const kept = await supabase.auth.updateUser({
      data: { theme: 'dark', onboarding: { step: 3, seen: ['people'] } },
    });
    expect(kept.error).toBeNull();
    expect(kept.data.user?.user_metadata).toMatchObject({
      full_name: 'Kiran R',
      theme: 'dark',
      onboarding: { step: 3, seen: ['people'] },
    });
    expect((await supabase.auth.getUser()).data.user?.user_metadata.theme).toBe('dark');

    const badPhone = await supabase.auth.updateUser({ data: { phone: 'call me', theme: 'light' } });
    expect(badPhone.error?.message).toBe(
      'Phone number may contain digits, spaces, +, - and brackets only.',
    );
    const tooBig = await supabase.auth.updateUser({ data: { notes: 'x'.repeat(9000) } });
    expect(tooBig.error?.message).toMatch(/at most 8 KB/);
    const growing = await supabase.auth.updateUser({ data: { notes: 'x'.repeat(8150) } });
    expect(growing.error?.message).toMatch(/at most 8 KB \(with what the account already holds\)/);
    // Refused writes changed nothing.
    expect((await supabase.auth.getUser()).data.user?.user_metadata).toMatchObject({
      theme: 'dark',
    });
    expect((await supabase.auth.getUser()).data.user?.user_metadata).not.toHaveProperty('notes');
  });

  it('refuses a disabled (banned) account and signs it out everywhere', async () => {
    const adminHeaders = {
      apikey: server.anonKey,
      authorization: `Bearer ${server.serviceKey}`,
      'content-type': 'application/json',
    };
    const created = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: adminHeaders,
      body: JSON.stringify({
        email: 'banned@example.com',
        password: PASSWORD,
        email_confirm: true,
      }),
    });
    expect(created.status).toBe(200);
    const user = (await created.json()) as { id: string };
    const session = (
      await post(server, '/token?grant_type=password', {
        email: 'banned@example.com',
        password: PASSWORD,
      })
    ).body;
    const ban = await fetch(`${server.url}/auth/v1/admin/users/${user.id}`, {
      method: 'PUT',
      headers: adminHeaders,
      body: JSON.stringify({ ban_duration: '876000h' }),
    });
    expect(ban.status).toBe(200);
    const signIn = await post(server, '/token?grant_type=password', {
      email: 'banned@example.com',
      password: PASSWORD,
    });
    expect(signIn.body.code).toBe('user_banned');
    const refresh = await post(server, '/token?grant_type=refresh_token', {
      refresh_token: session.refresh_token,
    });
    expect(refresh.status).toBe(400);
    const asUser = await fetch(`${server.url}/auth/v1/admin/users`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${session.access_token as string}`,
      },
    });
    expect(asUser.status).toBe(403);
  });
});
