import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

// A person's phone number is E.164 in the database (migration 0071): the data API refuses any
// other text with 400 and a sentence, and profiles made at sign-up read the number as typed.
describe('profiles.phone is E.164 (issue 19)', () => {
  let server: TestServer;
  let alice: TestUser;
  const phoneOf = async (id: string) =>
    (
      await server.sql<{ phone: string | null }>(
        'select phone from public.profiles where id = $1',
        [id],
      )
    )[0]!.phone;
  const patch = (phone: unknown) =>
    fetch(`${server.url}/rest/v1/profiles?id=eq.${alice.id}`, {
      method: 'PATCH',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${alice.accessToken}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify({ phone }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));

  beforeAll(async () => {
    server = await startTestServer();
    alice = await createTestUser(server, { metadata: { full_name: 'Alice Rao' } });
  });
  afterAll(async () => server?.close());

  it('stores a number in E.164 and clears it with null', async () => {
    expect(await patch('+919876543210')).toMatchObject({
      status: 200,
      body: [{ phone: '+919876543210' }],
    });
    expect(await phoneOf(alice.id)).toBe('+919876543210');
    const { data, error } = await alice.client
      .from('profiles')
      .update({ phone: '+14155552671' })
      .eq('id', alice.id)
      .select('phone')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ phone: '+14155552671' });
    expect((await patch(null)).status).toBe(200);
    expect(await phoneOf(alice.id)).toBeNull();
  });

  it.each([
    'call me',
    '<script>alert(1)</script>',
    '+91 98765 43210',
    '9876543210',
    '+0123456789',
    '+91123',
    '',
  ])('refuses %j with 400 23514 and a sentence, the row unchanged', async (phone) => {
    await server.sql("update public.profiles set phone = '+919800000001' where id = $1", [
      alice.id,
    ]);
    const { error, status } = await alice.client
      .from('profiles')
      .update({ phone })
      .eq('id', alice.id)
      .select();
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '23514',
      message: 'Enter a valid phone number with its country code, e.g. +919876543210.',
      hint: 'phone',
    });
    expect(await phoneOf(alice.id)).toBe('+919800000001');
  });

  it('is a check constraint of the table, so no writer gets past it', async () => {
    const [check] = await server.sql<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = 'public.profiles'::regclass and conname = 'profiles_phone_e164'`,
    );
    expect(check?.def).toContain('^\\+[1-9][0-9]{6,14}$');
    // Even the database owner, with the trigger's words out of the way, is held by the check.
    await expect(
      server.sql(
        `do $$ begin
           alter table public.profiles disable trigger profiles_phone;
           update public.profiles set phone = 'call me';
         end $$`,
      ),
    ).rejects.toMatchObject({ code: '23514', constraint: 'profiles_phone_e164' });
  });

  it('reads the number a new profile gets from sign-up metadata, or leaves it out', async () => {
    const cases: Array<[string, string | null]> = [
      ['+91 98765 43210', '+919876543210'],
      ['098765-43210', '+919876543210'],
      ['98765 43210', '+919876543210'],
      ['0044 20 7946 0958', '+442079460958'],
      ['919876543210', '+919876543210'],
      ['call me', null],
      ['12345', null],
    ];
    for (const [typed, stored] of cases) {
      const [user] = await server.sql<{ id: string }>(
        `insert into auth.users (email, raw_user_meta_data)
         values ($1, jsonb_build_object('full_name', 'Typed', 'phone', $2::text)) returning id`,
        [`typed-${Math.random().toString(36).slice(2)}@example.com`, typed],
      );
      expect([typed, await phoneOf(user!.id)]).toEqual([typed, stored]);
    }
  });

  it('normalises numbers stored before the check the same way (the migration)', async () => {
    const rows = await server.sql<{ typed: string; e164: string | null }>(
      `select typed, private.phone_e164(typed) as e164
         from unnest(array['+91 (98765) 43210', '+919876543210', '022 2345 6789', 'n/a', '+91-']) as typed`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.typed, r.e164]))).toEqual({
      '+91 (98765) 43210': '+919876543210',
      '+919876543210': '+919876543210',
      '022 2345 6789': '+912223456789',
      'n/a': null,
      '+91-': null,
    });
  });
});
