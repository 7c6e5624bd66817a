import { storageErrors } from './errors.js';

/**
 * Supabase Storage's key alphabet (S3-safe ASCII). Keeping to it means a path accepted here is
 * accepted by a hosted Supabase project too; clients keep the original file name in metadata.
 */
const KEY_ALPHABET = /^[\w/!\-.*'() &$@=;:+,?]+$/;
const MAX_KEY_LENGTH = 1024;
/** Each segment becomes a file name on disk, with a version suffix; file names stop at 255 bytes. */
const MAX_SEGMENT_LENGTH = 200;

const BUCKET_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$/;
/** Words the routes use after /object/; a bucket with one of these names could not be reached. */
const RESERVED_BUCKET_IDS = new Set([
  'authenticated',
  'copy',
  'info',
  'list',
  'list-v2',
  'move',
  'public',
  'render',
  'sign',
  'upload',
]);

/** An object's path inside its bucket: `folder/sub/file.png`. Throws 400 InvalidKey. */
export function parseObjectName(raw: string | undefined): string {
  const name = raw ?? '';
  const segments = name.split('/');
  const isValid =
    name.length > 0 &&
    name.length <= MAX_KEY_LENGTH &&
    KEY_ALPHABET.test(name) &&
    segments.every(
      (segment) =>
        segment.length > 0 &&
        segment.length <= MAX_SEGMENT_LENGTH &&
        segment !== '.' &&
        segment !== '..',
    );
  if (!isValid) throw storageErrors.invalidKey(printable(name));
  return name;
}

/** A prefix for listing: '' or a path, with or without a trailing slash. */
export function parsePrefix(raw: string | undefined): string {
  const prefix = (raw ?? '').replace(/\/+$/, '');
  return prefix === '' ? '' : `${parseObjectName(prefix)}/`;
}

/** Throws 400 InvalidBucketName. */
export function parseBucketId(raw: string | undefined): string {
  const id = raw ?? '';
  if (!BUCKET_ID.test(id) || RESERVED_BUCKET_IDS.has(id)) {
    throw storageErrors.invalidBucketName(printable(id));
  }
  return id;
}

/** The last path segment, for Content-Disposition. */
export function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

function printable(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 120 ? `${clean.slice(0, 120)}…` : clean;
}
