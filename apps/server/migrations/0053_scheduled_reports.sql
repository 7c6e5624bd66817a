-- Scheduled reports (issue 18 item 4): an owner has a report e-mailed by itself — a daily absentee
-- list at a chosen time, a weekly summary on a chosen weekday, a monthly register on the 1st or
-- the day after the pay period closes — with the file (CSV, XLSX or PDF) attached. Times are
-- wall-clock times in the organisation's zone. Each due time becomes one job on the queue
-- (migration 0036) under the key scheduled-report:<schedule>:<due instant>, so it runs once
-- whatever the number of server instances; each run is recorded in scheduled_report_runs (0054).

create table public.scheduled_reports (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  kind text not null check (kind in ('daily_absentees', 'weekly_summary', 'monthly_register')),
  format text not null check (format in ('csv', 'xlsx', 'pdf')),
  -- 'HH:MM' in the organisation's zone.
  send_time time not null check (send_time = date_trunc('minute', send_time)),
  -- Weekly: the ISO weekday it goes out (1 = Monday).
  weekday smallint not null default 1 check (weekday between 1 and 7),
  -- Monthly: the calendar month (on the 1st) or the pay period (the day after it closes).
  monthly_period text not null default 'calendar_month'
    check (monthly_period in ('calendar_month', 'pay_period')),
  -- One group's report (and its sub-groups'); a deleted group takes its schedules with it, so
  -- a class's list never turns into the whole organisation's.
  group_id uuid references public.groups (id) on delete cascade,
  -- Members (their profile e-mail) and typed addresses; at least one of them.
  recipient_user_ids uuid[] not null default '{}',
  recipient_emails text[] not null default '{}'
    check (cardinality(recipient_emails) <= 20),
  check (cardinality(recipient_user_ids) + cardinality(recipient_emails) between 1 and 50),
  is_paused boolean not null default false,
  -- Due times before this instant are never sent (made, resumed or re-timed then): a schedule
  -- does not catch up on times from before it existed.
  active_since timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index scheduled_reports_org_idx on public.scheduled_reports (org_id);
create index scheduled_reports_group_idx on public.scheduled_reports (group_id) where group_id is not null;
create index scheduled_reports_created_by_idx on public.scheduled_reports (created_by)
  where created_by is not null;
-- The scheduler's read each minute: the schedules that are on.
create index scheduled_reports_active_idx on public.scheduled_reports (org_id) where not is_paused;

alter table public.scheduled_reports enable row level security;
-- The owner (and Admins) only: the API reads and writes them as the server after checking so,
-- and the data API gives nobody else a row.
create policy scheduled_reports_manage on public.scheduled_reports for all to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())))
  with check (org_id = any (array(select public.my_managed_org_ids())));
create policy scheduled_reports_mfa on public.scheduled_reports as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy scheduled_reports_service on public.scheduled_reports for all to service_role
  using (true) with check (true);
grant select, insert, update, delete on public.scheduled_reports to authenticated;
grant all on public.scheduled_reports to service_role;
