import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restSchema } from '../modules/rest/schema-cache.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../test/harness.js';
import { MAX_JSON_DEPTH } from './json-depth.js';

const deepArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { level: nested(depth - 1) });

let server: TestServer;
let alice: TestUser;
let teamId: number;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SIGN_UP: '100000/1m' });
  await server.sql(
    readFileSync(new URL('../modules/rest/test-fixtures.sql', import.meta.url), 'utf8'),
  );
  await restSchema(server.app).reload();
  alice = await createTestUser(server);
  const [team] = await server.sql<{ id: number }>(
    "insert into public.teams (name, owner_id) values ('Deep', $1) returning id",
    [alice.id],
  );
  teamId = Number(team!.id);
});
afterAll(async () => server?.close());

function send(method: string, path: string, body: string, contentType = 'application/json') {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${alice.accessToken}`,
      'content-type': contentType,
    },
    body,
  });
}

describe('JSON nesting depth', () => {
  it('refuses a 10,000-deep value in a data API PATCH with PGRST102, and takes a shallow one', async () => {
    for (const deep of [deepArray(10_000), deepObject(10_000)]) {
      const response = await send(
        'PATCH',
        `/rest/v1/teams?id=eq.${teamId}`,
        `{"settings":${deep}}`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'PGRST102',
        message: expect.stringMatching(/nested too deeply/),
        details: null,
        hint: null,
      });
    }
    const shallow = JSON.stringify({ settings: nested(MAX_JSON_DEPTH - 2) });
    const response = await send('PATCH', `/rest/v1/teams?id=eq.${teamId}`, shallow);
    expect(response.status).toBe(204);
  });

  it('refuses 10,000-deep sign-up metadata with a clear 400, and takes ordinary metadata', async () => {
    const email = 'deep-metadata@example.com';
    const deep = `{"email":"${email}","password":"Deep metadata 1!","data":${deepObject(10_000)}}`;
    const response = await send('POST', '/auth/v1/signup', deep);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'bad_json',
      message: expect.stringMatching(/nested too deeply/),
    });
    expect(await server.sql('select 1 from auth.users where email = $1', [email])).toEqual([]);

    const ordinary = await send(
      'POST',
      '/auth/v1/signup',
      JSON.stringify({
        email,
        password: 'Deep metadata 1!',
        data: { full_name: 'Mina', prefs: { board: { columns: ['in', 'out'] } } },
      }),
    );
    expect(ordinary.status).toBe(200);
  });
});

describe('malformed bodies', () => {
  const bodies = [
    '{',
    '{"a":',
    'nul',
    'null',
    '"text"',
    '42',
    '[]',
    '[[[[',
    ']]]]',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\u0000',
    '\uFEFF{}',
    '{"a":"\\ud800"}',
    deepArray(100_000),
    deepObject(10_000),
  ];
  const targets: Array<[string, string]> = [
    ['POST', '/auth/v1/signup'],
    ['POST', '/auth/v1/token?grant_type=password'],
    ['PUT', '/auth/v1/user'],
    ['POST', '/auth/v1/factors'],
    ['POST', '/api/contact'],
    ['POST', '/api/organizations'],
    ['POST', '/rest/v1/teams'],
    ['PATCH', `/rest/v1/teams?id=eq.0`],
    ['POST', '/rest/v1/rpc/echo'],
  ];

  it('are answered, when refused, 4xx with a code and a message — never 5xx', async () => {
    const failures: string[] = [];
    for (const [method, path] of targets) {
      for (const body of bodies) {
        const response = await send(method, path, body);
        const text = await response.text();
        let answer: { code?: unknown; message?: unknown } = {};
        try {
          answer = JSON.parse(text) as typeof answer;
        } catch {
          // reported below
        }
        const isClear = typeof answer.code === 'string' && typeof answer.message === 'string';
        if (response.status >= 500 || (response.status >= 400 && !isClear))
          failures.push(
            `${method} ${path} ${body.slice(0, 20)} → ${response.status} ${text.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
