import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from './caller.js';
import type { StorageDeps } from './deps.js';
import { findPublicObject, findReadableObject, findSignedObject } from './download-object.js';
import { type ObjectParams, objectTarget } from './route-params.js';
import { sendObject } from './send-object.js';

type DownloadQuery = { download?: string; token?: string };
type Download = { Params: ObjectParams; Querystring: DownloadQuery };

/**
 * GET and HEAD (storage-js `exists`) of object bytes: as the caller, from a public bucket without
 * any key, or with a signed URL's token. Sent as stored, never compressed on the way (`compress:
 * false`): their Content-Length, ETag and byte ranges describe the stored bytes.
 */
export const downloadRoutes: FastifyPluginAsync<{ deps: StorageDeps }> = async (app, { deps }) => {
  const method = ['GET', 'HEAD'];
  const download = (query: DownloadQuery) =>
    typeof query.download === 'string' ? query.download : undefined;

  for (const url of ['/object/:bucket/*', '/object/authenticated/:bucket/*']) {
    app.route<Download>({
      method,
      url,
      exposeHeadRoute: false,
      compress: false,
      handler: async (request, reply) => {
        const { bucketId, name } = objectTarget(request.params);
        const row = await findReadableObject(
          deps,
          await callerOf(request, deps.keys),
          bucketId,
          name,
        );
        return sendObject(deps, request, reply, row, {
          isPublic: false,
          download: download(request.query),
        });
      },
    });
  }

  app.route<Download>({
    method,
    url: '/object/public/:bucket/*',
    exposeHeadRoute: false,
    compress: false,
    handler: async (request, reply) => {
      const { bucketId, name } = objectTarget(request.params);
      const row = await findPublicObject(deps, bucketId, name);
      return sendObject(deps, request, reply, row, {
        isPublic: true,
        download: download(request.query),
      });
    },
  });

  app.route<Download>({
    method,
    url: '/object/sign/:bucket/*',
    exposeHeadRoute: false,
    compress: false,
    handler: async (request, reply) => {
      const { bucketId, name } = objectTarget(request.params);
      const row = await findSignedObject(deps, bucketId, name, request.query.token);
      return sendObject(deps, request, reply, row, {
        isPublic: false,
        download: download(request.query),
      });
    },
  });
};
