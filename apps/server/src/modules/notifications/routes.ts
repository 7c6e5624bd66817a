import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { NotificationDelivery } from './deliver-notifications.js';
import { listMemberDeliveries, memberDeliveriesCsv, memberDeliveryQuery } from './delivery-log.js';
import {
  pushSubscriptionSchema,
  removePushSubscription,
  savePushSubscription,
} from './push-subscriptions.js';
import { sendEmail } from './send-email.js';
import { sendPush } from './send-push.js';
import { unsubscribe, unsubscribePage } from './unsubscribe.js';
import { loadVapidKeys } from './vapid-keys.js';

const tokenQuery = z.object({ token: z.string().max(400).default('') });
const endpointBody = z.object({ endpoint: z.string().max(1000) });
const orgParams = z.object({ orgId: z.uuid('Unknown organisation.') });

/**
 * Notifications: their delivery by e-mail and Web Push (rows are made by database triggers, read
 * and marked read through the data API under RLS), the unsubscribe link of each e-mail, and the
 * browser subscriptions for push.
 */
export const notificationRoutes: FastifyPluginAsync<{ backgroundJobs: boolean }> = async (
  app,
  options,
) => {
  const { ctx } = app;
  const vapid = loadVapidKeys(ctx.config.dataDir, ctx.config.mailFrom, ctx.config.vapidKeys);
  const delivery = new NotificationDelivery(ctx, {
    email: (claimed) => sendEmail(ctx, claimed),
    push: (claimed) => sendPush(ctx, vapid, claimed),
  });
  await delivery.start({ sweepPeriodically: options.backgroundJobs });
  app.addHook('preClose', async () => delivery.close());

  // The page's form and RFC 8058 one-click posts are form-encoded; the token is in the query.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.get('/api/notifications/unsubscribe', async (request, reply) => {
    const token = tokenQuery.safeParse(request.query ?? {}).data?.token ?? '';
    const result = await unsubscribePage(app.ctx, token);
    return reply
      .code(result.status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(result.html);
  });

  app.post('/api/notifications/unsubscribe', async (request, reply) => {
    const token = tokenQuery.safeParse(request.query ?? {}).data?.token ?? '';
    const result = await unsubscribe(app.ctx, token);
    return reply
      .code(result.status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(result.html);
  });

  // Web Push: the key browsers subscribe with, and this browser's subscription for the caller.
  app.get('/api/notifications/push-key', async () => ({ publicKey: vapid.publicKey }));
  app.post('/api/notifications/push-subscriptions', async (request) =>
    savePushSubscription(
      ctx,
      await requireCaller(ctx, request),
      parseInput(pushSubscriptionSchema, request.body),
    ),
  );
  app.delete('/api/notifications/push-subscriptions', async (request) =>
    removePushSubscription(
      ctx,
      await requireCaller(ctx, request),
      parseInput(endpointBody, request.body).endpoint,
    ),
  );

  // The members' delivery log (owners): e-mails and pushes, searchable, and as CSV.
  app.get('/api/organizations/:orgId/notification-deliveries', async (request) => {
    const { orgId } = parseInput(orgParams, request.params);
    const caller = await requireCaller(ctx, request);
    const query = parseInput(memberDeliveryQuery, request.query);
    return { deliveries: await listMemberDeliveries(ctx, caller, orgId, query) };
  });

  app.get('/api/organizations/:orgId/notification-deliveries.csv', async (request, reply) => {
    const { orgId } = parseInput(orgParams, request.params);
    const caller = await requireCaller(ctx, request);
    const query = parseInput(
      memberDeliveryQuery.extend({ limit: z.coerce.number().int().min(1).default(5000) }),
      request.query,
    );
    const rows = await listMemberDeliveries(ctx, caller, orgId, {
      ...query,
      limit: Math.min(query.limit, 5000),
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="notification-deliveries.csv"')
      .header('cache-control', 'no-store')
      .send(memberDeliveriesCsv(rows));
  });
};
