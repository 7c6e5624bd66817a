-- The in-charge's dashboard, a roll-call's group picker and a teacher's kiosk asked for the ids of
-- the groups the caller looks after, then for those groups: two requests, one after the other. The
-- groups themselves, as a set the data API can filter and order
-- (`rpc/my_responsible_groups?select=id,name,kind&org_id=eq.…`), make it one. Run as the caller,
-- so the groups' own policies apply as they did to the second read.

create or replace function public.my_responsible_groups() returns setof public.groups
language sql stable security invoker set search_path = ''
as $$
  select g.* from public.groups g where g.id in (select public.my_responsible_group_ids())
$$;

revoke all on function public.my_responsible_groups() from public;
grant execute on function public.my_responsible_groups() to authenticated, service_role;
