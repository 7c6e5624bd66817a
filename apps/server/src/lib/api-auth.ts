import { firstErrorPerField, type UserType } from '@ias/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import { sessionCheckFor } from './caller-pipeline.js';
import { AppError } from './errors.js';
import { orgKeyCaller } from '../modules/integrations/org-key-caller.js';
import { orgKeyResolver } from '../modules/integrations/resolve-org-key.js';
import { authenticate, type RequestAuth } from './request-auth.js';

/** A signed-in person calling /api, with what policies and operations need to know about them. */
export type Caller = {
  auth: RequestAuth;
  userId: string;
  email: string;
  fullName: string;
  userType: UserType | null;
  isAdmin: boolean;
  /** A shared demo account (/demo): it stays inside the demo organisations. */
  isDemo: boolean;
};

const notSignedIn = (message = 'Please sign in to continue.') =>
  new AppError(401, 'not_signed_in', message);

/**
 * Resolves the caller of an /api operation: a valid, still signed-in session, and (for people
 * with two-factor on) an aal2 session, exactly as the database policies require.
 */
export async function requireCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const auth = await authenticate(
    request,
    ctx.keys,
    (reason) =>
      reason === 'expired'
        ? notSignedIn('Your session has expired. Please sign in again.')
        : notSignedIn(),
    { resolveOrgKey: orgKeyResolver(ctx) },
  );
  if (auth.orgKey) return orgKeyCaller(ctx, request, auth);
  if (auth.role !== 'authenticated' || !auth.userId) throw notSignedIn();
  // One statement by primary keys, as the server: is the session still signed in, who is it, and
  // does two-factor (when the person has a verified factor) need an aal2 session — the same
  // facts the database policies check, without running a transaction for them.
  // A read may rely on the session having been found signed in moments ago; a write checks again.
  const session = sessionCheckFor(auth, request.method === 'GET' ? ctx.sessions : undefined);
  const { rows } = await ctx.database.pool.query<{
    active: boolean;
    mfa_ok: boolean;
    user_type: UserType | null;
    full_name: string | null;
    email: string | null;
  }>(
    `select ($1::uuid is null or auth.session_is_active($1::uuid)) as active,
            ($3 = 'aal2' or not exists (
              select 1 from auth.mfa_factors f where f.user_id = $2::uuid and f.status = 'verified'
            )) as mfa_ok,
            p.user_type, p.full_name, p.email
       from (select 1) one left join public.profiles p on p.id = $2::uuid`,
    [
      session?.known ? null : (auth.sessionId ?? null),
      auth.userId,
      String(auth.claims.aal ?? 'aal1'),
    ],
  );
  const row = rows[0]!;
  if (!row.active) throw notSignedIn('You were signed out. Please sign in again.');
  if (!session?.known) session?.confirm();
  if (!row.mfa_ok) {
    throw new AppError(
      403,
      'mfa_required',
      'Enter the code from your authenticator app to continue.',
    );
  }
  return {
    auth,
    userId: auth.userId,
    email: row.email ?? String(auth.claims.email ?? ''),
    fullName: row.full_name ?? 'User',
    userType: row.user_type,
    isAdmin: row.user_type === 'Admin',
    isDemo: (auth.claims.app_metadata as { demo?: boolean } | undefined)?.demo === true,
  };
}

/** Parses an /api body with zod; every invalid field is reported, as the forms show them. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = firstErrorPerField(result.error.issues);
  const [field, message] = Object.entries(fields)[0] ?? ['form', 'Invalid request'];
  throw new AppError(
    400,
    'validation_failed',
    field === 'form' ? message : `${field}: ${message}`,
    { fields },
  );
}

/** Demo accounts are shared by every visitor: they may look and try, not reach real tenants. */
export function refuseDemo(caller: Caller, what: string): void {
  if (caller.isDemo)
    throw new AppError(
      403,
      'demo_account',
      `The demo cannot ${what}. Create a free account to do this for real.`,
    );
}
