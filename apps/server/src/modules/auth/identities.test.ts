import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browserish, pkceClient } from '../../test/clients.js';
import { freePort, startTestServer, type TestServer } from '../../test/harness.js';
import { type OidcStandIn, startOidcProvider } from '../../test/oidc-provider.js';

describe('linked identities (getUserIdentities, linkIdentity, unlinkIdentity)', () => {
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

  async function signedIn(email: string) {
    const supabase = pkceClient(server.url, server.anonKey);
    const { error } = await supabase.auth.signUp({ email, password: 'Linking#password1' });
    expect(error).toBeNull();
    return supabase;
  }

  /** linkIdentity, then Google's login page as a browser would, back to the app with a code. */
  async function linkGoogle(supabase: SupabaseClient, login: string) {
    const { data, error } = await supabase.auth.linkIdentity({
      provider: 'google',
      options: { redirectTo: `${server.url}/profile`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const browser = new Browserish();
    const atApp = (url: string) => url.startsWith(`${server.url}/profile`);
    const loginPage = await browser.follow(data.url!, atApp);
    expect(loginPage.url.startsWith(google.issuer)).toBe(true);
    const back = await browser.submitForm(
      loginPage.url,
      loginPage.body,
      { login, password: 'anything' },
      atApp,
    );
    return new URL(back.url);
  }

  const providers = async (supabase: SupabaseClient) =>
    ((await supabase.auth.getUserIdentities()).data?.identities ?? [])
      .map((identity) => identity.provider)
      .sort();

  it('links a Google account with another address to the signed-in person, then unlinks it but never the last method', async () => {
    const supabase = await signedIn('kavya.nair@example.com');
    const me = (await supabase.auth.getUser()).data.user!;
    expect(await providers(supabase)).toEqual(['email']);

    const landing = await linkGoogle(supabase, 'kavya.personal@example.com');
    const code = landing.searchParams.get('code');
    expect(code, landing.toString()).toBeTruthy();
    const exchanged = await supabase.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.id).toBe(me.id);
    // Their own address stays; the Google one is only the identity's.
    expect(exchanged.data.user?.email).toBe('kavya.nair@example.com');
    expect(await providers(supabase)).toEqual(['email', 'google']);
    expect((await supabase.auth.getUser()).data.user?.app_metadata.providers).toEqual([
      'email',
      'google',
    ]);
    expect(
      await server.sql('select 1 from auth.users where email = $1', ['kavya.personal@example.com']),
    ).toEqual([]);

    const identities = (await supabase.auth.getUserIdentities()).data!.identities;
    const googleIdentity = identities.find((identity) => identity.provider === 'google')!;
    const emailIdentity = identities.find((identity) => identity.provider === 'email')!;
    expect((await supabase.auth.unlinkIdentity(googleIdentity)).error).toBeNull();
    expect(await providers(supabase)).toEqual(['email']);
    expect((await supabase.auth.getUser()).data.user?.app_metadata.providers).toEqual(['email']);

    const last = await supabase.auth.unlinkIdentity(emailIdentity);
    expect(last.error?.code).toBe('single_identity_not_deletable');
    expect(await providers(supabase)).toEqual(['email']);
  });

  it('refuses a Google account already linked to someone else, and strangers’ identities', async () => {
    const first = await signedIn('owner.one@example.com');
    const firstLanding = await linkGoogle(first, 'shared.google@example.com');
    expect(
      (await first.auth.exchangeCodeForSession(firstLanding.searchParams.get('code')!)).error,
    ).toBeNull();

    const second = await signedIn('owner.two@example.com');
    const refused = await linkGoogle(second, 'shared.google@example.com');
    expect(refused.searchParams.get('error_code')).toBe('identity_already_exists');
    expect(await providers(second)).toEqual(['email']);

    const firstGoogle = (await first.auth.getUserIdentities()).data!.identities.find(
      (identity) => identity.provider === 'google',
    )!;
    const stranger = await second.auth.unlinkIdentity(firstGoogle);
    expect(stranger.error?.code).toBe('identity_not_found');
    expect(await providers(first)).toEqual(['email', 'google']);

    const signedOut = await fetch(
      `${server.url}/auth/v1/user/identities/authorize?provider=google`,
      {
        headers: { apikey: server.anonKey },
      },
    );
    expect(signedOut.status).toBe(401);
  });
});
