import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBuiltServer } from '../test/server-process.js';

type LoggedMail = { to: string; subject: string; text: string };

// The built server without SMTP_URL (confirmation switched on): mails go to its log.
describe('e-mail without SMTP_URL', () => {
  const built = useBuiltServer('mail', { LOG_LEVEL: 'info', EMAIL_CONFIRMATION: 'true' });

  /** The mail to `to` with `subject` the server wrote to its log, and the link in it. */
  async function loggedMail(to: string, subject: string): Promise<LoggedMail & { link: string }> {
    const find = () =>
      built()
        .server.logLines()
        .filter((line) => line.msg === 'e-mail (SMTP_URL not set)')
        .map((line) => line.mail as LoggedMail)
        .find((logged) => logged.to === to && logged.subject === subject);
    await expect.poll(find, { message: `no "${subject}" mail to ${to} in the log` }).toBeDefined();
    const mail = find()!;
    const link = mail.text.match(/https?:\/\/\S+/)?.[0];
    expect(link, 'the mail has no link').toBeDefined();
    return { ...mail, link: link! };
  }

  async function follow(link: string): Promise<URL> {
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }

  it('logs the sign-up confirmation with a link that confirms the address', async () => {
    const { server, post } = built();
    const email = `confirm-${randomUUID()}@example.com`;
    const password = 'Confirm me, 2025!';
    expect((await post('/auth/v1/signup', { email, password })).status).toBe(200);
    const signIn = () => post('/auth/v1/token?grant_type=password', { email, password });
    expect(((await (await signIn()).json()) as { code: string }).code).toBe('email_not_confirmed');

    const mail = await loggedMail(email, 'Confirm your e-mail for Intelligent Attendance System');
    expect(mail.link.startsWith(`${server.url}/auth/v1/verify?token=`)).toBe(true);
    const landing = await follow(mail.link);
    expect(landing.origin).toBe(server.url);
    expect(new URLSearchParams(landing.hash.slice(1)).get('type')).toBe('signup');
    expect((await signIn()).status).toBe(200);
  });

  it('logs the recovery mail with a link that lands on /reset-password signed in', async () => {
    const { server, anonKey, post } = built();
    const email = `recover-${randomUUID()}@example.com`;
    expect((await post('/auth/v1/signup', { email, password: 'Forgotten, 2025!' })).status).toBe(
      200,
    );
    const recover = await post(
      `/auth/v1/recover?redirect_to=${encodeURIComponent(`${server.url}/reset-password`)}`,
      { email },
    );
    expect(recover.status).toBe(200);

    const mail = await loggedMail(email, 'Reset your Intelligent Attendance System password');
    const landing = await follow(mail.link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/reset-password`);
    const session = new URLSearchParams(landing.hash.slice(1));
    expect(session.get('type')).toBe('recovery');
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: anonKey, authorization: `Bearer ${session.get('access_token')}` },
    });
    expect(((await user.json()) as { email: string }).email).toBe(email);
  });
});
