-- Roles the data API switches to (as PostgREST does). Roles are cluster-wide in a real Postgres,
-- so several databases on one server (and concurrent test runs) may race to create them.
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      begin
        execute format('create role %I nologin', r);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
  -- Changed only when needed: concurrent ALTER/GRANTs on one role fail ("tuple concurrently
  -- updated"), and the other migration is making the same change.
  if not (select rolbypassrls from pg_roles where rolname = 'service_role') then
    begin
      alter role service_role bypassrls;
    exception
      when insufficient_privilege then
        raise notice 'service_role could not be given BYPASSRLS; policies grant it access instead';
      when internal_error then
        null;
    end;
  end if;
  -- A non-superuser owner must be a member of the roles to `set role` to them.
  if not (select rolsuper from pg_roles where rolname = current_user)
     and not (pg_has_role(current_user, 'anon', 'member')
              and pg_has_role(current_user, 'authenticated', 'member')
              and pg_has_role(current_user, 'service_role', 'member')) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;

create schema if not exists private;
create schema if not exists auth;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
revoke all on schema private from public;

-- The JWT claims of the current request, set by the server with set_config(..., true).
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(auth.jwt() ->> 'role', 'anon')
$$;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  email_change text,
  phone text,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on auth.users (lower(email));

create table auth.identities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  provider text not null,
  provider_id text not null,
  identity_data jsonb not null default '{}'::jsonb,
  email text,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_id)
);
create index identities_user_id_idx on auth.identities (user_id);

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1' check (aal in ('aal1', 'aal2')),
  amr jsonb not null default '[]'::jsonb,
  factor_id uuid,
  user_agent text,
  ip text,
  not_after timestamptz,
  refreshed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- PKCE state for e-mail links and OAuth sign-in; auth_code is what the client exchanges.
create table auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text unique,
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  authentication_method text not null,
  provider_type text not null default 'email',
  provider_state jsonb not null default '{}'::jsonb,
  redirect_to text,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now()
);

create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation_token', 'recovery_token')),
  token_hash text not null unique,
  flow_state_id uuid references auth.flow_state (id) on delete set null,
  redirect_to text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index one_time_tokens_user_idx on auth.one_time_tokens (user_id, token_type);

create table auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null default 'totp' check (factor_type in ('totp')),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  secret text not null,
  last_used_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mfa_factors_user_idx on auth.mfa_factors (user_id);
create unique index mfa_factors_friendly_name_idx on auth.mfa_factors (user_id, friendly_name)
  where friendly_name is not null and friendly_name <> '';

create table auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  ip_address text,
  verified_at timestamptz,
  created_at timestamptz not null default now()
);

create table auth.audit_log_entries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  action text not null,
  payload jsonb not null default '{}'::jsonb,
  ip_address text,
  created_at timestamptz not null default now()
);
create index audit_log_entries_created_idx on auth.audit_log_entries (created_at desc);

-- Is this session still signed in? Used by the data API so a revoked session loses access at once.
create or replace function auth.session_is_active(session uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
      from auth.sessions s
      join auth.users u on u.id = s.user_id
     where s.id = session
       and (s.not_after is null or s.not_after > now())
       and (u.banned_until is null or u.banned_until < now())
  )
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;
grant execute on function auth.session_is_active(uuid) to authenticated, service_role;
