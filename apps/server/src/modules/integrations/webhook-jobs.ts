import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import { backoffSeconds, enqueue, type Job, type JobSchedule } from '../../lib/jobs/queue.js';
import { postEvent } from './post-event.js';

/** Tries of one event at one webhook: the first and five retries (30 s, 1, 2, 4, 8 min later). */
export const WEBHOOK_MAX_ATTEMPTS = 6;
const DELIVER = 'webhook.deliver';
const deliveryKey = (eventId: string, webhookId: string, attempt: number) =>
  `webhook:${eventId}:${webhookId}:${attempt}`;

/**
 * Turns waiting outbox events into one delivery job per subscribed webhook (keys make this once,
 * whichever instance ticks), and prunes what is older than 30 days.
 */
export async function dispatchWebhookEvents(db: Kysely<DB>, now: Date): Promise<void> {
  await sql`
    with due as (
      select id from private.webhook_events where dispatched_at is null
       order by id limit 500 for update skip locked
    ), marked as (
      update private.webhook_events e set dispatched_at = ${now}::timestamptz
        from due where e.id = due.id
      returning e.id, e.org_id, e.event
    )
    insert into private.jobs (name, key, payload, run_at, max_attempts)
    select ${DELIVER}, 'webhook:' || m.id || ':' || w.id || ':1',
           jsonb_build_object('webhook_id', w.id, 'event_id', m.id::text, 'attempt', 1),
           ${now}::timestamptz, 3
      from marked m
      join public.webhooks w on w.org_id = m.org_id and w.is_enabled and m.event = any (w.events)
    on conflict (key) do nothing`.execute(db);
  await sql`delete from private.webhook_events
             where dispatched_at < ${now}::timestamptz - interval '30 days'`.execute(db);
  await sql`delete from public.webhook_deliveries
             where created_at < ${now}::timestamptz - interval '30 days'`.execute(db);
}

type Payload = { webhook_id: string; event_id: string; attempt: number };

/**
 * One try: POST the signed event, log it, and when it failed queue the next try after a growing
 * pause — until WEBHOOK_MAX_ATTEMPTS, then the log says it gave up. The log and the next job
 * commit with the job's completion; a failed try is an outcome, not a job error.
 */
export async function deliverWebhook(
  job: Job,
  trx: Transaction<DB>,
  now: Date,
  options: { allowPrivateNetworks: boolean },
): Promise<void> {
  const { webhook_id: webhookId, event_id: eventId, attempt } = job.payload as Payload;
  const { rows: hooks } = await sql<{ url: string; secret: string }>`
    select url, secret from public.webhooks
     where id = ${webhookId}::uuid and is_enabled`.execute(trx);
  const { rows: events } = await sql<{
    org_id: string;
    event: string;
    payload: Record<string, unknown>;
    occurred_at: Date;
  }>`select org_id, event, payload, occurred_at from private.webhook_events
      where id = ${eventId}::bigint`.execute(trx);
  const hook = hooks[0];
  const event = events[0];
  if (!hook || !event) return; // deleted or turned off since: nothing to send
  const result = await postEvent(
    hook.url,
    hook.secret,
    {
      id: `evt_${eventId}`,
      type: event.event,
      created_at: event.occurred_at.toISOString(),
      organization_id: event.org_id,
      data: event.payload,
    },
    now,
    options,
  );
  const outcome = result.ok ? 'delivered' : attempt >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'retrying';
  await sql`
    insert into public.webhook_deliveries
      (org_id, webhook_id, event_id, event, attempt, outcome, response_status, duration_ms, error, created_at)
    values (${event.org_id}::uuid, ${webhookId}::uuid, ${eventId}::bigint, ${event.event}, ${attempt},
            ${outcome}, ${result.status}, ${result.durationMs}, ${result.error}, ${now}::timestamptz)`.execute(
    trx,
  );
  if (outcome === 'retrying') {
    await enqueue(trx, {
      name: DELIVER,
      key: deliveryKey(eventId, webhookId, attempt + 1),
      payload: { webhook_id: webhookId, event_id: eventId, attempt: attempt + 1 },
      runAt: new Date(now.getTime() + backoffSeconds(attempt) * 1000),
      maxAttempts: 3,
    });
  }
}

/** For `startJobs` (app.ts): the outbox is dispatched every round, deliveries run as jobs. */
export function webhookSchedule(options: { allowPrivateNetworks: boolean }): JobSchedule {
  return {
    tick: dispatchWebhookEvents,
    handlers: { [DELIVER]: (job, trx, now) => deliverWebhook(job, trx, now, options) },
  };
}
