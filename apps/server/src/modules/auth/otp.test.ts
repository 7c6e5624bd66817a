import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceClient } from '../../test/clients.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import {
  type CaughtMail,
  firstLink,
  type MailCatcher,
  startMailCatcher,
} from '../../test/mail-catcher.js';
import { type StandIn, startStandIn } from '../guardians/providers/stand-in.js';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('sign-in by one-time code (signInWithOtp, verifyOtp, resend)', () => {
  let server: TestServer;
  let mail: MailCatcher;
  let sms: StandIn;

  beforeAll(async () => {
    mail = await startMailCatcher();
    sms = await startStandIn((request) =>
      request.headers.authorization === 'Bearer gateway-token'
        ? { status: 200, body: { accepted: true } }
        : { status: 401, body: { error: 'bad token' } },
    );
    server = await startTestServer({
      SMTP_URL: mail.url,
      SMS_PROVIDER: 'http',
      SMS_API_URL: `${sms.url}/v1/messages`,
      SMS_HTTP_BODY: '{"to":"{to}","text":"{text}"}',
      SMS_HTTP_AUTHORIZATION: 'Bearer gateway-token',
      RATE_LIMIT_OTP: '100/1h',
      RATE_LIMIT_OTP_ADDRESS: '3/1h',
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
    await sms?.close();
  });

  /** The latest mail to an address (each request sends a new one). */
  async function latestMail(to: string, count: number): Promise<CaughtMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mine = mail.mails.filter((m) => m.to.includes(to));
      if (mine.length >= count) return mine[count - 1]!;
      if (Date.now() > deadline) throw new Error(`mail ${count} to ${to} did not arrive`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const textsTo = (to: string) =>
    sms.received
      .map((r) => JSON.parse(r.body) as { to: string; text: string })
      .filter((m) => m.to === to)
      .map((m) => m.text);
  /** Moves a pending code's sending time back, as if the resend interval had passed. */
  const backdate = (userId: string) =>
    server.sql(
      `update auth.otp_codes set created_at = now() - interval '2 minutes' where user_id = $1`,
      [userId],
    );
  const userIdOf = async (column: 'email' | 'phone', value: string) =>
    (await server.sql<{ id: string }>(`select id from auth.users where ${column} = $1`, [value]))[0]
      ?.id;

  it('mails a code that signs a new person in once, creating the account with its metadata', async () => {
    const supabase = server.client();
    const email = 'meena.das@example.com';
    const sent = await supabase.auth.signInWithOtp({
      email,
      options: { data: { full_name: 'Meena Das', favourite_subject: 'Maths' } },
    });
    expect(sent.error).toBeNull();
    const message = await latestMail(email, 1);
    const code = codeIn(message.subject);
    expect(code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(code);
    expect(firstLink(message)).toContain('type=magiclink');
    // Only a hash is kept.
    const [stored] = await server.sql<{ code_hash: string }>(
      'select code_hash from auth.otp_codes where channel = $1',
      ['email'],
    );
    expect(stored!.code_hash).not.toContain(code);

    const verified = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect(verified.data.user?.user_metadata).toMatchObject({
      full_name: 'Meena Das',
      favourite_subject: 'Maths',
    });
    expect((await supabase.auth.getUser()).data.user?.email).toBe(email);
    const [profile] = await server.sql('select full_name from public.profiles where email = $1', [
      email,
    ]);
    expect(profile).toEqual({ full_name: 'Meena Das' });

    // Single use: the code again, and the magic link mailed with it, are refused.
    const again = await server.client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
    const link = await fetch(firstLink(message), { redirect: 'manual' });
    expect(new URL(link.headers.get('location')!).searchParams.get('error_code')).toBe(
      'otp_expired',
    );
  });

  it('signs in by the magic link (implicit and PKCE), after which the code is void', async () => {
    const email = 'joseph.m@example.com';
    await server.admin().auth.admin.createUser({ email, email_confirm: true });
    const redirectTo = `${server.url}/auth/callback`;

    const implicit = server.client();
    expect(
      (await implicit.auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } }))
        .error,
    ).toBeNull();
    const first = await latestMail(email, 1);
    const opened = await fetch(firstLink(first), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const fragment = new URLSearchParams(new URL(opened.headers.get('location')!).hash.slice(1));
    const accessToken = fragment.get('access_token')!;
    expect(fragment.get('type')).toBe('magiclink');
    expect((await implicit.auth.getUser(accessToken)).data.user?.email).toBe(email);
    const code = await implicit.auth.verifyOtp({
      email,
      token: codeIn(first.subject),
      type: 'magiclink',
    });
    expect(code.error?.code).toBe('otp_expired');

    const userId = (await userIdOf('email', email))!;
    await backdate(userId);
    const pkce = pkceClient(server.url, server.anonKey);
    expect(
      (await pkce.auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } })).error,
    ).toBeNull();
    const second = await latestMail(email, 2);
    const back = await fetch(firstLink(second), { redirect: 'manual' });
    const authCode = new URL(back.headers.get('location')!).searchParams.get('code')!;
    const exchanged = await pkce.auth.exchangeCodeForSession(authCode);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.id).toBe(userId);
  });

  it('writes the mail in the person’s language and honours shouldCreateUser', async () => {
    const sentHi = await server.client().auth.signInWithOtp({
      email: 'ritu.sharma@example.com',
      options: { data: { locale: 'hi' } },
    });
    expect(sentHi.error).toBeNull();
    const message = await latestMail('ritu.sharma@example.com', 1);
    expect(message.subject).toContain('साइन इन');
    expect(message.html).toContain('lang="hi"');

    const nobody = await server.client().auth.signInWithOtp({
      email: 'nobody.here@example.com',
      options: { shouldCreateUser: false },
    });
    expect(nobody.error?.code).toBe('otp_disabled');
    expect(await userIdOf('email', 'nobody.here@example.com')).toBeUndefined();
  });

  it('texts a code to a phone through the SMS gateway; the code signs in, resend replaces it', async () => {
    const supabase = server.client();
    const sent = await supabase.auth.signInWithOtp({ phone: '+91 98765-43210' });
    expect(sent.error).toBeNull();
    const [text] = textsTo('+919876543210');
    const code = codeIn(text!);
    expect(text).toContain('sign-in code');

    // Asking again at once is refused (GoTrue's per-number interval).
    const tooSoon = await supabase.auth.resend({ phone: '+919876543210', type: 'sms' });
    expect(tooSoon.error?.code).toBe('over_sms_send_rate_limit');
    const userId = (await userIdOf('phone', '919876543210'))!;
    await backdate(userId);
    expect((await supabase.auth.resend({ phone: '+919876543210', type: 'sms' })).error).toBeNull();
    const texts = textsTo('+919876543210');
    expect(texts).toHaveLength(2);
    const newCode = codeIn(texts[1]!);

    if (newCode !== code) {
      const old = await supabase.auth.verifyOtp({
        phone: '+919876543210',
        token: code,
        type: 'sms',
      });
      expect(old.error?.code).toBe('otp_expired');
    }
    const verified = await supabase.auth.verifyOtp({
      phone: '+919876543210',
      token: newCode,
      type: 'sms',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone).toBe('919876543210');
    expect(verified.data.user?.identities?.map((i) => i.provider)).toEqual(['phone']);
    const [profile] = await server.sql<{ phone: string }>(
      'select phone from public.profiles where id = $1',
      [userId],
    );
    expect(profile!.phone).toBe('+919876543210');
    const reused = await supabase.auth.verifyOtp({
      phone: '+919876543210',
      token: newCode,
      type: 'sms',
    });
    expect(reused.error?.code).toBe('otp_expired');
  });

  it('refuses an expired code and voids a code after five wrong tries', async () => {
    const supabase = server.client();
    const phone = '+919812345678';
    await supabase.auth.signInWithOtp({ phone });
    const code = codeIn(textsTo(phone)[0]!);
    const userId = (await userIdOf('phone', '919812345678'))!;
    await server.sql(
      `update auth.otp_codes set expires_at = now() - interval '1 second' where user_id = $1`,
      [userId],
    );
    expect((await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' })).error?.code).toBe(
      'otp_expired',
    );

    const email = 'wrong.tries@example.com';
    await supabase.auth.signInWithOtp({ email });
    const right = codeIn((await latestMail(email, 1)).subject);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await supabase.auth.verifyOtp({ email, token: wrong, type: 'email' }));
    }
    expect(answers.map((a) => a.error?.code)).toEqual(Array(5).fill('otp_expired'));
    expect(answers[4]!.error?.message).toMatch(/Too many wrong codes/);
    const late = await supabase.auth.verifyOtp({ email, token: right, type: 'email' });
    expect(late.error?.code).toBe('otp_expired');
    expect(late.data.session).toBeNull();
  });

  it('limits the codes sent to one address, across requests and resends', async () => {
    const supabase = server.client();
    const email = 'many.codes@example.com';
    for (let i = 0; i < 3; i++) {
      expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
      await backdate((await userIdOf('email', email))!);
    }
    const fourth = await supabase.auth.signInWithOtp({ email });
    expect(fourth.error?.code).toBe('over_email_send_rate_limit');
    expect(fourth.error?.status).toBe(429);
    expect(fourth.error?.message).toMatch(/Too many codes/);
    await latestMail(email, 3);
    expect(mail.mails.filter((m) => m.to.includes(email))).toHaveLength(3);
  });

  it('drops the password of an unconfirmed sign-up when the mailbox owner signs in by code', async () => {
    const email = 'taken.early@example.com';
    const squatter = await server.client().auth.signUp({ email, password: 'Squatter#pass123' });
    expect(squatter.error).toBeNull();
    const supabase = server.client();
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    // The sign-up's confirmation mail came first, the code second.
    const code = codeIn((await latestMail(email, 2)).subject);
    expect((await supabase.auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
    const withPassword = await server
      .client()
      .auth.signInWithPassword({ email, password: 'Squatter#pass123' });
    expect(withPassword.error?.code).toBe('invalid_credentials');

    // The same through the magic link.
    const other = 'taken.too@example.com';
    await server.client().auth.signUp({ email: other, password: 'Squatter#pass123' });
    expect((await server.client().auth.signInWithOtp({ email: other })).error).toBeNull();
    const opened = await fetch(firstLink(await latestMail(other, 2)), { redirect: 'manual' });
    expect(new URL(opened.headers.get('location')!).hash).toContain('access_token=');
    const again = await server
      .client()
      .auth.signInWithPassword({ email: other, password: 'Squatter#pass123' });
    expect(again.error?.code).toBe('invalid_credentials');
  });

  it('resends the confirmation of an unconfirmed sign-up, once a minute, and nothing to others', async () => {
    const email = 'late.confirmer@example.com';
    const supabase = server.client();
    expect((await supabase.auth.signUp({ email, password: 'Confirm#later123' })).error).toBeNull();
    await latestMail(email, 1);
    const tooSoon = await supabase.auth.resend({ email, type: 'signup' });
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    await server.sql(
      `update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1`,
      [email],
    );
    expect((await supabase.auth.resend({ email, type: 'signup' })).error).toBeNull();
    const again = await latestMail(email, 2);
    expect(firstLink(again)).toContain('type=signup');
    // An address without an account gets the same answer and no mail.
    expect(
      (await supabase.auth.resend({ email: 'no.account@example.com', type: 'signup' })).error,
    ).toBeNull();
    expect(mail.mails.some((m) => m.to.includes('no.account@example.com'))).toBe(false);
  });

  it('answers malformed requests with 400 and changes nothing', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/auth/v1/${path}`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const bodies: Array<[string, unknown]> = [
      ['otp', {}],
      ['otp', { email: 'a@example.com', phone: '+919876543210' }],
      ['otp', { email: 42 }],
      ['otp', { phone: ['+91'] }],
      ['otp', { email: 'a@example.com', data: 'text' }],
      ['otp', { email: 'demo@demo.invalid' }],
      ['verify', { email: 'a@example.com', token: 123456, type: 'email' }],
      ['verify', { email: 'a@example.com', token: '12345', type: 'email' }],
      ['verify', { phone: '+919876543210', token: '123456', type: 'email' }],
      ['verify', { email: 'a@example.com', token: '123456', type: 'recovery' }],
      ['resend', { phone: '+919876543210', type: 'signup' }],
      ['resend', { email: 'a@example.com', type: 'email_change' }],
    ];
    for (const [path, body] of bodies) {
      const response = await post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
    }
    expect(await userIdOf('email', 'a@example.com')).toBeUndefined();
  });

  it('lists phone sign-in in /settings and refuses a malformed number', async () => {
    const settings = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: server.anonKey },
    });
    expect(((await settings.json()) as { external: { phone: boolean } }).external.phone).toBe(true);
    const bad = await server.client().auth.signInWithOtp({ phone: '12' });
    expect(bad.error?.code).toBe('validation_failed');
    // Checked as a number of its country (the shared helper): nine digits after +91 are not one.
    const short = await server.client().auth.signInWithOtp({ phone: '+91 98765 4321' });
    expect(short.error?.code).toBe('validation_failed');
    expect(await server.sql('select 1 from auth.users where phone = $1', ['91987654321'])).toEqual(
      [],
    );
  });
});

describe('one-time codes per IP', () => {
  let server: TestServer;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url, RATE_LIMIT_OTP: '2/1m' });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('refuses more code requests from one IP than RATE_LIMIT_OTP allows, and phone without a gateway', async () => {
    const supabase = server.client();
    const phone = await supabase.auth.signInWithOtp({ phone: '+919800000000' });
    expect(phone.error?.code).toBe('phone_provider_disabled');
    const second = await supabase.auth.signInWithOtp({ email: 'ip.one@example.com' });
    expect(second.error).toBeNull();
    const third = await supabase.auth.signInWithOtp({ email: 'ip.two@example.com' });
    expect(third.error?.code).toBe('over_request_rate_limit');
    expect(third.error?.status).toBe(429);
    const resent = await supabase.auth.resend({ email: 'ip.one@example.com', type: 'signup' });
    expect(resent.error?.code).toBe('over_request_rate_limit');
  });
});
