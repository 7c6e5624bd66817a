import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceClient } from '../../test/clients.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { firstLink, type MailCatcher, startMailCatcher } from '../../test/mail-catcher.js';

const PASSWORD = 'Attendance#2026';

describe('sign-up with e-mail confirmation', () => {
  let server: TestServer;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('creates the user and profile from the metadata, mails a link, and the link signs in (PKCE)', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    const email = 'asha.verma@example.com';
    const { data, error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: {
        emailRedirectTo: `${server.url}/auth/callback`,
        data: {
          full_name: 'Asha Verma',
          company_name: 'Verma Coaching Centre',
          employees: '11-50',
          business_type: 'Coaching centre',
          phone: '+91 98765 43210',
          user_type: 'Institute',
        },
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);

    const [profile] = await server.sql('select * from public.profiles where email = $1', [email]);
    expect(profile).toMatchObject({
      full_name: 'Asha Verma',
      company_name: 'Verma Coaching Centre',
      employees: '11-50',
      business_type: 'Coaching centre',
      // Kept as E.164 (the shared phone helper), shown as +91 98765 43210.
      phone: '+919876543210',
      user_type: 'Institute',
    });

    const signInEarly = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signInEarly.error?.code).toBe('email_not_confirmed');

    const message = await mail.waitFor(email, /Confirm/);
    const link = firstLink(message);
    expect(link).toContain('/auth/v1/verify');
    const verify = await fetch(link, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    const location = new URL(verify.headers.get('location')!);
    expect(location.pathname).toBe('/auth/callback');
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.access_token).toBeTruthy();
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();

    // The link works once.
    const again = await fetch(link, { redirect: 'manual' });
    expect(new URL(again.headers.get('location')!).searchParams.get('error_code')).toBe(
      'otp_expired',
    );

    const signIn = await pkceClient(server.url, server.anonKey).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.id).toBe(data.user?.id);
  });

  it('falls back to the e-mail prefix for full_name and leaves missing fields null', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    const { error } = await supabase.auth.signUp({
      email: 'ravi.kumar@example.com',
      password: PASSWORD,
    });
    expect(error).toBeNull();
    const [profile] = await server.sql('select * from public.profiles where email = $1', [
      'ravi.kumar@example.com',
    ]);
    expect(profile).toMatchObject({
      full_name: 'ravi.kumar',
      company_name: null,
      phone: null,
      user_type: null,
    });
  });

  it('gives the profile the language the person signed up in (metadata, else Accept-Language)', async () => {
    const inHindi = await pkceClient(server.url, server.anonKey).auth.signUp({
      email: 'meena.joshi@example.com',
      password: PASSWORD,
      options: { data: { full_name: 'मीना जोशी', locale: 'hi' } },
    });
    expect(inHindi.error).toBeNull();
    // A client that sends no locale in the metadata: the language it asks for is kept.
    const bare = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5',
      },
      body: JSON.stringify({ email: 'kiran.rao@example.com', password: PASSWORD }),
    });
    expect(bare.status).toBe(200);
    const inEnglish = await pkceClient(server.url, server.anonKey).auth.signUp({
      email: 'john.dsouza@example.com',
      password: PASSWORD,
    });
    expect(inEnglish.error).toBeNull();
    const rows = await server.sql(
      'select email, locale from public.profiles where email = any($1) order by email',
      [['meena.joshi@example.com', 'kiran.rao@example.com', 'john.dsouza@example.com']],
    );
    expect(rows).toEqual([
      { email: 'john.dsouza@example.com', locale: 'en' },
      { email: 'kiran.rao@example.com', locale: 'hi' },
      { email: 'meena.joshi@example.com', locale: 'hi' },
    ]);
  });

  it('signing up again before confirming takes the new language: Hindi mail, Hindi profile', async () => {
    const email = 'sunita.yadav@example.com';
    const first = await pkceClient(server.url, server.anonKey).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Sunita Yadav', locale: 'en' } },
    });
    expect(first.error).toBeNull();
    const english = await mail.waitFor(email, /^Confirm your e-mail/);
    expect(english.html).toContain('<html lang="en">');
    // The mail's resend limit (a minute) has passed; nobody confirmed the address.
    await server.sql(
      `update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1`,
      [email],
    );

    const again = await pkceClient(server.url, server.anonKey).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'सुनीता यादव', locale: 'hi' } },
    });
    expect(again.error).toBeNull();
    const hindi = await mail.waitFor(email, /पक्का करें/);
    expect(hindi.subject).toBe('Intelligent Attendance System के लिए अपना ईमेल पक्का करें');
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.text).toContain('मेरा ईमेल पक्का करें');
    const [profile] = await server.sql(
      'select full_name, locale from public.profiles where email = $1',
      [email],
    );
    expect(profile).toEqual({ full_name: 'सुनीता यादव', locale: 'hi' });

    // Its link confirms the account, which stays in Hindi.
    const verify = await fetch(firstLink(hindi), { redirect: 'manual' });
    expect(verify.status).toBe(303);
    const [user] = await server.sql(
      'select u.email_confirmed_at is not null as confirmed, p.locale from auth.users u join public.profiles p using (id) where u.email = $1',
      [email],
    );
    expect(user).toEqual({ confirmed: true, locale: 'hi' });
  });

  it('refuses privileged user types in sign-up metadata (the profile gets no type)', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    await supabase.auth.signUp({
      email: 'sneaky@example.com',
      password: PASSWORD,
      options: { data: { user_type: 'Admin' } },
    });
    const [profile] = await server.sql('select user_type from public.profiles where email = $1', [
      'sneaky@example.com',
    ]);
    expect(profile?.user_type).toBeNull();
  });

  it('rejects weak passwords with GoTrue reasons and creates nothing', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    const { error } = await supabase.auth.signUp({ email: 'weak@example.com', password: 'short' });
    expect(error?.code).toBe('weak_password');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length', 'characters']);
    const noSpecial = await supabase.auth.signUp({
      email: 'weak@example.com',
      password: 'longenoughbutplain1',
    });
    expect((noSpecial.error as unknown as { reasons: string[] }).reasons).toEqual(['characters']);
    const rows = await server.sql('select 1 from auth.users where email = $1', [
      'weak@example.com',
    ]);
    expect(rows).toHaveLength(0);
  });

  it('does not reveal that a confirmed address is taken and sends it no mail', async () => {
    const email = 'taken@example.com';
    const supabase = pkceClient(server.url, server.anonKey);
    await supabase.auth.signUp({ email, password: PASSWORD });
    await server.sql('update auth.users set email_confirmed_at = now() where email = $1', [email]);
    const before = mail.mails.filter((m) => m.to.includes(email)).length;
    const { data, error } = await pkceClient(server.url, server.anonKey).auth.signUp({
      email,
      password: 'Another#Password1',
    });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.mails.filter((m) => m.to.includes(email)).length).toBe(before);
  });

  it('answers malformed sign-ups with validation errors, never 5xx', async () => {
    const post = (body: unknown) =>
      fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const body of [
      {},
      { email: 'x' },
      { email: 'a@b.co', password: 12 },
      { email: 'a@b.co', password: PASSWORD, data: { phone: '<script>' } },
      { email: 'a@b.co', password: PASSWORD, data: { phone: '98765' } },
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const noKey = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(noKey.status).toBe(401);
  });
});

describe('sign-up without e-mail confirmation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ EMAIL_CONFIRMATION: 'false' });
  });
  afterAll(async () => server?.close());

  it('returns a session at once and refuses a second account for the address', async () => {
    const supabase = pkceClient(server.url, server.anonKey);
    const { data, error } = await supabase.auth.signUp({
      email: 'neha@example.com',
      password: PASSWORD,
      options: { data: { full_name: 'Neha' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const profile = await supabase.from('profiles').select('*').eq('id', data.user!.id).single();
    expect(profile.data?.full_name).toBe('Neha');
    const again = await pkceClient(server.url, server.anonKey).auth.signUp({
      email: 'neha@example.com',
      password: PASSWORD,
    });
    expect(again.error?.code).toBe('user_already_exists');
  });
});
