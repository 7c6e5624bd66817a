-- The overtime job takes its stale-day marks inside the transaction of the sync that uses them
-- (issue 11, item 3): it locks them `for update skip locked`, brings the days up to date and
-- deletes them at the end, so a server that dies midway (or a sync that fails) leaves them in
-- place. Before, they were deleted first and lost if the server died before putting them back.
--
-- A mark therefore lives until the sync that took it commits. A write made meanwhile must not be
-- absorbed by a mark that is being taken (the sync may not see the write), nor wait for the sync:
-- marks lose their key (a day can have several) and a write adds one unless the day has a mark
-- nobody is taking: it share-locks such a mark until it commits (`for key share skip locked`, which
-- never waits; the job then leaves that mark for its next round), or adds its own beside a mark
-- the job holds. Writers do not lock one another out (key-share locks are shared); two writers of
-- a new day at once may both add one, which the job takes together.
alter table private.overtime_stale drop constraint overtime_stale_pkey;
alter table private.overtime_stale add column id bigint generated always as identity primary key;
create index overtime_stale_org_date on private.overtime_stale (org_id, date);

create or replace function private.mark_overtime_days() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.overtime_stale (org_id, date)
    select distinct n.org_id, n.date from new_rows n
     where n.class_session_id is null
       and not exists (select from private.overtime_stale s
                        where s.org_id = n.org_id and s.date = n.date
                        for key share skip locked);
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    insert into private.overtime_stale (org_id, date)
    select distinct o.org_id, o.date from old_rows o
     where o.class_session_id is null
       and not exists (select from private.overtime_stale s
                        where s.org_id = o.org_id and s.date = o.date
                        for key share skip locked);
  end if;
  return null;
end $$;

create or replace function private.mark_overtime_day(org uuid, day date) returns void
  language sql security definer set search_path = '' as $$
  insert into private.overtime_stale (org_id, date)
  select org, day
   where not exists (select from private.overtime_stale s
                      where s.org_id = org and s.date = day for key share skip locked);
$$;

create or replace function private.mark_overtime_months(org uuid) returns void
  language sql security definer set search_path = '' as $$
  select private.mark_overtime_day(org, month::date)
    from (select min(date) as first, max(date) as last
            from public.attendance_records where org_id = org) span,
         generate_series(date_trunc('month', span.first), span.last, interval '1 month') month
   where span.first is not null;
$$;

create or replace function private.mark_overtime_rules() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'holidays' then
    if tg_op in ('INSERT', 'UPDATE') then
      perform private.mark_overtime_day(new.org_id, new.date);
    end if;
    if tg_op in ('UPDATE', 'DELETE') then
      perform private.mark_overtime_day(old.org_id, old.date);
    end if;
  elsif tg_table_name = 'organizations' then
    perform private.mark_overtime_months(new.id);
  else
    perform private.mark_overtime_months(coalesce(new.org_id, old.org_id));
  end if;
  return null;
end $$;
