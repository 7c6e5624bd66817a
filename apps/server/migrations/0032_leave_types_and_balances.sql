-- Leave (issue 12): leave types per organisation with their policies, a ledger of each person's
-- balance per type (accrued, carried, lapsed, taken, credited back, adjusted — by whom and why),
-- and what a leave request asked for (type, half days, days cancelled after approval).
--
-- The rules (accrual, proration from the joining date, carry-forward, half days, the sandwich
-- rule) are pure functions in src/modules/leave/rules.ts; this schema only keeps their results.
-- Everything is written by /api (the database owner, audited through asActor); people read
-- through row-level security with plannable policies (see 0017).

create table public.leave_types (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  -- Short code for reports and payroll exports ('CL', 'SL', 'EL', 'LOP'…).
  code text not null check (code ~ '^[A-Z][A-Z0-9_]{0,9}$'),
  name text not null check (char_length(btrim(name)) between 2 and 60),
  position integer not null default 0,
  active boolean not null default true,
  -- Paid leave; unpaid (loss of pay) days are counted for payroll, never against a balance.
  paid boolean not null default true,
  -- Days a year. Null: no balance is kept (e.g. an institute's medical leave, loss of pay).
  yearly_quota numeric(6, 2) check (yearly_quota is null or yearly_quota between 0 and 366),
  -- 'yearly': the year's quota at the start of the leave year (prorated from the joining month);
  -- 'monthly': a twelfth on the first of each month.
  accrual text not null default 'yearly' check (accrual in ('yearly', 'monthly')),
  -- Most days carried into the next leave year (0: none; null: all of them).
  carry_forward_cap numeric(6, 2) default 0 check (carry_forward_cap is null or carry_forward_cap between 0 and 366),
  half_day_allowed boolean not null default false,
  -- Weekly offs and holidays inside a leave count as leave (the "sandwich" rule).
  sandwich boolean not null default false,
  min_notice_days integer not null default 0 check (min_notice_days between 0 and 365),
  -- A document is expected for leave longer than this many days (null: never).
  documents_after_days integer check (documents_after_days is null or documents_after_days between 1 and 365),
  -- First month of the leave year: 1 (calendar year) or 4 (April–March).
  year_start_month smallint not null default 1 check (year_start_month in (1, 4)),
  -- A request beyond the balance: refused, or the days beyond it become loss of pay.
  over_balance text not null default 'refuse' check (over_balance in ('refuse', 'loss_of_pay')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, code)
);
create index leave_types_org_idx on public.leave_types (org_id, position);
create trigger leave_types_touch before update on public.leave_types
  for each row execute function private.touch_updated_at();

create table public.leave_ledger (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  leave_type_id uuid not null references public.leave_types (id) on delete cascade,
  -- First day of the leave year the entry belongs to; a year's balance is the sum of its entries.
  leave_year date not null,
  kind text not null check (kind in ('accrual', 'carry', 'lapse', 'taken', 'credit', 'adjustment')),
  -- Signed: accruals, carries and credits add; taken days and lapses subtract.
  days numeric(6, 2) not null check (days between -366 and 366),
  -- The day it counts from (an accrual's month, a leave day, the adjustment's date).
  on_date date not null,
  -- Accruals, carries and lapses are made once: 'M:2026-05', 'Y:2026-04-01', 'C:2027-04-01'…
  period text,
  request_id uuid references public.leave_requests (id) on delete set null,
  note text check (note is null or char_length(note) <= 500),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (member_id, leave_type_id, kind, period)
);
create index leave_ledger_member_idx on public.leave_ledger (member_id, leave_type_id, leave_year);
create index leave_ledger_org_idx on public.leave_ledger (org_id, leave_year);
create index leave_ledger_request_idx on public.leave_ledger (request_id) where request_id is not null;

-- Which organisation-months the background job has already accrued (claimed once, so several
-- instances and reruns never double an accrual; the ledger's unique key guards it as well).
create table public.leave_accrual_runs (
  org_id uuid not null references public.organizations (id) on delete cascade,
  period text not null,
  ran_at timestamptz not null default now(),
  primary key (org_id, period)
);

alter table public.leave_requests
  add column leave_type_id uuid references public.leave_types (id) on delete set null,
  -- Days of the range taken as half days (within from_date..to_date).
  add column half_days date[] not null default '{}',
  -- Days cancelled after filing (an approved day cancelled is credited back).
  add column cancelled_days date[] not null default '{}',
  -- Days charged (working days, halves, sandwiched offs), and of those the unpaid ones.
  add column days numeric(6, 2),
  add column unpaid_days numeric(6, 2) not null default 0;
create index leave_requests_org_from_idx on public.leave_requests (org_id, from_date);
create index leave_requests_type_idx on public.leave_requests (leave_type_id) where leave_type_id is not null;

-- Row-level security (plannable: the caller's sets once per statement, indexed comparisons) ----

alter table public.leave_types enable row level security;
-- Every member sees their organisation's leave types (the request form lists them).
create policy leave_types_read on public.leave_types for select to authenticated
  using (org_id = any (array(select public.my_org_ids()))
         or org_id = any (array(select public.my_managed_org_ids())));
create policy leave_types_mfa on public.leave_types as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy leave_types_service on public.leave_types for all to service_role using (true) with check (true);
grant select on public.leave_types to authenticated;
grant all on public.leave_types to service_role;

alter table public.leave_ledger enable row level security;
-- A person's own entries, those of the people they supervise, and everyone's for owners: the
-- same people who see the leave requests.
create policy leave_ledger_read on public.leave_ledger for select to authenticated
  using (member_id = any (array(select public.my_member_ids()))
         or member_id = any (array(select public.my_supervised_member_ids()))
         or org_id = any (array(select public.my_managed_org_ids())));
create policy leave_ledger_mfa on public.leave_ledger as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy leave_ledger_service on public.leave_ledger for all to service_role using (true) with check (true);
grant select on public.leave_ledger to authenticated;
grant all on public.leave_ledger to service_role;

alter table public.leave_accrual_runs enable row level security;
create policy leave_accrual_runs_mfa on public.leave_accrual_runs as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy leave_accrual_runs_service on public.leave_accrual_runs for all to service_role using (true) with check (true);
grant all on public.leave_accrual_runs to service_role;

create trigger leave_types_audit after insert or update or delete on public.leave_types
  for each row execute function private.audit_row();
create trigger leave_ledger_audit after insert or update or delete on public.leave_ledger
  for each row execute function private.audit_row();

-- Default leave types, for every new organisation and (below) every existing one ---------------

create or replace function private.seed_leave_types(target uuid, org_kind text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if org_kind = 'company' then
    insert into public.leave_types (org_id, code, name, position, paid, yearly_quota, accrual,
        carry_forward_cap, half_day_allowed, min_notice_days, documents_after_days, year_start_month, over_balance)
    values
      (target, 'CL', 'Casual leave', 1, true, 12, 'yearly', 0, true, 1, null, 4, 'refuse'),
      (target, 'SL', 'Sick leave', 2, true, 12, 'yearly', 0, true, 0, 2, 4, 'loss_of_pay'),
      (target, 'EL', 'Earned/Privileged leave', 3, true, 15, 'monthly', 30, false, 7, null, 4, 'refuse'),
      (target, 'CO', 'Comp-off', 4, true, 0, 'yearly', 0, true, 0, null, 4, 'refuse'),
      (target, 'LOP', 'Loss of pay', 5, false, null, 'yearly', 0, true, 0, null, 4, 'refuse'),
      (target, 'MPL', 'Maternity/Paternity leave', 6, true, null, 'yearly', 0, false, 0, 1, 4, 'refuse')
    on conflict (org_id, code) do nothing;
  else
    insert into public.leave_types (org_id, code, name, position, paid, yearly_quota, half_day_allowed,
        documents_after_days, year_start_month)
    values
      (target, 'MED', 'Medical', 1, true, null, false, 3, 1),
      (target, 'FAM', 'Family', 2, true, null, false, null, 1),
      (target, 'OTH', 'Other', 3, true, null, false, null, 1)
    on conflict (org_id, code) do nothing;
  end if;
end
$$;

create or replace function private.seed_org_leave_types() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.seed_leave_types(new.id, new.kind);
  return null;
end
$$;
create trigger organizations_leave_types after insert on public.organizations
  for each row execute function private.seed_org_leave_types();

select private.seed_leave_types(o.id, o.kind) from public.organizations o;
