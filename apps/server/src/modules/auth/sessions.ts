import { localizedError } from '../../lib/errors.js';
import type { AppContext } from '../../app-context.js';
import { hashToken, randomToken } from './crypto.js';
import { authError } from './errors.js';
import * as repo from './repository.js';
import { toUserResponse, type UserResponse } from './user-response.js';

export type ClientInfo = { ip: string | null; userAgent: string | null };

export type SessionResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserResponse;
};

export async function loadUserResponse(db: repo.Db, user: repo.UserRow): Promise<UserResponse> {
  const [identities, factors] = await Promise.all([
    repo.listIdentities(db, user.id),
    repo.listFactors(db, user.id),
  ]);
  return toUserResponse(user, identities, factors);
}

/** Signs the access token for a session: Supabase's claim set, so RLS and supabase-js read it alike. */
async function tokenResponse(
  ctx: AppContext,
  db: repo.Db,
  user: repo.UserRow,
  session: repo.SessionRow,
  refreshToken: string,
): Promise<SessionResponse> {
  const expiresIn = ctx.config.jwtExpirySeconds;
  const userResponse = await loadUserResponse(db, user);
  const accessToken = await ctx.keys.sign(
    {
      aud: 'authenticated',
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    },
    expiresIn,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: refreshToken,
    user: userResponse,
  };
}

async function newRefreshToken(
  db: repo.Db,
  session: repo.SessionRow,
  parent: string | null,
): Promise<string> {
  const token = randomToken(24);
  await repo.insertRefreshToken(db, {
    hash: hashToken(token),
    userId: session.user_id,
    sessionId: session.id,
    parent,
  });
  return token;
}

export function assertNotBanned(user: repo.UserRow): void {
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw localizedError(400, 'user_banned', 'error.auth.userBanned');
  }
}

/** Starts a new session for a signed-in user (aal1) and returns GoTrue's token response. */
export async function startSession(
  ctx: AppContext,
  db: repo.Db,
  user: repo.UserRow,
  method: string,
  client: ClientInfo,
): Promise<SessionResponse> {
  assertNotBanned(user);
  const session = await repo.insertSession(db, {
    userId: user.id,
    aal: 'aal1',
    amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }],
    userAgent: client.userAgent,
    ip: client.ip,
  });
  const signedIn = await repo.updateUser(db, user.id, { last_sign_in_at: new Date() });
  const refreshToken = await newRefreshToken(db, session, null);
  return tokenResponse(ctx, db, signedIn, session, refreshToken);
}

/** A fresh token pair for an existing session (after MFA verification raised it, for example). */
export async function reissueSession(
  ctx: AppContext,
  db: repo.Db,
  user: repo.UserRow,
  session: repo.SessionRow,
): Promise<SessionResponse> {
  const refreshToken = await newRefreshToken(db, session, null);
  return tokenResponse(ctx, db, user, session, refreshToken);
}

const refreshTokenNotFound = () =>
  authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

export type RefreshOutcome =
  | { kind: 'rotated'; response: SessionResponse }
  | { kind: 'reused'; userId: string; sessionId: string };

/**
 * Rotates a refresh token. A token already rotated may be presented again only within the reuse
 * interval (two tabs refreshing at once get sibling tokens); later reuse means it leaked, and the
 * caller must revoke the whole session (outside this transaction, so the revocation sticks).
 */
export async function refreshSession(
  ctx: AppContext,
  db: repo.Db,
  refreshToken: string,
): Promise<RefreshOutcome> {
  const hash = hashToken(refreshToken);
  const row = await repo.findRefreshTokenForUpdate(db, hash);
  if (!row) throw refreshTokenNotFound();
  const session = await repo.findSession(db, row.session_id);
  if (!session || (session.not_after && new Date(session.not_after) < new Date()))
    throw refreshTokenNotFound();
  const user = await repo.findUserById(db, row.user_id);
  if (!user) throw refreshTokenNotFound();
  assertNotBanned(user);

  if (row.revoked) {
    const revokedAgoMs = Date.now() - new Date(row.updated_at).getTime();
    if (revokedAgoMs > ctx.config.refreshTokenReuseIntervalSeconds * 1000) {
      return { kind: 'reused', userId: user.id, sessionId: session.id };
    }
  } else {
    await repo.revokeRefreshToken(db, row.id);
  }
  await repo.touchSession(db, session.id);
  const next = await newRefreshToken(db, session, hash);
  return { kind: 'rotated', response: await tokenResponse(ctx, db, user, session, next) };
}

/** A leaked refresh token was replayed: the session it belongs to is signed out everywhere. */
export async function revokeReusedSession(
  db: repo.Db,
  outcome: { userId: string; sessionId: string },
  client: ClientInfo,
): Promise<never> {
  await repo.deleteSessions(db, outcome.userId, { only: outcome.sessionId });
  await repo.insertAudit(db, {
    userId: outcome.userId,
    action: 'token_revoked',
    payload: { reason: 'refresh token reused', session_id: outcome.sessionId },
    ip: client.ip,
  });
  throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}
