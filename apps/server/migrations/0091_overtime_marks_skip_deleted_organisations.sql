-- Deleting an organisation (an owner's account erased with the organisation they owned alone)
-- failed once it had a holiday or an attendance record: the cascade removed those rows, their
-- triggers marked the overtime of that day as out of date in private.overtime_stale, and that
-- mark pointed at the organisation being deleted — a foreign-key violation that undid the whole
-- erasure. A deleted organisation has no overtime left to bring up to date, so the marks now
-- skip organisations that no longer exist.

create or replace function private.mark_overtime_day(org uuid, day date) returns void
  language sql security definer set search_path = '' as $$
  insert into private.overtime_stale (org_id, date)
  select org, day
   where exists (select from public.organizations o where o.id = org)
     and not exists (select from private.overtime_stale s
                      where s.org_id = org and s.date = day for key share skip locked);
$$;

create or replace function private.mark_overtime_days() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.overtime_stale (org_id, date)
    select distinct n.org_id, n.date from new_rows n
     where n.class_session_id is null
       and exists (select from public.organizations o where o.id = n.org_id)
       and not exists (select from private.overtime_stale s
                        where s.org_id = n.org_id and s.date = n.date
                        for key share skip locked);
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    insert into private.overtime_stale (org_id, date)
    select distinct o.org_id, o.date from old_rows o
     where o.class_session_id is null
       and exists (select from public.organizations g where g.id = o.org_id)
       and not exists (select from private.overtime_stale s
                        where s.org_id = o.org_id and s.date = o.date
                        for key share skip locked);
  end if;
  return null;
end $$;
