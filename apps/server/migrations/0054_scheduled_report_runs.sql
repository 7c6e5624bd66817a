-- Scheduled reports' runs (issue 18 item 4): one row per due time (made by the queue job, in its
-- transaction, so once) or per "send now". Every instance's scheduler tick claims a pending run
-- with a conditional update (a claim older than 10 minutes is taken again), makes the file
-- outside any transaction, mails it and records to whom, its size, or the error — what the
-- owner sees as "last sent …".

create table public.scheduled_report_runs (
  id uuid primary key default gen_random_uuid(),
  schedule_id uuid not null references public.scheduled_reports (id) on delete cascade,
  org_id uuid not null references public.organizations (id) on delete cascade,
  -- The due instant (or the moment "send now" was pressed).
  due_at timestamptz not null,
  is_manual boolean not null default false,
  -- The report's range of days.
  range_from date not null,
  range_to date not null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  claimed_by text,
  claimed_until timestamptz,
  sent_to text[] not null default '{}',
  file_name text,
  bytes integer,
  error text check (error is null or char_length(error) <= 1000),
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (schedule_id, due_at)
);
create index scheduled_report_runs_org_idx on public.scheduled_report_runs (org_id, due_at desc);
-- The senders' read: runs waiting, and claims that ran out.
create index scheduled_report_runs_pending_idx on public.scheduled_report_runs (due_at)
  where status in ('pending', 'sending');

alter table public.scheduled_report_runs enable row level security;
create policy scheduled_report_runs_read on public.scheduled_report_runs for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())));
create policy scheduled_report_runs_mfa on public.scheduled_report_runs as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy scheduled_report_runs_service on public.scheduled_report_runs for all to service_role
  using (true) with check (true);
grant select on public.scheduled_report_runs to authenticated;
grant all on public.scheduled_report_runs to service_role;
