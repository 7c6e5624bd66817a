import { verify } from '@node-rs/argon2';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { countHit } from '../../lib/rate-limit-store.js';
import type { OrgKeyIdentity, RequestAuth } from '../../lib/request-auth.js';
import { fingerprint, orgKeyId } from './key-format.js';

export type OrgKeyScope = 'read' | 'read_write';

/** What a request made with an organisation API key runs as. */
export type OrgKey = OrgKeyIdentity;

/**
 * Keys whose argon2 check passed in this process (key id → fingerprint of the whole key), so a
 * busy integration pays the hash once. Revocation does not depend on it: the row is read on
 * every request.
 */
const verified = new Map<string, string>();
const VERIFIED_MAX = 2000;

/** `last_used_at` is written at most once a minute per key. */
const LAST_USED_EVERY_SECONDS = 60;

/**
 * The organisation key `token` names, when it is live (not revoked, hash matches); null otherwise.
 * One statement by primary key, which also records the use.
 */
export async function findOrgKey(ctx: AppContext, token: string): Promise<OrgKey | null> {
  const id = orgKeyId(token);
  if (!id) return null;
  const { rows } = await ctx.database.pool.query<{
    org_id: string;
    scope: OrgKeyScope;
    key_hash: string;
    created_by: string | null;
  }>(
    `select org_id, scope, key_hash, created_by from public.api_keys
      where id = $1::uuid and revoked_at is null`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const print = fingerprint(token);
  if (verified.get(id) !== print) {
    if (!(await verify(row.key_hash, token).catch(() => false))) return null;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(id, print);
  }
  await checkKeyRate(ctx, id);
  await ctx.database.pool.query(
    `update public.api_keys set last_used_at = now()
      where id = $1::uuid and (last_used_at is null
        or last_used_at < now() - make_interval(secs => $2))`,
    [id, LAST_USED_EVERY_SECONDS],
  );
  return { id, orgId: row.org_id, scope: row.scope, createdBy: row.created_by };
}

/**
 * Each key may make RATE_LIMIT_API_KEY requests per window, counted in PostgreSQL so that every
 * server process shares the count; beyond it, 429 with Retry-After until the window ends.
 */
async function checkKeyRate(ctx: AppContext, id: string): Promise<void> {
  const { max, windowMs } = ctx.config.rateLimits.apiKey;
  const { hits, ttl } = await countHit(ctx.database.db, `api-key:${id}`, windowMs);
  if (hits <= max) return;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  throw new AppError(
    429,
    'over_request_rate_limit',
    `This API key made more than ${max} requests in ${windowMs / 1000} s. Try again in ${seconds} s.`,
    {},
    { 'retry-after': String(seconds), 'x-ratelimit-limit': String(max) },
  );
}

/**
 * The data API caller for a key: an `authenticated` role whose subject is the key (no person, so
 * no one's own rows) and whose organisation the policies' helpers add (migration 0046).
 */
export function orgKeyAuth(key: OrgKey, token: string): RequestAuth {
  return {
    role: 'authenticated',
    claims: {
      role: 'authenticated',
      sub: key.id,
      aal: 'aal1',
      api_key_org: key.orgId,
      api_key_scope: key.scope,
    },
    token,
    userId: undefined,
    sessionId: undefined,
    orgKey: key,
  };
}

/** For `authenticate()`: the caller a live organisation key stands for, or null. */
export function orgKeyResolver(ctx: AppContext) {
  return async (token: string): Promise<RequestAuth | null> => {
    const key = await findOrgKey(ctx, token);
    return key && orgKeyAuth(key, token);
  };
}
