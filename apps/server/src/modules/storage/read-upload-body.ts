import { Readable } from 'node:stream';
import type { MultipartFields, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { isJsonTooDeep, jsonTooDeepMessage } from '../../lib/json-depth.js';
import { storageErrors } from './errors.js';

/** The bytes of an upload and what describes them, from FormData or a raw body. */
export type UploadBody = {
  stream: Readable;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  /** Content-Length of a raw body, to refuse an oversized upload before reading it. */
  declaredLength: number | undefined;
};

const DEFAULT_CACHE_CONTROL = 'no-cache';
const MAX_METADATA_BYTES = 16 * 1024;

/**
 * storage-js sends a Blob as FormData (`cacheControl`, optional `metadata`, then the file under
 * the field name ''), and a Buffer/ArrayBuffer/stream raw with content-type, cache-control and a
 * base64 JSON x-metadata header.
 */
export async function readUploadBody(
  request: FastifyRequest,
  maxBytes: number,
): Promise<UploadBody> {
  if (request.isMultipart()) {
    const part = await request.file({
      limits: {
        fileSize: maxBytes + 1,
        files: 1,
        fields: 10,
        fieldSize: MAX_METADATA_BYTES,
        parts: 20,
      },
      throwFileSizeLimit: false,
    });
    if (!part) throw storageErrors.invalidRequest('No file found in the form data');
    const metadata = fieldText(part.fields, 'metadata');
    return {
      stream: part.file,
      contentType: part.mimetype || 'application/octet-stream',
      cacheControl: cacheControlOf(fieldText(part.fields, 'cacheControl')),
      userMetadata: metadata === undefined ? null : parseMetadata(metadata),
      declaredLength: undefined,
    };
  }
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const xMetadata = header('x-metadata');
  const length = header('content-length');
  return {
    stream: request.body instanceof Readable ? request.body : Readable.from([]),
    contentType: header('content-type') || 'application/octet-stream',
    cacheControl: cacheControlOf(header('cache-control')),
    userMetadata:
      xMetadata === undefined
        ? null
        : parseMetadata(Buffer.from(xMetadata, 'base64').toString('utf8')),
    declaredLength: length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined,
  };
}

function fieldText(fields: MultipartFields, name: string): string | undefined {
  const field = fields[name];
  const value = (Array.isArray(field) ? field[0] : field) as MultipartValue | undefined;
  if (value?.type !== 'field') return undefined;
  return typeof value.value === 'string' ? value.value : JSON.stringify(value.value);
}

/** '3600' (storage-js's cacheControl option) means max-age=3600; a full header value is kept. */
function cacheControlOf(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_CACHE_CONTROL;
  if (/^\d{1,10}$/.test(value)) return `max-age=${value}`;
  if (/^[\x20-\x7e]{1,256}$/.test(value)) return value;
  throw storageErrors.invalidRequest('Invalid cache-control value');
}

function parseMetadata(text: string): Record<string, unknown> {
  if (Buffer.byteLength(text) > MAX_METADATA_BYTES) {
    throw storageErrors.invalidRequest('Metadata is too large');
  }
  if (isJsonTooDeep(text)) throw storageErrors.invalidRequest(jsonTooDeepMessage);
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // reported below
  }
  throw storageErrors.invalidRequest('Metadata must be a JSON object');
}
