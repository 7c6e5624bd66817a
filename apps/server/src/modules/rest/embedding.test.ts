import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
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

const get = async (path: string) => {
  const response = await fetch(`${server.url}/rest/v1/${path}`, {
    headers: { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` },
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('resource embedding over foreign keys', () => {
  it('embeds one-to-many as an array and many-to-one as an object, nested', async () => {
    const { data, error } = await db
      .from('teams')
      .select('name, players(name, team:teams(name, team_badges(badge)))')
      .eq('id', 1)
      .order('name', { referencedTable: 'players' })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: 'Ahmedabad Arrows',
      players: [
        { name: 'Asha', team: { name: 'Ahmedabad Arrows', team_badges: { badge: 'gold' } } },
        { name: 'Bala', team: { name: 'Ahmedabad Arrows', team_badges: { badge: 'gold' } } },
      ],
    });
  });

  it('gives null for a missing parent and [] for no children', async () => {
    const { data } = await db.from('players').select('name, teams(name)').eq('id', 6).single();
    expect(data).toEqual({ name: 'Farhan', teams: null });
    const { data: team } = await db.from('teams').select('id, players(*)').eq('id', 4).single();
    expect(team).toEqual({ id: 4, players: [] });
  });

  it('treats a unique foreign key as one-to-one (an object both ways)', async () => {
    const { data } = await db
      .from('teams')
      .select('id, team_badges(badge)')
      .in('id', [2, 3])
      .order('id');
    expect(data).toEqual([
      { id: 2, team_badges: { badge: 'silver' } },
      { id: 3, team_badges: null },
    ]);
  });

  it('filters, orders and limits embedded rows without dropping parents', async () => {
    const { data } = await db
      .from('teams')
      .select('id, players(name, score)')
      .in('id', [1, 2])
      .gt('players.score', 20)
      .order('id')
      .order('score', { referencedTable: 'players', ascending: false })
      .limit(1, { referencedTable: 'players' });
    expect(data).toEqual([
      { id: 1, players: [{ name: 'Asha', score: 30 }] },
      { id: 2, players: [{ name: 'Chitra', score: 25 }] },
    ]);
  });

  it('drops parents without matching children with !inner', async () => {
    const { data, count } = await db
      .from('teams')
      .select('id, players!inner(name)', { count: 'exact' })
      .eq('players.name', 'Esha');
    expect(data).toEqual([{ id: 3, players: [{ name: 'Esha' }] }]);
    expect(count).toBe(1);
  });

  it('filters by an embed used only for filtering, and by is.null on the embed', async () => {
    const onlyFilter = await get('teams?select=id,players!inner()&players.score=gt.40');
    expect(onlyFilter.body).toEqual([{ id: 3 }]);
    const without = await get('teams?select=id,players(id)&players=is.null&order=id');
    expect(without.body).toEqual([
      { id: 4, players: [] },
      { id: 5, players: [] },
    ]);
  });

  it('counts children with rel(count)', async () => {
    const { data } = await db.from('teams').select('id, players(count)').order('id').limit(3);
    expect(data).toEqual([
      { id: 1, players: [{ count: 2 }] },
      { id: 2, players: [{ count: 2 }] },
      { id: 3, players: [{ count: 1 }] },
    ]);
  });

  it('spreads a to-one embed into the parent', async () => {
    const { data } = await db
      .from('players')
      .select('name, ...teams(team_name:name, city)')
      .eq('id', 3)
      .single();
    expect(data).toEqual({ name: 'Chitra', team_name: 'Bengaluru Bulls', city: 'Bengaluru' });
  });

  it('disambiguates several foreign keys by column or constraint name', async () => {
    const { data } = await db
      .from('games')
      .select('played_on, home:teams!home_id(name), away:teams!games_away_id_fkey(name)')
      .order('played_on')
      .limit(1)
      .single();
    expect(data).toEqual({
      played_on: '2026-01-10',
      home: { name: 'Ahmedabad Arrows' },
      away: { name: 'Bengaluru Bulls' },
    });
  });

  it('answers 300 PGRST201 when the relationship is ambiguous', async () => {
    const { status, body } = await get('games?select=*,teams(name)');
    expect(status).toBe(300);
    expect(body).toMatchObject({
      code: 'PGRST201',
      details: expect.any(Array),
      hint: expect.stringContaining("'teams!games_home_id_fkey'"),
    });
  });

  it('follows self-references both ways', async () => {
    const { data } = await db
      .from('sections')
      .select('title, parent:sections!parent_id(title), children:sections!id(title)')
      .eq('id', 2)
      .single();
    expect(data).toEqual({
      title: 'Child A',
      parent: { title: 'Root' },
      children: [{ title: 'Grandchild' }],
    });
  });

  it('answers 400 PGRST200 for unrelated or unknown tables and PGRST108 for filters on non-embedded ones', async () => {
    expect(await get('teams?select=id,sections(*)')).toMatchObject({
      status: 400,
      body: { code: 'PGRST200' },
    });
    expect(await get('teams?select=id,nothing(*)')).toMatchObject({
      status: 400,
      body: { code: 'PGRST200' },
    });
    expect(await get('teams?select=id&players.score=gt.1')).toMatchObject({
      status: 400,
      body: { code: 'PGRST108' },
    });
    expect(await get('teams?select=id,players(nope)')).toMatchObject({
      status: 400,
      body: { code: '42703' },
    });
  });

  it('embeds in the representation of a write', async () => {
    const { data, error } = await db
      .from('players')
      .insert({ team_id: 2, name: 'Gita', score: 3 })
      .select('name, teams(name)')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Gita', teams: { name: 'Bengaluru Bulls' } });
  });

  it('respects row-level security inside embeds', async () => {
    await server.sql(
      `create policy sections_read on public.sections for select to anon using (title <> 'Grandchild')`,
    );
    await server.sql('alter table public.sections enable row level security');
    try {
      const { data, error } = await server
        .client()
        .from('sections')
        .select('title, children:sections!id(title)')
        .eq('id', 2)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ title: 'Child A', children: [] });
    } finally {
      await server.sql('alter table public.sections disable row level security');
    }
  });
});
