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

const teamIds = (client: SupabaseClient) => client.from('teams').select('id').order('id');
type Filterable = ReturnType<typeof teamIds>;

const ids = (rows: unknown) => (rows as Array<{ id: number }>).map((r) => r.id);
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: server.serviceKey,
      authorization: `Bearer ${server.serviceKey}`,
      ...headers,
    },
  });

describe('filters through supabase-js', () => {
  it.each([
    ['eq', (q: Filterable) => q.eq('city', 'Chennai'), [3]],
    ['neq', (q: Filterable) => q.neq('city', 'Chennai'), [1, 2, 5]],
    ['gt', (q: Filterable) => q.gt('rating', 4), [1, 5]],
    ['gte', (q: Filterable) => q.gte('rating', 4.5), [1, 5]],
    ['lt', (q: Filterable) => q.lt('founded', '1990-01-01'), [3]],
    ['lte', (q: Filterable) => q.lte('id', 2), [1, 2]],
    ['in', (q: Filterable) => q.in('id', [2, 4, 99]), [2, 4]],
    [
      'in with reserved characters',
      (q: Filterable) => q.in('name', ['Delhi Dragons', 'a,b (c)']),
      [4],
    ],
    ['is null', (q: Filterable) => q.is('city', null), [4]],
    ['is true', (q: Filterable) => q.is('active', false), [3]],
    ['not is null', (q: Filterable) => q.not('rating', 'is', null), [1, 2, 4, 5]],
    ['like with *', (q: Filterable) => q.like('name', '*Bulls'), [2]],
    ['ilike', (q: Filterable) => q.ilike('name', '%DRAGON%'), [4]],
    ['not ilike', (q: Filterable) => q.not('name', 'ilike', '*a*'), []],
    ['like any', (q: Filterable) => q.likeAnyOf('city', ['Ch*', 'Ko*']), [3, 5]],
    ['match (regex)', (q: Filterable) => q.match({ city: 'Bengaluru' }), [2]],
    ['contains (array)', (q: Filterable) => q.contains('tags', ['south']), [2, 3]],
    [
      'contained by (array)',
      (q: Filterable) => q.containedBy('tags', ['south', 'coast', 'east']),
      [2, 3, 4, 5],
    ],
    ['overlaps (array)', (q: Filterable) => q.overlaps('tags', ['west', 'east']), [1, 5]],
    ['contains (jsonb)', (q: Filterable) => q.contains('settings', { level: 2 }), [3]],
    ['json path filter', (q: Filterable) => q.eq('settings->>level', '5'), [5]],
    ['json path comparison', (q: Filterable) => q.gt('settings->level', 2), [1, 5]],
    ['or', (q: Filterable) => q.or('city.eq.Chennai,rating.gt.4.6'), [3, 5]],
    [
      'or with nested and',
      (q: Filterable) => q.or('id.eq.4,and(active.is.true,rating.lt.4)'),
      [2, 4],
    ],
    ['filter() escape hatch', (q: Filterable) => q.filter('id', 'in', '(1,3)'), [1, 3]],
    ['several filters are and-ed', (q: Filterable) => q.gt('id', 1).lt('id', 4), [2, 3]],
    ['textSearch', (q: Filterable) => q.textSearch('name', 'dragons', { config: 'english' }), [4]],
  ] as Array<[string, (q: Filterable) => Filterable, number[]]>)(
    '%s',
    async (_name, apply, expected) => {
      const { data, error, status } = await apply(teamIds(db));
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(ids(data)).toEqual(expected);
    },
  );

  it('compares a uuid column with a text value as Postgres does (22P02 → 400)', async () => {
    const { error, status } = await db.from('notes').select('id').eq('id', 'not-a-uuid');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02', message: expect.stringContaining('uuid') });
  });

  it('takes and/or keys from the raw query string, including not.and and not.or', async () => {
    const notAnd = await get('teams?select=id&not.and=(active.is.true,rating.gt.3)&order=id');
    expect(ids(await notAnd.json())).toEqual([3, 4]);
    const notOr = await get('teams?select=id&not.or=(id.eq.1,id.eq.2)&order=id');
    expect(ids(await notOr.json())).toEqual([3, 4, 5]);
  });

  it('reads double-quoted values with escaped quotes in lists and logic trees', async () => {
    const value = encodeURIComponent('"Kolkata \\"Knights\\", Inc"');
    const inList = await get(`teams?select=id&name=in.(${value},x)`);
    expect(ids(await inList.json())).toEqual([5]);
    const tree = await get(`teams?select=id&or=(name.eq.${value},id.eq.1)&order=id`);
    expect(ids(await tree.json())).toEqual([1, 5]);
  });
});

describe('select', () => {
  it('renames, casts and follows JSON paths', async () => {
    const { data } = await db
      .from('teams')
      .select(
        'team:name, id_text:id::text, level:settings->level, coach:settings->coach->>name, founded, created_at',
      )
      .eq('id', 1)
      .single();
    expect(data).toMatchObject({
      team: 'Ahmedabad Arrows',
      id_text: '1',
      level: 3,
      coach: 'Mehta',
      founded: '1990-01-15',
    });
    expect((data as { created_at: string }).created_at).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/,
    );
  });

  it('reads views like tables', async () => {
    const { data } = await db.from('team_names').select('*').order('id').limit(2);
    expect(data).toEqual([
      { id: 1, name: 'Ahmedabad Arrows' },
      { id: 2, name: 'Bengaluru Bulls' },
    ]);
  });

  it('strips nulls when asked', async () => {
    const { data } = await db.from('teams').select('id, city').eq('id', 4).stripNulls();
    expect(data).toEqual([{ id: 4 }]);
  });
});

describe('order, limit, offset and Range', () => {
  it('orders by several columns with nulls placement', async () => {
    const { data } = await db
      .from('teams')
      .select('id')
      .order('rating', { ascending: false, nullsFirst: true })
      .order('id');
    expect(ids(data)).toEqual([3, 5, 1, 2, 4]);
    const last = await db
      .from('teams')
      .select('id')
      .order('city', { ascending: true, nullsFirst: false });
    expect(ids(last.data)).toEqual([1, 2, 3, 5, 4]);
  });

  it('limits and pages with range()', async () => {
    expect(ids((await db.from('teams').select('id').order('id').limit(2)).data)).toEqual([1, 2]);
    expect(ids((await db.from('teams').select('id').order('id').range(1, 3)).data)).toEqual([
      2, 3, 4,
    ]);
  });

  it('answers the Range header and intersects it with limit/offset', async () => {
    const response = await get('teams?select=id&order=id', { range: '1-2', 'range-unit': 'items' });
    expect(ids(await response.json())).toEqual([2, 3]);
    expect(response.headers.get('content-range')).toBe('1-2/*');
    const both = await get('teams?select=id&order=id&limit=10&offset=3', { range: '0-3' });
    expect(ids(await both.json())).toEqual([4]);
  });

  it('sends Content-Range without a count', async () => {
    const response = await get('teams?select=id&limit=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-1/*');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const empty = await get('teams?select=id&id=eq.999');
    expect(empty.headers.get('content-range')).toBe('*/*');
  });

  it('counts exactly: total in Content-Range, 206 for a partial page, 416 past the end', async () => {
    const { count, data, status } = await db
      .from('teams')
      .select('id', { count: 'exact' })
      .order('id')
      .range(0, 1);
    expect([count, ids(data), status]).toEqual([5, [1, 2], 206]);
    const all = await get('teams?select=id', { prefer: 'count=exact' });
    expect([all.status, all.headers.get('content-range')]).toEqual([200, '0-4/5']);
    const none = await get('teams?select=id&id=gt.100', { prefer: 'count=exact' });
    expect([none.status, none.headers.get('content-range'), await none.json()]).toEqual([
      200,
      '*/0',
      [],
    ]);
    const past = await get('teams?select=id&offset=10', { prefer: 'count=exact' });
    expect(past.status).toBe(416);
    expect(await past.json()).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
    });
  });

  it('counts with head: true without a body', async () => {
    const { count, data, status } = await db
      .from('players')
      .select('*', { count: 'exact', head: true })
      .gt('score', 10);
    expect([count, data, status]).toEqual([4, null, 200]);
  });
});

describe('single and maybeSingle', () => {
  it('returns one object for .single()', async () => {
    const { data, error } = await db.from('teams').select('id, name').eq('id', 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 2, name: 'Bengaluru Bulls' });
  });

  it('answers 406 PGRST116 on no rows or several rows', async () => {
    const none = await db.from('teams').select('id').eq('id', 999).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const many = await db.from('teams').select('id').single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe('The result contains 5 rows');
  });

  it('gives null for no row and the row for one with .maybeSingle()', async () => {
    expect(await db.from('teams').select('id').eq('id', 999).maybeSingle()).toMatchObject({
      data: null,
      error: null,
      status: 200,
    });
    expect(await db.from('teams').select('id').eq('id', 3).maybeSingle()).toMatchObject({
      data: { id: 3 },
      error: null,
    });
    const many = await db.from('teams').select('id').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('CSV and HEAD', () => {
  it('answers .csv() with a header row', async () => {
    const { data } = await db
      .from('teams')
      .select('id, name, city')
      .in('id', [4, 5])
      .order('id')
      .csv();
    expect(data).toBe('id,name,city\n4,Delhi Dragons,\n5,"Kolkata ""Knights"", Inc",Kolkata');
  });

  it('answers HEAD with headers only', async () => {
    const response = await get('teams?select=id', { prefer: 'count=exact' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-4/5');
    expect(await response.text()).toBe('');
  });
});
