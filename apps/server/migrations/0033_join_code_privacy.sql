-- An organisation's join code lets anyone ask to join it, so only the people who may approve
-- joiners read it: the owner, Admins, and — when the owner lets staff approve — its active
-- teachers and in-charges. Row-level security cannot hide one column, so clients lose the
-- column privilege on `join_code` (the data API's `select=*` then reads every other column) and
-- read the code through `public.organization_join_code(org)`.
--
-- A column added to organizations later must be granted to `authenticated` by its migration.
do $$
declare
  readable text;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into readable
    from pg_catalog.pg_attribute a
   where a.attrelid = 'public.organizations'::regclass and a.attnum > 0
     and not a.attisdropped and a.attname <> 'join_code';
  execute 'revoke select on public.organizations from authenticated';
  execute format('grant select (%s) on public.organizations to authenticated', readable);
end
$$;

create or replace function public.organization_join_code(org_id uuid) returns text
language sql stable security definer set search_path = ''
as $$
  select o.join_code
    from public.organizations o
   where o.id = org_id
     and (o.owner_id = (select auth.uid())
          or (select public.is_admin())
          or (o.staff_can_approve and exists (
                select 1 from public.memberships m
                 where m.org_id = o.id and m.user_id = (select auth.uid())
                   and m.status = 'active' and m.role in ('teacher', 'incharge'))))
$$;
revoke all on function public.organization_join_code(uuid) from public;
grant execute on function public.organization_join_code(uuid) to authenticated, service_role;
