import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { commandReplies, handshake, type IclockAnswer, poll, upload } from './iclock.js';
import {
  importFile,
  importSchema,
  mapPin,
  mapSchema,
  overview,
  refetchSchema,
  registerDevice,
  registerSchema,
  removeDevice,
  requestRefetch,
  unmapPin,
  updateDevice,
  updateSchema,
} from './service.js';

/** Requests one terminal (serial number, from one address) may make a minute. */
export const ICLOCK_REQUESTS_PER_MINUTE = 240;
const ICLOCK_BODY_LIMIT = 4 * 1024 * 1024;

const idParam = z.object({ id: z.string().uuid() });
const pinParam = z.object({ id: z.string().uuid(), pin: z.string().min(1).max(24) });
const iclockQuery = z.object({
  SN: z.string().max(64).optional(),
  sn: z.string().max(64).optional(),
  table: z.string().max(40).optional(),
  Stamp: z.string().max(40).optional(),
  INFO: z.string().max(400).optional(),
  options: z.string().max(40).optional(),
});

const serialOf = (request: FastifyRequest) => {
  const query = iclockQuery.safeParse(request.query);
  return query.success ? (query.data.SN ?? query.data.sn ?? '').trim() : '';
};

const send = (reply: FastifyReply, answer: IclockAnswer) =>
  reply
    .code(answer.status)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(answer.body);

/**
 * The ADMS ("iclock") endpoints eSSL/ZKTeco terminals push to: plain text, no sign-in (the
 * protocol has none — the serial number names the device, and only registered serials are
 * served), rate-limited per serial and address.
 */
const iclockRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: ICLOCK_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );
  const config = {
    rateLimit: {
      max: ICLOCK_REQUESTS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `iclock:${request.ip}:${serialOf(request)}`,
    },
  };
  const parsed = (request: FastifyRequest) => {
    const query = iclockQuery.safeParse(request.query);
    const serial = serialOf(request);
    if (!query.success || !serial) return null;
    return { serial, query: query.data };
  };
  const noSerial: IclockAnswer = { status: 400, body: 'Missing SN (the device serial number).' };

  app.get('/iclock/cdata', { config }, async (request, reply) => {
    const q = parsed(request);
    if (!q) return send(reply, noSerial);
    return send(reply, await handshake(ctx, q.serial, request.ip));
  });
  app.post('/iclock/cdata', { config }, async (request, reply) => {
    const q = parsed(request);
    if (!q) return send(reply, noSerial);
    const body = typeof request.body === 'string' ? request.body : '';
    return send(
      reply,
      await upload(ctx, q.serial, request.ip, q.query.table ?? '', q.query.Stamp, body),
    );
  });
  app.get('/iclock/getrequest', { config }, async (request, reply) => {
    const q = parsed(request);
    if (!q) return send(reply, noSerial);
    return send(reply, await poll(ctx, q.serial, request.ip, q.query.INFO));
  });
  app.post('/iclock/devicecmd', { config }, async (request, reply) => {
    const q = parsed(request);
    if (!q) return send(reply, noSerial);
    const body = typeof request.body === 'string' ? request.body : '';
    return send(reply, await commandReplies(ctx, q.serial, request.ip, body));
  });
};

/** The owner's biometric devices: registration, PIN mapping, imports, recent punches. */
const ownerRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const id = (request: FastifyRequest, what: string) => {
    const parsed = idParam.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'not_found', what);
    return parsed.data.id;
  };
  const pin = (request: FastifyRequest) => {
    const parsed = pinParam.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'not_found', 'Organisation not found.');
    return parsed.data;
  };

  app.get('/api/organizations/:id/biometric', async (request) =>
    overview(
      ctx,
      await requireCaller(ctx, request),
      id(request, 'Organisation not found.'),
      request.ip,
    ),
  );
  app.post('/api/organizations/:id/biometric/devices', async (request, reply) =>
    reply
      .code(201)
      .send(
        await registerDevice(
          ctx,
          await requireCaller(ctx, request),
          id(request, 'Organisation not found.'),
          parseInput(registerSchema, request.body),
        ),
      ),
  );
  app.patch('/api/biometric/devices/:id', async (request) =>
    updateDevice(
      ctx,
      await requireCaller(ctx, request),
      id(request, 'Device not found.'),
      parseInput(updateSchema, request.body),
    ),
  );
  app.delete('/api/biometric/devices/:id', async (request) =>
    removeDevice(ctx, await requireCaller(ctx, request), id(request, 'Device not found.')),
  );
  app.post('/api/biometric/devices/:id/refetch', async (request, reply) =>
    reply
      .code(201)
      .send(
        await requestRefetch(
          ctx,
          await requireCaller(ctx, request),
          id(request, 'Device not found.'),
          parseInput(refetchSchema, request.body),
        ),
      ),
  );
  app.post('/api/organizations/:id/biometric/pins', async (request) => {
    const input = parseInput(mapSchema, request.body);
    return mapPin(
      ctx,
      await requireCaller(ctx, request),
      id(request, 'Organisation not found.'),
      input.pin,
      input,
    );
  });
  app.delete('/api/organizations/:id/biometric/pins/:pin', async (request) => {
    const params = pin(request);
    return unmapPin(ctx, await requireCaller(ctx, request), params.id, params.pin);
  });
  app.post(
    '/api/organizations/:id/biometric/imports',
    { bodyLimit: 6 * 1024 * 1024 },
    async (request) =>
      importFile(
        ctx,
        await requireCaller(ctx, request),
        id(request, 'Organisation not found.'),
        parseInput(importSchema, request.body),
      ),
  );
};

export const biometricRoutes: FastifyPluginAsync = async (app) => {
  await app.register(iclockRoutes);
  await app.register(ownerRoutes);
};
