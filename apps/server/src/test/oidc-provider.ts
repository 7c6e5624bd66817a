import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port.js';

export type OidcStandIn = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};

/**
 * A real OpenID provider (oidc-provider) standing in for Google. Its development login form
 * accepts any e-mail address as the account; the ID token carries email, email_verified and name.
 */
export async function startOidcProvider(options: { redirectUris: string[] }): Promise<OidcStandIn> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'ias-test-client';
  const clientSecret = 'ias-test-secret-that-is-long-enough';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    conformIdTokenClaims: false,
    pkce: { required: () => false },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const email = sub.includes('@') ? sub.toLowerCase() : `${sub.toLowerCase()}@example.com`;
      const name = email
        .split('@')[0]!
        .split(/[._-]/)
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join(' ');
      return {
        accountId: sub,
        async claims() {
          return { sub, email, email_verified: true, name };
        },
      };
    },
    // First-party stand-in: grant the requested scopes without a consent screen.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
