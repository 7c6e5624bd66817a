-- Biometric devices (issue 18): eSSL/ZKTeco fingerprint and face terminals that push their punches
-- over the ADMS ("iclock") HTTP protocol. A terminal is identified by its serial number alone (the
-- protocol has no secret), so only a serial an owner registered is accepted; one a terminal sent
-- before anyone registered it is remembered in biometric_unknown_devices so its owner can find it.
-- A device punch becomes an attendance scan like a kiosk's, with the method 'biometric'.

alter table public.attendance_records drop constraint if exists attendance_records_method_check;
alter table public.attendance_records add constraint attendance_records_method_check
  check (method in ('face', 'card', 'manual', 'qr', 'self_geo', 'biometric'));
alter table public.attendance_scans drop constraint if exists attendance_scans_method_check;
alter table public.attendance_scans add constraint attendance_scans_method_check
  check (method in ('face', 'card', 'qr', 'self_geo', 'biometric'));

create table public.biometric_devices (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  serial_number text not null unique check (serial_number ~ '^[A-Za-z0-9_-]{3,40}$'),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  -- The zone of the device's clock: its punches carry local wall-clock times.
  timezone text not null check (char_length(timezone) between 1 and 64),
  -- The last ATTLOG stamp the device sent, given back at its handshake so it resumes after it.
  attlog_stamp text check (attlog_stamp is null or char_length(attlog_stamp) <= 40),
  last_contact_at timestamptz,
  last_address text,
  device_info text check (device_info is null or char_length(device_info) <= 200),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index biometric_devices_org_idx on public.biometric_devices (org_id);
create index biometric_devices_created_by_idx on public.biometric_devices (created_by) where created_by is not null;
alter table public.biometric_devices enable row level security;
create policy biometric_devices_read on public.biometric_devices for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())));
create policy biometric_devices_mfa on public.biometric_devices as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy biometric_devices_service on public.biometric_devices for all to service_role using (true) with check (true);
grant select on public.biometric_devices to authenticated;
grant all on public.biometric_devices to service_role;
create trigger biometric_devices_audit after insert or delete or update of name, timezone, serial_number
  on public.biometric_devices for each row execute function private.audit_row();

-- Commands waiting for a device's next poll (GET /iclock/getrequest), and its answer
-- (POST /iclock/devicecmd): e.g. DATA QUERY ATTLOG to send a time range of punches again.
create table public.biometric_commands (
  id bigint generated always as identity primary key,
  org_id uuid not null references public.organizations (id) on delete cascade,
  device_id uuid not null references public.biometric_devices (id) on delete cascade,
  command text not null check (char_length(command) between 1 and 200),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  acknowledged_at timestamptz,
  return_code integer
);
create index biometric_commands_org_idx on public.biometric_commands (org_id);
create index biometric_commands_device_idx on public.biometric_commands (device_id, id);
alter table public.biometric_commands enable row level security;
create policy biometric_commands_read on public.biometric_commands for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())));
create policy biometric_commands_mfa on public.biometric_commands as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy biometric_commands_service on public.biometric_commands for all to service_role using (true) with check (true);
grant select on public.biometric_commands to authenticated;
grant all on public.biometric_commands to service_role;

-- Serial numbers that knocked before anyone registered them. Not tenant data (no organisation is
-- known yet): only the server reads it, and shows an owner the ones that called from the
-- owner's own network address.
create table public.biometric_unknown_devices (
  serial_number text primary key check (char_length(serial_number) between 1 and 64),
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  last_address text,
  contacts integer not null default 1
);
create index biometric_unknown_devices_address_idx on public.biometric_unknown_devices (last_address, last_seen_at desc);
alter table public.biometric_unknown_devices enable row level security;
create policy biometric_unknown_devices_service on public.biometric_unknown_devices for all to service_role using (true) with check (true);
grant all on public.biometric_unknown_devices to service_role;
