-- Payroll periods: many companies pay for the 26th of one month to the 25th of the next. The
-- owner sets the day a period starts (1–28, so every month has it; 1 is the calendar month); the
-- reports offer "this pay period" and "last pay period" from it. Owners edit it through the data
-- API like the other settings (organizations_update already lets them, and only them).
alter table public.organizations
  add column payroll_period_start_day smallint not null default 1
    check (payroll_period_start_day between 1 and 28);
