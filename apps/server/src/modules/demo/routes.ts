import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parseInput } from '../../lib/api-auth.js';
import { getDemoInfo } from './get-demo-info.js';
import { resetDemo } from './reset-demo.js';
import { scheduleDemoResets } from './schedule-resets.js';
import { demoSessionSchema } from '@ias/shared';
import { demoResetHours, demoSessionRateLimit } from './settings.js';
import { startDemoSession } from './start-demo-session.js';

const clientInfo = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
});

export type DemoRoutesOptions = {
  /** Periodic jobs, as buildApp's `backgroundJobs` (tests reset the demo explicitly). */
  backgroundJobs?: boolean;
};

/**
 * /demo's server side: the roles on offer, a session as any of them without an account, and the
 * automatic reset (at start-up when the copy is missing or stale, then every DEMO_RESET_HOURS).
 */
export const demoRoutes: FastifyPluginAsync<DemoRoutesOptions> = async (app, options) => {
  const ctx = app.ctx;
  const hours = demoResetHours(ctx.config);
  const scheduler =
    hours > 0 && options.backgroundJobs !== false
      ? scheduleDemoResets({
          hours,
          log: app.log,
          check: (ifOlderThanHours) => resetDemo(ctx, { ifOlderThanHours }),
        })
      : undefined;
  // Only a listening server resets (not `npm run create-admin` or other commands that build the
  // app), and in the background: the server answers at once, demo sign-ins wait for the copy.
  app.addHook('onListen', async () => scheduler?.start());
  app.addHook('onClose', async () => scheduler?.stop());

  const limit = demoSessionRateLimit(ctx.config);
  const sessionLimit = app.rateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `demo-session:${request.ip}`,
  });

  app.get('/api/demo', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDemoInfo(ctx, hours);
  });

  app.post('/api/demo/session', { preHandler: sessionLimit }, async (request, reply) => {
    const input = parseInput(demoSessionSchema, request.body);
    reply.header('cache-control', 'no-store');
    return startDemoSession(ctx, input, clientInfo(request));
  });
};
