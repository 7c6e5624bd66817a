-- Organisation API keys (issue 18): an owner makes a named key, read or read-write, shown once and
-- kept only as an argon2 hash. A key calls the data API (/rest/v1) as its organisation and
-- nobody else: the server sets the claims {role: authenticated, sub: <key id>, api_key_org:
-- <org id>, api_key_scope}. The key's id is no person, so every policy that compares a row with
-- auth.uid() (a person's own rows) admits nothing, and no profile makes it an Admin; the
-- organisation comes in through the two set-returning helpers below, which add the key's
-- organisation to the caller's managed and member organisations. A read key runs in a read-only
-- transaction. Only the server sets request.jwt.claims, and a person's token never carries
-- api_key_org (the auth module signs a fixed set of claims).

create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  scope text not null check (scope in ('read', 'read_write')),
  -- The first characters of the key, so an owner can tell keys apart; never enough to use.
  prefix text not null check (char_length(prefix) between 8 and 24),
  key_hash text not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null
);
create index api_keys_org_idx on public.api_keys (org_id, created_at desc);
create index api_keys_created_by_idx on public.api_keys (created_by) where created_by is not null;
create index api_keys_revoked_by_idx on public.api_keys (revoked_by) where revoked_by is not null;
alter table public.api_keys enable row level security;
create policy api_keys_read on public.api_keys for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())));
create policy api_keys_mfa on public.api_keys as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy api_keys_service on public.api_keys for all to service_role using (true) with check (true);
-- The hash is the server's alone (as organizations.join_code, migration 0033).
grant select (id, org_id, name, scope, prefix, created_by, created_at, last_used_at, revoked_at, revoked_by)
  on public.api_keys to authenticated;
grant all on public.api_keys to service_role;
create trigger api_keys_audit after insert or delete or update of name, revoked_at
  on public.api_keys for each row execute function private.audit_row();

-- The key's organisation, from the claims the server sets for an API key (none for a person).
create or replace function public.my_api_key_org_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select (auth.jwt() ->> 'api_key_org')::uuid where auth.jwt() ? 'api_key_org'
$$;
grant execute on function public.my_api_key_org_ids() to authenticated, service_role;

-- As migration 0017, plus the API key's organisation.
create or replace function public.my_managed_org_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select o.id from public.organizations o where public.is_admin()
  union
  select o.id from public.organizations o where o.owner_id = auth.uid()
  union
  select m.org_id from public.memberships m
   where m.user_id = auth.uid() and m.status = 'active' and m.role = 'owner'
  union
  select public.my_api_key_org_ids()
$$;

-- As migration 0005, plus the API key's organisation.
create or replace function public.my_org_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select org_id from public.memberships where user_id = auth.uid() and status = 'active'
  union
  select id from public.organizations where owner_id = auth.uid()
  union
  select public.my_api_key_org_ids()
$$;
