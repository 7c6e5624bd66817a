-- Overtime is brought up to date when what it is computed from changes, not on each read of a
-- report (issue 11, item 3). Writes mark the days whose overtime may have changed; the overtime
-- job (modules/overtime/stale.ts) takes the marks of finished days, brings those days' calendar
-- months up to date (syncOvertime) and removes them. A day's mark made today stays until the day
-- is over, so the job writes each finished day once.
-- The table is the server's own bookkeeping in `private` (no client reads or writes it), like
-- private.jobs, so it has no row-level security and no row in the RLS bench.
create table private.overtime_stale (
  org_id uuid not null references public.organizations (id) on delete cascade,
  date date not null,
  primary key (org_id, date)
);

-- Day records (class periods have no overtime): a check-in, a check-out, a correction, the
-- closure. One statement-level insert per write, whatever its size; an existing mark is left as
-- it is (no lock taken, so kiosks checking in together never wait on each other here).
create function private.mark_overtime_days() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.overtime_stale (org_id, date)
    select distinct org_id, date from new_rows where class_session_id is null
    on conflict do nothing;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    insert into private.overtime_stale (org_id, date)
    select distinct org_id, date from old_rows where class_session_id is null
    on conflict do nothing;
  end if;
  return null;
end $$;

create trigger attendance_records_overtime_insert after insert on public.attendance_records
  referencing new table as new_rows
  for each statement execute function private.mark_overtime_days();
create trigger attendance_records_overtime_update after update on public.attendance_records
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.mark_overtime_days();
create trigger attendance_records_overtime_delete after delete on public.attendance_records
  referencing old table as old_rows
  for each statement execute function private.mark_overtime_days();

-- A change of the rules (a shift's times or overtime, the organisation's weekly offs or overtime
-- settings, whose shift a person is on) can change any month with records: the first day of each
-- of them is marked (the job brings whole months up to date). Two index look-ups and a month per row.
create function private.mark_overtime_months(org uuid) returns void
  language sql security definer set search_path = '' as $$
  insert into private.overtime_stale (org_id, date)
  select org, month::date
    from (select min(date) as first, max(date) as last
            from public.attendance_records where org_id = org) span,
         generate_series(date_trunc('month', span.first), span.last, interval '1 month') month
   where span.first is not null
  on conflict do nothing;
$$;

create function private.mark_overtime_rules() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'holidays' then
    if tg_op in ('INSERT', 'UPDATE') then
      insert into private.overtime_stale (org_id, date) values (new.org_id, new.date)
      on conflict do nothing;
    end if;
    if tg_op in ('UPDATE', 'DELETE') then
      insert into private.overtime_stale (org_id, date) values (old.org_id, old.date)
      on conflict do nothing;
    end if;
  elsif tg_table_name = 'organizations' then
    perform private.mark_overtime_months(new.id);
  else
    perform private.mark_overtime_months(coalesce(new.org_id, old.org_id));
  end if;
  return null;
end $$;

create trigger holidays_overtime after insert or update of date or delete on public.holidays
  for each row execute function private.mark_overtime_rules();
create trigger shifts_overtime after update of starts_at, ends_at, grace_minutes, weekly_off_days,
  overtime_enabled, overtime_threshold_minutes, overtime_daily_cap_minutes,
  overtime_monthly_cap_minutes or delete on public.shifts
  for each row execute function private.mark_overtime_rules();
create trigger organizations_overtime after update of timezone, weekly_off_days,
  half_day_threshold_minutes, overtime_approval, comp_off_mode, comp_off_expiry_days
  on public.organizations
  for each row when (old.timezone is distinct from new.timezone
    or old.weekly_off_days is distinct from new.weekly_off_days
    or old.half_day_threshold_minutes is distinct from new.half_day_threshold_minutes
    or old.overtime_approval is distinct from new.overtime_approval
    or old.comp_off_mode is distinct from new.comp_off_mode
    or old.comp_off_expiry_days is distinct from new.comp_off_expiry_days)
  execute function private.mark_overtime_rules();
create trigger memberships_overtime after update of shift_id on public.memberships
  for each row when (old.shift_id is distinct from new.shift_id)
  execute function private.mark_overtime_rules();

-- What was never brought up to date before this migration: the months with records.
insert into private.overtime_stale (org_id, date)
select distinct org_id, date_trunc('month', date)::date from public.attendance_records
 where class_session_id is null
on conflict do nothing;
