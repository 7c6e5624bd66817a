import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';

/**
 * SQL for spaces, files, shares and settings. Functions taking a Transaction opened by `asCaller`
 * run under row-level security; the others run as the server.
 */
type Db = Kysely<DB> | Transaction<DB>;

export const BUCKET = 'spaces';

export type SpaceRow = {
  id: string;
  org_id: string;
  kind: 'personal' | 'group' | 'organization';
  name: string;
  group_kind: string | null;
  members_write: boolean;
  can_write: boolean;
  can_manage: boolean;
};

export type FileRow = {
  id: string;
  org_id: string;
  space_id: string;
  parent_id: string | null;
  kind: 'file' | 'folder';
  name: string;
  object_name: string | null;
  size: string;
  mime_type: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  trashed_with: string | null;
};

/** The caller's spaces of an organisation (made on first use), with what they may do there. */
export async function listSpaces(trx: Transaction<DB>, orgId: string): Promise<SpaceRow[]> {
  await sql`select public.ensure_file_spaces(${orgId}::uuid)`.execute(trx);
  const { rows } = await sql<SpaceRow>`
    select s.id, s.org_id, s.kind, s.members_write,
           coalesce(g.name, o.name) as name, g.kind as group_kind,
           s.id = any (array(select public.my_writable_file_space_ids())) as can_write,
           s.kind <> 'personal' and s.org_id = any (array(select public.my_managed_org_ids())) as can_manage
      from public.file_spaces s
      join public.organizations o on o.id = s.org_id
      left join public.groups g on g.id = s.group_id
     where s.org_id = ${orgId}::uuid
     order by case s.kind when 'personal' then 0 when 'organization' then 1 else 2 end, g.name`.execute(
    trx,
  );
  return rows;
}

/** One space as the caller sees it (undefined when they cannot read it). */
export async function findSpace(trx: Transaction<DB>, spaceId: string) {
  const { rows } = await sql<{ id: string; org_id: string; kind: string; can_write: boolean }>`
    select s.id, s.org_id, s.kind,
           s.id = any (array(select public.my_writable_file_space_ids())) as can_write
      from public.file_spaces s where s.id = ${spaceId}::uuid`.execute(trx);
  return rows[0];
}

export async function findItem(db: Db, id: string): Promise<FileRow | undefined> {
  const { rows } = await sql<FileRow>`select * from public.files where id = ${id}::uuid`.execute(
    db,
  );
  return rows[0];
}

/** A live folder of the space, as the caller sees it. */
export async function isLiveFolder(trx: Db, spaceId: string, folderId: string): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    select true as ok from public.files
     where id = ${folderId}::uuid and space_id = ${spaceId}::uuid and kind = 'folder'
       and deleted_at is null`.execute(trx);
  return rows.length > 0;
}

export type Usage = {
  used_bytes: number;
  quota_bytes: number;
  plan: string;
  blocked_kinds: string[];
};

/** Bytes an organisation stores (trash included, until it is emptied) and what it may store. */
export async function usageOf(db: Db, orgId: string): Promise<Usage> {
  const { rows } = await sql<{ used: string; quota: string; plan: string; blocked: string[] }>`
    select (select coalesce(sum(f.size), 0) from public.files f where f.org_id = ${orgId}::uuid) as used,
           coalesce(s.quota_bytes, public.file_plan_quota(coalesce(s.plan, 'free'))) as quota,
           coalesce(s.plan, 'free') as plan,
           coalesce(s.blocked_kinds, '{executable}') as blocked
      from (select 1) one
      left join public.file_settings s on s.org_id = ${orgId}::uuid`.execute(db);
  const row = rows[0]!;
  return {
    used_bytes: Number(row.used),
    quota_bytes: Number(row.quota),
    plan: row.plan,
    blocked_kinds: row.blocked,
  };
}

/** Serialises uploads of one organisation, so two cannot both take the last free bytes. */
export async function lockOrgUsage(trx: Transaction<DB>, orgId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`files:${orgId}`}, 0))`.execute(trx);
}

/** A free name in the folder: 'report.pdf', else 'report (2).pdf', 'report (3).pdf'… */
export async function freeName(
  db: Db,
  spaceId: string,
  parentId: string | null,
  name: string,
): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select lower(name) as name from public.files
     where space_id = ${spaceId}::uuid and parent_id is not distinct from ${parentId}::uuid
       and deleted_at is null and lower(name) like ${`${stem(name)
         .toLowerCase()
         .replace(/[\\%_]/g, '\\$&')}%`}`.execute(db);
  const taken = new Set(rows.map((row) => row.name));
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 2; n < 1000; n++) {
    const candidate = `${stem(name)} (${n})${extension(name)}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
  return `${stem(name)} (${Date.now()})${extension(name)}`;
}

const stem = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};
const extension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
};

/** Every item in the subtree of `rootId` (itself included), as the server. */
export async function subtreeOf(db: Db, rootId: string): Promise<FileRow[]> {
  const { rows } = await sql<FileRow>`
    with recursive tree as (
      select f.* from public.files f where f.id = ${rootId}::uuid
      union all
      select c.* from public.files c join tree t on c.parent_id = t.id
    )
    select * from tree`.execute(db);
  return rows;
}
