-- Day-by-day report at scale (issue 11, item 3): the day-by-day CSV prints, per person and day, the
-- day record's status (and whether it was checked out automatically) — for a year of 10,000
-- people that meant reading 3 million records. This rollup holds each person's month of day
-- records in one row, so the report reads twelve short rows a person through an index instead.
-- Class periods are not rolled up: they print in timetable order, which the timetable decides when
-- the report runs, and the report reads them from the records (an index of their own).
--
-- One row per organisation, person and month (its first day): `n` day records, and `days`, one
-- two-digit mark per day of the month, day 1 first (`days::text`, left-padded with zeros to 62
-- digits, reads two digits a day): the status's place in ('present', 'late', 'half_day',
-- 'absent', 'on_leave', 'excused') counting from 1, then 1 if the record was checked out
-- automatically (flag `auto_check_out`), else 0; 00 a day without a day record. A member has at
-- most one day record a day (attendance_day_idx), so the marks are a sum over the records: each
-- record adds its mark times 100^(31 − day of month), and the rollup is kept like the monthly
-- totals (0082): one signed delta per row, applied in key order.
create table public.attendance_month_days (
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  month date not null,
  n integer not null,
  days numeric not null,
  primary key (org_id, member_id, month)
);
create index attendance_month_days_member_idx on public.attendance_month_days (member_id);

-- A day record's mark in its month's `days` (an exact integer: the mark followed by its zeros).
create function private.attendance_day_mark(date date, status text, flags text[]) returns numeric
  language sql immutable parallel safe set search_path = '' as $$
  select ((10 * array_position(array['present', 'late', 'half_day', 'absent', 'on_leave', 'excused'], status)
           + case when 'auto_check_out' = any (flags) then 1 else 0 end)::text
          || repeat('00', 31 - extract(day from date)::int))::numeric
$$;

-- The class periods of a person's days, for the report (class records of a date range by member).
create index if not exists attendance_class_member_date_idx on public.attendance_records (member_id, date)
  where class_session_id is not null;

-- Statement-level, like the monthly totals' (0082): one signed delta per (organisation, person,
-- month) — + the new day records' marks, − the old ones' — applied in one upsert ordered by the
-- key, so every write locks its rows in one order and two writes of one person's month wait for
-- each other rather than deadlock. A nil delta (a note, a check-out time, a class period) touches
-- nothing. A delta that only takes away is applied only to a row that exists (cascaded deletes of a
-- member or an organisation may have removed it). Rows left with no record are removed.
create function private.roll_attendance_month_days() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.attendance_month_days as t (org_id, member_id, month, n, days)
    select r.org_id, r.member_id, date_trunc('month', r.date)::date, count(*)::int,
           sum(private.attendance_day_mark(r.date, r.status, r.flags))
      from new_rows r
     where r.class_session_id is null
     group by 1, 2, 3
     order by 1, 2, 3
    on conflict (org_id, member_id, month) do update
       set n = t.n + excluded.n, days = t.days + excluded.days;
    return null;
  end if;

  -- A statement per kind of firing: a DELETE's has no new rows to name.
  if tg_op = 'UPDATE' then
    insert into public.attendance_month_days as t (org_id, member_id, month, n, days)
    select d.org_id, d.member_id, d.month, d.n, d.days
      from (select r.org_id, r.member_id, date_trunc('month', r.date)::date as month,
                   sum(r.s)::int as n,
                   sum(r.s * private.attendance_day_mark(r.date, r.status, r.flags)) as days
              from (select 1 as s, n.org_id, n.member_id, n.date, n.status, n.flags
                      from new_rows n where n.class_session_id is null
                    union all
                    select -1, o.org_id, o.member_id, o.date, o.status, o.flags
                      from old_rows o where o.class_session_id is null) r
             group by 1, 2, 3) d
     where (d.n, d.days) <> (0, 0)
       and (d.n > 0 or exists (
             select 1 from public.attendance_month_days e
              where e.org_id = d.org_id and e.member_id = d.member_id and e.month = d.month))
     order by d.org_id, d.member_id, d.month
    on conflict (org_id, member_id, month) do update
       set n = t.n + excluded.n, days = t.days + excluded.days;
  else
    insert into public.attendance_month_days as t (org_id, member_id, month, n, days)
    select d.org_id, d.member_id, d.month, d.n, d.days
      from (select o.org_id, o.member_id, date_trunc('month', o.date)::date as month,
                   -count(*)::int as n,
                   -sum(private.attendance_day_mark(o.date, o.status, o.flags)) as days
              from old_rows o
             where o.class_session_id is null
             group by 1, 2, 3) d
     where exists (
             select 1 from public.attendance_month_days e
              where e.org_id = d.org_id and e.member_id = d.member_id and e.month = d.month)
     order by d.org_id, d.member_id, d.month
    on conflict (org_id, member_id, month) do update
       set n = t.n + excluded.n, days = t.days + excluded.days;
  end if;

  delete from public.attendance_month_days t
   where t.n = 0
     and (t.org_id, t.member_id, t.month) in (
           select o.org_id, o.member_id, date_trunc('month', o.date)::date from old_rows o
            where o.class_session_id is null);
  return null;
end $$;

create trigger attendance_records_month_days_insert after insert on public.attendance_records
  referencing new table as new_rows
  for each statement execute function private.roll_attendance_month_days();
create trigger attendance_records_month_days_update after update on public.attendance_records
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.roll_attendance_month_days();
create trigger attendance_records_month_days_delete after delete on public.attendance_records
  referencing old table as old_rows
  for each statement execute function private.roll_attendance_month_days();
-- Even where triggers are switched off for speed (`session_replication_role = replica`, as the
-- benches seed) the rollup follows the records; and generated history (the demo's) is rolled up
-- like any other, since the reports read it.
alter table public.attendance_records enable always trigger attendance_records_month_days_insert;
alter table public.attendance_records enable always trigger attendance_records_month_days_update;
alter table public.attendance_records enable always trigger attendance_records_month_days_delete;

-- Rebuilds the rollup from the records (all organisations, or one): the backfill below, and a
-- repair should it ever be doubted. It waits for the records' writers in flight and holds new ones
-- off until it is done, as the monthly totals' rebuild does (0082).
create function private.rebuild_attendance_month_days(org uuid default null) returns void
  language sql security definer set search_path = '' as $$
  lock table public.attendance_records in share mode;
  delete from public.attendance_month_days where org is null or org_id = org;
  insert into public.attendance_month_days (org_id, member_id, month, n, days)
  select r.org_id, r.member_id, date_trunc('month', r.date)::date, count(*)::int,
         sum(private.attendance_day_mark(r.date, r.status, r.flags))
    from public.attendance_records r
   where (org is null or r.org_id = org) and r.class_session_id is null
   group by 1, 2, 3;
$$;
revoke all on function private.rebuild_attendance_month_days(uuid) from public;

select private.rebuild_attendance_month_days();

-- Read like the records it rolls up (plannable: ARCHITECTURE.md "Authorization"); written only by
-- the triggers above.
alter table public.attendance_month_days enable row level security;
create policy attendance_month_days_read on public.attendance_month_days for select to authenticated
  using (
    member_id = any (array(select public.my_member_ids()))
    or member_id = any (array(select public.my_supervised_member_ids()))
    or org_id = any (array(select public.my_managed_org_ids()))
  );
create policy attendance_month_days_mfa on public.attendance_month_days as restrictive
  for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
revoke insert, update, delete, truncate on public.attendance_month_days from anon, authenticated;
grant select on public.attendance_month_days to authenticated;
grant all on public.attendance_month_days to service_role;
