import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSIBLE_TYPES } from './app.js';
import { restSchema } from './modules/rest/schema-cache.js';
import { startTestServer, type TestServer } from './test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.sql(`
    create table public.words (id int primary key, word text not null);
    insert into public.words select n, 'namaste ' || n from generate_series(1, 1500) as n;
    grant select on public.words to service_role;
  `);
  await restSchema(server.app).reload();
});
afterAll(async () => server?.close());

/** Through the whole server (hooks included), the answer's bytes as sent: not decoded. */
const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: {
      apikey: server.serviceKey,
      authorization: `Bearer ${server.serviceKey}`,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...headers,
    },
  });

describe('answers compressed for clients that accept it', () => {
  it('sends a data API read brotli or gzip, with its Content-Range kept', async () => {
    const plain = await get('/rest/v1/words?select=id,word&order=id');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-range']).toBe('0-999/*');
    const rows = JSON.parse(plain.body) as unknown[];
    expect(rows).toHaveLength(1000);

    const brotli = await get('/rest/v1/words?select=id,word&order=id', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-range']).toBe('0-999/*');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(rows);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get('/rest/v1/words?select=id,word&order=id', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(rows);
  });

  it('compresses a partial page (206 with a counted range) and a CSV read', async () => {
    const page = await get('/rest/v1/words?select=id,word', 'br', { prefer: 'count=exact' });
    expect(page.statusCode).toBe(206);
    expect(page.headers['content-range']).toBe('0-999/1500');
    expect(page.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(page.rawPayload).toString())).toHaveLength(1000);

    const csv = await get('/rest/v1/words?select=id,word&order=id&limit=200', 'gzip', {
      accept: 'text/csv',
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(csv.rawPayload).toString().split('\n')[1]).toBe('1,namaste 1');
  });

  it('leaves answers under 1 kB as they are', async () => {
    const small = await get('/rest/v1/words?select=id&order=id&limit=3', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('compresses the server’s own JSON answers', async () => {
    const document = await get('/api/openapi.json', 'br');
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-encoding']).toBe('br');
    const decoded = JSON.parse(brotliDecompressSync(document.rawPayload).toString()) as {
      openapi: string;
    };
    expect(decoded.openapi).toMatch(/^3\./);
  });

  it('compresses text and JSON types only: not live streams, files or images', () => {
    const compressible = (type: string) => COMPRESSIBLE_TYPES.test(type);
    for (const type of [
      'application/json; charset=utf-8',
      'application/vnd.pgrst.object+json; charset=utf-8',
      'application/openapi+json',
      'text/csv; charset=utf-8',
      'text/calendar; charset=utf-8',
      'text/html; charset=utf-8',
      'application/xml; charset=utf-8',
    ]) {
      expect(compressible(type), type).toBe(true);
    }
    for (const type of [
      'text/event-stream; charset=utf-8',
      'application/octet-stream',
      'application/pdf',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/x-ndjson',
      'image/png',
    ]) {
      expect(compressible(type), type).toBe(false);
    }
  });
});
