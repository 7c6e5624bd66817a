import type { Readable } from 'node:stream';

/**
 * One stored version of an object's bytes. Each upload writes a new version and the object's row
 * switches to it when its transaction commits, so bytes a row points at are always complete.
 */
export type BlobKey = { bucket: string; name: string; version: string };

export type StoredBlob = {
  size: number;
  /** quoted MD5 hex, as S3 and Supabase send it */ eTag: string;
};

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Where object bytes live. Local disk today; the operations are the ones an S3-compatible store
 * offers (PutObject, GetObject with Range, CopyObject, DeleteObject), so a driver for one fits.
 */
export type StorageDriver = {
  /**
   * Stores `body` under `key`, all or nothing. Rejects with BlobTooLargeError as soon as more than
   * `maxBytes` arrive; `body` is then left unconsumed (not destroyed) for the caller to drain.
   */
  put(key: BlobKey, body: Readable, options: { maxBytes: number }): Promise<StoredBlob>;
  /** Opens the bytes for reading; rejects with BlobNotFoundError when they are gone. */
  get(key: BlobKey, range?: ByteRange): Promise<Readable>;
  copy(from: BlobKey, to: BlobKey): Promise<void>;
  /** Idempotent: removing what is not there succeeds. */
  remove(key: BlobKey): Promise<void>;
  /** Removes everything stored for a bucket (after its rows are gone). */
  removeBucket(bucket: string): Promise<void>;
};

export class BlobTooLargeError extends Error {
  constructor() {
    super('object exceeds the allowed size');
    this.name = 'BlobTooLargeError';
  }
}

export class BlobNotFoundError extends Error {
  constructor() {
    super('stored bytes not found');
    this.name = 'BlobNotFoundError';
  }
}
