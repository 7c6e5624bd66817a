-- The monthly rollup's triggers (migration 0076) without deadlocks. They subtracted the old rows'
-- sums in one statement and added the new rows' in another, so a correction locked the old
-- status's row and then the new one's: two people correcting one member's month at once in
-- opposite directions (present → absent and absent → present) locked the same two rows in opposite
-- orders, and PostgreSQL aborted one of them, losing a correction
-- (reports/month-totals-concurrency.test.ts).
--
-- Now each firing computes one signed delta per row of the rollup (+ the new rows, − the old, in
-- one union all, grouped) and applies it in one upsert ordered by the key, so every write locks
-- its rows in the same order and one of two such corrections simply waits for the other. A row
-- whose delta is nil is not touched (a write that changes no sum, a note say, locks nothing
-- here). A delta that only takes away is applied only to a row that exists: its records' rows can
-- be gone already when a member or an organisation is deleted (both cascade), and nothing must be
-- inserted for them. Rows that reach no record are removed, as before; they are rows this
-- statement has just locked. The triggers stay as 0076 made them (statement level, enabled ALWAYS,
-- so seeding with `session_replication_role = replica` keeps the rollup too).
create or replace function private.roll_attendance_months() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.attendance_month_totals as t
      (org_id, member_id, month, is_class, status, n, minutes, missing, open, auto)
    select r.org_id, r.member_id, date_trunc('month', r.date)::date as month,
           r.class_session_id is not null as is_class, r.status, count(*)::int,
           coalesce(sum(floor(date_part('epoch', r.check_out_at - r.check_in_at) / 60 + 0.5))
                    filter (where r.check_in_at is not null and r.check_out_at is not null), 0)::bigint,
           count(*) filter (where 'missing_check_out' = any (r.flags))::int,
           count(*) filter (where r.check_in_at is not null and r.check_out_at is null
                              and not coalesce('missing_check_out' = any (r.flags), false))::int,
           count(*) filter (where 'auto_check_out' = any (r.flags))::int
      from new_rows r
     group by 1, 2, 3, 4, 5
     order by 1, 3, 2, 4, 5
    on conflict (org_id, month, member_id, is_class, status) do update
       set n = t.n + excluded.n, minutes = t.minutes + excluded.minutes,
           missing = t.missing + excluded.missing, open = t.open + excluded.open,
           auto = t.auto + excluded.auto;
    return null;
  end if;

  -- A statement per kind of firing: a DELETE's has no new rows to name.
  if tg_op = 'UPDATE' then
    insert into public.attendance_month_totals as t
      (org_id, member_id, month, is_class, status, n, minutes, missing, open, auto)
    select d.org_id, d.member_id, d.month, d.is_class, d.status, d.n, d.minutes, d.missing, d.open, d.auto
      from (select r.org_id, r.member_id, date_trunc('month', r.date)::date as month,
                   r.class_session_id is not null as is_class, r.status, sum(r.s)::int as n,
                   coalesce(sum(r.s * floor(date_part('epoch', r.check_out_at - r.check_in_at) / 60 + 0.5))
                            filter (where r.check_in_at is not null and r.check_out_at is not null), 0)::bigint as minutes,
                   coalesce(sum(r.s) filter (where 'missing_check_out' = any (r.flags)), 0)::int as missing,
                   coalesce(sum(r.s) filter (where r.check_in_at is not null and r.check_out_at is null
                                               and not coalesce('missing_check_out' = any (r.flags), false)), 0)::int as open,
                   coalesce(sum(r.s) filter (where 'auto_check_out' = any (r.flags)), 0)::int as auto
              from (select 1 as s, n.org_id, n.member_id, n.date, n.class_session_id, n.status,
                           n.check_in_at, n.check_out_at, n.flags
                      from new_rows n
                    union all
                    select -1, o.org_id, o.member_id, o.date, o.class_session_id, o.status,
                           o.check_in_at, o.check_out_at, o.flags
                      from old_rows o) r
             group by 1, 2, 3, 4, 5) d
     where (d.n, d.minutes, d.missing, d.open, d.auto) <> (0, 0, 0, 0, 0)
       and (d.n > 0 or exists (
             select 1 from public.attendance_month_totals e
              where e.org_id = d.org_id and e.month = d.month and e.member_id = d.member_id
                and e.is_class = d.is_class and e.status = d.status))
     order by d.org_id, d.month, d.member_id, d.is_class, d.status
    on conflict (org_id, month, member_id, is_class, status) do update
       set n = t.n + excluded.n, minutes = t.minutes + excluded.minutes,
           missing = t.missing + excluded.missing, open = t.open + excluded.open,
           auto = t.auto + excluded.auto;
  else
    insert into public.attendance_month_totals as t
      (org_id, member_id, month, is_class, status, n, minutes, missing, open, auto)
    select d.org_id, d.member_id, d.month, d.is_class, d.status, d.n, d.minutes, d.missing, d.open, d.auto
      from (select r.org_id, r.member_id, date_trunc('month', r.date)::date as month,
                   r.class_session_id is not null as is_class, r.status, sum(r.s)::int as n,
                   coalesce(sum(r.s * floor(date_part('epoch', r.check_out_at - r.check_in_at) / 60 + 0.5))
                            filter (where r.check_in_at is not null and r.check_out_at is not null), 0)::bigint as minutes,
                   coalesce(sum(r.s) filter (where 'missing_check_out' = any (r.flags)), 0)::int as missing,
                   coalesce(sum(r.s) filter (where r.check_in_at is not null and r.check_out_at is null
                                               and not coalesce('missing_check_out' = any (r.flags), false)), 0)::int as open,
                   coalesce(sum(r.s) filter (where 'auto_check_out' = any (r.flags)), 0)::int as auto
              from (select -1 as s, o.* from old_rows o) r
             group by 1, 2, 3, 4, 5) d
     where (d.n, d.minutes, d.missing, d.open, d.auto) <> (0, 0, 0, 0, 0)
       and (d.n > 0 or exists (
             select 1 from public.attendance_month_totals e
              where e.org_id = d.org_id and e.month = d.month and e.member_id = d.member_id
                and e.is_class = d.is_class and e.status = d.status))
     order by d.org_id, d.month, d.member_id, d.is_class, d.status
    on conflict (org_id, month, member_id, is_class, status) do update
       set n = t.n + excluded.n, minutes = t.minutes + excluded.minutes,
           missing = t.missing + excluded.missing, open = t.open + excluded.open,
           auto = t.auto + excluded.auto;
  end if;

  delete from public.attendance_month_totals t
   where t.n = 0
     and (t.org_id, t.month, t.member_id) in (
           select o.org_id, date_trunc('month', o.date)::date, o.member_id from old_rows o);
  return null;
end $$;

-- The rebuild (0076) computes what the triggers keep, unchanged; it now first waits for the
-- records' writers in flight and holds new ones off until it is done, so a write committed while
-- it runs is neither counted twice nor lost (it reads the records after deleting the rollup).
create or replace function private.rebuild_attendance_month_totals(org uuid default null) returns void
  language sql security definer set search_path = '' as $$
  lock table public.attendance_records in share mode;
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
