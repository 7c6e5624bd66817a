-- Files (/files): shared spaces of an organisation, their folders and files, a trash kept 30 days,
-- share links, and a per-organisation quota. Authorization lives here (ARCHITECTURE.md, Files):
--
-- * `file_spaces`: "My files" of a person in an organisation (personal), one space per group, one
--   for the whole organisation. Who reads and who writes a space is a set the caller's helpers
--   compute once per statement (`my_readable_file_space_ids()`, `my_writable_file_space_ids()`).
-- * `files`: one row per folder or file, with the space and the parent folder. A file's bytes are
--   a storage object in the private `spaces` bucket named '<org id>/<file id>', a name that never
--   changes when the file is renamed or moved. No client policy opens that bucket: bytes are
--   served only by /api/files after this table's row-level security let the caller see the row.
-- * Clients read these tables through the data API; they write only what the column grants
--   allow (names, folders, trash), and uploads go through /api/files, which checks the quota and
--   the file's content before it writes.

-- Spaces ----------------------------------------------------------------------------------------

create table public.file_spaces (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  kind text not null check (kind in ('personal', 'group', 'organization')),
  group_id uuid references public.groups (id) on delete cascade,
  owner_id uuid references auth.users (id) on delete cascade,
  -- An owner may let every member of the space write, not only its staff.
  members_write boolean not null default false,
  created_at timestamptz not null default now(),
  check ((kind = 'personal') = (owner_id is not null)),
  check ((kind = 'group') = (group_id is not null))
);
create unique index file_spaces_org_space_idx on public.file_spaces (org_id) where kind = 'organization';
create unique index file_spaces_group_idx on public.file_spaces (group_id) where kind = 'group';
create unique index file_spaces_personal_idx on public.file_spaces (org_id, owner_id) where kind = 'personal';
create index file_spaces_org_idx on public.file_spaces (org_id);
create index file_spaces_owner_idx on public.file_spaces (owner_id) where owner_id is not null;

-- Spaces the caller reads: their own "My files"; the organisation's space of every organisation
-- they belong to; the space of each group they are in or look after; every shared space of an
-- organisation they manage (owners, Admins). Nobody reads another person's "My files".
create or replace function public.my_readable_file_space_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select s.id from public.file_spaces s
   where s.kind = 'personal' and s.owner_id = auth.uid() and s.org_id in (select public.my_org_ids())
  union all
  select s.id from public.file_spaces s
   where s.kind = 'organization'
     and (s.org_id in (select public.my_org_ids()) or s.org_id in (select public.my_managed_org_ids()))
  union all
  select s.id from public.file_spaces s
   where s.kind = 'group'
     and (s.group_id in (select public.my_group_ids())
          or s.group_id in (select public.my_responsible_group_ids())
          or s.org_id in (select public.my_managed_org_ids()))
$$;

-- Spaces the caller writes: their own "My files"; any shared space of an organisation they manage;
-- a group's space when they are its teacher or in-charge; and, where the owner opened writing to
-- members, the spaces they read as members.
create or replace function public.my_writable_file_space_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select s.id from public.file_spaces s
   where s.kind = 'personal' and s.owner_id = auth.uid() and s.org_id in (select public.my_org_ids())
  union all
  select s.id from public.file_spaces s
   where s.kind = 'organization'
     and (s.org_id in (select public.my_managed_org_ids())
          or (s.members_write and s.org_id in (select public.my_org_ids())))
  union all
  select s.id from public.file_spaces s
   where s.kind = 'group'
     and (s.org_id in (select public.my_managed_org_ids())
          or s.group_id in (select public.my_responsible_group_ids())
          or (s.members_write and s.group_id in (select public.my_group_ids())))
$$;

-- Makes the spaces of an organisation exist for the caller: the organisation's, one per group,
-- and the caller's own "My files". Only for an organisation the caller belongs to or manages.
create or replace function public.ensure_file_spaces(org uuid) returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not (org in (select public.my_org_ids()) or org in (select public.my_managed_org_ids())) then
    return;
  end if;
  insert into public.file_spaces (org_id, kind) values (org, 'organization')
    on conflict do nothing;
  insert into public.file_spaces (org_id, kind, group_id)
    select g.org_id, 'group', g.id from public.groups g
     where g.org_id = org
       and not exists (select 1 from public.file_spaces s where s.group_id = g.id and s.kind = 'group')
    on conflict do nothing;
  if org in (select public.my_org_ids()) then
    insert into public.file_spaces (org_id, kind, owner_id) values (org, 'personal', auth.uid())
      on conflict do nothing;
  end if;
end
$$;

-- Folders and files --------------------------------------------------------------------------------

create table public.files (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  space_id uuid not null references public.file_spaces (id) on delete cascade,
  parent_id uuid references public.files (id) on delete cascade,
  kind text not null check (kind in ('file', 'folder')),
  name text not null check (
    char_length(btrim(name)) between 1 and 255 and name = btrim(name)
    and name !~ '[/\\[:cntrl:]]' and name not in ('.', '..')
  ),
  -- The storage object in the `spaces` bucket ('<org id>/<id>'), for files.
  object_name text collate "C",
  size bigint not null default 0 check (size >= 0),
  mime_type text,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- In the trash: when, by whom, and the item that was deleted (a folder's contents go to the
  -- trash with it and come back with it).
  deleted_at timestamptz,
  deleted_by uuid references auth.users (id) on delete set null,
  trashed_with uuid,
  check ((kind = 'file') = (object_name is not null)),
  check ((deleted_at is null) = (trashed_with is null))
);
-- Listing a folder (parent null is the space's root) by name, live items only.
create index files_listing_idx on public.files (space_id, parent_id, name) where deleted_at is null;
-- One live item per name (case-insensitive) per folder.
create unique index files_name_idx on public.files
  (space_id, coalesce(parent_id, space_id), lower(name)) where deleted_at is null;
create index files_trash_idx on public.files (space_id, deleted_at desc) where deleted_at is not null;
create index files_trashed_with_idx on public.files (trashed_with) where trashed_with is not null;
create index files_parent_idx on public.files (parent_id) where parent_id is not null;
-- Usage per organisation (the quota) reads only this index.
create index files_org_size_idx on public.files (org_id) include (size);
create index files_object_idx on public.files (object_name) where object_name is not null;

-- The row follows its space's organisation; a parent is a live folder of the same space and never
-- the item itself or one inside it. What a file is (its bytes, size, type, author) changes only
-- through /api/files; the column grants below keep clients to name, folder and trash.
create or replace function private.files_guard() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  parent record;
begin
  select s.org_id into new.org_id from public.file_spaces s where s.id = new.space_id;
  -- (A move to another space changes a whole tree at once, by the server: parents are checked
  -- when they change.)
  if new.parent_id is not null and (tg_op = 'INSERT' or new.parent_id is distinct from old.parent_id) then
    select f.space_id, f.kind, f.deleted_at into parent from public.files f where f.id = new.parent_id;
    if parent is null or parent.kind <> 'folder' or parent.space_id <> new.space_id or parent.deleted_at is not null then
      raise exception 'The destination folder is not in this space.' using errcode = '23514', hint = 'files_parent';
    end if;
    if tg_op = 'UPDATE' and exists (
      with recursive up as (
        select f.id, f.parent_id from public.files f where f.id = new.parent_id
        union
        select f.id, f.parent_id from public.files f join up on f.id = up.parent_id
      )
      select 1 from up where up.id = new.id
    ) then
      raise exception 'A folder cannot be moved into itself.' using errcode = '23514', hint = 'files_cycle';
    end if;
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;
create trigger files_guard before insert or update on public.files
  for each row execute function private.files_guard();

-- Share links -------------------------------------------------------------------------------------

-- A link anyone holding it may download one file with, until it expires (1 hour to 30 days) or
-- is revoked. Only the token's hash is kept.
create table public.file_shares (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  space_id uuid not null references public.file_spaces (id) on delete cascade,
  file_id uuid not null references public.files (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (expires_at > created_at and expires_at <= created_at + interval '30 days 1 minute')
);
create index file_shares_file_idx on public.file_shares (file_id);
create index file_shares_space_idx on public.file_shares (space_id);

-- Quota and blocked types -------------------------------------------------------------------------

-- Per organisation: the plan sets the default quota, an Admin may set another; the owner chooses
-- which kinds of file are refused (by their content). Missing row = the defaults.
create table public.file_settings (
  org_id uuid primary key references public.organizations (id) on delete cascade,
  plan text not null default 'free' check (plan in ('free', 'standard', 'plus')),
  quota_bytes bigint check (quota_bytes is null or quota_bytes >= 0),
  blocked_kinds text[] not null default '{executable}'
    check (blocked_kinds <@ '{executable,script,archive}'::text[]),
  updated_at timestamptz not null default now()
);

create or replace function public.file_plan_quota(plan text) returns bigint
language sql immutable
as $$
  select case plan
    when 'plus' then 100::bigint * 1024 * 1024 * 1024
    when 'standard' then 20::bigint * 1024 * 1024 * 1024
    else 2::bigint * 1024 * 1024 * 1024
  end
$$;

-- Row-level security --------------------------------------------------------------------------------

alter table public.file_spaces enable row level security;
alter table public.files enable row level security;
alter table public.file_shares enable row level security;
alter table public.file_settings enable row level security;

create policy file_spaces_read on public.file_spaces for select to authenticated
  using (id = any (array(select public.my_readable_file_space_ids())));
create policy file_spaces_manage on public.file_spaces for update to authenticated
  using (kind <> 'personal' and org_id = any (array(select public.my_managed_org_ids())))
  with check (kind <> 'personal' and org_id = any (array(select public.my_managed_org_ids())));

-- Readers see the live items; writers also see the space's trash.
create policy files_read on public.files for select to authenticated
  using (
    (deleted_at is null and space_id = any (array(select public.my_readable_file_space_ids())))
    or space_id = any (array(select public.my_writable_file_space_ids()))
  );
create policy files_insert on public.files for insert to authenticated
  with check (space_id = any (array(select public.my_writable_file_space_ids())));
create policy files_update on public.files for update to authenticated
  using (space_id = any (array(select public.my_writable_file_space_ids())))
  with check (space_id = any (array(select public.my_writable_file_space_ids())));

create policy file_shares_read on public.file_shares for select to authenticated
  using (space_id = any (array(select public.my_writable_file_space_ids())));
create policy file_shares_revoke on public.file_shares for update to authenticated
  using (space_id = any (array(select public.my_writable_file_space_ids())))
  with check (space_id = any (array(select public.my_writable_file_space_ids())));

create policy file_settings_read on public.file_settings for select to authenticated
  using (
    org_id = any (array(select public.my_org_ids()))
    or org_id = any (array(select public.my_managed_org_ids()))
  );

do $$
declare
  t text;
begin
  foreach t in array array['file_spaces', 'files', 'file_shares', 'file_settings'] loop
    execute format('create policy %I on public.%I as restrictive for all to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()))', t || '_mfa', t);
    execute format('create policy %I on public.%I for all to service_role using (true) with check (true)', t || '_service', t);
  end loop;
end
$$;

grant select on public.file_spaces, public.files, public.file_shares, public.file_settings to authenticated;
grant update (members_write) on public.file_spaces to authenticated;
-- Clients make folders and rename, move, trash and restore; bytes, sizes and types are the
-- server's to write.
grant insert (space_id, parent_id, kind, name) on public.files to authenticated;
grant update (name, parent_id, deleted_at, deleted_by, trashed_with) on public.files to authenticated;
grant update (revoked_at, revoked_by) on public.file_shares to authenticated;
grant all on public.file_spaces, public.files, public.file_shares, public.file_settings to service_role;
grant execute on function public.my_readable_file_space_ids(), public.my_writable_file_space_ids(),
  public.ensure_file_spaces(uuid), public.file_plan_quota(text) to authenticated, service_role;

-- Audit: who uploaded, made folders, renamed, moved, trashed, restored, purged; who shared and
-- revoked; who opened a space to its members; quota and type changes.
create trigger files_audit after insert or delete or update of name, parent_id, space_id, deleted_at
  on public.files for each row execute function private.audit_row();
create trigger file_shares_audit after insert or update of revoked_at
  on public.file_shares for each row execute function private.audit_row();
create trigger file_spaces_audit after update of members_write
  on public.file_spaces for each row execute function private.audit_row();
create trigger file_settings_audit after insert or update
  on public.file_settings for each row execute function private.audit_row();

-- Open folders follow changes live (supabase-js channel()).
create trigger realtime_changes after insert or update or delete on public.files
  for each row execute function realtime.notify_change('org_id');

-- The bytes: a private bucket with no client policy (see above). 50 MB per file.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('spaces', 'spaces', false, 50 * 1024 * 1024, null)
on conflict (id) do nothing;
