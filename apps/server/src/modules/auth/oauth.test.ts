import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browserish, pkceClient } from '../../test/clients.js';
import { freePort, startTestServer, type TestServer } from '../../test/harness.js';
import { type OidcStandIn, startOidcProvider } from '../../test/oidc-provider.js';

describe('Google sign-in (PKCE) against a local OpenID provider', () => {
  let server: TestServer;
  let google: OidcStandIn;

  beforeAll(async () => {
    const port = await freePort();
    google = await startOidcProvider({
      redirectUris: [`http://127.0.0.1:${port}/auth/v1/callback`],
    });
    server = await startTestServer({
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      EMAIL_CONFIRMATION: 'false',
    });
  });
  afterAll(async () => {
    await server?.close();
    await google?.close();
  });

  async function signInThroughProvider(login: string) {
    const supabase = pkceClient(server.url, server.anonKey);
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${server.url}/auth/callback`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const browser = new Browserish();
    const atApp = (url: string) => url.startsWith(`${server.url}/auth/callback`);
    const loginPage = await browser.follow(data.url!, atApp);
    expect(loginPage.url.startsWith(google.issuer)).toBe(true);
    const back = await browser.submitForm(
      loginPage.url,
      loginPage.body,
      { login, password: 'anything' },
      atApp,
    );
    const landing = new URL(back.url);
    return { supabase, landing };
  }

  it('creates a confirmed user with a profile and signs in', async () => {
    const { supabase, landing } = await signInThroughProvider('priya.sharma@example.com');
    const code = landing.searchParams.get('code');
    expect(code, landing.toString()).toBeTruthy();
    const { data, error } = await supabase.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe('priya.sharma@example.com');
    expect(data.user?.app_metadata.providers).toContain('google');
    expect(data.user?.identities?.map((i) => i.provider)).toContain('google');
    const [profile] = await server.sql(
      'select full_name, email from public.profiles where id = $1',
      [data.user!.id],
    );
    expect(profile).toEqual({ full_name: 'Priya Sharma', email: 'priya.sharma@example.com' });
  });

  it('links Google to an existing account with the same confirmed address', async () => {
    const email = 'arjun@example.com';
    const signUp = await pkceClient(server.url, server.anonKey).auth.signUp({
      email,
      password: 'Arjun#password1',
    });
    const { supabase, landing } = await signInThroughProvider(email);
    const { data } = await supabase.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(data.user?.id).toBe(signUp.data.user?.id);
    expect(data.user?.identities?.map((i) => i.provider).sort()).toEqual(['email', 'google']);
  });

  it('rejects an unknown provider and a forged state', async () => {
    const unknown = await fetch(`${server.url}/auth/v1/authorize?provider=github`, {
      redirect: 'manual',
    });
    expect(unknown.status).toBe(400);
    const forged = await fetch(`${server.url}/auth/v1/callback?code=abc&state=forged`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(303);
    expect(new URL(forged.headers.get('location')!).searchParams.get('error_code')).toBe(
      'bad_oauth_state',
    );
  });
});
