import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';

/**
 * Storage errors in Supabase Storage's body shape, `{statusCode, code, error, message}`: storage-js
 * reads `statusCode` (a string) into StorageApiError.statusCode and `message` into its message.
 */
export function storageError(
  status: number,
  code: string,
  message: string,
  error = code,
): AppError {
  return new AppError(status, code, message, { statusCode: String(status), error });
}

export const storageErrors = {
  bucketNotFound: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  objectExists: () => storageError(409, 'Duplicate', 'The resource already exists', 'Duplicate'),
  bucketExists: () =>
    storageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    storageError(403, 'AccessDenied', message, 'Unauthorized'),
  // Supabase's exact text: apps compare against it.
  tooLarge: () =>
    storageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string, allowed: readonly string[]) =>
    storageError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported; this bucket accepts ${allowed.join(', ')}`,
      'invalid_mime_type',
    ),
  blockedContent: (name: string, kind: string) =>
    storageError(
      415,
      'BlockedContent',
      `${name.slice(name.lastIndexOf('/') + 1).slice(0, 200)} is ${kind === 'executable' ? 'an executable program' : `a blocked kind of file (${kind})`} by its content, whatever its name or declared type says; it was not stored`,
      'blocked_content',
    ),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: (name: string) =>
    storageError(400, 'InvalidBucketName', `Bucket name invalid: ${name}`, 'Invalid Input'),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message),
  invalidJwt: (message: string) => storageError(401, 'InvalidJWT', message, 'Unauthorized'),
  expiredSignature: () => storageError(400, 'InvalidJWT', 'jwt expired', 'InvalidJWT'),
  invalidSignature: () => storageError(400, 'InvalidSignature', 'Invalid signature'),
  databaseUnavailable: () =>
    new AppError(
      503,
      'DatabaseUnavailable',
      'The database cannot be reached right now. Please try again in a few seconds.',
      { statusCode: '503', error: 'Service Unavailable' },
      { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    ),
};

type PgError = { code?: string; message?: string };

/** Maps what may escape an operation (Postgres, Fastify, multipart, zod) to a storage error. */
export function toStorageError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return storageErrors.databaseUnavailable();
  const { code, message = '' } = (error ?? {}) as PgError;
  const status = (error as { statusCode?: number } | null)?.statusCode;
  switch (code) {
    case '42501':
      return storageErrors.accessDenied(
        message.startsWith('permission denied') ? 'Access denied' : undefined,
      );
    case '23505':
      return storageErrors.objectExists();
    case '22P02':
    case '22001':
      return storageErrors.invalidRequest('Invalid input');
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return storageErrors.tooLarge();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return storageErrors.invalidRequest(message);
  }
  if ((error as { name?: string } | null)?.name === 'ZodError') {
    return storageErrors.invalidRequest(zodMessage(error));
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return storageError(status, 'InvalidRequest', message || 'Invalid request');
  }
  return undefined;
}

function zodMessage(error: unknown): string {
  const issues =
    (error as { issues?: Array<{ path: PropertyKey[]; message: string }> }).issues ?? [];
  return (
    issues
      .map((issue) =>
        issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      )
      .join('; ') || 'Invalid request body'
  );
}
