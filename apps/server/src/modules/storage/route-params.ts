import { parseBucketId, parseObjectName } from './paths.js';

/** `/…/:bucket/*` */
export type ObjectParams = { bucket: string; '*': string };
export type BucketParams = { bucket: string };

export function objectTarget(params: ObjectParams): { bucketId: string; name: string } {
  return { bucketId: parseBucketId(params.bucket), name: parseObjectName(params['*']) };
}

export function isUpsert(header: string | string[] | undefined): boolean {
  return header === 'true';
}
