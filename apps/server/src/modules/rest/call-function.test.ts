import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';
import { restSchema } from './schema-cache.js';

let server: TestServer;
let db: SupabaseClient;
beforeAll(async () => {
  server = await startTestServer();
  await server.sql(readFileSync(new URL('./test-fixtures.sql', import.meta.url), 'utf8'));
  await restSchema(server.app).reload();
  db = server.admin();
});
afterAll(async () => server?.close());

const call = (
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) =>
  fetch(`${server.url}/rest/v1/rpc/${path}`, {
    method,
    headers: {
      apikey: server.serviceKey,
      authorization: `Bearer ${server.serviceKey}`,
      'content-type': 'application/json',
      ...init.headers,
    },
    body: init.body,
  });

describe('rpc', () => {
  it('calls a scalar function with named arguments and defaults', async () => {
    expect(await db.rpc('add_numbers', { a: 2, b: 3 })).toMatchObject({
      data: 5,
      error: null,
      status: 200,
    });
    expect((await db.rpc('add_numbers', { a: 2 })).data).toBe(12);
    expect((await db.rpc('add_numbers', { a: 2, b: 3 }, { get: true })).data).toBe(5);
  });

  it('returns a set of rows like a table: filters, order, range and count apply', async () => {
    const { data } = await db.rpc('players_of', { team: 2 });
    expect((data as Array<{ name: string }>).map((p) => p.name)).toEqual(['Chitra', 'Dev']);
    const { data: filtered, count } = await db
      .rpc('squares', { n: 5 }, { count: 'exact' })
      .gt('square', 3)
      .order('x', { ascending: false })
      .limit(2);
    expect(filtered).toEqual([
      { x: 5, square: 25 },
      { x: 4, square: 16 },
    ]);
    expect(count).toBe(4);
  });

  it('embeds from a function that returns table rows', async () => {
    const { data } = await db
      .rpc('players_of', { team: 1 })
      .select('name, teams(name)')
      .order('name');
    expect(data).toEqual([
      { name: 'Asha', teams: { name: 'Ahmedabad Arrows' } },
      { name: 'Bala', teams: { name: 'Ahmedabad Arrows' } },
    ]);
  });

  it('returns a set of scalars as an array and a composite as an object', async () => {
    expect((await db.rpc('team_list')).data).toEqual([
      'Ahmedabad Arrows',
      'Bengaluru Bulls',
      'Chennai Cheetahs',
      'Delhi Dragons',
      'Kolkata "Knights", Inc',
    ]);
    expect((await db.rpc('first_team')).data).toMatchObject({
      id: 1,
      name: 'Ahmedabad Arrows',
      tags: ['north', 'west'],
    });
    expect((await db.rpc('squares', { n: 2 }).single()).error?.code).toBe('PGRST116');
  });

  it('passes JSON to a jsonb parameter, or the whole body to a single unnamed one', async () => {
    expect((await db.rpc('echo', { payload: { a: [1, 'two'] } })).data).toEqual({ a: [1, 'two'] });
    expect((await db.rpc('echo_body', { anything: true } as never)).data).toEqual({
      anything: true,
    });
  });

  it('answers 204 for void', async () => {
    expect(await db.rpc('do_nothing')).toMatchObject({ status: 204, data: null, error: null });
  });

  it('runs as the caller: claims and role are set', async () => {
    const user = await createTestUser(server);
    expect((await user.client.rpc('whoami')).data).toBe(`${user.id}:authenticated`);
    expect((await server.client().rpc('whoami')).data).toBe('anon:anon');
  });

  it('runs GET calls read-only (25006 → 405) and POST calls read-write', async () => {
    const get = await db.rpc(
      'rename_team',
      { team: 3, new_name: 'Chennai Chargers' },
      { get: true },
    );
    expect(get.status).toBe(405);
    expect(get.error?.code).toBe('25006');
    const post = await db.rpc('rename_team', { team: 3, new_name: 'Chennai Chargers' });
    expect(post.data).toBe('Chennai Chargers');
  });

  it('maps raised errors: P0001 → 400 with detail and hint, PT418 → 418', async () => {
    const { status, error } = await db.rpc('complain', { message: 'nope' });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'P0001',
      message: 'nope',
      details: 'raised on purpose',
      hint: 'just a test',
    });
    expect((await db.rpc('teapot')).status).toBe(418);
  });

  it('answers 404 PGRST202 for unknown functions or arguments, 22P02 for bad values', async () => {
    const unknown = await db.rpc('no_such_function');
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message:
        'Could not find the function public.no_such_function without parameters in the schema cache',
    });
    const wrongArgs = await db.rpc('add_numbers', { x: 1 });
    expect(wrongArgs.error).toMatchObject({
      code: 'PGRST202',
      message: expect.stringContaining('add_numbers(x)'),
    });
    expect((await db.rpc('add_numbers', { a: 'one' })).error).toMatchObject({ code: '22P02' });
  });

  it('answers 405 for other methods and 400 for a bad body', async () => {
    expect((await call('DELETE', 'add_numbers')).status).toBe(405);
    const bad = await call('POST', 'add_numbers', { body: '{"a":' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'PGRST102' });
  });

  it('does not expose functions outside public or trigger functions', async () => {
    expect((await call('POST', 'session_is_active', { body: '{}' })).status).toBe(404);
    expect((await call('POST', 'guard_profile', { body: '{}' })).status).toBe(404);
  });
});
