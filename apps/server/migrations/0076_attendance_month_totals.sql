-- Reports that scale (issue 11, item 3): the summary report reads a per-member-per-month rollup of
-- attendance_records instead of scanning a year of records. Per month rather than per day: a
-- day's rollup has as many rows as the day records it sums (one a person a day), so a year would
-- still be read row by row; a month's is ~20–30× smaller, and the report reads whole months from
-- it and only a range's partial first and last months from the records themselves.
--
-- One row per organisation, month (its first day), person, kind (class period or day record) and
-- status: how many records, the minutes from check-in to check-out of those with both (each
-- rounded half up to the minute, as the report and the timesheet do), those flagged
-- `missing_check_out`, those checked in and not out without that flag (`open`: the report counts
-- them as missing once their day is over, which the rollup cannot know, so it reads today's and
-- later days' open records from the records), and those flagged `auto_check_out`.
create table public.attendance_month_totals (
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  month date not null,
  is_class boolean not null,
  status text not null,
  n integer not null,
  minutes bigint not null,
  missing integer not null,
  open integer not null,
  auto integer not null,
  primary key (org_id, month, member_id, is_class, status)
);
create index attendance_month_totals_member_idx on public.attendance_month_totals (member_id);

-- Kept by triggers, so every write path keeps it right (check-in, roll-call, closure, corrections,
-- imports, biometric sync, leaving, deletes, cascades): one statement-level pass per write over the
-- rows it changed, whatever its size. Old rows are subtracted by an update only (a row removed by
-- a cascade meanwhile is simply not found), new rows added by an upsert in key order (bulk writes
-- lock their rows in one order), and rows that reach no record are removed.
create function private.roll_attendance_months() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.attendance_month_totals t
       set n = t.n - d.n, minutes = t.minutes - d.minutes, missing = t.missing - d.missing,
           open = t.open - d.open, auto = t.auto - d.auto
      from (select r.org_id, r.member_id, date_trunc('month', r.date)::date as month,
             r.class_session_id is not null as is_class, r.status, count(*)::int as n,
             coalesce(sum(floor(date_part('epoch', r.check_out_at - r.check_in_at) / 60 + 0.5))
                      filter (where r.check_in_at is not null and r.check_out_at is not null), 0)::bigint as minutes,
             count(*) filter (where 'missing_check_out' = any (r.flags))::int as missing,
             count(*) filter (where r.check_in_at is not null and r.check_out_at is null
                                and not coalesce('missing_check_out' = any (r.flags), false))::int as open,
             count(*) filter (where 'auto_check_out' = any (r.flags))::int as auto
        from old_rows r
       group by 1, 2, 3, 4, 5) d
     where t.org_id = d.org_id and t.month = d.month and t.member_id = d.member_id
       and t.is_class = d.is_class and t.status = d.status;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.attendance_month_totals as t
      (org_id, member_id, month, is_class, status, n, minutes, missing, open, auto)
    select r.org_id, r.member_id, date_trunc('month', r.date)::date as month,
             r.class_session_id is not null as is_class, r.status, count(*)::int as n,
             coalesce(sum(floor(date_part('epoch', r.check_out_at - r.check_in_at) / 60 + 0.5))
                      filter (where r.check_in_at is not null and r.check_out_at is not null), 0)::bigint as minutes,
             count(*) filter (where 'missing_check_out' = any (r.flags))::int as missing,
             count(*) filter (where r.check_in_at is not null and r.check_out_at is null
                                and not coalesce('missing_check_out' = any (r.flags), false))::int as open,
             count(*) filter (where 'auto_check_out' = any (r.flags))::int as auto
        from new_rows r
       group by 1, 2, 3, 4, 5
       order by 1, 3, 2, 4, 5
    on conflict (org_id, month, member_id, is_class, status) do update
       set n = t.n + excluded.n, minutes = t.minutes + excluded.minutes,
           missing = t.missing + excluded.missing, open = t.open + excluded.open,
           auto = t.auto + excluded.auto;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    delete from public.attendance_month_totals t
     where t.n = 0
       and (t.org_id, t.month, t.member_id) in (
             select o.org_id, date_trunc('month', o.date)::date, o.member_id from old_rows o);
  end if;
  return null;
end $$;

create trigger attendance_records_months_insert after insert on public.attendance_records
  referencing new table as new_rows
  for each statement execute function private.roll_attendance_months();
create trigger attendance_records_months_update after update on public.attendance_records
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.roll_attendance_months();
create trigger attendance_records_months_delete after delete on public.attendance_records
  referencing old table as old_rows
  for each statement execute function private.roll_attendance_months();
-- Even where triggers are switched off for speed (`session_replication_role = replica`, as the
-- benches seed), the rollup must follow the records.
alter table public.attendance_records enable always trigger attendance_records_months_insert;
alter table public.attendance_records enable always trigger attendance_records_months_update;
alter table public.attendance_records enable always trigger attendance_records_months_delete;

-- Rebuilds the rollup from the records (all organisations, or one): the backfill below, and a
-- repair should the rollup ever be doubted.
create function private.rebuild_attendance_month_totals(org uuid default null) returns void
  language sql security definer set search_path = '' as $$
  delete from public.attendance_month_totals where org is null or org_id = org;
  insert into public.attendance_month_totals
    (org_id, member_id, month, is_class, status, n, minutes, missing, open, auto)
  select r.org_id, r.member_id, date_trunc('month', r.date)::date, r.class_session_id is not null,
         r.status, count(*)::int,
         coalesce(sum(floor(date_part('epoch', r.check_out_at - r.check_in_at) / 60 + 0.5))
                  filter (where r.check_in_at is not null and r.check_out_at is not null), 0)::bigint,
         count(*) filter (where 'missing_check_out' = any (r.flags))::int,
         count(*) filter (where r.check_in_at is not null and r.check_out_at is null
                            and not coalesce('missing_check_out' = any (r.flags), false))::int,
         count(*) filter (where 'auto_check_out' = any (r.flags))::int
    from public.attendance_records r
   where org is null or r.org_id = org
   group by 1, 2, 3, 4, 5;
$$;
revoke all on function private.rebuild_attendance_month_totals(uuid) from public;

select private.rebuild_attendance_month_totals();

-- Read like the records it sums (plannable: ARCHITECTURE.md "Authorization"); written only by the
-- triggers above.
alter table public.attendance_month_totals enable row level security;
create policy attendance_month_totals_read on public.attendance_month_totals for select to authenticated
  using (
    member_id = any (array(select public.my_member_ids()))
    or member_id = any (array(select public.my_supervised_member_ids()))
    or org_id = any (array(select public.my_managed_org_ids()))
  );
create policy attendance_month_totals_mfa on public.attendance_month_totals as restrictive
  for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
revoke insert, update, delete, truncate on public.attendance_month_totals from anon, authenticated;
-- Signed-in people read their rows through the data API as they read the records; the service
-- role reads every table.
grant select on public.attendance_month_totals to authenticated;
grant all on public.attendance_month_totals to service_role;
