import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { createKey, createKeySchema, listKeys, revokeKey } from './api-keys.js';
import { type ApiRoute, openApiDocument } from './openapi.js';
import {
  createWebhook,
  createWebhookSchema,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  sendTest,
  updateWebhook,
  updateWebhookSchema,
} from './webhooks.js';

const idParam = z.object({ id: z.string().uuid() });

/** Organisation API keys, webhooks and the OpenAPI description of /api. */
export const integrationRoutes: FastifyPluginAsync<{ apiRoutes: readonly ApiRoute[] }> = async (
  app,
  options,
) => {
  const ctx = app.ctx;
  const id = (params: unknown) => parseInput(idParam, params).id;

  app.get('/api/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return openApiDocument(options.apiRoutes, ctx.version, ctx.config.siteUrl);
  });

  app.get('/api/organizations/:id/api-keys', async (request) => ({
    keys: await listKeys(ctx, await requireCaller(ctx, request), id(request.params)),
  }));
  app.post('/api/organizations/:id/api-keys', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const key = await createKey(
      ctx,
      caller,
      id(request.params),
      parseInput(createKeySchema, request.body),
    );
    return reply.code(201).send(key);
  });
  app.post('/api/api-keys/:id/revoke', async (request) =>
    revokeKey(ctx, await requireCaller(ctx, request), id(request.params)),
  );

  app.get('/api/organizations/:id/webhooks', async (request) => ({
    webhooks: await listWebhooks(ctx, await requireCaller(ctx, request), id(request.params)),
  }));
  app.post('/api/organizations/:id/webhooks', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const hook = await createWebhook(
      ctx,
      caller,
      id(request.params),
      parseInput(createWebhookSchema, request.body),
    );
    return reply.code(201).send(hook);
  });
  app.patch('/api/webhooks/:id', async (request) => {
    const caller = await requireCaller(ctx, request);
    return updateWebhook(
      ctx,
      caller,
      id(request.params),
      parseInput(updateWebhookSchema, request.body),
    );
  });
  app.delete('/api/webhooks/:id', async (request, reply) => {
    await deleteWebhook(ctx, await requireCaller(ctx, request), id(request.params));
    return reply.code(204).send();
  });
  app.get('/api/webhooks/:id/deliveries', async (request) => ({
    deliveries: await listDeliveries(ctx, await requireCaller(ctx, request), id(request.params)),
  }));
  app.post('/api/webhooks/:id/test', async (request) =>
    sendTest(ctx, await requireCaller(ctx, request), id(request.params)),
  );
};
