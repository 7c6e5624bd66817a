import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from './caller.js';
import { createBucket } from './create-bucket.js';
import { removeBucket } from './delete-bucket.js';
import type { StorageDeps } from './deps.js';
import { emptyBucket } from './empty-bucket.js';
import { getBucket } from './get-bucket.js';
import { listAllBuckets } from './list-buckets.js';
import { parseBucketId } from './paths.js';
import {
  createBucketBodySchema,
  listBucketsQuerySchema,
  updateBucketBodySchema,
} from './schemas.js';
import { updateBucketSettings } from './update-bucket.js';

type IdParams = { id: string };

/** /bucket: storage-js listBuckets, getBucket, createBucket, updateBucket, emptyBucket, deleteBucket. */
export const bucketRoutes: FastifyPluginAsync<{ deps: StorageDeps }> = async (app, { deps }) => {
  app.get('/bucket', async (request) =>
    listAllBuckets(
      deps,
      await callerOf(request, deps.keys),
      listBucketsQuerySchema.parse(request.query),
    ),
  );

  app.get<{ Params: IdParams }>('/bucket/:id', async (request) =>
    getBucket(deps, await callerOf(request, deps.keys), parseBucketId(request.params.id)),
  );

  app.post('/bucket', async (request) =>
    createBucket(
      deps,
      await callerOf(request, deps.keys),
      createBucketBodySchema.parse(request.body),
    ),
  );

  app.put<{ Params: IdParams }>('/bucket/:id', async (request) =>
    updateBucketSettings(
      deps,
      await callerOf(request, deps.keys),
      parseBucketId(request.params.id),
      updateBucketBodySchema.parse(request.body ?? {}),
    ),
  );

  app.post<{ Params: IdParams }>('/bucket/:id/empty', async (request) =>
    emptyBucket(deps, await callerOf(request, deps.keys), parseBucketId(request.params.id)),
  );

  app.delete<{ Params: IdParams }>('/bucket/:id', async (request) =>
    removeBucket(deps, await callerOf(request, deps.keys), parseBucketId(request.params.id)),
  );
};
