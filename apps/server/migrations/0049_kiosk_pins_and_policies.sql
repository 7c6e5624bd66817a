-- Kiosk and check-in policies (issue 12): a personal PIN as a kiosk fallback, the operator's
-- override, automatic check-out, and a monthly limit on correction requests.
--
-- Organisation settings (owners change them like the other columns of their organisation):
--   pin_check_in            members may check in at a kiosk with their code and PIN (off by default)
--   auto_check_out          'off' (a missing check-out is flagged), 'shift_end' (checked out at the
--                           end of their shift; people without a shift at auto_check_out_time when
--                           set), 'fixed' (everyone at auto_check_out_time)
--   corrections_per_month   at most this many correction requests per person per calendar month
--                           (in the organisation's zone); null: unlimited
alter table public.organizations
  add column pin_check_in boolean not null default false,
  add column auto_check_out text not null default 'off'
    check (auto_check_out in ('off', 'shift_end', 'fixed')),
  add column auto_check_out_time time,
  add column corrections_per_month integer check (corrections_per_month between 0 and 100),
  add constraint organizations_auto_check_out_time
    check (auto_check_out <> 'fixed' or auto_check_out_time is not null);
grant select (pin_check_in, auto_check_out, auto_check_out_time, corrections_per_month)
  on public.organizations to authenticated;

-- A PIN check-in is a scan ('pin'); an operator's override is a manual mark that also leaves a scan.
alter table public.attendance_records drop constraint if exists attendance_records_method_check;
alter table public.attendance_records add constraint attendance_records_method_check
  check (method in ('face', 'card', 'manual', 'qr', 'self_geo', 'biometric', 'pin'));
alter table public.attendance_scans drop constraint if exists attendance_scans_method_check;
alter table public.attendance_scans add constraint attendance_scans_method_check
  check (method in ('face', 'card', 'qr', 'self_geo', 'biometric', 'pin', 'manual'));

-- Records say when nobody scanned: an operator's override, or an automatic check-out.
alter table public.attendance_records drop constraint if exists attendance_records_flags_check;
alter table public.attendance_records add constraint attendance_records_flags_check
  check (flags <@ '{missing_check_out,corrected,outside_schedule,override,auto_check_out}'::text[]);

-- Personal PINs: argon2id hashes, read and written only by the server (no client grants at all).
create table private.member_pins (
  member_id uuid primary key references public.memberships (id) on delete cascade,
  org_id uuid not null references public.organizations (id) on delete cascade,
  pin_hash text not null,
  set_by uuid references auth.users (id) on delete set null,
  set_at timestamptz not null default now()
);
create index member_pins_org_idx on private.member_pins (org_id);

-- Wrong PINs per subject: a member's id, or (for a code that names nobody with a PIN) a hash of
-- the code, so an unknown code locks exactly like a known one and a kiosk cannot tell them apart.
-- Kept in the database so the lock holds across restarts and server processes.
create table private.pin_attempts (
  org_id uuid not null references public.organizations (id) on delete cascade,
  subject text not null,
  failures integer not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null default now(),
  primary key (org_id, subject)
);
revoke all on private.member_pins, private.pin_attempts from public;

