-- The join links card of a teacher or an in-charge asked for the ids of the groups they lead, then
-- for those groups and their join codes: three requests, two of them one after the other. The
-- groups themselves, as a set the data API can filter, order and embed from, make it one request
-- (`rpc/my_led_groups?select=id,name,kind,group_join_codes(code)`). Run as the caller, so the
-- groups' and the codes' own policies apply as they did to the separate reads.

create or replace function public.my_led_groups() returns setof public.groups
language sql stable security invoker set search_path = ''
as $$
  select g.* from public.groups g where g.id in (select public.my_led_group_ids())
$$;

revoke all on function public.my_led_groups() from public;
grant execute on function public.my_led_groups() to authenticated, service_role;
