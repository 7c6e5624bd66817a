import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError, localizedError } from '../../lib/errors.js';
import { literalTargetProblem } from '../../lib/outbound-http.js';
import { requireIntegrationOwner } from './access.js';
import { postEvent } from './post-event.js';
import { newWebhookSecret } from './sign.js';

export const WEBHOOK_EVENTS = ['check_in', 'check_out', 'leave_approved', 'member_joined'] as const;

const url = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Enter the full address, starting with https://')
  .transform((value) => new URL(value).toString());
const events = z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'Choose at least one event.');
const description = z.string().trim().max(200).nullable().optional();

export const createWebhookSchema = z.object({ url, events, description });
export const updateWebhookSchema = z
  .object({ url, events, description, is_enabled: z.boolean() })
  .partial()
  .strict();

export type WebhookView = {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  is_enabled: boolean;
  created_at: string;
};
const COLUMNS = sql`id, url, events, description, is_enabled, created_at`;

/** A receiver on this machine or the private network is refused unless the operator allows it. */
function checkTarget(ctx: AppContext, url: string | undefined) {
  const problem =
    url === undefined || ctx.config.allowPrivateNetworkTargets ? null : literalTargetProblem(url);
  if (problem)
    throw localizedError(
      400,
      'webhook_address_not_allowed',
      problem.kind === 'this_machine'
        ? 'error.webhook.thisMachine'
        : 'error.webhook.privateAddress',
      { host: problem.host },
    );
}

const notFound = () => new AppError(404, 'webhook_not_found', 'Webhook not found.');

async function ownedWebhook(ctx: AppContext, caller: Caller, id: string) {
  const { rows } = await sql<{ org_id: string; url: string; secret: string }>`
    select org_id, url, secret from public.webhooks where id = ${id}::uuid`.execute(
    ctx.database.db,
  );
  if (!rows[0]) throw notFound();
  await requireIntegrationOwner(ctx, caller, rows[0].org_id);
  return rows[0];
}

export async function listWebhooks(ctx: AppContext, caller: Caller, orgId: string) {
  await requireIntegrationOwner(ctx, caller, orgId);
  const { rows } = await sql<WebhookView>`
    select ${COLUMNS} from public.webhooks where org_id = ${orgId}::uuid
     order by created_at`.execute(ctx.database.db);
  return rows;
}

/** Registers a webhook; its signing secret is in this answer only. */
export async function createWebhook(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: z.infer<typeof createWebhookSchema>,
): Promise<WebhookView & { secret: string }> {
  await requireIntegrationOwner(ctx, caller, orgId);
  checkTarget(ctx, input.url);
  const secret = newWebhookSecret();
  const row = await asActor(ctx.database.db, { userId: caller.userId }, async (trx) => {
    const { rows } = await sql<WebhookView>`
      insert into public.webhooks (org_id, url, events, description, secret, created_by)
      values (${orgId}::uuid, ${input.url}, ${input.events}::text[], ${input.description ?? null},
              ${secret}, ${caller.userId}::uuid)
      returning ${COLUMNS}`.execute(trx);
    return rows[0]!;
  });
  return { ...row, secret };
}

export async function updateWebhook(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: z.infer<typeof updateWebhookSchema>,
): Promise<WebhookView> {
  await ownedWebhook(ctx, caller, id);
  checkTarget(ctx, input.url);
  return asActor(ctx.database.db, { userId: caller.userId }, async (trx) => {
    const { rows } = await sql<WebhookView>`
      update public.webhooks
         set url = coalesce(${input.url ?? null}, url),
             events = coalesce(${input.events ?? null}::text[], events),
             description = case when ${input.description !== undefined} then ${input.description ?? null} else description end,
             is_enabled = coalesce(${input.is_enabled ?? null}::boolean, is_enabled)
       where id = ${id}::uuid
      returning ${COLUMNS}`.execute(trx);
    return rows[0]!;
  });
}

export async function deleteWebhook(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  await ownedWebhook(ctx, caller, id);
  await asActor(ctx.database.db, { userId: caller.userId }, (trx) =>
    sql`delete from public.webhooks where id = ${id}::uuid`.execute(trx),
  );
}

export type DeliveryView = {
  id: string;
  event_id: string | null;
  event: string;
  attempt: number;
  outcome: 'delivered' | 'retrying' | 'failed';
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  created_at: string;
};

/** The webhook's delivery log, newest first: one row per try. */
export async function listDeliveries(ctx: AppContext, caller: Caller, id: string, limit = 50) {
  await ownedWebhook(ctx, caller, id);
  const { rows } = await sql<DeliveryView>`
    select id::text, event_id::text, event, attempt, outcome, response_status, duration_ms, error,
           created_at
      from public.webhook_deliveries where webhook_id = ${id}::uuid
     order by id desc limit ${limit}`.execute(ctx.database.db);
  return rows;
}

/** "Send test": a signed `ping` posted now (not queued, not retried), logged like any try. */
export async function sendTest(ctx: AppContext, caller: Caller, id: string): Promise<DeliveryView> {
  const hook = await ownedWebhook(ctx, caller, id);
  const now = new Date();
  const result = await postEvent(
    hook.url,
    hook.secret,
    {
      id: `evt_test_${now.getTime()}`,
      type: 'ping',
      created_at: now.toISOString(),
      organization_id: hook.org_id,
      data: { message: 'A test from the Intelligent Attendance System.' },
    },
    now,
    { allowPrivateNetworks: ctx.config.allowPrivateNetworkTargets },
  );
  const { rows } = await sql<DeliveryView>`
    insert into public.webhook_deliveries
      (org_id, webhook_id, event, attempt, outcome, response_status, duration_ms, error)
    values (${hook.org_id}::uuid, ${id}::uuid, 'ping', 1, ${result.ok ? 'delivered' : 'failed'},
            ${result.status}, ${result.durationMs}, ${result.error})
    returning id::text, event_id::text, event, attempt, outcome, response_status, duration_ms,
              error, created_at`.execute(ctx.database.db);
  return rows[0]!;
}
