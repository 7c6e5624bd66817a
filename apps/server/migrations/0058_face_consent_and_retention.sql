-- Consent and retention (issue 19 item 3, India's DPDP Act 2023).
--
-- * A student's date of birth, recorded by their owner/teacher: a student under 18 is a child
--   under the Act, whose face data needs a guardian's verifiable consent.
-- * Guardian consent to face data: who gave it (a guardian of the student), how (through a link
--   mailed to the guardian, or on paper recorded by staff with a note), when, who recorded it,
--   and when and how it was withdrawn. Withdrawn consents are kept as the record of it.
-- * The links mailed to guardians (hashed, server-only).
-- * Per-organisation retention: days after a member leaves before their face data is deleted.
--
-- Only the server writes these tables (through /api, as the database owner, with the actor named
-- for the audit log). Clients read under plannable policies: owners their organisation's rows,
-- the student's staff their students', a student their own.

create table public.member_birth_dates (
  member_id uuid primary key references public.memberships (id) on delete cascade,
  org_id uuid not null references public.organizations (id) on delete cascade,
  date_of_birth date not null check (date_of_birth >= date '1900-01-01'),
  recorded_by uuid references auth.users (id) on delete set null,
  recorded_at timestamptz not null default now()
);
create index member_birth_dates_org_idx on public.member_birth_dates (org_id);
create trigger member_birth_dates_audit after insert or update or delete on public.member_birth_dates
  for each row execute function private.audit_row();
alter table public.member_birth_dates enable row level security;
create policy member_birth_dates_read on public.member_birth_dates for select to authenticated
  using (
    org_id = any (array(select public.my_managed_org_ids()))
    or member_id = any (array(select public.my_supervised_member_ids()))
    or member_id = any (array(select public.my_member_ids()))
  );
create policy member_birth_dates_mfa on public.member_birth_dates as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy member_birth_dates_service on public.member_birth_dates for all to service_role
  using (true) with check (true);
grant select on public.member_birth_dates to authenticated;
grant all on public.member_birth_dates to service_role;

create table public.face_consents (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  -- The guardian who consented; their name is kept should the guardian's row be removed later.
  guardian_id uuid references public.guardians (id) on delete set null,
  guardian_name text not null check (char_length(btrim(guardian_name)) between 1 and 120),
  method text not null check (method in ('guardian_link', 'paper')),
  note text check (note is null or char_length(note) <= 500),
  check (method <> 'paper' or char_length(btrim(coalesce(note, ''))) >= 3),
  -- Staff who recorded a paper consent, or who sent the link the guardian answered.
  recorded_by uuid references auth.users (id) on delete set null,
  given_at timestamptz not null,
  withdrawn_at timestamptz,
  withdrawn_via text check (withdrawn_via in ('guardian_link', 'staff')),
  -- Staff who recorded a withdrawal, or the guardian who withdrew through their link.
  withdrawn_by uuid references auth.users (id) on delete set null,
  withdrawn_guardian_name text,
  withdrawn_note text check (withdrawn_note is null or char_length(withdrawn_note) <= 500),
  check ((withdrawn_at is null) = (withdrawn_via is null))
);
-- At most one consent in force per student.
create unique index face_consents_current_idx on public.face_consents (member_id)
  where withdrawn_at is null;
create index face_consents_member_idx on public.face_consents (member_id);
create index face_consents_org_idx on public.face_consents (org_id);
create trigger face_consents_audit after insert or update or delete on public.face_consents
  for each row execute function private.audit_row();
alter table public.face_consents enable row level security;
create policy face_consents_read on public.face_consents for select to authenticated
  using (
    org_id = any (array(select public.my_managed_org_ids()))
    or member_id = any (array(select public.my_supervised_member_ids()))
    or member_id = any (array(select public.my_member_ids()))
  );
create policy face_consents_mfa on public.face_consents as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy face_consents_service on public.face_consents for all to service_role
  using (true) with check (true);
grant select on public.face_consents to authenticated;
grant all on public.face_consents to service_role;

-- A link mailed to a guardian: the token is kept hashed. It gives consent until it expires, and
-- withdraws the student's consent at any time while the guardian is on record.
create table private.face_consent_links (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  guardian_id uuid not null references public.guardians (id) on delete cascade,
  token_hash text not null unique,
  sent_to text not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consent_id uuid references public.face_consents (id) on delete set null
);
create index face_consent_links_member_idx on private.face_consent_links (member_id);

-- Retention per organisation (the default without a row: 30 days).
create table public.retention_settings (
  org_id uuid primary key references public.organizations (id) on delete cascade,
  face_data_days_after_leaving integer not null default 30
    check (face_data_days_after_leaving between 0 and 3650),
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
create trigger retention_settings_audit after insert or update or delete on public.retention_settings
  for each row execute function private.audit_row();
alter table public.retention_settings enable row level security;
create policy retention_settings_read on public.retention_settings for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())));
create policy retention_settings_mfa on public.retention_settings as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy retention_settings_service on public.retention_settings for all to service_role
  using (true) with check (true);
grant select on public.retention_settings to authenticated;
grant all on public.retention_settings to service_role;
