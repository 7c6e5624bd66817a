import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';

const DB_CHECK_TIMEOUT_MS = 2000;

async function checkDatabase(
  run: () => Promise<unknown>,
): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('database did not answer within 2 s')),
          DB_CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      error: (error as Error).message,
    };
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const { database, version, config, keys } = app.ctx;

  app.get('/api/health', async (_request, reply) => {
    const db = await checkDatabase(() => sql`select 1`.execute(database.db));
    reply.header('cache-control', 'no-store');
    if (!db.ok) {
      return reply.code(503).send({
        status: 'degraded',
        database: 'unavailable',
        version,
        details: db.error,
      });
    }
    return {
      status: 'ok',
      database: 'ok',
      version,
      databaseKind: database.kind,
      latencyMs: db.latencyMs,
    };
  });

  // The SPA boots from this: same-origin API URL and the public (anon) key.
  app.get('/api/config', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      // The origin the browser used, so the client always calls its own origin.
      supabaseUrl: `${request.protocol}://${request.host}`,
      anonKey: keys.anonKey,
      debugTools: config.debugTools,
      googleEnabled: Boolean(config.google),
      emailConfirmation: config.emailConfirmation,
    };
  });
};
