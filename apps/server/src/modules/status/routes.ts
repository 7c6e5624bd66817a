import type { FastifyPluginAsync } from 'fastify';
import { getDatabaseDemo } from './get-database-demo.js';

/** A public page may re-run the query often, but not flood the database. */
const DATABASE_DEMO_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** GET /api/database-demo: a live, read-only query for the /database-demo page. */
export const statusRoutes: FastifyPluginAsync = async (app) => {
  const { database } = app.ctx;

  app.get(
    '/api/database-demo',
    { config: { rateLimit: DATABASE_DEMO_RATE_LIMIT } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getDatabaseDemo(database, request.log);
    },
  );
};
