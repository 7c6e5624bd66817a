import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Caller } from '../../lib/api-auth.js';
import { JWT_ISSUER } from '../../lib/jwt.js';
import { asCaller } from '../../lib/request-auth.js';
import { findObject, type ObjectRow } from '../storage/repository.js';
import type { FilesDeps } from './deps.js';
import { fileErrors } from './file-errors.js';
import { BUCKET, type FileRow, findItem } from './repository.js';

/**
 * Opening a file: the caller asks for it as themself (row-level security must let them see the
 * row), and gets a short-lived link that an <img>, an <iframe> or a download can use without
 * headers. The token names the file; it is no use for any other.
 */
const AUDIENCE = 'files:open';
export const OPEN_LINK_SECONDS = 10 * 60;

export async function openFile(
  deps: FilesDeps,
  caller: Caller,
  id: string,
): Promise<{ url: string; download_url: string; expires_in: number }> {
  const item = await asCaller(deps.ctx.database.db, caller.auth, (trx) => findItem(trx, id));
  if (!item || item.kind !== 'file' || item.deleted_at) throw fileErrors.notFound();
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ fid: item.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(JWT_ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(caller.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + OPEN_LINK_SECONDS)
    .sign(deps.ctx.keys.secret);
  const url = `/api/files/${item.id}/content?token=${token}`;
  return { url, download_url: `${url}&download=1`, expires_in: OPEN_LINK_SECONDS };
}

/** The live file and its stored object a valid open link names; not found otherwise. */
export async function fileForLink(
  deps: FilesDeps,
  id: string,
  token: string | undefined,
): Promise<{ file: FileRow; object: ObjectRow }> {
  if (!token) throw fileErrors.linkInvalid();
  try {
    const { payload } = await jwtVerify(token, deps.ctx.keys.secret, {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: AUDIENCE,
    });
    if (payload.fid !== id) throw fileErrors.linkInvalid();
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw fileErrors.linkInvalid();
    throw error;
  }
  return liveFile(deps, id);
}

export async function liveFile(deps: FilesDeps, id: string) {
  const db = deps.ctx.database.db;
  const file = await findItem(db, id);
  if (!file || file.kind !== 'file' || file.deleted_at || !file.object_name)
    throw fileErrors.notFound();
  const object = await findObject(db, BUCKET, file.object_name);
  if (!object) throw fileErrors.notFound();
  return { file, object };
}
