import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { storageDriverFor } from './local-driver.js';

const PUBLIC_PATH = /\/storage\/v1\/object\/public\/([a-z0-9_-]+)\/(.+)$/i;

/**
 * The bytes of a stored object named by one of our public URLs (e.g. a profile photo), for
 * server-side use such as printing ID cards. Undefined when the URL is not ours or the object is gone.
 */
export async function readPublicObject(
  ctx: AppContext,
  url: string | null | undefined,
): Promise<{ bytes: Buffer; mimetype: string } | undefined> {
  const match = url ? PUBLIC_PATH.exec(new URL(url, ctx.config.siteUrl).pathname) : null;
  if (!match) return undefined;
  const [, bucket, rawName] = match;
  const name = decodeURIComponent(rawName!);
  const { rows } = await sql<{ version: string; mimetype: string | null }>`
    select o.version, o.metadata ->> 'mimetype' as mimetype
      from storage.objects o join storage.buckets b on b.id = o.bucket_id
     where o.bucket_id = ${bucket} and o.name = ${name} and b.public`.execute(ctx.database.db);
  const row = rows[0];
  if (!row) return undefined;
  try {
    const stream = await storageDriverFor(ctx.config).get({
      bucket: bucket!,
      name,
      version: row.version,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), mimetype: row.mimetype ?? 'application/octet-stream' };
  } catch {
    return undefined;
  }
}
