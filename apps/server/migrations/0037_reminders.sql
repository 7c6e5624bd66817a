-- Reminders (issue 15 item 5): the product nudges people at the right time, in the organisation's
-- zone, each reminder switchable per organisation. They run on the job queue (migration 0036):
-- a scheduler tick on every instance enqueues reminder:<kind>:<org>:<date>:<subject> once, one
-- worker sends it through private.notify_people().

insert into public.notification_kinds (kind, in_app_default, email_default, push_default) values
  ('reminder_check_in', true, false, true),        -- not checked in N minutes after shift start
  ('reminder_check_out', true, false, true),       -- no check-out M minutes after shift end
  ('reminder_roll_call', true, false, true),       -- a lesson ended and its roll-call is not taken
  ('reminder_requests', true, true, false),        -- daily digest of requests waiting for a decision
  ('reminder_low_attendance', true, true, false),  -- weekly: attendance below the minimum
  ('reminder_kiosk_offline', true, true, false);   -- a kiosk unseen for an hour

-- One row per organisation once its owner changes something; without a row, the defaults below.
create table public.reminder_settings (
  org_id uuid primary key references public.organizations (id) on delete cascade,
  check_in_enabled boolean not null default true,
  check_in_after_minutes integer not null default 15 check (check_in_after_minutes between 0 and 240),
  check_out_enabled boolean not null default true,
  check_out_after_minutes integer not null default 30 check (check_out_after_minutes between 0 and 240),
  roll_call_enabled boolean not null default true,
  roll_call_after_minutes integer not null default 10 check (roll_call_after_minutes between 0 and 240),
  requests_digest_enabled boolean not null default true,
  -- Wall-clock time in the organisation's zone.
  requests_digest_time time not null default '09:00'
    check (requests_digest_time = date_trunc('minute', requests_digest_time)),
  low_attendance_enabled boolean not null default true,
  -- ISO weekday the weekly low-attendance reminder goes out (1 = Monday), at the digest time.
  low_attendance_weekday smallint not null default 1 check (low_attendance_weekday between 1 and 7),
  kiosk_offline_enabled boolean not null default true,
  updated_at timestamptz not null default now()
);

alter table public.reminder_settings enable row level security;
-- The owner (and Admins) read and change them; the API writes them as the owner.
create policy reminder_settings_manage on public.reminder_settings for all to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())))
  with check (org_id = any (array(select public.my_managed_org_ids())));
create policy reminder_settings_mfa on public.reminder_settings as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy reminder_settings_service on public.reminder_settings for all to service_role
  using (true) with check (true);
grant select, insert, update on public.reminder_settings to authenticated;
grant all on public.reminder_settings to service_role;
