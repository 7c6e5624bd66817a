import type { FastifyRequest } from 'fastify';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import {
  type CallerIdentity,
  callerSettings,
  isSessionRevoked,
  SessionRevokedError,
} from './caller-pipeline.js';
import type { DB } from './db-types.js';
import type { AppError } from './errors.js';
import { type AccessTokenClaims, type DbRole, InvalidTokenError, type Keys } from './jwt.js';

export { SessionRevokedError };

/** Who is calling, from the apikey and bearer headers (SPEC.md §7). */
export type RequestAuth = {
  role: DbRole;
  claims: AccessTokenClaims;
  token: string;
  userId: string | undefined;
  sessionId: string | undefined;
  /** Set when the caller is an organisation API key (modules/integrations). */
  orgKey?: OrgKeyIdentity;
};

/** An organisation API key: it acts for its organisation only, reading or also writing. */
export type OrgKeyIdentity = {
  id: string;
  orgId: string;
  scope: 'read' | 'read_write';
  createdBy: string | null;
};

/** Finds the live organisation key a token names (null: unknown, revoked or wrong). */
export type OrgKeyResolver = (token: string) => Promise<RequestAuth | null>;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export type AuthErrorFactory = (reason: 'missing_apikey' | 'expired' | 'invalid') => AppError;

/**
 * Resolves the caller. The apikey must be one of ours; the bearer token (or, without one, the
 * apikey itself) decides the database role. Signature and expiry are checked here; whether the
 * session is still signed in is checked inside the request's transaction.
 */
export async function authenticate(
  request: FastifyRequest,
  keys: Keys,
  toError: AuthErrorFactory,
  options: { requireApiKey?: boolean; resolveOrgKey?: OrgKeyResolver } = {},
): Promise<RequestAuth> {
  const apikey = request.headers.apikey;
  const apiKey = typeof apikey === 'string' ? apikey : undefined;
  const token = bearer(request) ?? apiKey;
  // An organisation API key (`ias_…`) stands alone, as the apikey or the bearer token; it is
  // looked up on every request, so a revoked key is refused at once.
  const orgKey = [token, apiKey].find((value) => value?.startsWith('ias_'));
  if (orgKey) {
    if (orgKey !== token || !options.resolveOrgKey) throw toError('invalid');
    const auth = await options.resolveOrgKey(orgKey);
    if (!auth) throw toError('invalid');
    return auth;
  }
  if (!token || (options.requireApiKey !== false && !apiKey)) throw toError('missing_apikey');
  try {
    // Our own two keys need no signature check; anything else must verify.
    if (apiKey && apiKey !== token && apiKey !== keys.anonKey && apiKey !== keys.serviceKey)
      await keys.verify(apiKey);
    const claims = await keys.verify(token);
    return {
      role: claims.role,
      claims,
      token,
      userId: claims.role === 'authenticated' ? claims.sub : undefined,
      sessionId: claims.role === 'authenticated' ? claims.session_id : undefined,
    };
  } catch (error) {
    if (error instanceof InvalidTokenError) throw toError(error.reason);
    throw error;
  }
}

/**
 * Runs `fn` in one transaction as the caller: `role` and `request.jwt.claims` are set locally,
 * so row-level security decides what the queries see. A signed-out session is refused.
 */
export async function asCaller<T>(
  db: Kysely<DB>,
  auth: CallerIdentity,
  fn: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const settings = callerSettings(auth);
    try {
      await trx.executeQuery(CompiledQuery.raw(settings.text, [...settings.values]));
    } catch (error) {
      throw isSessionRevoked(error) ? new SessionRevokedError() : error;
    }
    return fn(trx);
  });
}
