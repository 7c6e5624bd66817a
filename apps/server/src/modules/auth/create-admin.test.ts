import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceClient } from '../../test/clients.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { createOrPromoteAdmin } from './create-admin.js';

describe('create-admin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ EMAIL_CONFIRMATION: 'false' });
  });
  afterAll(async () => server?.close());

  it('creates a confirmed Admin who can sign in', async () => {
    const result = await createOrPromoteAdmin(
      server.app.ctx,
      'Root.Admin@Example.com',
      'Admin#password1',
    );
    expect(result).toEqual({ email: 'root.admin@example.com', created: true });
    const { data, error } = await pkceClient(server.url, server.anonKey).auth.signInWithPassword({
      email: 'root.admin@example.com',
      password: 'Admin#password1',
    });
    expect(error).toBeNull();
    const [profile] = await server.sql('select user_type from public.profiles where id = $1', [
      data.user!.id,
    ]);
    expect(profile).toEqual({ user_type: 'Admin' });
  });

  it('promotes an existing account without touching its password', async () => {
    await pkceClient(server.url, server.anonKey).auth.signUp({
      email: 'teacher@example.com',
      password: 'Teacher#password1',
      options: { data: { user_type: 'Teacher' } },
    });
    expect(await createOrPromoteAdmin(server.app.ctx, 'teacher@example.com', undefined)).toEqual({
      email: 'teacher@example.com',
      created: false,
    });
    const [profile] = await server.sql(
      "select user_type from public.profiles where email = 'teacher@example.com'",
    );
    expect(profile).toEqual({ user_type: 'Admin' });
    const signIn = await pkceClient(server.url, server.anonKey).auth.signInWithPassword({
      email: 'teacher@example.com',
      password: 'Teacher#password1',
    });
    expect(signIn.error).toBeNull();
  });

  it('refuses a weak password or a bad address, creating nothing', async () => {
    await expect(
      createOrPromoteAdmin(server.app.ctx, 'new@example.com', 'weak'),
    ).rejects.toMatchObject({ code: 'weak_password' });
    await expect(
      createOrPromoteAdmin(server.app.ctx, 'not-an-email', 'Admin#password1'),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(
      createOrPromoteAdmin(server.app.ctx, 'new@example.com', undefined),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    expect(
      await server.sql("select 1 from auth.users where email = 'new@example.com'"),
    ).toHaveLength(0);
  });
});
