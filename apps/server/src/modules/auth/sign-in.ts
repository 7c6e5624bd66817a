import type { AppContext } from '../../app-context.js';
import { verifyPkce } from './crypto.js';
import { authError, invalidCredentials } from './errors.js';
import { verifyPassword } from './passwords.js';
import * as repo from './repository.js';
import { type ClientInfo, type SessionResponse, startSession } from './sessions.js';

/** POST /token?grant_type=password */
export async function signInWithPassword(
  ctx: AppContext,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<SessionResponse> {
  const { db } = ctx.database;
  const user = await repo.findUserByEmail(db, input.email);
  const matches = await verifyPassword(user?.encrypted_password, input.password);
  if (!user || !matches) {
    await repo.insertAudit(db, {
      userId: user?.id ?? null,
      action: 'login_failed',
      payload: { email: input.email, reason: 'invalid_credentials' },
      ip: client.ip,
    });
    throw invalidCredentials();
  }
  if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
  const response = await db
    .transaction()
    .execute((trx) => startSession(ctx, trx, user, 'password', client));
  await repo.insertAudit(db, {
    userId: user.id,
    action: 'login',
    payload: { method: 'password' },
    ip: client.ip,
  });
  return response;
}

const AUTH_CODE_LIFETIME_MS = 5 * 60_000;

const AMR_BY_FLOW: Record<string, string> = {
  recovery: 'recovery',
  'email/signup': 'otp',
  oauth: 'oauth',
};

/** POST /token?grant_type=pkce: trades the code from an e-mail link or Google sign-in for a session. */
export async function exchangeAuthCode(
  ctx: AppContext,
  input: { authCode: string; codeVerifier: string },
  client: ClientInfo,
): Promise<SessionResponse> {
  return ctx.database.db.transaction().execute(async (db) => {
    const flow = await repo.findFlowByAuthCode(db, input.authCode);
    if (!flow?.user_id || !flow.auth_code_issued_at) {
      throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (Date.now() - new Date(flow.auth_code_issued_at).getTime() > AUTH_CODE_LIFETIME_MS) {
      await repo.deleteFlow(db, flow.id);
      throw authError(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    if (!verifyPkce(input.codeVerifier, flow.code_challenge, flow.code_challenge_method)) {
      throw authError(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    await repo.deleteFlow(db, flow.id);
    const user = await repo.findUserById(db, flow.user_id);
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    const method = AMR_BY_FLOW[flow.authentication_method] ?? 'otp';
    const response = await startSession(ctx, db, user, method, client);
    await repo.insertAudit(db, {
      userId: user.id,
      action: 'login',
      payload: { method },
      ip: client.ip,
    });
    return response;
  });
}
