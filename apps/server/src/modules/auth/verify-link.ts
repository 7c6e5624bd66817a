import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { hashToken, randomToken } from './crypto.js';
import { authError } from './errors.js';
import { resolveRedirect, withParams } from './redirects.js';
import * as repo from './repository.js';
import { type ClientInfo, type SessionResponse, startSession } from './sessions.js';

type LinkType = 'signup' | 'recovery' | 'email' | 'magiclink' | 'invite';

const TOKEN_TYPE: Record<LinkType, 'confirmation_token' | 'recovery_token'> = {
  signup: 'confirmation_token',
  email: 'confirmation_token',
  invite: 'confirmation_token',
  magiclink: 'confirmation_token',
  recovery: 'recovery_token',
};

const expiredLink = () => authError(403, 'otp_expired', 'Email link is invalid or has expired');

/** Takes the token from a mailed link; marks the address confirmed, since only its owner has the link. */
async function consumeLink(db: repo.Db, token: string, type: LinkType, client: ClientInfo) {
  const row = await repo.consumeOneTimeToken(db, hashToken(token));
  if (!row || row.token_type !== TOKEN_TYPE[type] || new Date(row.expires_at) < new Date())
    throw expiredLink();
  let user = await repo.findUserById(db, row.user_id);
  if (!user) throw expiredLink();
  // A magic link and the code mailed with it are one sign-in: using either voids the other.
  await db
    .deleteFrom('auth.otp_codes')
    .where('user_id', '=', user.id)
    .where('channel', '=', 'email')
    .execute();
  if (!user.email_confirmed_at) {
    // A magic link was asked for by the mailbox's owner, not by whoever signed up with this
    // address and a password: that unproven password goes (pre-account takeover).
    user = await repo.updateUser(db, user.id, {
      email_confirmed_at: new Date(),
      ...(type === 'magiclink' ? { encrypted_password: null } : {}),
    });
    await sql`update auth.identities set identity_data = jsonb_set(identity_data, '{email_verified}', 'true')
              where user_id = ${user.id} and provider = 'email'`.execute(db);
    await repo.insertAudit(db, { userId: user.id, action: 'user_confirmed', ip: client.ip });
  }
  return { row, user };
}

/**
 * GET /verify from an e-mail link. A PKCE client gets `?code=` to exchange; an implicit client gets
 * the session in the fragment; errors go back to the app as `error_description`.
 */
export async function verifyLink(
  ctx: AppContext,
  input: { token: string; type: LinkType; redirectTo: string | undefined },
  client: ClientInfo,
): Promise<string> {
  const fallback = resolveRedirect(ctx.config, input.redirectTo);
  try {
    return await ctx.database.db.transaction().execute(async (db) => {
      const { row, user } = await consumeLink(db, input.token, input.type, client);
      const redirectTo = resolveRedirect(ctx.config, row.redirect_to ?? input.redirectTo);
      const flow = row.flow_state_id ? await repo.findFlowById(db, row.flow_state_id) : undefined;
      if (flow) {
        const code = randomToken(24);
        await repo.issueAuthCode(db, flow.id, user.id, code);
        return withParams(redirectTo, { code }, 'query');
      }
      const method = input.type === 'recovery' ? 'recovery' : 'otp';
      const session = await startSession(ctx, db, user, method, client);
      return withParams(
        redirectTo,
        {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type: input.type,
        },
        'fragment',
      );
    });
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unexpected_failure';
    const description =
      error instanceof Error && code !== 'unexpected_failure'
        ? error.message
        : 'Email link is invalid or has expired';
    if (code === 'unexpected_failure')
      ctx.log.error({ err: error }, 'verifying an e-mail link failed');
    return withParams(
      fallback,
      { error: 'access_denied', error_code: code, error_description: description },
      'query',
    );
  }
}

/** POST /verify with a token_hash: the same check, answered with a session. */
export async function verifyTokenHash(
  ctx: AppContext,
  input: { tokenHash: string; type: LinkType },
  client: ClientInfo,
): Promise<SessionResponse> {
  return ctx.database.db.transaction().execute(async (db) => {
    const { user } = await consumeLink(db, input.tokenHash, input.type, client);
    return startSession(ctx, db, user, input.type === 'recovery' ? 'recovery' : 'otp', client);
  });
}
