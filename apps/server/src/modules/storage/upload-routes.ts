import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerOf, trustedActor } from './caller.js';
import type { StorageDeps } from './deps.js';
import { readUploadBody } from './read-upload-body.js';
import { isUpsert, type ObjectParams, objectTarget } from './route-params.js';
import { verifyUpload } from './signing.js';
import { uploadObject } from './upload-object.js';

/**
 * Uploads. Here every body is streamed, never buffered or parsed: FormData through
 * @fastify/multipart, anything else (a JSON or text file too) as the raw request stream. Size
 * limits are the bucket's, enforced while the bytes are written.
 */
export const uploadRoutes: FastifyPluginAsync<{ deps: StorageDeps }> = async (app, { deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await app.register(multipart);

  const readBody = (request: FastifyRequest) => (maxBytes: number) =>
    readUploadBody(request, maxBytes);

  app.post<{ Params: ObjectParams }>('/object/:bucket/*', async (request) => {
    const { bucketId, name } = objectTarget(request.params);
    const actor = await callerOf(request, deps.keys);
    const upsert = isUpsert(request.headers['x-upsert']);
    return uploadObject(deps, { actor, bucketId, name, upsert, readBody: readBody(request) });
  });

  // PUT replaces, or creates when missing (Supabase's update is an upsert).
  app.put<{ Params: ObjectParams }>('/object/:bucket/*', async (request) => {
    const { bucketId, name } = objectTarget(request.params);
    const actor = await callerOf(request, deps.keys);
    return uploadObject(deps, { actor, bucketId, name, upsert: true, readBody: readBody(request) });
  });

  app.put<{ Params: ObjectParams; Querystring: { token?: string } }>(
    '/object/upload/sign/:bucket/*',
    async (request) => {
      const { bucketId, name } = objectTarget(request.params);
      const claims = await verifyUpload(deps.keys, request.query.token, `${bucketId}/${name}`);
      const actor = trustedActor(claims.owner);
      return uploadObject(deps, {
        actor,
        bucketId,
        name,
        upsert: claims.upsert,
        readBody: readBody(request),
      });
    },
  );
};
