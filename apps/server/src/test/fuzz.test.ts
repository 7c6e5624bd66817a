import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restSchema } from '../modules/rest/schema-cache.js';
import { createTestUser, startTestServer, type TestServer } from './harness.js';

/*
 * Property: whatever a client sends to /rest/v1 or /auth/v1 — random query strings, headers,
 * bodies and tokens — the server never answers 5xx and never leaks a stack trace or the SQL of
 * our own queries. Reproduce a failure with the printed seed: FUZZ_SEED=<seed> (and FUZZ_RUNS).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let server: TestServer;
let tokens: string[];

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_SIGN_IN: '100000/1m',
    RATE_LIMIT_SIGN_UP: '100000/1m',
  });
  const fixtures = new URL('../modules/rest/test-fixtures.sql', import.meta.url);
  await server.sql(readFileSync(fixtures, 'utf8'));
  await restSchema(server.app).reload();
  const user = await createTestUser(server, { userType: 'Student' });
  const sign = (claims: Record<string, unknown>, secret: Uint8Array, expiresAt: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(expiresAt)
      .sign(secret);
  const now = Math.floor(Date.now() / 1000);
  tokens = [
    server.anonKey,
    server.serviceKey,
    user.accessToken,
    await sign({ role: 'authenticated', sub: user.id }, server.app.ctx.keys.secret, now - 10),
    await sign({ role: 'service_role' }, new TextEncoder().encode('z'.repeat(40)), now + 600),
    await sign({ role: 'postgres', sub: 'not-a-uuid' }, server.app.ctx.keys.secret, now + 600),
    await sign(
      { role: 'authenticated', sub: 'not-a-uuid', session_id: 'x' },
      server.app.ctx.keys.secret,
      now + 600,
    ),
    'not.a.jwt',
    'eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
    '',
  ];
}, 180_000);

afterAll(async () => {
  await server?.close();
});

// --- building blocks -----------------------------------------------------------------------

const words = (list: string) => list.trim().split(/\s+/);
const tables = words('teams players notes profiles team_names drop_box games sections team_badges');
const columns = words(`id name city settings tags score team_id body full_name user_type owner_id
  founded nope`);
const functions = words(`add_numbers players_of squares echo echo_body complain teapot whoami
  rename_team team_list first_team do_nothing is_admin nope`);
const operators =
  words(`eq neq gt gte lt lte like ilike match imatch in is isdistinct cs cd ov sl sr
  adj fts plfts wfts eq(any) like(all) fts(english) bogus`);
const specials = [
  ...words(`( ) , . " \\ * : :: ! -> ->> { } [ ] % ' ; -- /* null not true 1e309 -1 é 😀 select
    or( and( 99999999999999999999`),
  '',
  ' ',
  '\u0000',
  '\ud800',
];

const fragment = fc.oneof(
  fc.constantFrom(...specials),
  fc.constantFrom(...columns),
  fc.constantFrom(...tables),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 1_000_000 }).map(String),
  fc.uuid(),
);
const text = fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join(''));
/** Mostly plausible values (so requests reach the database), sometimes garbage. */
const plausible = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ...words(`1 2 5 0 -1 3.5 Asha Chennai *a* true 2026-01-10 {south}`),
      '{"level":2}',
    ),
  },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: text },
);
const joinWith = (separator: string) => (parts: string[]) => parts.join(separator);
/** encodeURIComponent, with lone surrogates (which it refuses) replaced first. */
const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const filterValue = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.boolean(), fc.constantFrom(...operators), plausible)
      .map(([not, op, value]) => `${not ? 'not.' : ''}${op}.${value}`),
  },
  {
    weight: 2,
    arbitrary: fc.array(plausible, { maxLength: 4 }).map((items) => `in.(${items.join(',')})`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('is.null', 'is.true', 'is.not_null', 'is.maybe', 'eq', 'eq.', '.'),
  },
  { weight: 1, arbitrary: text },
);

const logicTree: fc.Arbitrary<string> = fc.letrec((tie) => ({
  tree: fc
    .array(fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('node')), {
      minLength: 0,
      maxLength: 3,
    })
    .map((items) => `(${items.join(',')})`),
  node: fc
    .tuple(fc.constantFrom('or', 'and', 'not.or', 'not.and'), tie('tree'))
    .map(([op, tree]) => `${op}${tree}`),
  leaf: fc
    .tuple(fc.constantFrom(...columns), filterValue)
    .map(([column, value]) => `${column}.${value}`),
})).tree as fc.Arbitrary<string>;

const selectItem: fc.Arbitrary<string> = fc.letrec((tie) => ({
  item: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('*', 'count()', 'count'),
    fc.constantFrom(...columns),
    fc.tuple(text, fc.constantFrom(...columns)).map(([alias, column]) => `${alias}:${column}`),
    fc
      .tuple(fc.constantFrom(...columns), fc.constantFrom('text', 'int', 'regclass', 'x y'))
      .map(([c, t]) => `${c}::${t}`),
    fc.tuple(fc.constantFrom(...columns), text).map(([c, k]) => `${c}->${k}->>x`),
    fc
      .tuple(
        fc.constantFrom('', '...', 'x:'),
        fc.constantFrom(...tables),
        fc.constantFrom('', '!inner', '!left', '!home_id', '!x!y'),
        tie('list'),
      )
      .map(([prefix, table, hint, list]) => `${prefix}${table}${hint}(${list})`),
    text,
  ),
  list: fc.array(tie('item') as fc.Arbitrary<string>, { maxLength: 3 }).map(joinWith(',')),
})).list as fc.Arbitrary<string>;

const queryPair = fc.oneof(
  { weight: 2, arbitrary: fc.tuple(fc.constant('select'), selectItem) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom('or', 'and', 'not.or', 'players.or'),
      fc.oneof(logicTree, text),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom('order', 'players.order'),
      fc
        .array(
          fc
            .tuple(
              fc.constantFrom(...columns),
              fc.constantFrom(
                '',
                '.asc',
                '.desc',
                '.nullsfirst',
                '.desc.nullslast',
                '.up',
                text.map((t) => `.${t}`),
              ),
            )
            .map(([c, m]) => c + m),
          { maxLength: 3 },
        )
        .map(joinWith(',')),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom('limit', 'offset', 'players.limit'),
      fc.oneof(fc.integer({ min: -3, max: 50 }).map(String), text),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom('columns', 'on_conflict'),
      fc.array(fc.constantFrom(...columns, '"name"', '', '"'), { maxLength: 3 }).map(joinWith(',')),
    ),
  },
  {
    weight: 5,
    arbitrary: fc.tuple(
      fc.oneof(
        fc.constantFrom(...columns),
        fc.constantFrom('players.score', 'settings->>level', 'a', 'n', 'team', 'payload'),
      ),
      filterValue,
    ),
  },
  { weight: 1, arbitrary: fc.tuple(text, text) },
);
const queryString = fc.array(queryPair, { maxLength: 5 }).map((pairs) => {
  const params = new URLSearchParams();
  for (const [key, value] of pairs) params.append(key, value);
  return params.toString();
});

const jsonBody = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...columns, 'a', 'b', 'n', 'team', 'payload'), plausible, {
      maxKeys: 4,
    })
    .map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom(...columns, 'a', 'b', 'n', 'team', 'payload', 'message', 'email', 'password'),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 4 },
    )
    .map((v) => JSON.stringify(v)),
  fc
    .array(
      fc.dictionary(fc.constantFrom(...columns), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
      { maxLength: 3 },
    )
    .map((v) => JSON.stringify(v)),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  text,
  fc.constantFrom(
    '',
    '{',
    '[1,',
    '{"a":}',
    'null',
    '"\\u0000"',
    '{"body":"\\u0000"}',
    '{"name":"\\ud800"}',
  ),
);

const header = (values: string[]) =>
  fc.oneof(
    { weight: 20, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: text },
  );
const headers = fc.record({
  prefer: header(
    words(`return=representation return=minimal return=headers-only count=exact tx=rollback
      resolution=merge-duplicates resolution=ignore-duplicates missing=default params=single-object
      handling=strict,max-affected=1 return=representation,count=exact`),
  ),
  accept: header(
    words(`application/json application/vnd.pgrst.object+json text/csv application/geo+json */*
      application/vnd.pgrst.object+json;nulls=stripped application/vnd.pgrst.array+json;nulls=stripped
      text/html`),
  ),
  range: header(words('0-9 5- 9-1 0-0 items=0-2')),
  'content-type': header(
    words(`application/json application/json application/json application/x-www-form-urlencoded
      text/plain application/xml`),
  ),
  'accept-profile': header(words('public public public auth')),
});
/** Index into `tokens`: mostly the valid anon, service and user tokens. */
const tokenIndex = fc.oneof(
  { weight: 4, arbitrary: fc.nat({ max: 2 }) },
  { weight: 1, arbitrary: fc.nat({ max: 9 }) },
);
const method = fc.oneof(
  { weight: 5, arbitrary: fc.constant('GET') },
  { weight: 6, arbitrary: fc.constantFrom('POST', 'PATCH', 'DELETE') },
  { weight: 1, arbitrary: fc.constantFrom('HEAD', 'PUT', 'OPTIONS') },
);

const restPath = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...tables) },
  { weight: 3, arbitrary: fc.constantFrom(...functions).map((fn) => `rpc/${fn}`) },
  {
    weight: 1,
    arbitrary: fc.array(text.map(encode), { minLength: 0, maxLength: 3 }).map(joinWith('/')),
  },
);

const authRequest = fc.oneof(
  fc.tuple(fc.constant('POST'), fc.constant('signup'), fc.constant('')),
  fc.tuple(
    fc.constant('POST'),
    fc.constant('token'),
    fc
      .constantFrom('password', 'refresh_token', 'pkce', 'id_token', '', 'nope')
      .map((g) => `grant_type=${g}`),
  ),
  fc.tuple(
    fc.constant('POST'),
    fc.constantFrom('recover', 'otp', 'verify', 'logout', 'resend', 'factors'),
    fc.constantFrom(
      '',
      'scope=global',
      'scope=others',
      'scope=nope',
      'redirect_to=https%3A%2F%2Fevil.example',
    ),
  ),
  fc.tuple(
    fc.constant('GET'),
    fc.constantFrom('verify', 'user', 'authorize', 'settings', 'callback', 'factors'),
    queryString,
  ),
  fc.tuple(
    fc.constantFrom('PUT', 'DELETE', 'PATCH'),
    fc.constantFrom(
      'user',
      'factors',
      'factors/x',
      `factors/${'0'.repeat(8)}-0000-0000-0000-000000000000`,
    ),
    fc.constant(''),
  ),
  fc.tuple(
    fc.constant('POST'),
    fc.constantFrom(
      'factors/x/challenge',
      'factors/x/verify',
      `factors/${'1'.repeat(8)}-1111-1111-1111-111111111111/verify`,
    ),
    fc.constant(''),
  ),
  fc.tuple(method, fc.array(text.map(encode), { maxLength: 3 }).map(joinWith('/')), queryString),
);

// --- the property --------------------------------------------------------------------------

/** SQL of our own statements that must never reach a client (unless the client sent it). */
const LEAK_MARKERS = [
  /pgrst_(source|call|ordinal|dml)/i,
  /json_populate_record/i,
  /left join lateral/i,
  /set_config\(/i,
  /coalesce\(json_agg/i,
  /\bfrom\s+"public"\./i,
  /\binsert into\s+(auth|public)\./i,
];
const STACK_FRAME = /\n\s+at\s+\S+|at\s+\S+\s+\(\S+:\d+:\d+\)|\.(ts|js|mjs):\d+:\d+/;

type Sent = { method: string; url: string; headers: Record<string, string>; body?: string };

async function send(request: Sent): Promise<{ status: number; body: string }> {
  const hasBody = !['GET', 'HEAD'].includes(request.method);
  const response = await fetch(`${server.url}${request.url}`, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.text() };
}

function check(request: Sent, response: { status: number; body: string }): void {
  const context = `${request.method} ${request.url}\n${JSON.stringify(request.headers)}\n${request.body ?? ''}\n→ ${response.status} ${response.body.slice(0, 500)}`;
  expect(response.status, context).toBeLessThan(500);
  expect(STACK_FRAME.test(response.body), `stack trace in ${context}`).toBe(false);
  const sent = `${decode(request.url.replaceAll('+', ' '))} ${request.body ?? ''}`;
  for (const marker of LEAK_MARKERS) {
    if (marker.test(response.body) && !marker.test(sent))
      throw new Error(`SQL text (${marker}) leaked in ${context}`);
  }
}

function headersFor(
  token: number,
  extra: Record<string, string | undefined>,
  withApiKey: boolean,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(extra)) {
    // fetch refuses header values outside printable ASCII; those never reach a server anyway.
    if (value !== undefined && [...value].every((c) => c >= ' ' && c <= '~')) headers[name] = value;
  }
  if (withApiKey) headers.apikey = token === 2 ? server.anonKey : (tokens[token] ?? '');
  if (tokens[token]) headers.authorization = `Bearer ${tokens[token]}`;
  return headers;
}

const options = (runs: number) => ({
  numRuns: runs,
  ...(SEED === undefined ? {} : { seed: SEED }),
  endOnFailure: true,
});

describe('fuzz: no 5xx, no stack traces, no SQL in responses', () => {
  it('/rest/v1', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        restPath,
        queryString,
        headers,
        jsonBody,
        tokenIndex,
        fc.boolean(),
        fc.nat({ max: 9 }),
        async (anyVerb, path, query, extra, body, token, withApiKey, dice) => {
          // Functions take GET and POST: use those most of the time so calls reach the database.
          const verb = path.startsWith('rpc/') && dice < 8 ? (dice < 5 ? 'POST' : 'GET') : anyVerb;
          const request: Sent = {
            method: verb,
            url: `/rest/v1/${path}${query ? `?${query}` : ''}`,
            headers: headersFor(token, extra, withApiKey || token < 3 || token % 2 === 0),
            body,
          };
          check(request, await send(request));
        },
      ),
      options(RUNS),
    );
  });

  it('/auth/v1', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        authRequest,
        headers,
        jsonBody,
        tokenIndex,
        fc.boolean(),
        async ([verb, path, query], extra, body, token, withApiKey) => {
          const request: Sent = {
            method: verb,
            url: `/auth/v1/${path}${query ? `?${query}` : ''}`,
            headers: headersFor(token, extra, withApiKey),
            body,
          };
          check(request, await send(request));
        },
      ),
      options(Math.ceil(RUNS / 3)),
    );
  });

  it('the server still answers normally afterwards', async () => {
    const response = await fetch(`${server.url}/rest/v1/teams?select=id&id=eq.1`, {
      headers: { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` },
    });
    expect(response.status).toBe(200);
  });
});
