import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { bucketRoutes } from './bucket-routes.js';
import type { StorageDeps } from './deps.js';
import { storageDriverFor } from './local-driver.js';
import { downloadRoutes } from './download-routes.js';
import { toStorageError } from './errors.js';
import { objectRoutes } from './object-routes.js';
import { uploadRoutes } from './upload-routes.js';

/**
 * /storage/v1: the Supabase Storage API subset that `supabase.storage` (storage-js 2.119) calls.
 * Bytes go to the disk driver under `<DATA_DIR>/storage`; metadata and permissions live in the
 * `storage` schema, where row-level security decides what each caller may do.
 */
export const storageRoutes: FastifyPluginAsync = async (app) => {
  const deps: StorageDeps = {
    db: app.ctx.database.db,
    keys: app.ctx.keys,
    driver: storageDriverFor(app.ctx.config),
    log: app.log,
  };

  // Storage speaks its own error shape, {statusCode, code, error, message}.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const mapped = toStorageError(error);
    if (mapped) {
      for (const [name, value] of Object.entries(mapped.headers)) reply.header(name, value);
      return reply.code(mapped.statusCode).send(mapped.toBody());
    }
    request.log.error({ err: error }, 'storage request failed');
    return reply.code(500).send({
      statusCode: '500',
      code: 'InternalError',
      error: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  await app.register(bucketRoutes, { deps });
  await app.register(objectRoutes, { deps });
  await app.register(downloadRoutes, { deps });
  await app.register(uploadRoutes, { deps });
};
