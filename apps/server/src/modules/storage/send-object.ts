import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BlobKey, BlobNotFoundError, type ByteRange } from './driver.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { isActiveContent } from './mime.js';
import { baseName } from './paths.js';
import { metadataOf, type ObjectRow } from './repository.js';

export type ServeOptions = {
  /** From a public bucket: shared caches may keep it and other origins may embed it. */
  isPublic: boolean;
  /** `?download` / `?download=name.pdf`: serve as an attachment. */
  download: string | undefined;
};

/**
 * Streams an object with its stored type, length, ETag and Cache-Control; answers conditional
 * (If-None-Match) and single-range requests. Types a browser would run as a page are always
 * attachments, and nosniff stops a browser from guessing a more dangerous type.
 */
export async function sendObject(
  deps: StorageDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  row: ObjectRow,
  options: ServeOptions,
): Promise<FastifyReply> {
  const meta = metadataOf(row);
  if (!row.version) throw storageErrors.objectNotFound();
  const key = { bucket: row.bucket_id, name: row.name, version: row.version };
  const size = Number(meta.size ?? 0);
  const isNotModified = matchesETag(request.headers['if-none-match'], meta.eTag);
  const range = isNotModified ? undefined : parseRange(request.headers.range, size);
  const length = range && range !== 'unsatisfiable' ? range.end - range.start + 1 : size;
  const needsBody =
    !isNotModified && range !== 'unsatisfiable' && request.method !== 'HEAD' && length > 0;
  // Open the bytes before any header is set, so a failure still answers as a plain error.
  const stream = needsBody ? await openBytes(deps, key, range) : undefined;

  setObjectHeaders(reply, row, options);
  if (isNotModified) return reply.code(304).send();
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  reply.header('content-length', String(length));
  return reply.send(stream);
}

function setObjectHeaders(reply: FastifyReply, row: ObjectRow, options: ServeOptions): void {
  const meta = metadataOf(row);
  const contentType = meta.mimetype || 'application/octet-stream';
  const stored = meta.cacheControl || 'no-cache';
  const isPrivate = !options.isPublic && !/private|no-store/.test(stored);
  reply
    .header('content-type', contentType)
    .header('etag', meta.eTag)
    .header('last-modified', new Date(row.updated_at).toUTCString())
    .header('cache-control', isPrivate ? `private, ${stored}` : stored)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  if (options.isPublic) reply.header('cross-origin-resource-policy', 'cross-origin');
  if (options.download !== undefined || isActiveContent(contentType)) {
    reply.header('content-disposition', attachment(options.download || baseName(row.name)));
  }
}

async function openBytes(deps: StorageDeps, key: BlobKey, range: ByteRange | undefined) {
  try {
    return await deps.driver.get(key, range);
  } catch (error) {
    throw error instanceof BlobNotFoundError ? storageErrors.objectNotFound() : error;
  }
}

function matchesETag(ifNoneMatch: string | undefined, eTag: string | undefined): boolean {
  if (!ifNoneMatch || !eTag) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(/\s*,\s*/).includes(eTag);
}

/** One `bytes=` range; several ranges or a malformed header are ignored (whole body). */
function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
