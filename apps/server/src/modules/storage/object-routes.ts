import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from './caller.js';
import { copyObject } from './copy-object.js';
import type { StorageDeps } from './deps.js';
import { listBucketObjects } from './list-objects.js';
import { moveObject } from './move-object.js';
import { objectInfo } from './object-info.js';
import { parseBucketId } from './paths.js';
import { removeObject, removeObjects } from './remove-objects.js';
import { type BucketParams, isUpsert, type ObjectParams, objectTarget } from './route-params.js';
import {
  listBodySchema,
  removeBodySchema,
  signBodySchema,
  signManyBodySchema,
  transferBodySchema,
} from './schemas.js';
import { signUploadUrl } from './sign-upload-url.js';
import { signObjectUrl, signObjectUrls } from './sign-url.js';
import { parseTransfer } from './transfer.js';

/** Object operations with JSON bodies: list, remove, move, copy, info, signing. */
export const objectRoutes: FastifyPluginAsync<{ deps: StorageDeps }> = async (app, { deps }) => {
  const caller = (request: Parameters<typeof callerOf>[0]) => callerOf(request, deps.keys);

  app.post<{ Params: BucketParams }>('/object/list/:bucket', async (request) =>
    listBucketObjects(
      deps,
      await caller(request),
      parseBucketId(request.params.bucket),
      listBodySchema.parse(request.body ?? {}),
    ),
  );

  app.delete<{ Params: BucketParams }>('/object/:bucket', async (request) =>
    removeObjects(
      deps,
      await caller(request),
      parseBucketId(request.params.bucket),
      removeBodySchema.parse(request.body).prefixes,
    ),
  );

  app.delete<{ Params: ObjectParams }>('/object/:bucket/*', async (request) => {
    const { bucketId, name } = objectTarget(request.params);
    return removeObject(deps, await caller(request), bucketId, name);
  });

  app.post('/object/move', async (request) =>
    moveObject(
      deps,
      await caller(request),
      await parseTransfer(deps, transferBodySchema.parse(request.body)),
    ),
  );

  app.post('/object/copy', async (request) =>
    copyObject(
      deps,
      await caller(request),
      await parseTransfer(deps, transferBodySchema.parse(request.body)),
      isUpsert(request.headers['x-upsert']),
    ),
  );

  for (const url of ['/object/info/:bucket/*', '/object/info/authenticated/:bucket/*']) {
    app.get<{ Params: ObjectParams }>(url, async (request) => {
      const { bucketId, name } = objectTarget(request.params);
      return objectInfo(deps, await caller(request), bucketId, name);
    });
  }

  app.post<{ Params: ObjectParams }>('/object/sign/:bucket/*', async (request) => {
    const { bucketId, name } = objectTarget(request.params);
    const { expiresIn } = signBodySchema.parse(request.body);
    return signObjectUrl(deps, await caller(request), bucketId, name, expiresIn);
  });

  app.post<{ Params: BucketParams }>('/object/sign/:bucket', async (request) => {
    const { expiresIn, paths } = signManyBodySchema.parse(request.body);
    return signObjectUrls(
      deps,
      await caller(request),
      parseBucketId(request.params.bucket),
      paths,
      expiresIn,
    );
  });

  app.post<{ Params: ObjectParams }>('/object/upload/sign/:bucket/*', async (request) => {
    const { bucketId, name } = objectTarget(request.params);
    return signUploadUrl(
      deps,
      await caller(request),
      bucketId,
      name,
      isUpsert(request.headers['x-upsert']),
    );
  });
};
