import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB, StorageBucketsTable, StorageObjectsTable } from '../../lib/db-types.js';

/**
 * SQL for buckets and objects. Functions taking a Transaction run inside `runAs`, as the caller,
 * so row-level security filters them; those taking the Kysely instance run as the server.
 */
type Db = Kysely<DB> | Transaction<DB>;

export type BucketRow = Selectable<StorageBucketsTable>;
export type ObjectRow = Selectable<StorageObjectsTable>;

/** Supabase's `metadata` object for a stored object. */
export type ObjectMetadata = {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
};

export function metadataOf(row: Pick<ObjectRow, 'metadata'>): ObjectMetadata {
  return (row.metadata ?? {}) as ObjectMetadata;
}

// ── buckets ──────────────────────────────────────────────────────────────────────────────────

export async function findBucket(db: Db, id: string): Promise<BucketRow | undefined> {
  return db.selectFrom('storage.buckets').selectAll().where('id', '=', id).executeTakeFirst();
}

export type BucketQuery = {
  limit?: number;
  offset?: number;
  search?: string;
  sortColumn: 'id' | 'name' | 'created_at' | 'updated_at';
  sortOrder: 'asc' | 'desc';
};

export async function listBuckets(trx: Db, query: BucketQuery): Promise<BucketRow[]> {
  let select = trx
    .selectFrom('storage.buckets')
    .selectAll()
    .orderBy(query.sortColumn, query.sortOrder)
    .orderBy('id');
  if (query.search) select = select.where('name', 'ilike', `%${escapeLike(query.search)}%`);
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset) select = select.offset(query.offset);
  return select.execute();
}

export type BucketSettings = {
  public?: boolean;
  file_size_limit?: number | null;
  allowed_mime_types?: string[] | null;
};

export async function insertBucket(
  trx: Db,
  bucket: { id: string; owner: string | null } & BucketSettings,
): Promise<void> {
  await trx
    .insertInto('storage.buckets')
    .values({ ...bucket, name: bucket.id })
    .execute();
}

export async function updateBucket(trx: Db, id: string, settings: BucketSettings): Promise<number> {
  const result = await trx
    .updateTable('storage.buckets')
    .set({ ...settings, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteBucket(trx: Db, id: string): Promise<number> {
  const result = await trx.deleteFrom('storage.buckets').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function isAdmin(trx: Db): Promise<boolean> {
  const { rows } = await sql<{ is_admin: boolean }>`select public.is_admin() as is_admin`.execute(
    trx,
  );
  return rows[0]?.is_admin === true;
}

// ── objects ──────────────────────────────────────────────────────────────────────────────────

export async function findObject(
  db: Db,
  bucketId: string,
  name: string,
  options: { forUpdate?: boolean } = {},
): Promise<ObjectRow | undefined> {
  let select = db
    .selectFrom('storage.objects')
    .selectAll()
    .where('bucket_id', '=', bucketId)
    .where('name', '=', name);
  if (options.forUpdate) select = select.forUpdate();
  return select.executeTakeFirst();
}

export async function findObjects(db: Db, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  if (names.length === 0) return [];
  return db
    .selectFrom('storage.objects')
    .selectAll()
    .where('bucket_id', '=', bucketId)
    .where('name', 'in', names)
    .execute();
}

export type ObjectWrite = {
  bucketId: string;
  name: string;
  owner: string | null;
  metadata: ObjectMetadata | Record<string, never>;
  userMetadata: Record<string, unknown> | null;
  version: string;
  upsert: boolean;
};

/**
 * Inserts the object's row, or with `upsert` replaces an existing one in place (same id).
 * Returns the version it replaced, whose bytes the caller removes after commit.
 */
export async function writeObject(
  trx: Db,
  write: ObjectWrite,
): Promise<{ id: string; previous_version: string | null }> {
  const values = sql`(${write.bucketId}, ${write.name}, ${write.owner}, ${JSON.stringify(write.metadata)},
    ${write.userMetadata ? JSON.stringify(write.userMetadata) : null}, ${write.version})`;
  const columns = sql`storage.objects (bucket_id, name, owner, metadata, user_metadata, version)`;
  if (!write.upsert) {
    const { rows } = await sql<{ id: string; previous_version: null }>`
      insert into ${columns} values ${values}
      returning id, null::text as previous_version`.execute(trx);
    return rows[0]!;
  }
  // Lock the current row first (a separate statement: a FOR UPDATE CTE would be evaluated after
  // the upsert changed the row and see nothing), so the version read is the one replaced. A row
  // inserted concurrently after this read leaves its bytes orphaned, never live bytes removed.
  const previous = await findObject(trx, write.bucketId, write.name, { forUpdate: true });
  const { rows } = await sql<{ id: string }>`
    insert into ${columns} values ${values}
    on conflict (bucket_id, name) do update set
      owner = coalesce(excluded.owner, objects.owner),
      metadata = excluded.metadata,
      user_metadata = excluded.user_metadata,
      version = excluded.version,
      updated_at = now(),
      last_accessed_at = now()
    returning id`.execute(trx);
  return { id: rows[0]!.id, previous_version: previous?.version ?? null };
}

/** Points an existing row at a new path and version (move). */
export async function renameObject(
  trx: Db,
  from: { bucketId: string; name: string },
  to: { bucketId: string; name: string; version: string },
): Promise<void> {
  await trx
    .updateTable('storage.objects')
    .set({
      bucket_id: to.bucketId,
      name: to.name,
      version: to.version,
      updated_at: sql<Date>`now()`,
    })
    .where('bucket_id', '=', from.bucketId)
    .where('name', '=', from.name)
    .execute();
}

export async function deleteObjects(
  trx: Db,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[]> {
  if (names.length === 0) return [];
  return trx
    .deleteFrom('storage.objects')
    .where('bucket_id', '=', bucketId)
    .where('name', 'in', names)
    .returningAll()
    .execute();
}

export async function deleteAllObjects(db: Db, bucketId: string): Promise<ObjectRow[]> {
  return db
    .deleteFrom('storage.objects')
    .where('bucket_id', '=', bucketId)
    .returningAll()
    .execute();
}

export type ListQuery = {
  bucketId: string;
  /** '' or ends with '/' */
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
};

export type ListEntry = Pick<
  ObjectRow,
  'name' | 'created_at' | 'updated_at' | 'last_accessed_at' | 'metadata'
> & { id: string | null };

/**
 * One level of a bucket like Supabase's `storage.search`: the folders directly under `prefix`
 * (id and timestamps null) first, then the files there; `search` matches the start of an entry's
 * name, case-insensitively.
 */
export async function listObjects(trx: Db, query: ListQuery): Promise<ListEntry[]> {
  const order = sql.raw(query.sortOrder);
  const column = sql.raw(query.sortColumn);
  const { rows } = await sql<ListEntry>`
    with entries as (
      select split_part(rest, '/', 1) as name,
             position('/' in rest) > 0 as is_folder,
             id, updated_at, created_at, last_accessed_at, metadata
        from (
          select substr(o.name, ${query.prefix.length + 1}) as rest, o.*
            from storage.objects o
           where o.bucket_id = ${query.bucketId}
             and o.name like ${`${escapeLike(query.prefix)}%`}
        ) matched
       where lower(rest) like ${`${escapeLike(query.search.toLowerCase())}%`}
    )
    select * from (
      select name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata
        from entries where is_folder group by name
      union all
      select name, id, updated_at, created_at, last_accessed_at, metadata
        from entries where not is_folder
    ) listing
    order by id is not null, ${column} ${order} nulls last, name ${order}
    limit ${query.limit} offset ${query.offset}`.execute(trx);
  return rows;
}

/** LIKE pattern text matching `value` literally (the default escape character is \\). */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
