-- Guardians (issue 15 item 4): a student's membership holds one or two guardians — the people the
-- school tells when the student is absent or late, and who get the weekly summary.
--
-- Read and written by the organisation's owners and by the staff who look after the student (the
-- teacher or in-charge of one of their groups, or a teacher of their class in the timetable); the
-- student reads their own. Nobody else: not classmates, not other classes' teachers.

create table public.guardians (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  -- First or second guardian of the student; at most two.
  position smallint not null check (position in (1, 2)),
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  relationship text not null
    check (relationship in ('mother', 'father', 'guardian', 'grandparent', 'sibling', 'other')),
  -- E.164 (+<country><number>); the server turns an Indian number as typed into +91….
  phone text check (phone is null or phone ~ '^\+[1-9][0-9]{7,14}$'),
  email text check (email is null or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  locale text not null default 'en' check (locale in ('en', 'hi')),
  -- Consent to be contacted: who recorded it and when (both null while there is none).
  consent boolean not null default false,
  consent_by uuid references auth.users (id) on delete set null,
  consent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, position),
  check (phone is not null or email is not null),
  check (consent = (consent_at is not null))
);
create index guardians_org_idx on public.guardians (org_id);
create trigger guardians_touch before update on public.guardians
  for each row execute function private.touch_updated_at();
create trigger guardians_audit after insert or update or delete on public.guardians
  for each row execute function private.audit_row();

-- A guardian belongs to a student of the same organisation.
create or replace function private.check_guardian_member() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (select 1 from public.memberships m
                  where m.id = new.member_id and m.org_id = new.org_id and m.role = 'student') then
    raise exception 'Guardians are kept for students of this organisation.'
      using errcode = '23514', hint = 'member_id';
  end if;
  return new;
end
$$;
create trigger guardians_member before insert or update of member_id, org_id on public.guardians
  for each row execute function private.check_guardian_member();

alter table public.guardians enable row level security;
create policy guardians_read on public.guardians for select to authenticated
  using (
    org_id = any (array(select public.my_managed_org_ids()))
    or member_id = any (array(select public.my_supervised_member_ids()))
    or member_id = any (array(select public.my_member_ids()))
  );
create policy guardians_insert on public.guardians for insert to authenticated
  with check (
    org_id = any (array(select public.my_managed_org_ids()))
    or member_id = any (array(select public.my_supervised_member_ids()))
  );
create policy guardians_update on public.guardians for update to authenticated
  using (
    org_id = any (array(select public.my_managed_org_ids()))
    or member_id = any (array(select public.my_supervised_member_ids()))
  )
  with check (
    org_id = any (array(select public.my_managed_org_ids()))
    or member_id = any (array(select public.my_supervised_member_ids()))
  );
create policy guardians_delete on public.guardians for delete to authenticated
  using (
    org_id = any (array(select public.my_managed_org_ids()))
    or member_id = any (array(select public.my_supervised_member_ids()))
  );
create policy guardians_mfa on public.guardians as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy guardians_service on public.guardians for all to service_role
  using (true) with check (true);
grant select, insert, update, delete on public.guardians to authenticated;
grant all on public.guardians to service_role;
