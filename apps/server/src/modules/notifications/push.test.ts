import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

type Pushed = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A stand-in push service: records what it receives and answers `status` (201 by default). */
async function startPushService() {
  const received: Pushed[] = [];
  const state = { status: 201 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a push subscription: its key pair and auth secret, and decryption (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, info, 32));
      const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
    },
  };
}

describe('Web Push', () => {
  let push: Awaited<ReturnType<typeof startPushService>>;
  let server: TestServer;
  let teacher: TestUser;
  let student: TestUser;
  let orgId: string;
  const api = (user: TestUser) => apiAs(server.url, server.anonKey, user.accessToken);
  const browser = browserKeys();
  const deliveries = (userId: string) =>
    server.sql<{ status: string; error: string | null }>(
      `select status, error from public.notification_deliveries
        where user_id = $1 and channel = 'push' order by created_at`,
      [userId],
    );
  const leaveDecided = async (reason: string) => {
    const filed = await api(student).post<{ id: string }>('/api/leave-requests', {
      org_id: orgId,
      from_date: '2026-12-21',
      to_date: '2026-12-22',
      reason,
    });
    expect(filed.status).toBe(201);
    const decided = await api(teacher).post(`/api/requests/leave/${filed.body.id}/decision`, {
      decision: 'approve',
    });
    expect(decided.status).toBe(200);
  };

  beforeAll(async () => {
    push = await startPushService();
    // The stand-in push service listens on 127.0.0.1, which only an operator's setting allows.
    server = await startTestServer({ ALLOW_PRIVATE_NETWORK_TARGETS: 'true' });
    const owner = await createTestUser(server, { userType: 'Institute' });
    teacher = await createTestUser(server, {
      userType: 'Teacher',
      metadata: { full_name: 'Ravi Kumar' },
    });
    student = await createTestUser(server, { userType: 'Student' });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Sunrise Public School',
        kind: 'institute',
      })
    ).body.id;
    const member = async (user: TestUser, name: string, role: string) =>
      (
        await server.sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status) values ($1, $2, $3, $4, 'active') returning id",
          [orgId, user.id, name, role],
        )
      )[0]!.id;
    const teacherMember = await member(teacher, 'Ravi Kumar', 'teacher');
    const studentMember = await member(student, 'Priya Sharma', 'student');
    const [group] = await server.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Class 8 A', 'class', $2) returning id",
      [orgId, teacherMember],
    );
    await server.sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [group!.id, studentMember, orgId],
    );
    await server.sql("update public.profiles set locale = 'hi' where id = $1", [student.id]);
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  it('sends a chosen kind to the subscribed browser, VAPID-signed and encrypted for it', async () => {
    const key = await fetch(`${server.url}/api/notifications/push-key`);
    const { publicKey } = (await key.json()) as { publicKey: string };
    expect(publicKey).toMatch(/^[\w-]{87}$/);

    const subscribed = await api(student).post('/api/notifications/push-subscriptions', {
      endpoint: `${push.url}/push/student-laptop`,
      keys: browser.keys,
    });
    expect(subscribed.status).toBe(200);
    // Push is off until the person chooses it for a kind.
    await leaveDecided('Cousin’s wedding in Pune');
    expect(push.received).toHaveLength(0);

    const chosen = await student.client.from('notification_preferences').upsert({
      user_id: student.id,
      kind: 'request_decided',
      in_app: true,
      email: false,
      push: true,
    });
    expect(chosen.error).toBeNull();
    await leaveDecided('Family function in Nagpur');
    await expect.poll(() => push.received.length).toBe(1);
    const [request] = push.received;
    expect(request!.path).toBe('/push/student-laptop');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe('86400');
    expect(request!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    const message = JSON.parse(browser.decrypt(request!.body)) as Record<string, string>;
    expect(message).toMatchObject({
      title: 'आपका छुट्टी का अनुरोध मंज़ूर हो गया',
      link: `${server.url}/dashboard/student/requests`,
    });
    expect(message.body).toContain('Ravi Kumar');
    await expect
      .poll(async () => (await deliveries(student.id)).map((d) => d.status))
      .toEqual(['sent']);
  });

  it('forgets a subscription the push service says is gone', async () => {
    push.state.status = 410;
    await leaveDecided('Sports meet at district level');
    await expect
      .poll(async () => (await deliveries(student.id)).map((d) => d.status))
      .toEqual(['sent', 'failed']);
    expect((await deliveries(student.id))[1]!.error).toContain('410');
    expect(
      await server.sql('select 1 from public.push_subscriptions where user_id = $1', [student.id]),
    ).toEqual([]);
  });

  it('accepts only a signed-in person’s own subscription, and takes it back', async () => {
    const anonymous = await fetch(`${server.url}/api/notifications/push-subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.anonKey },
      body: JSON.stringify({ endpoint: `${push.url}/push/x`, keys: browser.keys }),
    });
    expect(anonymous.status).toBe(401);
    const endpoint = `${push.url}/push/teacher-phone`;
    await api(teacher).post('/api/notifications/push-subscriptions', {
      endpoint,
      keys: browser.keys,
    });
    const others = await student.client.from('push_subscriptions').select('endpoint');
    expect(others.data).toEqual([]);
    const removed = await fetch(`${server.url}/api/notifications/push-subscriptions`, {
      method: 'DELETE',
      headers: {
        'content-type': 'application/json',
        apikey: server.anonKey,
        authorization: `Bearer ${teacher.accessToken}`,
      },
      body: JSON.stringify({ endpoint }),
    });
    expect(removed.status).toBe(200);
    expect(
      await server.sql('select 1 from public.push_subscriptions where endpoint = $1', [endpoint]),
    ).toEqual([]);
  });
});
