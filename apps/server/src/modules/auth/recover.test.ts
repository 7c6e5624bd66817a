import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceClient } from '../../test/clients.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { firstLink, type MailCatcher, startMailCatcher } from '../../test/mail-catcher.js';

describe('password recovery', () => {
  let server: TestServer;
  let mail: MailCatcher;
  const email = 'meera.iyer@example.com';

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url, EMAIL_CONFIRMATION: 'false' });
    await pkceClient(server.url, server.anonKey).auth.signUp({
      email,
      password: 'First#password1',
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('mails a link that lands on /reset-password signed in, where the password can be changed', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => void events.push(event));
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${server.url}/reset-password`,
    });
    expect(error).toBeNull();

    const message = await mail.waitFor(email, /Reset/);
    const verify = await fetch(firstLink(message), { redirect: 'manual' });
    const landing = new URL(verify.headers.get('location')!);
    expect(landing.pathname).toBe('/reset-password');
    const exchanged = await supabase.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');

    const updated = await supabase.auth.updateUser({ password: 'Second#password2' });
    expect(updated.error).toBeNull();
    const fresh = pkceClient(server.url, server.anonKey);
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'First#password1' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'Second#password2' })).error,
    ).toBeNull();
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const { error } = await pkceClient(server.url, server.anonKey).auth.resetPasswordForEmail(
      'ghost@example.com',
    );
    expect(error).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.mails.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('limits recovery mails to one a minute per address', async () => {
    const again = await pkceClient(server.url, server.anonKey).auth.resetPasswordForEmail(email);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.status).toBe(429);
  });

  it('refuses a code exchanged with the wrong verifier', async () => {
    await server.sql(
      "update auth.users set recovery_sent_at = now() - interval '2 minutes' where email = $1",
      [email],
    );
    const requester = pkceClient(server.url, server.anonKey);
    const before = mail.mails.length;
    await requester.auth.resetPasswordForEmail(email, {
      redirectTo: `${server.url}/reset-password`,
    });
    await expect.poll(() => mail.mails.length).toBeGreaterThan(before);
    const link = firstLink(mail.mails.at(-1)!);
    const code = new URL(
      (await fetch(link, { redirect: 'manual' })).headers.get('location')!,
    ).searchParams.get('code')!;
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_code_verifier' });
  });

  it('sends redirects to foreign origins back to the site instead', async () => {
    await server.sql('update auth.users set recovery_sent_at = null where email = $1', [email]);
    const before = mail.mails.length;
    await pkceClient(server.url, server.anonKey).auth.resetPasswordForEmail(email, {
      redirectTo: 'https://evil.example/steal',
    });
    await expect.poll(() => mail.mails.length).toBeGreaterThan(before);
    const link = firstLink(mail.mails.at(-1)!);
    expect(link).not.toContain('evil.example');
    const location = (await fetch(link, { redirect: 'manual' })).headers.get('location')!;
    expect(new URL(location).origin).toBe(server.url);
  });
});
