import { createHash, randomBytes } from 'node:crypto';

/**
 * An organisation API key: `ias_<key id as 32 hex>_<43 characters of secret>`. The id finds the
 * row at once; the whole key is checked against its argon2 hash. Anything not shaped like this is
 * not one of ours.
 */
const KEY = /^ias_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

export const isOrgKeyShaped = (token: string) => token.startsWith('ias_');

export function newOrgKey(id: string): string {
  return `ias_${id.replaceAll('-', '')}_${randomBytes(32).toString('base64url')}`;
}

/** The key's row id, or null when the text is not a key. */
export function orgKeyId(token: string): string | null {
  const match = KEY.exec(token);
  if (!match) return null;
  const hex = match[1]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the owner sees of a key once it is made: enough to tell keys apart, never to use one. */
export const keyPrefix = (key: string) => key.slice(0, 12);

/** A fingerprint for the in-memory cache of keys already verified (never stored). */
export const fingerprint = (key: string) => createHash('sha256').update(key).digest('hex');
