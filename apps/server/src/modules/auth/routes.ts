import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RateLimit } from '../../config/env.js';
import { InvalidTokenError } from '../../lib/jwt.js';
import * as admin from './admin-users.js';
import { authError } from './errors.js';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.js';
import { finishOAuth, startOAuth } from './oauth.js';
import { unlinkIdentity } from './identities.js';
import * as otp from './otp.js';
import { requestPasswordRecovery } from './recover.js';
import { resolveRedirect } from './redirects.js';
import * as s from './schemas.js';
import { requireSession } from './session-auth.js';
import {
  assertNotBanned,
  type ClientInfo,
  refreshSession,
  revokeReusedSession,
} from './sessions.js';
import { exchangeAuthCode, signInWithPassword } from './sign-in.js';
import { signUp } from './sign-up.js';
import { getUser, signOut, updateUser } from './user.js';
import { verifyLink, verifyTokenHash } from './verify-link.js';
import { withRequestLocale } from '../../lib/i18n.js';

const API_VERSION = '2024-01-01';

const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
});

const queryString = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

const bodyEmail = (request: FastifyRequest): string => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};

/** GoTrue's auth API subset that supabase-js 2.x uses, under /auth/v1. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  // Errors people read come back in the language the site asks for (Accept-Language).
  app.addHook('onRequest', withRequestLocale);
  const { rateLimits } = ctx.config;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-supabase-api-version', API_VERSION);
    reply.header('cache-control', 'no-store');
  });

  const limiter = (limit: RateLimit, key: (request: FastifyRequest) => string) =>
    app.rateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: key });
  const byIp = (name: string) => (request: FastifyRequest) => `${name}:${request.ip}`;
  const signInLimit = limiter(rateLimits.signIn, (r) => `sign-in:${r.ip}:${bodyEmail(r)}`);
  const refreshLimit = limiter(rateLimits.refresh, byIp('refresh'));
  const signUpLimit = limiter(rateLimits.signUp, byIp('sign-up'));
  const emailLimit = limiter(rateLimits.email, byIp('email'));
  const verifyLimit = limiter(rateLimits.verify, byIp('verify'));
  const otpLimit = limiter(rateLimits.otp, byIp('otp'));

  /** JSON endpoints need one of our API keys, as behind Supabase's gateway. */
  async function requireApiKey(request: FastifyRequest) {
    const apikey = request.headers.apikey;
    if (typeof apikey !== 'string' || !apikey) {
      throw authError(401, 'no_api_key', 'No API key found in request');
    }
    try {
      await ctx.keys.verify(apikey);
    } catch (error) {
      if (error instanceof InvalidTokenError)
        throw authError(401, 'invalid_api_key', 'Invalid API key');
      throw error;
    }
  }

  async function requireServiceRole(request: FastifyRequest) {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? await ctx.keys.verify(token).catch(() => undefined) : undefined;
    if (claims?.role !== 'service_role') {
      throw authError(403, 'not_admin', 'User not allowed');
    }
  }

  const json = { preHandler: requireApiKey };

  app.get('/health', async () => ({
    version: ctx.version,
    name: 'GoTrue',
    description: 'Intelligent Attendance System auth',
  }));
  app.get('/settings', json, async () => ({
    external: { email: true, google: Boolean(ctx.config.google), phone: Boolean(ctx.config.sms) },
    disable_signup: false,
    mailer_autoconfirm: !ctx.config.emailConfirmation,
    phone_autoconfirm: false,
    sms_provider: ctx.config.sms?.provider ?? '',
  }));

  app.post('/signup', { preHandler: [requireApiKey, signUpLimit] }, async (request) => {
    const body = s.parseBody(s.signUpBodySchema, request.body);
    return signUp(
      ctx,
      {
        email: body.email,
        password: body.password,
        metadata: body.data ?? {},
        redirectTo: resolveRedirect(ctx.config, queryString(request, 'redirect_to')),
        pkce: s.normalizePkce(body),
      },
      clientInfo(request),
    );
  });

  app.post('/token', { preHandler: requireApiKey }, async (request, reply) => {
    const grant = queryString(request, 'grant_type');
    const client = clientInfo(request);
    if (grant === 'password') {
      await signInLimit.call(app, request, reply);
      const body = s.parseBody(s.passwordGrantSchema, request.body);
      return signInWithPassword(ctx, body, client);
    }
    if (grant === 'refresh_token') {
      await refreshLimit.call(app, request, reply);
      const body = s.parseBody(s.refreshGrantSchema, request.body);
      const outcome = await ctx.database.db
        .transaction()
        .execute((db) => refreshSession(ctx, db, body.refresh_token));
      if (outcome.kind === 'reused') {
        ctx.sessions.forgetSession(outcome.sessionId);
        return revokeReusedSession(ctx.database.db, outcome, client);
      }
      return outcome.response;
    }
    if (grant === 'pkce') {
      await signInLimit.call(app, request, reply);
      const body = s.parseBody(s.pkceGrantSchema, request.body);
      return exchangeAuthCode(
        ctx,
        { authCode: body.auth_code, codeVerifier: body.code_verifier },
        client,
      );
    }
    throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  // E-mail links are opened by a browser: no API key, answered with a redirect.
  app.get('/verify', { preHandler: verifyLimit }, async (request, reply) => {
    const parsed = z
      .object({
        token: z.string().min(1).max(200),
        type: s.verifyBodySchema.shape.type,
        redirect_to: z.string().max(2000).optional(),
      })
      .safeParse(request.query);
    if (!parsed.success) {
      return reply.redirect(
        `${resolveRedirect(ctx.config, queryString(request, 'redirect_to'))}?error=access_denied&error_code=validation_failed&error_description=${encodeURIComponent('Email link is invalid or has expired')}`,
      );
    }
    const target = await verifyLink(
      ctx,
      { token: parsed.data.token, type: parsed.data.type, redirectTo: parsed.data.redirect_to },
      clientInfo(request),
    );
    return reply.redirect(target, 303);
  });

  app.post('/verify', { preHandler: [requireApiKey, verifyLimit] }, async (request) => {
    // verifyOtp({ email | phone, token, type }): a one-time code, answered with a session.
    if ((request.body as { token?: unknown } | undefined)?.token !== undefined) {
      const body = s.parseBody(otp.verifyOtpBodySchema, request.body);
      return otp.verifyOtp(ctx, body, clientInfo(request));
    }
    const body = s.parseBody(s.verifyBodySchema, request.body);
    return verifyTokenHash(
      ctx,
      { tokenHash: body.token_hash, type: body.type },
      clientInfo(request),
    );
  });

  // One-time codes: signInWithOtp({ email | phone }) and resend({ type: 'sms' | 'signup' }).
  app.post('/otp', { preHandler: [requireApiKey, otpLimit] }, async (request) => {
    const body = s.parseBody(otp.otpBodySchema, request.body);
    const redirectTo = resolveRedirect(ctx.config, queryString(request, 'redirect_to'));
    return otp.requestOtp(ctx, body, redirectTo, clientInfo(request));
  });

  app.post('/resend', { preHandler: [requireApiKey, otpLimit] }, async (request) => {
    const body = s.parseBody(otp.resendBodySchema, request.body);
    const redirectTo = resolveRedirect(ctx.config, queryString(request, 'redirect_to'));
    return otp.resend(ctx, body, redirectTo, clientInfo(request));
  });

  app.post('/recover', { preHandler: [requireApiKey, emailLimit] }, async (request) => {
    const body = s.parseBody(s.recoverBodySchema, request.body);
    return requestPasswordRecovery(
      ctx,
      {
        email: body.email,
        redirectTo: resolveRedirect(ctx.config, queryString(request, 'redirect_to')),
        pkce: s.normalizePkce(body),
      },
      clientInfo(request),
    );
  });

  app.get('/user', json, async (request) => getUser(ctx, await requireSession(ctx, request)));

  app.put('/user', json, async (request) => {
    const signedIn = await requireSession(ctx, request);
    const body = s.parseBody(s.updateUserBodySchema, request.body);
    return updateUser(ctx, signedIn, body, clientInfo(request));
  });

  // Linked identities: linkIdentity({ provider: 'google' }) and unlinkIdentity(identity).
  app.get('/user/identities/authorize', json, async (request, reply) => {
    const signedIn = await requireSession(ctx, request);
    assertNotBanned(signedIn.user);
    const pkce = s.normalizePkce({
      code_challenge: queryString(request, 'code_challenge'),
      code_challenge_method: queryString(request, 'code_challenge_method'),
    });
    const target = await startOAuth(ctx, {
      provider: queryString(request, 'provider') ?? '',
      redirectTo: queryString(request, 'redirect_to'),
      codeChallenge: pkce?.codeChallenge,
      method: pkce?.method,
      linkUserId: signedIn.user.id,
    });
    if (queryString(request, 'skip_http_redirect') === 'true') return { url: target };
    return reply.redirect(target, 302);
  });

  app.delete('/user/identities/:id', json, async (request) => {
    const signedIn = await requireSession(ctx, request);
    const parsed = s.uuidParamSchema.safeParse(request.params);
    if (!parsed.success) throw authError(404, 'identity_not_found', "Identity doesn't exist");
    return unlinkIdentity(ctx, signedIn, parsed.data.id, clientInfo(request));
  });

  app.post('/logout', json, async (request, reply: FastifyReply) => {
    const scope = queryString(request, 'scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw authError(400, 'validation_failed', 'scope must be global, local or others');
    }
    await signOut(ctx, await requireSession(ctx, request), scope, clientInfo(request));
    return reply.code(204).send();
  });

  app.get('/authorize', async (request, reply) => {
    const pkce = s.normalizePkce({
      code_challenge: queryString(request, 'code_challenge'),
      code_challenge_method: queryString(request, 'code_challenge_method'),
    });
    if (pkce && !/^[A-Za-z0-9._~-]{43,128}$/.test(pkce.codeChallenge)) {
      throw authError(400, 'validation_failed', 'code_challenge is malformed');
    }
    const target = await startOAuth(ctx, {
      provider: queryString(request, 'provider') ?? '',
      redirectTo: queryString(request, 'redirect_to'),
      codeChallenge: pkce?.codeChallenge,
      method: pkce?.method,
    });
    if (queryString(request, 'skip_http_redirect') === 'true') return { url: target };
    return reply.redirect(target, 302);
  });

  app.get('/callback', async (request, reply) => {
    const current = new URL(request.url, ctx.config.siteUrl);
    return reply.redirect(await finishOAuth(ctx, current, clientInfo(request)), 303);
  });

  app.post('/factors', json, async (request) => {
    const signedIn = await requireSession(ctx, request);
    return enrollFactor(
      ctx,
      signedIn,
      s.parseBody(s.enrollBodySchema, request.body),
      clientInfo(request),
    );
  });

  const factorId = (request: FastifyRequest) => {
    const parsed = s.uuidParamSchema.safeParse(request.params);
    if (!parsed.success) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
    return parsed.data.id;
  };

  app.post('/factors/:id/challenge', json, async (request) => {
    const signedIn = await requireSession(ctx, request);
    return challengeFactor(ctx, signedIn, factorId(request), clientInfo(request));
  });

  app.post('/factors/:id/verify', { preHandler: [requireApiKey, verifyLimit] }, async (request) => {
    const signedIn = await requireSession(ctx, request);
    const body = s.parseBody(s.verifyFactorBodySchema, request.body);
    return verifyFactor(ctx, signedIn, factorId(request), body, clientInfo(request));
  });

  app.delete('/factors/:id', json, async (request) => {
    const signedIn = await requireSession(ctx, request);
    return unenrollFactor(ctx, signedIn, factorId(request), clientInfo(request));
  });

  // Admin API, for the service role only (server-side tools and tests).
  const adminOnly = { preHandler: [requireApiKey, requireServiceRole] };
  const userId = (request: FastifyRequest) => {
    const parsed = s.uuidParamSchema.safeParse(request.params);
    if (!parsed.success) throw authError(404, 'user_not_found', 'User not found');
    return parsed.data.id;
  };
  app.post('/admin/users', adminOnly, async (request) =>
    admin.adminCreateUser(ctx, s.parseBody(s.adminCreateUserSchema, request.body)),
  );
  app.get('/admin/users', adminOnly, async (request) => {
    const page = Math.max(1, Number(queryString(request, 'page')) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(queryString(request, 'per_page')) || 50));
    return admin.adminListUsers(ctx, page, perPage);
  });
  app.get('/admin/users/:id', adminOnly, async (request) =>
    admin.adminGetUser(ctx, userId(request)),
  );
  app.put('/admin/users/:id', adminOnly, async (request) =>
    admin.adminUpdateUser(ctx, userId(request), s.parseBody(s.adminUpdateUserSchema, request.body)),
  );
  app.delete('/admin/users/:id', adminOnly, async (request) =>
    admin.adminDeleteUser(ctx, userId(request)),
  );
};
