import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { JWT_ISSUER, type Keys } from '../../lib/jwt.js';
import { storageErrors } from './errors.js';

/**
 * Signed URL tokens. Their audience differs from access tokens' and they carry no `role`, so
 * neither kind is accepted in place of the other. `url` names bucket and path; a download token
 * also names the object's id, so it does not open a different object later put at that path.
 */
const AUDIENCE = { download: 'storage:download', upload: 'storage:upload' } as const;

export type DownloadClaims = { url: string; oid: string };
export type UploadClaims = { url: string; owner?: string; upsert: boolean };

export const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

async function sign(
  keys: Keys,
  audience: string,
  claims: Record<string, unknown>,
  expiresIn: number,
) {
  const now = Date.now() / 1000;
  // The expiry in whole seconds, rounded up: a URL lives at least `expiresIn` seconds (rounded
  // down, one signed late in a second for 1 s expired a few milliseconds later).
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(JWT_ISSUER)
    .setAudience(audience)
    .setIssuedAt(Math.floor(now))
    .setExpirationTime(Math.ceil(now + expiresIn))
    .sign(keys.secret);
}

async function verify(keys: Keys, audience: string, token: string | undefined, url: string) {
  if (!token) throw storageErrors.invalidRequest('Missing token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keys.secret, {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw storageErrors.expiredSignature();
    throw storageErrors.invalidSignature();
  }
  if (payload.url !== url) throw storageErrors.invalidSignature();
  return payload;
}

export function signDownload(keys: Keys, claims: DownloadClaims, expiresIn: number) {
  return sign(keys, AUDIENCE.download, claims, expiresIn);
}

export async function verifyDownload(keys: Keys, token: string | undefined, url: string) {
  const payload = await verify(keys, AUDIENCE.download, token, url);
  return { url, oid: String(payload.oid ?? '') } satisfies DownloadClaims;
}

export function signUpload(keys: Keys, claims: UploadClaims) {
  return sign(keys, AUDIENCE.upload, claims, SIGNED_UPLOAD_SECONDS);
}

export async function verifyUpload(keys: Keys, token: string | undefined, url: string) {
  const payload = await verify(keys, AUDIENCE.upload, token, url);
  return {
    url,
    owner: typeof payload.owner === 'string' ? payload.owner : undefined,
    upsert: payload.upsert === true,
  } satisfies UploadClaims;
}
