import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { restSchema } from './schema-cache.js';

// More rows than the default cap (DATA_API_MAX_ROWS=1000), read without any filter or limit.
const ROWS = 1234;

let server: TestServer;
let db: SupabaseClient;
beforeAll(async () => {
  server = await startTestServer();
  await server.sql(`
    create table public.readings (id int primary key, value text not null);
    insert into public.readings select n, 'r' || n from generate_series(1, ${ROWS}) as n;
    create function public.all_readings() returns setof public.readings
      language sql stable as 'select * from public.readings order by id';
    grant select on public.readings to service_role, authenticated;
    grant execute on function public.all_readings() to service_role, authenticated;
  `);
  await restSchema(server.app).reload();
  db = server.admin();
});
afterAll(async () => server?.close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: server.serviceKey,
      authorization: `Bearer ${server.serviceKey}`,
      ...headers,
    },
  });
const ids = (rows: unknown) => (rows as Array<{ id: number }>).map((r) => r.id);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('unfiltered reads answer at most DATA_API_MAX_ROWS rows (PostgREST db-max-rows)', () => {
  it('defaults to 1000 and accepts another value', () => {
    expect(loadConfig({}).dataApiMaxRows).toBe(1000);
    expect(loadConfig({ DATA_API_MAX_ROWS: '250' }).dataApiMaxRows).toBe(250);
    expect(() => loadConfig({ DATA_API_MAX_ROWS: '0' })).toThrow(/DATA_API_MAX_ROWS/);
  });

  it('answers the first 1000 rows with an open Content-Range', async () => {
    const response = await get('readings?select=id&order=id');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-999/*');
    expect(ids(await response.json())).toEqual(range(1, 1000));
  });

  it('with count=exact gives the total and 206 for the partial page, as PostgREST does', async () => {
    const response = await get('readings?select=id', { prefer: 'count=exact' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`0-999/${ROWS}`);
    expect((await response.json()) as unknown[]).toHaveLength(1000);
    const { count, data, status } = await db
      .from('readings')
      .select('id', { count: 'exact' })
      .order('id');
    expect([count, data?.length, status]).toEqual([ROWS, 1000, 206]);
  });

  it('caps a larger limit or Range, and counts a HEAD the same way', async () => {
    const limited = await get('readings?select=id&order=id&limit=5000&offset=100');
    expect(limited.headers.get('content-range')).toBe('100-1099/*');
    expect(ids(await limited.json())).toEqual(range(101, 1100));
    const ranged = await get('readings?select=id&order=id', { range: '0-4999' });
    expect(ranged.headers.get('content-range')).toBe('0-999/*');
    const head = await get('readings?select=id', { prefer: 'count=exact' }, 'HEAD');
    expect([head.status, head.headers.get('content-range')]).toEqual([206, `0-999/${ROWS}`]);
  });

  it('pages exactly and disjointly with range(), limit/offset and the Range header', async () => {
    const seen: number[] = [];
    for (let from = 0; from < ROWS; from += 500) {
      const { data, error } = await db
        .from('readings')
        .select('id')
        .order('id')
        .range(from, from + 499);
      expect(error).toBeNull();
      seen.push(...ids(data));
    }
    expect(seen).toEqual(range(1, ROWS));

    const byOffset: number[] = [];
    for (let offset = 0; offset < ROWS; offset += 1000) {
      const page = await get(`readings?select=id&order=id&limit=1000&offset=${offset}`, {
        prefer: 'count=exact',
      });
      const last = Math.min(offset + 1000, ROWS) - 1;
      expect(page.headers.get('content-range')).toBe(`${offset}-${last}/${ROWS}`);
      byOffset.push(...ids(await page.json()));
    }
    expect(byOffset).toEqual(range(1, ROWS));

    const tail = await get('readings?select=id&order=id', {
      range: '1000-1999',
      'range-unit': 'items',
    });
    expect(tail.headers.get('content-range')).toBe('1000-1233/*');
    expect(ids(await tail.json())).toEqual(range(1001, ROWS));
  });

  it('leaves filtered and smaller reads alone', async () => {
    const { data, count, status } = await db
      .from('readings')
      .select('id', { count: 'exact' })
      .lte('id', 20)
      .order('id');
    expect([ids(data), count, status]).toEqual([range(1, 20), 20, 200]);
  });

  it('caps the rows of a set-returning function too', async () => {
    const response = await get('rpc/all_readings?select=id', { prefer: 'count=exact' });
    expect([response.status, response.headers.get('content-range')]).toEqual([
      206,
      `0-999/${ROWS}`,
    ]);
    const { data } = await db.rpc('all_readings').select('id').range(1100, 1300);
    expect(ids(data)).toEqual(range(1101, ROWS));
  });
});
