-- Storage: a Supabase Storage-compatible subset. Buckets and object metadata live here; the bytes
-- live in a storage driver (local disk under DATA_DIR by default). Names, columns and helper
-- functions follow Supabase's `storage` schema so policies written for Supabase read the same,
-- and the statements that would clash with a hosted project's own storage schema are guarded.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint check (file_size_limit is null or file_size_limit > 0),
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists bname on storage.buckets (name);

-- `name` is the object's path inside its bucket. "C" collation: byte order for listing, and
-- `name like 'prefix%'` can use the unique index. `version` names the stored bytes: a new upload
-- writes a new version and the row switches to it in one commit, so a reader never sees a row
-- whose bytes are half-written or gone.
create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text collate "C" not null,
  owner uuid,
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now()
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);

-- Path helpers with Supabase's names and results, for policies:
-- foldername('a/b/c.png') = {a,b}; filename(...) = 'c.png'; extension(...) = 'png'.
do $$
begin
  if to_regprocedure('storage.foldername(text)') is null then
    create function storage.foldername(name text) returns text[]
    language sql immutable
    as $fn$
      select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
    $fn$;
  end if;
  if to_regprocedure('storage.filename(text)') is null then
    create function storage.filename(name text) returns text
    language sql immutable
    as $fn$
      select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
    $fn$;
  end if;
  if to_regprocedure('storage.extension(text)') is null then
    create function storage.extension(name text) returns text
    language sql immutable
    as $fn$
      select reverse(split_part(reverse(storage.filename(name)), '.', 1))
    $fn$;
  end if;
  if not (select relrowsecurity from pg_class where oid = 'storage.buckets'::regclass) then
    alter table storage.buckets enable row level security;
  end if;
  if not (select relrowsecurity from pg_class where oid = 'storage.objects'::regclass) then
    alter table storage.objects enable row level security;
  end if;
end
$$;

-- Buckets: their settings are readable by every client (the app shows the limits); only an Admin
-- or the service role changes them.
drop policy if exists buckets_read on storage.buckets;
create policy buckets_read on storage.buckets for select to anon, authenticated using (true);
drop policy if exists buckets_admin on storage.buckets;
create policy buckets_admin on storage.buckets for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
drop policy if exists buckets_service on storage.buckets;
create policy buckets_service on storage.buckets for all to service_role using (true) with check (true);

-- avatars (public): anyone reads; a user writes only under '<their uid>/'.
drop policy if exists avatars_read on storage.objects;
create policy avatars_read on storage.objects for select to anon, authenticated
  using (bucket_id = 'avatars');
drop policy if exists avatars_insert_own on storage.objects;
create policy avatars_insert_own on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);
drop policy if exists avatars_update_own on storage.objects;
create policy avatars_update_own on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);
drop policy if exists avatars_delete_own on storage.objects;
create policy avatars_delete_own on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);

-- files (private): a user reads and writes only under '<their uid>/'.
drop policy if exists files_own on storage.objects;
create policy files_own on storage.objects for all to authenticated
  using (bucket_id = 'files' and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id = 'files' and (storage.foldername(name))[1] = auth.uid()::text);

-- An Admin reads every object (support, audits); writing stays with the owner.
drop policy if exists objects_admin_read on storage.objects;
create policy objects_admin_read on storage.objects for select to authenticated
  using (public.is_admin());

-- Two-factor is enforced here as for profiles: with a verified factor, only from an aal2 session.
drop policy if exists objects_mfa on storage.objects;
create policy objects_mfa on storage.objects as restrictive for all to authenticated
  using (auth.mfa_satisfied()) with check (auth.mfa_satisfied());

drop policy if exists objects_service on storage.objects;
create policy objects_service on storage.objects for all to service_role using (true) with check (true);

grant select on storage.buckets to anon, authenticated;
grant insert, update, delete on storage.buckets to authenticated;
grant all on storage.buckets to service_role;
grant select, insert, update, delete on storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 2 * 1024 * 1024,
   array['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  ('files', 'files', false, 20 * 1024 * 1024,
   array[
     'application/pdf',
     'text/plain', 'text/csv', 'text/markdown',
     'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/heic', 'image/heif',
     'application/rtf',
     'application/msword',
     'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
     'application/vnd.ms-excel',
     'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
     'application/vnd.ms-powerpoint',
     'application/vnd.openxmlformats-officedocument.presentationml.presentation',
     'application/vnd.oasis.opendocument.text',
     'application/vnd.oasis.opendocument.spreadsheet',
     'application/vnd.oasis.opendocument.presentation'
   ])
on conflict (id) do nothing;
