create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  avatar_url text,
  company_name text,
  employees text,
  business_type text,
  phone text,
  email text,
  user_type text check (
    user_type in ('Student', 'Teacher', 'Admin', 'Institute', 'Company', 'Employee', 'Incharge')
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- True when the signed-in user is an Admin. Security definer so policies can call it without
-- recursing into the profiles policies.
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles where id = auth.uid() and user_type = 'Admin')
$$;

-- Two-factor is enforced by the database, not only by the UI: a user with a verified factor
-- reaches their data only from an aal2 session.
create or replace function auth.mfa_satisfied() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or auth.uid() is null
      or not exists (
        select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified'
      )
$$;

-- Clients run as anon/authenticated; the server itself and service_role are trusted callers.
-- The role setting (not current_user) is read so the answer holds inside security definer code.
create or replace function private.is_client_request() returns boolean
language sql stable
as $$
  select coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated')
$$;

create or replace function private.touch_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- DESIGN.md §2: the client picks a self-service type once; Incharge and Admin are granted by
-- others, and an existing type never changes from the client.
create or replace function private.guard_profile() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  self_service constant text[] := array['Student', 'Teacher', 'Employee', 'Institute', 'Company'];
begin
  if not private.is_client_request() or public.is_admin() then
    return new;
  end if;
  select u.email into new.email from auth.users u where u.id = new.id;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    if new.user_type is distinct from old.user_type and old.user_type is not null then
      raise exception 'Your account type is already set to %; ask your organisation''s owner or an Admin to change it.', old.user_type
        using errcode = '42501', hint = 'user_type';
    end if;
  end if;
  if new.user_type is not null and not (new.user_type = any (self_service)) then
    raise exception 'The account type % is assigned by an organisation owner or an Admin and cannot be chosen at sign-up.', new.user_type
      using errcode = '42501', hint = 'user_type';
  end if;
  return new;
end
$$;

create trigger profiles_guard before insert or update on public.profiles
  for each row execute function private.guard_profile();
create trigger profiles_touch before update on public.profiles
  for each row execute function private.touch_updated_at();

-- A profile for every new user, from the sign-up metadata (SPEC.md §3).
create or replace function private.create_profile_for_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested text := meta ->> 'user_type';
begin
  insert into public.profiles (id, full_name, avatar_url, company_name, employees, business_type, phone, email, user_type)
  values (
    new.id,
    coalesce(
      nullif(btrim(meta ->> 'full_name'), ''),
      nullif(btrim(meta ->> 'name'), ''),
      nullif(split_part(coalesce(new.email, ''), '@', 1), ''),
      'User'
    ),
    nullif(coalesce(meta ->> 'avatar_url', meta ->> 'picture'), ''),
    nullif(meta ->> 'company_name', ''),
    nullif(meta ->> 'employees', ''),
    nullif(meta ->> 'business_type', ''),
    nullif(meta ->> 'phone', ''),
    new.email,
    case when requested in ('Student', 'Teacher', 'Employee', 'Institute', 'Company') then requested end
  )
  on conflict (id) do nothing;
  return new;
end
$$;

create trigger users_create_profile after insert on auth.users
  for each row execute function private.create_profile_for_user();

create or replace function private.sync_profile_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id and email is distinct from new.email;
  return new;
end
$$;

create trigger users_sync_profile_email after update of email on auth.users
  for each row execute function private.sync_profile_email();

alter table public.profiles enable row level security;

create policy profiles_select on public.profiles for select to authenticated
  using (id = auth.uid() or public.is_admin());
create policy profiles_insert on public.profiles for insert to authenticated
  with check (id = auth.uid());
create policy profiles_update on public.profiles for update to authenticated
  using (id = auth.uid() or public.is_admin())
  with check (id = auth.uid() or public.is_admin());
create policy profiles_mfa on public.profiles as restrictive for all to authenticated
  using (auth.mfa_satisfied())
  with check (auth.mfa_satisfied());
create policy profiles_service on public.profiles for all to service_role using (true) with check (true);

grant select, insert, update on public.profiles to authenticated;
grant all on public.profiles to service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;
grant execute on function auth.mfa_satisfied() to anon, authenticated, service_role;
