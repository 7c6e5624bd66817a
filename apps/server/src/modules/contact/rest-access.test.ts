import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';

// Goes through /rest/v1 with supabase-js, so it needs the REST module (platform-core issue).
describe('contact messages through /rest/v1', () => {
  let server: TestServer;
  let reference: string;
  beforeAll(async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'contact',
        name: 'Kavya Iyer',
        email: 'kavya@example.in',
        topic: 'sales',
        message: 'Please send the Standard plan quote for 450 employees across two sites.',
      }),
    });
    reference = ((await response.json()) as { reference: string }).reference;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows nothing to anon', async () => {
    const { data, error } = await server.client().from('contact_messages').select('*');
    // PostgREST answers 42501 (no grant for anon); an empty list would be acceptable too.
    if (error) expect(error.code).toBe('42501');
    else expect(data).toEqual([]);
  });

  it('shows nothing to a signed-in user who is not an Admin', async () => {
    const teacher = await createTestUser(server, { userType: 'Teacher' });
    const { data, error } = await teacher.client.from('contact_messages').select('*');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('lets an Admin read messages', async () => {
    const admin = await createTestUser(server, { userType: 'Admin' });
    const { data, error } = await admin.client.from('contact_messages').select('reference, name');
    expect(error).toBeNull();
    expect(data).toEqual([{ reference, name: 'Kavya Iyer' }]);
  });

  it('lets nobody insert directly, not even an Admin', async () => {
    const admin = await createTestUser(server, { userType: 'Admin' });
    const row = {
      reference: 'IAS-ABCD-EFGH',
      kind: 'contact',
      name: 'Direct',
      email: 'direct@example.in',
      topic: 'general',
      message: 'Trying to skip the validation and rate limit.',
    };
    for (const client of [server.client(), admin.client]) {
      const { error } = await client.from('contact_messages').insert(row);
      expect(error?.code).toBe('42501');
    }
    const [count] = await server.sql<{ n: number }>(
      'select count(*)::int as n from public.contact_messages',
    );
    expect(count!.n).toBe(1);
  });
});
