import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import type { RequestAuth } from '../../lib/request-auth.js';

const READ_METHODS = new Set(['GET', 'HEAD']);
/** The routes a key may call: its own organisation's, `/api/organizations/<its id>[/…]`. */
const ORG_ROUTE = /^\/api\/organizations\/:id(\/|$)/;

const refused = (message: string) => new AppError(403, 'api_key_not_allowed', message);

/**
 * An /api caller from an organisation key. /api operations decide permissions for a person, so the
 * key acts as the owner who made it, but only on its own organisation's routes (the `:id` in the
 * path must be its organisation) and, for a read key, only with GET.
 */
export async function orgKeyCaller(
  ctx: AppContext,
  request: FastifyRequest,
  keyAuth: RequestAuth,
): Promise<Caller> {
  const key = keyAuth.orgKey!;
  const params = request.params as { id?: unknown };
  if (!ORG_ROUTE.test(request.routeOptions.url ?? '') || params.id !== key.orgId)
    throw refused('An API key reaches only its own organisation: /api/organizations/{its id}/….');
  if (key.scope === 'read' && !READ_METHODS.has(request.method))
    throw refused('This API key may only read. Ask an owner for a read-write key.');
  if (!key.createdBy) throw refused('The owner who made this API key no longer exists.');
  const { rows } = await ctx.database.pool.query<{
    user_type: Caller['userType'];
    full_name: string | null;
    email: string | null;
  }>('select user_type, full_name, email from public.profiles where id = $1::uuid', [
    key.createdBy,
  ]);
  const profile = rows[0];
  return {
    auth: {
      role: 'authenticated',
      // The key is a credential of its own: the owner's second factor was checked when it was made.
      claims: { role: 'authenticated', sub: key.createdBy, aal: 'aal2' },
      token: keyAuth.token,
      userId: key.createdBy,
      sessionId: undefined,
      orgKey: key,
    },
    userId: key.createdBy,
    email: profile?.email ?? '',
    fullName: profile?.full_name ?? 'API key',
    userType: profile?.user_type ?? null,
    isAdmin: false,
    isDemo: false,
  };
}
