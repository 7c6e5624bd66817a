import { storageErrors } from './errors.js';

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;
const MIME_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]{0,126})$/;

/** `text/plain;charset=UTF-8` → `text/plain`; undefined when it is not a media type at all. */
export function essence(contentType: string): string | undefined {
  const base = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return MIME_TYPE.test(base) ? base : undefined;
}

/** A bucket's allowed_mime_types entry: `image/png` or `image/*`. */
export function isMimePattern(value: string): boolean {
  return MIME_PATTERN.test(value.toLowerCase());
}

/** Refuses a content type the bucket does not accept (415), naming what it does accept. */
export function assertMimeAllowed(contentType: string, allowed: readonly string[] | null): void {
  const type = essence(contentType);
  if (!type)
    throw storageErrors.invalidRequest(`Invalid content type: ${contentType.slice(0, 100)}`);
  if (!allowed || allowed.length === 0) return;
  const [major] = type.split('/');
  const isAllowed = allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p === type || p === `${major}/*`;
  });
  if (!isAllowed) throw storageErrors.invalidMimeType(type, allowed);
}

// Types a browser would run as a document: served as attachments so a stored file cannot script
// our origin, whatever the bucket allows.
const ACTIVE_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-shockwave-flash',
  'multipart/x-mixed-replace',
]);

export function isActiveContent(contentType: string): boolean {
  const type = essence(contentType) ?? contentType.toLowerCase();
  return ACTIVE_TYPES.has(type) || type.endsWith('+xml');
}
