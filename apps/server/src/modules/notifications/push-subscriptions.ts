import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { describeTargetProblem, literalTargetProblem } from '../../lib/outbound-http.js';

export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
  user_agent: z.string().max(300).optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * Push services are HTTPS; plain http is accepted only while the site itself is served over
 * http (development and tests, with a local stand-in push service).
 */
function checkEndpoint(ctx: AppContext, endpoint: string) {
  const isHttps = new URL(endpoint).protocol === 'https:';
  if (!isHttps && !ctx.config.siteUrl.startsWith('http://'))
    throw new AppError(400, 'validation_failed', 'endpoint: a push service address is https.');
  const problem = ctx.config.allowPrivateNetworkTargets ? null : literalTargetProblem(endpoint);
  if (problem)
    throw new AppError(
      400,
      'validation_failed',
      `endpoint: not a push service (${describeTargetProblem(problem)}).`,
    );
}

/**
 * Keeps this browser's subscription for the caller. A browser has one endpoint; when another
 * person signs in on it, the endpoint becomes theirs (the previous person's pushes stop there).
 */
export async function savePushSubscription(
  ctx: AppContext,
  caller: Caller,
  input: PushSubscriptionInput,
) {
  checkEndpoint(ctx, input.endpoint);
  await ctx.database.pool.query(
    `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
     values ($1, $2, $3, $4, $5)
     on conflict (endpoint) do update
       set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
           user_agent = excluded.user_agent, created_at = now()`,
    [caller.userId, input.endpoint, input.keys.p256dh, input.keys.auth, input.user_agent ?? null],
  );
  return { subscribed: true };
}

export async function removePushSubscription(ctx: AppContext, caller: Caller, endpoint: string) {
  await ctx.database.pool.query(
    'delete from public.push_subscriptions where endpoint = $1 and user_id = $2',
    [endpoint, caller.userId],
  );
  return { subscribed: false };
}
