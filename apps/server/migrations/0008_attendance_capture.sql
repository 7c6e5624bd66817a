-- Capture: enrolled faces, kiosk devices, leave and correction requests, and what the live board
-- listens to. Biometric data (face embeddings) is never exposed through /rest/v1: only the
-- server reads it, to match and to show a person what is stored about them.

create table public.face_data (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  embedding real[] not null check (cardinality(embedding) = 128),
  model text not null,
  model_version text not null,
  quality real not null check (quality between 0 and 1),
  consent_at timestamptz not null,
  consent_recorded_by uuid references auth.users (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index face_data_org_idx on public.face_data (org_id);
create index face_data_member_idx on public.face_data (member_id);
alter table public.face_data enable row level security;
create policy face_data_service on public.face_data for all to service_role using (true) with check (true);
grant all on public.face_data to service_role;

-- Kiosks: a device an owner/teacher/in-charge turned into a check-in station. The token is shown
-- once and stored hashed; revoking it stops the device at once.
create table public.devices (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  token_hash text not null unique,
  group_ids uuid[] not null default '{}',
  methods text[] not null check (methods <@ '{face,card,qr}'::text[] and cardinality(methods) > 0),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz,
  revoked_at timestamptz
);
create index devices_org_idx on public.devices (org_id);
alter table public.devices enable row level security;
create policy devices_read on public.devices for select to authenticated
  using (public.can_manage_org(org_id) or created_by = auth.uid());
create policy devices_mfa on public.devices as restrictive for all to authenticated
  using (auth.mfa_satisfied()) with check (auth.mfa_satisfied());
create policy devices_service on public.devices for all to service_role using (true) with check (true);
grant select (id, org_id, name, group_ids, methods, created_by, created_at, last_seen_at, revoked_at) on public.devices to authenticated;
grant all on public.devices to service_role;

create table public.leave_requests (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  from_date date not null,
  to_date date not null check (to_date >= from_date),
  reason text not null check (char_length(btrim(reason)) between 3 and 500),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'cancelled')),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  decision_note text check (decision_note is null or char_length(decision_note) <= 500),
  created_at timestamptz not null default now()
);
create index leave_requests_org_idx on public.leave_requests (org_id, status);
create index leave_requests_member_idx on public.leave_requests (member_id);

create table public.correction_requests (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  record_id uuid references public.attendance_records (id) on delete set null,
  date date not null,
  class_session_id uuid references public.class_sessions (id) on delete set null,
  check_in_at timestamptz,
  check_out_at timestamptz check (check_out_at is null or check_in_at is null or check_out_at > check_in_at),
  reason text not null check (char_length(btrim(reason)) between 3 and 500),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'cancelled')),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  decision_note text check (decision_note is null or char_length(decision_note) <= 500),
  created_at timestamptz not null default now(),
  check (check_in_at is not null or check_out_at is not null)
);
create index correction_requests_org_idx on public.correction_requests (org_id, status);
create index correction_requests_member_idx on public.correction_requests (member_id);

do $$
declare
  t text;
begin
  foreach t in array array['leave_requests', 'correction_requests'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format($p$create policy %I on public.%I for select to authenticated using (
        member_id in (select public.my_member_ids())
        or member_id in (select public.my_supervised_member_ids())
        or public.can_manage_org(org_id))$p$, t || '_read', t);
    execute format('create policy %I on public.%I as restrictive for all to authenticated using (auth.mfa_satisfied()) with check (auth.mfa_satisfied())', t || '_mfa', t);
    execute format('create policy %I on public.%I for all to service_role using (true) with check (true)', t || '_service', t);
    execute format('grant select on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
    execute format('create trigger %I after insert or update or delete on public.%I for each row execute function private.audit_row()', t || '_audit', t);
  end loop;
end
$$;

-- Every raw punch (kiosk scan, self check-in), keyed by the id the capturing client generated:
-- a retried or re-synced scan finds its first result instead of counting twice. Records hold the
-- day's first-in/last-out summary of these.
create table public.attendance_scans (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  client_id uuid not null,
  member_id uuid not null references public.memberships (id) on delete cascade,
  record_id uuid references public.attendance_records (id) on delete set null,
  scanned_at timestamptz not null,
  received_at timestamptz not null default now(),
  method text not null check (method in ('face', 'card', 'qr', 'self_geo')),
  outcome text not null check (outcome in ('checked_in', 'checked_out', 'repeat')),
  match_confidence real,
  device_id uuid references public.devices (id) on delete set null,
  latitude double precision,
  longitude double precision,
  unique (org_id, client_id)
);
create index attendance_scans_member_idx on public.attendance_scans (member_id, scanned_at desc);
alter table public.attendance_scans enable row level security;
create policy attendance_scans_read on public.attendance_scans for select to authenticated
  using (
    member_id in (select public.my_member_ids())
    or member_id in (select public.my_supervised_member_ids())
    or public.can_manage_org(org_id)
  );
create policy attendance_scans_mfa on public.attendance_scans as restrictive for all to authenticated
  using (auth.mfa_satisfied()) with check (auth.mfa_satisfied());
create policy attendance_scans_service on public.attendance_scans for all to service_role using (true) with check (true);
grant select on public.attendance_scans to authenticated;
grant all on public.attendance_scans to service_role;

-- Records flagged for attention (e.g. a forgotten check-out).
alter table public.attendance_records add column flags text[] not null default '{}'
  check (flags <@ '{missing_check_out,corrected,outside_schedule}'::text[]);

-- Which finished periods (class sessions and shift days) have had their absences filled in.
create table private.closed_periods (
  org_id uuid not null references public.organizations (id) on delete cascade,
  period text not null,
  date date not null,
  closed_at timestamptz not null default now(),
  primary key (org_id, period, date)
);

-- Every attendance change is announced for the live board (and other server instances).
create or replace function private.notify_attendance() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  r public.attendance_records := coalesce(new, old);
begin
  perform pg_notify('attendance', json_build_object('op', lower(tg_op), 'org_id', r.org_id, 'id', r.id, 'member_id', r.member_id)::text);
  return null;
end
$$;
create trigger attendance_records_notify after insert or update on public.attendance_records
  for each row execute function private.notify_attendance();

-- Face data changes tell every server instance to refresh that organisation's match index.
create or replace function private.notify_face_data() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform pg_notify('face_data', coalesce(new.org_id, old.org_id)::text);
  return null;
end
$$;
create trigger face_data_notify after insert or delete on public.face_data
  for each row execute function private.notify_face_data();
