-- Guardian alerts (issue 15 items 4 and 6): what the organisation tells guardians and when, and
-- the log of every message, which is also how each is sent exactly once.
--
-- A delivery is one message to one guardian about one student on one day, of one kind, by one
-- channel; the unique key (guardian, member, day, kind, channel) makes a second server instance's
-- (or a restarted one's) attempt to write it again a no-op. It is then claimed with a conditional
-- UPDATE (pending → sending), so exactly one instance sends it: sent, or failed with the reason.

create table public.guardian_alert_settings (
  org_id uuid primary key references public.organizations (id) on delete cascade,
  absence_alerts boolean not null default true,
  late_notes boolean not null default false,
  weekly_summary boolean not null default true,
  -- Without a roll-call of the first period, students with no check-in by this time are absent.
  cutoff_time time not null default '10:00',
  -- The weekly summary goes on this ISO weekday (1 = Monday … 7 = Sunday) from summary_time.
  summary_weekday smallint not null default 6 check (summary_weekday between 1 and 7),
  summary_time time not null default '17:00',
  -- Nothing is sent in quiet hours (wall clock of the organisation; may run past midnight).
  quiet_start time not null default '21:00',
  quiet_end time not null default '07:00',
  -- At most this many messages per guardian per day and channel; the rest fail as capped.
  daily_cap smallint not null default 3 check (daily_cap between 1 and 20),
  updated_at timestamptz not null default now()
);
create trigger guardian_alert_settings_touch before update on public.guardian_alert_settings
  for each row execute function private.touch_updated_at();
create trigger guardian_alert_settings_audit after insert or update or delete
  on public.guardian_alert_settings for each row execute function private.audit_row();

alter table public.guardian_alert_settings enable row level security;
create policy guardian_alert_settings_owner on public.guardian_alert_settings for all
  to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())))
  with check (org_id = any (array(select public.my_managed_org_ids())));
create policy guardian_alert_settings_mfa on public.guardian_alert_settings as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy guardian_alert_settings_service on public.guardian_alert_settings for all
  to service_role using (true) with check (true);
grant select, insert, update on public.guardian_alert_settings to authenticated;
grant all on public.guardian_alert_settings to service_role;

create table public.guardian_deliveries (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  -- Kept when the guardian is removed (the log stays true); the key then no longer applies.
  guardian_id uuid references public.guardians (id) on delete set null,
  member_id uuid not null references public.memberships (id) on delete cascade,
  -- The school day it is about, in the organisation's zone (the summary: the day it is sent).
  day date not null,
  kind text not null check (kind in ('absence', 'late', 'weekly_summary')),
  channel text not null check (channel in ('email', 'sms', 'whatsapp')),
  -- Who and where, as at the time of writing: the guardian's name, number or address, language.
  recipient_name text not null,
  address text not null,
  locale text not null check (locale in ('en', 'hi')),
  -- Values for the message (student, organisation, date, percentage …), rendered at sending.
  params jsonb not null default '{}'::jsonb check (jsonb_typeof(params) = 'object'),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  error text check (error is null or char_length(error) <= 500),
  provider text,
  attempted_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (guardian_id, member_id, day, kind, channel)
);
create index guardian_deliveries_waiting_idx on public.guardian_deliveries (created_at)
  where status in ('pending', 'sending');
create index guardian_deliveries_org_idx on public.guardian_deliveries (org_id, created_at desc);
create index guardian_deliveries_member_idx on public.guardian_deliveries (member_id);
-- The daily cap: a guardian's messages of one day and channel.
create index guardian_deliveries_guardian_idx on public.guardian_deliveries (guardian_id, day, channel);

alter table public.guardian_deliveries enable row level security;
-- The delivery log is the owner's (Settings → Notifications); written only by the server.
create policy guardian_deliveries_read on public.guardian_deliveries for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())));
create policy guardian_deliveries_mfa on public.guardian_deliveries as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy guardian_deliveries_service on public.guardian_deliveries for all
  to service_role using (true) with check (true);
grant select on public.guardian_deliveries to authenticated;
grant all on public.guardian_deliveries to service_role;
