-- Overtime and comp-off (issue 12).
--
-- Per shift: whether overtime counts, the threshold after the shift's end before it starts, and
-- caps per day and per calendar month (minutes; null: no cap). Per organisation: whether overtime
-- needs approval, what working on a holiday or weekly off earns ('overtime': overtime only,
-- 'comp_off': a comp-off credit instead, 'both': a credit besides overtime) and after how many
-- days a comp-off credit expires.
--
-- The rules are pure functions in src/modules/overtime/rules.ts; overtime_entries keeps their
-- results, one row per person per day with something to count. Comp-off credits are entries of
-- the leave module's ledger (leave_ledger, kind 'credit', period 'CO:<entry>') on the
-- organisation's Comp-off (CO) leave type, and their expiry a 'lapse' (period 'COX:<entry>'), so
-- the Comp-off balance is the one the leave module already keeps.
alter table public.shifts
  add column overtime_enabled boolean not null default false,
  add column overtime_threshold_minutes integer not null default 30
    check (overtime_threshold_minutes between 0 and 240),
  add column overtime_daily_cap_minutes integer
    check (overtime_daily_cap_minutes is null or overtime_daily_cap_minutes between 1 and 1440),
  add column overtime_monthly_cap_minutes integer
    check (overtime_monthly_cap_minutes is null or overtime_monthly_cap_minutes between 1 and 44640);

alter table public.organizations
  add column overtime_approval boolean not null default true,
  add column comp_off_mode text not null default 'comp_off'
    check (comp_off_mode in ('overtime', 'comp_off', 'both')),
  add column comp_off_expiry_days integer not null default 90
    check (comp_off_expiry_days between 1 and 366);
grant select (overtime_approval, comp_off_mode, comp_off_expiry_days)
  on public.organizations to authenticated;

create table public.overtime_entries (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  -- The day record it was counted from (one per person per day).
  record_id uuid references public.attendance_records (id) on delete set null,
  work_date date not null,
  shift_id uuid references public.shifts (id) on delete set null,
  day_kind text not null check (day_kind in ('working', 'holiday', 'weekly_off')),
  -- Check-in to check-out; of it, the part inside the schedule (regular) and the part past the
  -- shift's end plus the threshold (before caps); overtime_minutes is what counts after the caps.
  worked_minutes integer not null check (worked_minutes >= 0),
  regular_minutes integer not null check (regular_minutes >= 0),
  extra_minutes integer not null check (extra_minutes >= 0),
  overtime_minutes integer not null check (overtime_minutes >= 0),
  -- A comp-off credit earned on a holiday or weekly off, and the last day it can be used.
  comp_off_days numeric(3, 1) not null default 0 check (comp_off_days in (0, 0.5, 1)),
  comp_off_expires_on date,
  -- 'approved' with no decided_by: approved by the organisation's setting (no approval needed).
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  decision_note text check (decision_note is null or char_length(decision_note) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, work_date)
);
create index overtime_entries_org_idx on public.overtime_entries (org_id, work_date);
create index overtime_entries_pending_idx on public.overtime_entries (org_id) where status = 'pending';
create trigger overtime_entries_touch before update on public.overtime_entries
  for each row execute function private.touch_updated_at();
create trigger overtime_entries_audit after insert or update or delete on public.overtime_entries
  for each row execute function private.audit_row();

-- Written only by /api (the database owner, audited through asActor). Read by the person, the
-- people who supervise them and the organisation's owners — as leave and corrections are.
alter table public.overtime_entries enable row level security;
create policy overtime_entries_read on public.overtime_entries for select to authenticated
  using (member_id = any (array(select public.my_member_ids()))
         or member_id = any (array(select public.my_supervised_member_ids()))
         or org_id = any (array(select public.my_managed_org_ids())));
create policy overtime_entries_mfa on public.overtime_entries as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy overtime_entries_service on public.overtime_entries for all to service_role
  using (true) with check (true);
grant select on public.overtime_entries to authenticated;
grant all on public.overtime_entries to service_role;
