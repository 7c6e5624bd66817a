-- No attendance record lies outside its member's membership: none before the joining date (the
-- day, in the organisation's zone, the membership was made) and none after the leaving date (the
-- day it was marked left). The end-of-shift closure used to mark newcomers absent for the working
-- days before they joined, and approved leave could reach past a leaving date.

-- Removes every record outside its membership; returns how many went.
create or replace function private.delete_records_outside_membership() returns bigint
language sql security definer set search_path = ''
as $$
  with gone as (
    delete from public.attendance_records r
     using public.memberships m, public.organizations o
     where m.id = r.member_id and o.id = m.org_id
       and (r.date < (m.created_at at time zone o.timezone)::date
            or (m.status = 'left' and r.date > (m.left_at at time zone o.timezone)::date))
    returning 1)
  select count(*) from gone
$$;

-- The demo's people come with generated history: they joined on its first day (a reset now dates
-- them so), rather than losing that history until the next reset.
update public.memberships m
   set created_at = first.date::timestamp at time zone o.timezone
  from public.organizations o,
       (select r.member_id, min(r.date) as date from public.attendance_records r group by r.member_id) first
 where o.id = m.org_id and o.is_demo and first.member_id = m.id
   and first.date::timestamp at time zone o.timezone < m.created_at;

select private.delete_records_outside_membership();

-- Leaving ends the membership's days: records dated after them (leave approved for next week,
-- say) go with it, each delete audited under whoever removed the member.
create or replace function private.drop_records_after_leaving() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.attendance_records r
   using public.organizations o
   where o.id = new.org_id and r.member_id = new.id
     and r.date > (new.left_at at time zone o.timezone)::date;
  return null;
end
$$;
create trigger memberships_leaving_drops_later_records
  after update of status, left_at on public.memberships
  for each row when (new.status = 'left' and new.left_at is not null)
  execute function private.drop_records_after_leaving();
