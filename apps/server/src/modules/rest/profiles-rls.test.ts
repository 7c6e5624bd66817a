import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  alice = await createTestUser(server, { metadata: { full_name: 'Alice Rao' } });
  bob = await createTestUser(server, { userType: 'Teacher' });
});
afterAll(async () => server?.close());

const profileOf = async (id: string) =>
  (
    await server.sql<Record<string, unknown>>('select * from public.profiles where id = $1', [id])
  )[0]!;

describe('profiles through the data API (RLS)', () => {
  it('lets a user read their own profile with .single()', async () => {
    const { data, error } = await alice.client
      .from('profiles')
      .select('*')
      .eq('id', alice.id)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: alice.id,
      full_name: 'Alice Rao',
      email: alice.email,
      user_type: null,
    });
  });

  it("hides other users' profiles: the list holds only one's own, .single() is 406 PGRST116", async () => {
    const { data } = await alice.client.from('profiles').select('id');
    expect(data).toEqual([{ id: alice.id }]);
    const other = await alice.client.from('profiles').select('*').eq('id', bob.id).single();
    expect(other.status).toBe(406);
    expect(other.error?.code).toBe('PGRST116');
  });

  it('shows nothing to anon', async () => {
    const { data, error, status } = await server.client().from('profiles').select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it("cannot update another user's profile", async () => {
    const before = await profileOf(bob.id);
    const { data, status } = await alice.client
      .from('profiles')
      .update({ full_name: 'Hacked' })
      .eq('id', bob.id)
      .select();
    expect([status, data]).toEqual([200, []]);
    expect(await profileOf(bob.id)).toEqual(before);
  });

  it('updates its own profile; updated_at is maintained by the database', async () => {
    const before = await profileOf(alice.id);
    const { data, error } = await alice.client
      .from('profiles')
      .update({ phone: '+919876543210', updated_at: '2000-01-01T00:00:00Z' })
      .eq('id', alice.id)
      .select('phone, updated_at')
      .single();
    expect(error).toBeNull();
    expect(data!.phone).toBe('+919876543210');
    expect(new Date(data!.updated_at).getTime()).toBeGreaterThan(
      new Date(before.updated_at as Date).getTime(),
    );
  });

  it.each(['Admin', 'Incharge'])(
    'refuses a self-assigned %s type with 403, row unchanged',
    async (type) => {
      const before = await profileOf(alice.id);
      const { status, error } = await alice.client
        .from('profiles')
        .update({ user_type: type })
        .eq('id', alice.id);
      expect(status).toBe(403);
      expect(error).toMatchObject({ code: '42501', hint: 'user_type' });
      expect(await profileOf(alice.id)).toEqual(before);
      const upsert = await alice.client
        .from('profiles')
        .upsert({ id: alice.id, email: alice.email, user_type: type });
      expect(upsert.status).toBe(403);
      expect(await profileOf(alice.id)).toEqual(before);
    },
  );

  it('allows choosing a self-service type once, then refuses a change with 403', async () => {
    const { error, status } = await alice.client.from('profiles').upsert({
      id: alice.id,
      email: alice.email,
      user_type: 'Student',
      updated_at: new Date().toISOString(),
    });
    expect([error, status]).toEqual([null, 201]);
    expect((await profileOf(alice.id)).user_type).toBe('Student');
    const before = await profileOf(alice.id);
    const change = await alice.client
      .from('profiles')
      .update({ user_type: 'Teacher' })
      .eq('id', alice.id);
    expect(change.status).toBe(403);
    expect(change.error?.message).toContain('already set to Student');
    expect(await profileOf(alice.id)).toEqual(before);
  });

  it('keeps an existing type unchanged for a Teacher trying Admin', async () => {
    const before = await profileOf(bob.id);
    const { status } = await bob.client
      .from('profiles')
      .update({ user_type: 'Admin' })
      .eq('id', bob.id);
    expect(status).toBe(403);
    expect(await profileOf(bob.id)).toEqual(before);
  });

  it('cannot insert a profile for somebody else', async () => {
    const { status, error } = await alice.client
      .from('profiles')
      .insert({ id: crypto.randomUUID(), full_name: 'Ghost' });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });
});
