import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import type { Keys } from '../../lib/jwt.js';
import {
  asCaller,
  authenticate,
  type RequestAuth,
  SessionRevokedError,
} from '../../lib/request-auth.js';
import { storageErrors } from './errors.js';

/** Who a storage operation runs as: the request's caller, or the service role for a signed upload. */
export type Actor = Pick<RequestAuth, 'role' | 'claims' | 'sessionId' | 'userId'>;

/** The caller from the apikey and bearer headers; 401 in storage's error shape otherwise. */
export async function callerOf(request: FastifyRequest, keys: Keys): Promise<Actor> {
  return authenticate(request, keys, (reason) =>
    storageErrors.invalidJwt(
      reason === 'missing_apikey'
        ? 'No API key found in request'
        : reason === 'expired'
          ? 'jwt expired'
          : 'Invalid JWT',
    ),
  );
}

/** The service role acting for `owner`, after a signed upload token vouched for the request. */
export function trustedActor(owner: string | undefined): Actor {
  return {
    role: 'service_role',
    claims: { role: 'service_role', ...(owner ? { sub: owner } : {}) },
    sessionId: undefined,
    userId: owner,
  };
}

/** Runs `fn` in one transaction as `actor`, so row-level security decides. */
export async function runAs<T>(
  db: Kysely<DB>,
  actor: Actor,
  fn: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  try {
    return await asCaller(db, actor, fn);
  } catch (error) {
    if (error instanceof SessionRevokedError) {
      throw storageErrors.invalidJwt('Session not found or signed out');
    }
    throw error;
  }
}

class Rollback extends Error {}

/**
 * Runs `fn` as `actor` and rolls it back: asks the database whether a write would be allowed
 * (policies, uniqueness) before any bytes are read.
 */
export async function probeAs(
  db: Kysely<DB>,
  actor: Actor,
  fn: (trx: Transaction<DB>) => Promise<unknown>,
): Promise<void> {
  try {
    await runAs(db, actor, async (trx) => {
      await fn(trx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}
