import { CONTACT_REFERENCE_PATTERN } from '@ias/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';

const validContact = {
  kind: 'contact',
  name: 'Priya Raman',
  email: 'priya.raman@example.edu.in',
  organisation: 'Sunrise Public School, Coimbatore',
  topic: 'demo',
  message: 'We have 1,200 students across 36 sections and would like a guided demo of the kiosk.',
};

const validSupport = {
  kind: 'support',
  name: 'Arjun Mehta',
  email: 'arjun@example.co.in',
  topic: 'support',
  category: 'kiosk_offline',
  urgency: 'high',
  message: 'The gate kiosk at our Pune site shows 14 check-ins waiting to sync since this morning.',
};

function post(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function countMessages(server: TestServer): Promise<number> {
  const [row] = await server.sql<{ n: number }>(
    'select count(*)::int as n from public.contact_messages',
  );
  return row!.n;
}

describe('POST /api/contact', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A generous limit here; the rate limit has its own server below.
    server = await startTestServer({ RATE_LIMIT_MESSAGES: '1000/1m' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a valid contact message and answers with a reference number', async () => {
    const response = await post(server, validContact);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { reference: string; receivedAt: string; kind: string };
    expect(body.reference).toMatch(CONTACT_REFERENCE_PATTERN);
    expect(body.kind).toBe('contact');
    expect(Number.isNaN(Date.parse(body.receivedAt))).toBe(false);

    const rows = await server.sql(
      'select kind, name, email, organisation, topic, category, urgency, message, status, user_id from public.contact_messages where reference = $1',
      [body.reference],
    );
    expect(rows).toEqual([
      {
        kind: 'contact',
        name: validContact.name,
        email: validContact.email,
        organisation: validContact.organisation,
        topic: 'demo',
        category: null,
        urgency: null,
        message: validContact.message,
        status: 'new',
        user_id: null,
      },
    ]);
  });

  it('stores a support request with its category and urgency, linked to a signed-in sender', async () => {
    const user = await createTestUser(server, { userType: 'Employee' });
    const response = await post(
      server,
      { ...validSupport, organisation: '  ' },
      {
        authorization: `Bearer ${user.accessToken}`,
      },
    );
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const [row] = await server.sql(
      'select kind, category, urgency, organisation, user_id from public.contact_messages where reference = $1',
      [reference],
    );
    expect(row).toEqual({
      kind: 'support',
      category: 'kiosk_offline',
      urgency: 'high',
      organisation: null,
      user_id: user.id,
    });
  });

  it('trims surrounding spaces before storing', async () => {
    const response = await post(server, {
      ...validContact,
      name: '  Priya Raman  ',
      email: ' priya@example.in ',
    });
    const { reference } = (await response.json()) as { reference: string };
    const [row] = await server.sql<{ name: string; email: string }>(
      'select name, email from public.contact_messages where reference = $1',
      [reference],
    );
    expect(row).toEqual({ name: 'Priya Raman', email: 'priya@example.in' });
  });

  const invalid: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['a missing name', { ...validContact, name: undefined }, 'name', /enter your name/],
    ['a blank name', { ...validContact, name: '   ' }, 'name', /enter your name/],
    ['a name that is too long', { ...validContact, name: 'x'.repeat(121) }, 'name', /at most 120/],
    ['a missing email', { ...validContact, email: undefined }, 'email', /email address/],
    ['an invalid email', { ...validContact, email: 'priya@' }, 'email', /valid email/],
    [
      'an organisation that is too long',
      { ...validContact, organisation: 'o'.repeat(161) },
      'organisation',
      /at most 160/,
    ],
    ['an unknown topic', { ...validContact, topic: 'lottery' }, 'topic', /choose a topic/],
    ['a missing message', { ...validContact, message: undefined }, 'message', /write your message/],
    [
      'a message that is too short',
      { ...validContact, message: 'Call me' },
      'message',
      /at least 20/,
    ],
    [
      'a message that is too long',
      { ...validContact, message: 'm'.repeat(5001) },
      'message',
      /at most 5000/,
    ],
    [
      'a support request without a category',
      { ...validSupport, category: undefined },
      'category',
      /what the problem is about/,
    ],
    [
      'a support request with an unknown urgency',
      { ...validSupport, urgency: 'yesterday' },
      'urgency',
      /how urgent/,
    ],
    [
      'no kind',
      { ...validContact, kind: undefined },
      'kind',
      /contact message or a support request/,
    ],
  ];

  it.each(invalid)(
    'refuses %s with 400 naming that field and stores nothing',
    async (_, body, field, text) => {
      const before = await countMessages(server);
      const response = await post(server, body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as {
        code: string;
        message: string;
        fields: Record<string, string>;
      };
      expect(error.code).toBe('validation_failed');
      expect(error.message).toMatch(/correct the highlighted fields/);
      expect(Object.keys(error.fields)).toEqual([field]);
      expect(error.fields[field]).toMatch(text);
      expect(await countMessages(server)).toBe(before);
    },
  );

  it('reports every invalid field at once', async () => {
    const response = await post(server, { kind: 'support', email: 'nope' });
    const error = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(error.fields).sort()).toEqual(
      ['category', 'email', 'message', 'name', 'topic', 'urgency'].sort(),
    );
  });

  it('refuses a body that is not JSON without storing anything', async () => {
    const before = await countMessages(server);
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await countMessages(server)).toBe(before);
  });

  it('keeps messages away from clients at the database level: no grants for anon, admin-only rows', async () => {
    const student = await createTestUser(server, { userType: 'Student' });
    const admin = await createTestUser(server, { userType: 'Admin' });
    const asRole = async (role: string, sub: string | null, statement: string) => {
      const client = await server.app.ctx.database.pool.connect();
      try {
        await client.query('begin');
        await client.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
          [role, JSON.stringify(sub ? { role, sub } : { role })],
        );
        return (await client.query(statement)).rows;
      } finally {
        await client.query('rollback');
        client.release();
      }
    };
    await expect(asRole('anon', null, 'select * from public.contact_messages')).rejects.toThrow(
      /permission denied/,
    );
    expect(
      await asRole('authenticated', student.id, 'select * from public.contact_messages'),
    ).toEqual([]);
    const seenByAdmin = await asRole(
      'authenticated',
      admin.id,
      'select reference from public.contact_messages',
    );
    expect(seenByAdmin.length).toBe(await countMessages(server));
    await expect(
      asRole(
        'authenticated',
        admin.id,
        `insert into public.contact_messages (reference, kind, name, email, topic, message)
         values ('IAS-AAAA-BBBB', 'contact', 'x', 'x@x.in', 'general', 'inserted by a client directly')`,
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('POST /api/contact rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MESSAGES: '2/10m' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with Retry-After and a clear message once an address sends too many', async () => {
    expect((await post(server, validContact)).status).toBe(201);
    expect((await post(server, validSupport)).status).toBe(201);
    const response = await post(server, validContact);
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = (await response.json()) as {
      code: string;
      message: string;
      retryAfterSeconds: number;
    };
    expect(body.code).toBe('rate_limited');
    expect(body.message).toMatch(/wait about 10 minutes/);
    expect(body.retryAfterSeconds).toBe(retryAfter);
    expect(await countMessages(server)).toBe(2);
  });
});
