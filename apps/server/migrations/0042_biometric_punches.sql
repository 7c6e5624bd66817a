-- Biometric punches (issue 18): every punch a device pushed or a log file brought, identified by
-- (device, PIN, time) so a re-sent punch is one row; and the organisation's PIN → member map
-- (a device user id, "PIN", is enrolled once per person across the organisation's terminals).

create table public.biometric_pins (
  org_id uuid not null references public.organizations (id) on delete cascade,
  pin text not null check (pin ~ '^[A-Za-z0-9_-]{1,24}$'),
  member_id uuid not null references public.memberships (id) on delete cascade,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (org_id, pin)
);
create index biometric_pins_member_idx on public.biometric_pins (member_id);
alter table public.biometric_pins enable row level security;
create policy biometric_pins_read on public.biometric_pins for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())));
create policy biometric_pins_mfa on public.biometric_pins as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy biometric_pins_service on public.biometric_pins for all to service_role using (true) with check (true);
grant select on public.biometric_pins to authenticated;
grant all on public.biometric_pins to service_role;
create trigger biometric_pins_audit after insert or delete or update
  on public.biometric_pins for each row execute function private.audit_row();

create table public.biometric_punches (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  device_id uuid not null references public.biometric_devices (id) on delete cascade,
  pin text not null check (char_length(pin) between 1 and 24),
  punched_at timestamptz not null,
  -- As the device wrote it (its local wall-clock time), for the owner to recognise.
  local_time text not null check (char_length(local_time) <= 19),
  punch_state smallint,
  verify_type smallint,
  source text not null check (source in ('push', 'import')),
  received_at timestamptz not null default now(),
  member_id uuid references public.memberships (id) on delete set null,
  -- null: not applied yet (its PIN is not mapped to anyone); 'refused': the scan rules refused it
  -- (note says why); otherwise what the scan did.
  outcome text check (outcome in ('checked_in', 'checked_out', 'repeat', 'refused')),
  note text check (note is null or char_length(note) <= 300),
  applied_at timestamptz,
  unique (device_id, pin, punched_at)
);
create index biometric_punches_org_idx on public.biometric_punches (org_id, punched_at desc);
create index biometric_punches_waiting_idx on public.biometric_punches (org_id, pin) where outcome is null;
create index biometric_punches_member_idx on public.biometric_punches (member_id) where member_id is not null;
alter table public.biometric_punches enable row level security;
create policy biometric_punches_read on public.biometric_punches for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())));
create policy biometric_punches_mfa on public.biometric_punches as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy biometric_punches_service on public.biometric_punches for all to service_role using (true) with check (true);
grant select on public.biometric_punches to authenticated;
grant all on public.biometric_punches to service_role;
