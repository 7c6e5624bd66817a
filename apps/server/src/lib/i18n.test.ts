import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { hi } from '../i18n/hi.js';
import { apiAs } from '../test/clients.js';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.js';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher.js';
import { readPdf } from '../test/pdf.js';
import { translate } from './i18n.js';

describe('server catalogues', () => {
  it('have the same keys in every language, and no empty message', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(hi)) expect(text.trim(), key).not.toBe('');
  });

  it('have no key that no code uses (ids are written out in full)', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !file.startsWith('i18n'),
    );
    const code = files.map((file) => readFileSync(path.join(src, file), 'utf8')).join('\n');
    expect(Object.keys(en).filter((key) => !code.includes(`'${key}'`))).toEqual([]);
  });

  it('interpolate and pluralise through Lingui', () => {
    expect(translate('en', 'error.auth.resendWait', { seconds: 1 })).toBe(
      'For security purposes, you can only request this after 1 second.',
    );
    expect(translate('en', 'error.auth.resendWait', { seconds: 42 })).toContain('42 seconds');
    expect(translate('hi', 'error.auth.resendWait', { seconds: 42 })).toContain('42 सेकंड बाद');
    expect(
      translate('en', 'mail.invitation.intro', { inviter: 'A', org: 'B', role: 'incharge' }),
    ).toContain('as an in-charge.');
  });
});

describe('Hindi for people who chose it', () => {
  let server: TestServer;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url, EMAIL_CONFIRMATION: 'true' });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('writes the confirmation and recovery mails in the language chosen at sign-up', async () => {
    const email = 'asha.hindi@example.com';
    const signUp = await post('/auth/v1/signup', {
      email,
      password: 'Namaste, 2026!',
      data: { full_name: 'आशा वर्मा', locale: 'hi' },
    });
    expect(signUp.status).toBe(200);
    const confirmation = await mail.waitFor(email, /ईमेल पक्का करें/);
    expect(confirmation.subject).toBe('Intelligent Attendance System के लिए अपना ईमेल पक्का करें');
    expect(confirmation.text).toContain(`पक्का करें कि ${email} आपका ही ईमेल पता है।`);
    expect(confirmation.html).toContain('<html lang="hi">');
    expect(confirmation.html).toContain('मेरा ईमेल पक्का करें');

    const [row] = await server.sql<{ locale: string }>(
      'select locale from public.profiles where email = $1',
      [email],
    );
    expect(row!.locale).toBe('hi');
    await server.sql('update auth.users set email_confirmed_at = now() where email = $1', [email]);
    expect((await post('/auth/v1/recover', { email })).status).toBe(200);
    const recovery = await mail.waitFor(email, /पासवर्ड बदलें/);
    expect(recovery.text).toContain('नया पासवर्ड चुनें');
    expect(recovery.text).toContain('आपका पासवर्ड वही रहेगा।');
  });

  it('keeps English for everyone else, and answers errors in the language asked for', async () => {
    const email = 'ravi.english@example.com';
    await post('/auth/v1/signup', { email, password: 'Namaste, 2026!' });
    const confirmation = await mail.waitFor(email, /Confirm your e-mail/);
    expect(confirmation.html).toContain('<html lang="en">');

    await server.sql('update auth.users set email_confirmed_at = now() where email = $1', [email]);
    expect((await post('/auth/v1/recover', { email })).status).toBe(200);
    const again = await post(
      '/auth/v1/recover',
      { email },
      { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    );
    expect(again.status).toBe(429);
    const body = (await again.json()) as { code: string; message: string };
    expect(body.code).toBe('over_email_send_rate_limit');
    expect(body.message).toMatch(/^सुरक्षा के लिए आप यह अनुरोध \d+ सेकंड बाद ही कर सकते हैं।$/);
    const english = await post('/auth/v1/recover', { email });
    expect(((await english.json()) as { message: string }).message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds?\.$/,
    );
  });

  it('lets people store their language in their own profile, and prints their ID cards in it', async () => {
    const owner = await createTestUser(server, {
      userType: 'Institute',
      metadata: { full_name: 'Lakshmi Rao' },
    });
    // The owner sets the column under the profiles policies, as the profile page does.
    const patch = await fetch(`${server.url}/rest/v1/profiles?id=eq.${owner.id}`, {
      method: 'PATCH',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${owner.accessToken}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify({ locale: 'hi' }),
    });
    expect(patch.status).toBe(200);
    expect(((await patch.json()) as Array<{ locale: string }>)[0]!.locale).toBe('hi');
    const refused = await fetch(`${server.url}/rest/v1/profiles?id=eq.${owner.id}`, {
      method: 'PATCH',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${owner.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ locale: 'fr' }),
    });
    expect(refused.status).toBe(400);

    const api = apiAs(server.url, server.anonKey, owner.accessToken);
    const orgId = (
      await api.post<{ id: string }>('/api/organizations', {
        name: 'Sunrise Public School',
        kind: 'institute',
      })
    ).body.id;
    await server.sql(
      "insert into public.memberships (org_id, full_name, role, status, roll_number) values ($1, 'सुनीता नंबर', 'student', 'active', 'R-42')",
      [orgId],
    );
    const response = await fetch(`${server.url}/api/organizations/${orgId}/id-cards`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${owner.accessToken}` },
    });
    expect(response.status).toBe(200);
    const pdf = await readPdf(Buffer.from(await response.arrayBuffer()));
    // Words whose vowel signs keep their place (text extraction gives the visual order).
    expect(pdf.text).toContain('रोल नंबर');
    expect(pdf.text).toContain('R-42');
    expect(pdf.text).toContain('करें');
    expect(pdf.text).toContain('सुनीता नंबर');
    expect(pdf.text).toContain('Lakshmi Rao');
    expect(pdf.text).not.toContain('Scan at the kiosk');

    const today = new Date().toISOString().slice(0, 10);
    const csv = await fetch(
      `${server.url}/api/organizations/${orgId}/reports/attendance?from=${today}&to=${today}&format=csv`,
      { headers: { apikey: server.anonKey, authorization: `Bearer ${owner.accessToken}` } },
    );
    expect(csv.status).toBe(200);
    const header = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toMatch(/^नाम,रोल नंबर,भूमिका,समूह,स्थिति,गिनती का आधार,उपस्थित,/);
  });
});
