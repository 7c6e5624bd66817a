import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher.js';

describe('the invitation mail', () => {
  let server: TestServer;
  let mail: MailCatcher;
  let invite: (email: string, role: string) => Promise<number>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url });
    const owner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Vikram Shah' },
    });
    const api = apiAs(server.url, server.anonKey, owner.accessToken);
    const orgId = (
      await api.post<{ id: string }>('/api/organizations', {
        name: 'Kaveri Textiles',
        kind: 'company',
      })
    ).body.id;
    invite = async (email, role) =>
      (
        await api.post(`/api/organizations/${orgId}/invitations`, {
          email,
          full_name: 'Meena Iyer',
          role,
        })
      ).status;
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('names the role with the right article: "an employee", "an in-charge"', async () => {
    for (const [email, role, words] of [
      ['meena@kaveri.example', 'employee', 'as an employee.'],
      ['sunil@kaveri.example', 'incharge', 'as an in-charge.'],
    ] as const) {
      expect(await invite(email, role)).toBe(201);
      const message = await mail.waitFor(email, /Join Kaveri Textiles/);
      expect(message.text).toContain(
        `Vikram Shah invited you to join Kaveri Textiles on Intelligent Attendance System ${words}`,
      );
      expect(message.html).toContain(`on Intelligent Attendance System ${words}</p>`);
      expect(message.text).not.toMatch(/\ba (employee|incharge|in-charge)\b/);
    }
  });
});
