import { localizedError } from '../../lib/errors.js';
import * as oidc from 'openid-client';
import type { AppContext } from '../../app-context.js';
import { currentLocale } from '../../lib/i18n.js';
import { randomToken } from './crypto.js';
import { linkGoogleIdentity } from './identities.js';
import { authError } from './errors.js';
import { resolveRedirect, withParams } from './redirects.js';
import * as repo from './repository.js';
import { type ClientInfo, startSession } from './sessions.js';

type GoogleConfig = NonNullable<AppContext['config']['google']>;

let discovered: { issuer: string; config: Promise<oidc.Configuration> } | undefined;

/** The provider's metadata, discovered once per issuer (a failed discovery is retried next time). */
function providerConfig(google: GoogleConfig): Promise<oidc.Configuration> {
  if (discovered?.issuer !== google.issuer) {
    const issuer = new URL(google.issuer);
    const isLocal = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
    const config = oidc.discovery(issuer, google.clientId, google.clientSecret, undefined, {
      // Plain HTTP is accepted only for a provider on this machine (the test stand-in).
      execute: isLocal && issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    });
    config.catch(() => {
      discovered = undefined;
    });
    discovered = { issuer: google.issuer, config };
  }
  return discovered.config;
}

function requireGoogle(ctx: AppContext): GoogleConfig {
  if (!ctx.config.google) {
    throw authError(400, 'provider_disabled', 'Google sign-in is not enabled on this server.');
  }
  return ctx.config.google;
}

const callbackUrl = (ctx: AppContext) => `${ctx.config.siteUrl}/auth/v1/callback`;

/** GET /authorize?provider=google: remembers the client's PKCE challenge and sends the browser to Google. */
export async function startOAuth(
  ctx: AppContext,
  input: {
    provider: string;
    redirectTo?: string;
    codeChallenge?: string;
    method?: 's256' | 'plain';
    scopes?: string;
    /** linkIdentity: the signed-in person the provider's identity is added to. */
    linkUserId?: string;
  },
): Promise<string> {
  if (input.provider !== 'google') {
    throw authError(
      400,
      'validation_failed',
      `Unsupported provider: ${input.provider.slice(0, 40)} is not available`,
    );
  }
  const google = requireGoogle(ctx);
  let config: oidc.Configuration;
  try {
    config = await providerConfig(google);
  } catch (error) {
    ctx.log.error({ err: error }, 'Google discovery failed');
    throw localizedError(502, 'provider_unavailable', 'error.auth.providerUnavailable');
  }
  const state = randomToken(24);
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  await repo.insertFlowState(ctx.database.db, {
    userId: null,
    // Without a client PKCE challenge the flow is implicit: tokens return in the URL fragment.
    codeChallenge: input.codeChallenge ?? '',
    method: input.method ?? 's256',
    authenticationMethod: 'oauth',
    providerType: 'google',
    providerState: {
      state,
      nonce,
      verifier,
      implicit: input.codeChallenge ? '' : '1',
      ...(input.linkUserId ? { link_user: input.linkUserId } : {}),
    },
    redirectTo: resolveRedirect(ctx.config, input.redirectTo),
  });
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(ctx),
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

/** GET /callback from Google: checks the answer, finds or creates the user, then returns to the app. */
export async function finishOAuth(
  ctx: AppContext,
  currentUrl: URL,
  client: ClientInfo,
): Promise<string> {
  const { db } = ctx.database;
  const state = currentUrl.searchParams.get('state') ?? '';
  const flow = state
    ? await db
        .selectFrom('auth.flow_state')
        .selectAll()
        .where('provider_type', '=', 'google')
        .where((eb) => eb(eb.ref('provider_state', '->>').key('state'), '=', state))
        .executeTakeFirst()
    : undefined;
  const back = (params: Record<string, string>) =>
    withParams(flow?.redirect_to ?? ctx.config.siteUrl, params, 'query');
  if (!flow) {
    return back({
      error: 'invalid_request',
      error_code: 'bad_oauth_state',
      error_description: 'OAuth state is missing or has expired. Please try signing in again.',
    });
  }
  const providerError = currentUrl.searchParams.get('error');
  if (providerError) {
    await repo.deleteFlow(db, flow.id);
    return back({
      error: providerError,
      error_code: 'provider_error',
      error_description:
        currentUrl.searchParams.get('error_description') ?? 'Google sign-in was cancelled.',
    });
  }
  const google = requireGoogle(ctx);
  let claims: oidc.IDToken;
  try {
    const tokens = await oidc.authorizationCodeGrant(await providerConfig(google), currentUrl, {
      expectedState: flow.provider_state.state,
      expectedNonce: flow.provider_state.nonce,
      pkceCodeVerifier: flow.provider_state.verifier,
    });
    claims = tokens.claims()!;
  } catch (error) {
    ctx.log.warn({ err: error }, 'Google code exchange failed');
    await repo.deleteFlow(db, flow.id);
    return back({
      error: 'server_error',
      error_code: 'unexpected_failure',
      error_description: 'Google sign-in could not be completed. Please try again.',
    });
  }
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
  if (!email || claims.email_verified !== true) {
    await repo.deleteFlow(db, flow.id);
    return back({
      error: 'access_denied',
      error_code: 'email_not_verified',
      error_description: 'Your Google account has no verified e-mail address.',
    });
  }

  const linkUserId = flow.provider_state.link_user;
  if (linkUserId) {
    const taken = await repo.findIdentity(db, 'google', claims.sub);
    if (taken && taken.user_id !== linkUserId) {
      await repo.deleteFlow(db, flow.id);
      return back({
        error: 'access_denied',
        error_code: 'identity_already_exists',
        error_description: 'Identity is already linked to another user',
      });
    }
  }

  return db.transaction().execute(async (trx) => {
    const user = linkUserId
      ? await linkGoogleIdentity(trx, linkUserId, googleIdentityData(claims, email), client)
      : await findOrCreateGoogleUser(trx, claims, email, client);
    if (flow.provider_state.implicit) {
      await repo.deleteFlow(trx, flow.id);
      const session = await startSession(ctx, trx, user, 'oauth', client);
      return withParams(
        flow.redirect_to ?? ctx.config.siteUrl,
        {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          provider_token: '',
        },
        'fragment',
      );
    }
    const code = randomToken(24);
    await repo.issueAuthCode(trx, flow.id, user.id, code);
    return withParams(flow.redirect_to ?? ctx.config.siteUrl, { code }, 'query');
  });
}

/** What GoTrue keeps of a Google identity. */
function googleIdentityData(claims: oidc.IDToken, email: string) {
  return {
    sub: claims.sub,
    email,
    email_verified: true,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    full_name: typeof claims.name === 'string' ? claims.name : undefined,
    avatar_url: typeof claims.picture === 'string' ? claims.picture : undefined,
    iss: claims.iss,
    provider_id: claims.sub,
  };
}

/**
 * The Google identity's user; an existing account with the same verified address is linked (both
 * sides have proven the address), otherwise a new, confirmed account is created.
 */
async function findOrCreateGoogleUser(
  db: repo.Db,
  claims: oidc.IDToken,
  email: string,
  client: ClientInfo,
) {
  const data = googleIdentityData(claims, email);
  const identity = await repo.findIdentity(db, 'google', claims.sub);
  let user = identity
    ? await repo.findUserById(db, identity.user_id)
    : await repo.findUserByEmail(db, email);
  if (!user) {
    user = await repo.insertUser(db, {
      email,
      passwordHash: null,
      // A new account reads the product in the language of the browser that signed up.
      userMetadata: { locale: currentLocale(), ...data },
      provider: 'google',
      confirmed: true,
    });
    await repo.insertAudit(db, {
      userId: user.id,
      action: 'user_signedup',
      payload: { provider: 'google' },
      ip: client.ip,
    });
  } else {
    const providers = new Set([
      ...((user.raw_app_meta_data.providers as string[] | undefined) ?? []),
      'google',
    ]);
    // An unconfirmed account with this address may have been created by someone else: its
    // password is dropped when Google proves who owns the address (pre-account takeover).
    user = await repo.updateUser(db, user.id, {
      raw_app_meta_data: JSON.stringify({ ...user.raw_app_meta_data, providers: [...providers] }),
      ...(user.email_confirmed_at
        ? {}
        : { email_confirmed_at: new Date(), encrypted_password: null }),
    });
  }
  await repo.upsertIdentity(db, {
    userId: user.id,
    provider: 'google',
    providerId: claims.sub,
    data,
    email,
  });
  await repo.insertAudit(db, {
    userId: user.id,
    action: 'login',
    payload: { method: 'oauth', provider: 'google' },
    ip: client.ip,
  });
  return user;
}
