import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { RealtimeHub } from './realtime-hub.js';
import { serveSocket } from './serve-socket.js';

/** Supabase Realtime's websocket (`/realtime/v1/websocket`), the part supabase-js uses. */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const { keys } = app.ctx;
  const hub = new RealtimeHub(app.ctx);
  await hub.start();
  app.addHook('onClose', async () => hub.close());
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });

  app.get<{ Querystring: { apikey?: string; vsn?: string } }>(
    '/websocket',
    {
      websocket: true,
      preValidation: async (request) => {
        const { apikey, vsn } = request.query;
        if (vsn !== undefined && vsn !== '1.0.0' && vsn !== '2.0.0')
          throw new AppError(400, 'bad_request', `Unsupported protocol version ${vsn}`);
        if (!apikey) throw new AppError(401, 'no_api_key', 'No API key found in request');
        if (apikey === keys.anonKey || apikey === keys.serviceKey) return;
        await keys.verify(apikey).catch(() => {
          throw new AppError(401, 'invalid_api_key', 'Invalid API key');
        });
      },
    },
    (socket, request) =>
      serveSocket(socket, {
        hub,
        keys,
        vsn: request.query.vsn === '2.0.0' ? '2.0.0' : '1.0.0',
        apiKey: request.query.apikey!,
        log: request.log,
      }),
  );
};
