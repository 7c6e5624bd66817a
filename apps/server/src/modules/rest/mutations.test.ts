import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { restSchema } from './schema-cache.js';

let server: TestServer;
let db: SupabaseClient;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  await server.sql(readFileSync(new URL('./test-fixtures.sql', import.meta.url), 'utf8'));
  await restSchema(server.app).reload();
  db = server.admin();
  alice = await createTestUser(server);
  bob = await createTestUser(server);
});
afterAll(async () => server?.close());

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${alice.accessToken}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('insert', () => {
  it('answers 201 with no body by default (return=minimal)', async () => {
    const response = await send('POST', 'notes', { body: 'minimal' });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    expect(response.headers.get('content-range')).toBe('*/*');
    const { data, error, status } = await alice.client
      .from('notes')
      .insert({ body: 'via supabase-js' });
    expect([data, error, status]).toEqual([null, null, 201]);
  });

  it('returns the rows with .select() and one object with .single()', async () => {
    const { data, status } = await alice.client
      .from('notes')
      .insert({ body: 'represented' })
      .select('body, owner_id')
      .single();
    expect(status).toBe(201);
    expect(data).toEqual({ body: 'represented', owner_id: alice.id });
  });

  it('inserts arrays; keys missing from a row are null, or the default with missing=default', async () => {
    const { data } = await db
      .from('teams')
      .insert([{ name: 'Pune Panthers', city: 'Pune' }, { name: 'Surat Suns' }])
      .select('name, city, active');
    expect(data).toEqual([
      { name: 'Pune Panthers', city: 'Pune', active: true },
      { name: 'Surat Suns', city: null, active: true },
    ]);
    const failing = await db
      .from('teams')
      .insert([{ name: 'Goa Gulls', active: false }, { name: 'Nagpur Nets' }])
      .select('name');
    expect(failing.error).toMatchObject({ code: '23502' });
    expect(failing.status).toBe(400);
    const { data: defaulted, error } = await db
      .from('teams')
      .insert([{ name: 'Goa Gulls', active: false }, { name: 'Nagpur Nets' }], {
        defaultToNull: false,
      })
      .select('name, active');
    expect(error).toBeNull();
    expect(defaulted).toEqual([
      { name: 'Goa Gulls', active: false },
      { name: 'Nagpur Nets', active: true },
    ]);
  });

  it('honours columns= and answers headers-only with a Location', async () => {
    const response = await send(
      'POST',
      'teams?columns=name',
      { name: 'Indore Ibex', city: 'ignored' },
      {
        authorization: `Bearer ${server.serviceKey}`,
        prefer: 'return=headers-only',
      },
    );
    expect(response.status).toBe(201);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/teams\?id=eq\.\d+$/);
    const { data } = await db
      .from('teams')
      .select('city')
      .eq('id', Number(location.split('.').pop()))
      .single();
    expect(data).toEqual({ city: null });
  });

  it('counts inserted rows when asked', async () => {
    const { count, status } = await db
      .from('players')
      .insert([{ name: 'P1' }, { name: 'P2' }], { count: 'exact' });
    expect([count, status]).toEqual([2, 201]);
  });

  it('inserts where RLS allows writing but not reading (return=minimal needs no SELECT policy)', async () => {
    const { error, status } = await alice.client
      .from('drop_box')
      .insert({ message: 'anonymous tip' });
    expect([error, status]).toEqual([null, 201]);
    const read = await alice.client.from('drop_box').insert({ message: 'again' }).select();
    expect(read.status).toBe(403);
    expect(await server.sql('select count(*)::int as n from public.drop_box')).toEqual([{ n: 1 }]);
  });

  it('maps constraint violations: unique 409, foreign key 409, not null 400, check 400, RLS 403', async () => {
    expect(await db.from('teams').insert({ name: 'Bengaluru Bulls' })).toMatchObject({
      status: 409,
      error: { code: '23505' },
    });
    expect(await db.from('players').insert({ name: 'X', team_id: 12345 })).toMatchObject({
      status: 409,
      error: { code: '23503' },
    });
    expect(await db.from('players').insert({ score: 1 })).toMatchObject({
      status: 400,
      error: { code: '23502' },
    });
    expect(await alice.client.from('notes').insert({ body: 'x'.repeat(300) })).toMatchObject({
      status: 400,
      error: { code: '23514' },
    });
    const forged = await alice.client.from('notes').insert({ body: 'forged', owner_id: bob.id });
    expect(forged).toMatchObject({ status: 403, error: { code: '42501' } });
  });

  it('answers PGRST204 for unknown payload columns and PGRST102 for bad bodies', async () => {
    expect(await db.from('teams').insert({ name: 'x', nope: 1 } as never)).toMatchObject({
      status: 400,
      error: { code: 'PGRST204' },
    });
    for (const body of ['{"name":', '42', '[1,2]', '"text"', 'null']) {
      const response = await send('POST', 'notes', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST102', details: null, hint: null });
    }
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key and answers 201', async () => {
    const { data, status } = await db
      .from('teams')
      .upsert({ id: 4, name: 'Delhi Dragons', city: 'Delhi' })
      .select('id, city');
    expect(status).toBe(201);
    expect(data).toEqual([{ id: 4, city: 'Delhi' }]);
  });

  it('uses on_conflict columns and can ignore duplicates', async () => {
    const merged = await db
      .from('players')
      .upsert({ team_id: 1, name: 'Asha', score: 99 }, { onConflict: 'team_id,name' })
      .select('id, score');
    expect(merged.data).toEqual([{ id: 1, score: 99 }]);
    const ignored = await db
      .from('players')
      .upsert(
        [
          { team_id: 1, name: 'Asha', score: 0 },
          { team_id: 1, name: 'Hari', score: 5 },
        ],
        { onConflict: 'team_id,name', ignoreDuplicates: true },
      )
      .select('name, score');
    expect(ignored.data).toEqual([{ name: 'Hari', score: 5 }]);
    const { data } = await db.from('players').select('score').eq('id', 1).single();
    expect(data).toEqual({ score: 99 });
  });

  it('rejects an on_conflict column that does not exist', async () => {
    const { status, error } = await db
      .from('players')
      .upsert({ name: 'x' }, { onConflict: 'nope' });
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
  });
});

describe('update', () => {
  it('changes only filtered rows; 204 by default, 200 with the rows when selected', async () => {
    const { data: note } = await alice.client
      .from('notes')
      .insert({ body: 'draft' })
      .select('id')
      .single();
    const minimal = await alice.client.from('notes').update({ body: 'edited' }).eq('id', note!.id);
    expect([minimal.status, minimal.data]).toEqual([204, null]);
    const { data, status } = await alice.client
      .from('notes')
      .update({ body: 'final' })
      .eq('id', note!.id)
      .select('body');
    expect([status, data]).toEqual([200, [{ body: 'final' }]]);
  });

  it('cannot reach rows RLS hides: nothing changes', async () => {
    const { data: note } = await alice.client
      .from('notes')
      .insert({ body: 'mine' })
      .select('id')
      .single();
    const { data, status, count } = await bob.client
      .from('notes')
      .update({ body: 'hacked' }, { count: 'exact' })
      .eq('id', note!.id)
      .select();
    expect([status, data, count]).toEqual([200, [], 0]);
    expect(await server.sql('select body from public.notes where id = $1', [note!.id])).toEqual([
      { body: 'mine' },
    ]);
  });

  it('rolls back and answers 406 when .single() matches several rows', async () => {
    const before = await server.sql('select count(*)::int as n from public.teams where active');
    const { status, error } = await db
      .from('teams')
      .update({ active: false })
      .eq('active', true)
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    expect(await server.sql('select count(*)::int as n from public.teams where active')).toEqual(
      before,
    );
  });

  it('refuses an update or delete without filters, like Supabase', async () => {
    expect(await db.from('teams').update({ city: 'Everywhere' })).toMatchObject({
      status: 400,
      error: { code: '21000' },
    });
    expect(await db.from('teams').delete()).toMatchObject({
      status: 400,
      error: { code: '21000' },
    });
  });

  it('rolls back with Prefer: tx=rollback yet answers with the rows', async () => {
    const response = await send(
      'PATCH',
      'teams?id=eq.2&select=city',
      { city: 'Mysuru' },
      {
        authorization: `Bearer ${server.serviceKey}`,
        prefer: 'return=representation, tx=rollback',
      },
    );
    expect(await response.json()).toEqual([{ city: 'Mysuru' }]);
    expect(response.headers.get('preference-applied')).toContain('tx=rollback');
    expect(await server.sql('select city from public.teams where id = 2')).toEqual([
      { city: 'Bengaluru' },
    ]);
  });

  it('enforces max-affected with handling=strict', async () => {
    const response = await send(
      'PATCH',
      'players?score=gt.0',
      { nickname: 'x' },
      {
        authorization: `Bearer ${server.serviceKey}`,
        prefer: 'handling=strict, max-affected=1',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST124' });
    expect(
      await server.sql("select count(*)::int as n from public.players where nickname = 'x'"),
    ).toEqual([{ n: 0 }]);
  });
});

describe('delete', () => {
  it('deletes filtered rows: 204, or 200 with the deleted rows', async () => {
    const { data: notes } = await alice.client
      .from('notes')
      .insert([{ body: 'a' }, { body: 'b' }])
      .select('id');
    const [first, second] = notes as Array<{ id: string }>;
    const minimal = await alice.client.from('notes').delete().eq('id', first!.id);
    expect(minimal.status).toBe(204);
    const { data, status } = await alice.client
      .from('notes')
      .delete()
      .eq('id', second!.id)
      .select('body');
    expect([status, data]).toEqual([200, [{ body: 'b' }]]);
    expect(
      await server.sql('select count(*)::int as n from public.notes where id = any($1)', [
        [first!.id, second!.id],
      ]),
    ).toEqual([{ n: 0 }]);
  });

  it("cannot delete another user's rows", async () => {
    const { data: note } = await alice.client
      .from('notes')
      .insert({ body: 'keep' })
      .select('id')
      .single();
    const { status } = await bob.client.from('notes').delete().eq('id', note!.id);
    expect(status).toBe(204);
    expect(
      await server.sql('select count(*)::int as n from public.notes where id = $1', [note!.id]),
    ).toEqual([{ n: 1 }]);
  });
});

describe('an empty list on a JSON path (the path keys are parameters of the statement)', () => {
  it('matches no row: a read answers [], an update and a delete touch nothing', async () => {
    const [{ n: teams }] = await server.sql<{ n: number }>(
      'select count(*)::int as n from public.teams',
    );
    const read = await db.from('teams').select('id').in('settings->>level', []);
    expect([read.status, read.error, read.data]).toEqual([200, null, []]);
    const anyOf = await db.from('teams').select('id').filter('settings->>level', 'like(any)', '{}');
    expect([anyOf.status, anyOf.data]).toEqual([200, []]);
    const allOf = await db.from('teams').select('id').filter('settings->>level', 'like(all)', '{}');
    expect(allOf.data).toHaveLength(teams);
    const negated = await db.from('teams').select('id').not('settings->>level', 'in', '()');
    expect(negated.data).toHaveLength(teams);

    const update = await db
      .from('teams')
      .update({ city: 'Nowhere' })
      .in('settings->>level', [])
      .select('id');
    expect([update.status, update.error, update.data]).toEqual([200, null, []]);
    const removal = await db.from('teams').delete().in('settings->>level', []);
    expect([removal.status, removal.error]).toEqual([204, null]);
    expect(
      await server.sql(
        "select count(*)::int as n, count(*) filter (where city = 'Nowhere')::int as moved from public.teams",
      ),
    ).toEqual([{ n: teams, moved: 0 }]);
  });
});
