-- The language a person reads the product in (issue 14): 'en' or 'hi'. Their own row is
-- writable by them under the existing profiles policies (table-level grants, no column list),
-- and the server reads it to write their e-mails in it.
alter table public.profiles
  add column locale text not null default 'en' check (locale in ('en', 'hi'));

-- Sign-up passes the language chosen on the site as metadata, so the confirmation mail (sent in
-- the same transaction that creates the profile) is already in it. Same as 0002 plus `locale`.
create or replace function private.create_profile_for_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested text := meta ->> 'user_type';
begin
  insert into public.profiles (id, full_name, avatar_url, company_name, employees, business_type, phone, email, user_type, locale)
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
    case when requested in ('Student', 'Teacher', 'Employee', 'Institute', 'Company') then requested end,
    case when meta ->> 'locale' in ('en', 'hi') then meta ->> 'locale' else 'en' end
  )
  on conflict (id) do nothing;
  return new;
end
$$;
