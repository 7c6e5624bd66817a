-- The row-level security helpers that return the caller's sets (ARCHITECTURE.md "Authorization":
-- organisations they belong to or manage, their memberships, the groups they are in or look
-- after, the members those groups hold) in PL/pgSQL, as 0086 did for the session, two-factor and
-- Admin checks, and for the same reason: an SQL function that is SECURITY DEFINER with its own
-- search_path is planned again in every transaction (my_managed_org_ids about 0.2 ms of it, and
-- a policy may ask for several), while PL/pgSQL keeps its plans for the connection. The bodies are
-- the latest ones (0005, 0017, 0046), unchanged; a body's helpers are converted with it.

create or replace function public.my_api_key_org_ids() returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select (auth.jwt() ->> 'api_key_org')::uuid where auth.jwt() ? 'api_key_org';
end
$$;

create or replace function public.my_managed_org_ids() returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select o.id from public.organizations o where public.is_admin()
    union
    select o.id from public.organizations o where o.owner_id = auth.uid()
    union
    select m.org_id from public.memberships m
     where m.user_id = auth.uid() and m.status = 'active' and m.role = 'owner'
    union
    select public.my_api_key_org_ids();
end
$$;

create or replace function public.my_org_ids() returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select org_id from public.memberships where user_id = auth.uid() and status = 'active'
    union
    select id from public.organizations where owner_id = auth.uid()
    union
    select public.my_api_key_org_ids();
end
$$;

create or replace function public.my_member_ids() returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select id from public.memberships where user_id = auth.uid() and status = 'active';
end
$$;

create or replace function public.my_supervised_member_ids() returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select gm.member_id from public.group_members gm
     where gm.group_id in (select public.my_responsible_group_ids());
end
$$;

create or replace function public.my_staff_org_ids() returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select m.org_id from public.memberships m
     where m.user_id = auth.uid() and m.status = 'active' and m.role in ('teacher', 'incharge');
end
$$;

create or replace function public.my_group_ids() returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select gm.group_id from public.group_members gm where gm.member_id in (select public.my_member_ids());
end
$$;

create or replace function public.my_responsible_group_ids() returns setof uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    with recursive tree as (
      select g.id from public.groups g
        join public.memberships m on m.id = g.responsible_id
       where m.user_id = auth.uid() and m.status = 'active'
      union
      select c.id from public.groups c join tree t on c.parent_id = t.id
    )
    select id from tree
    union
    -- A teacher also looks after the classes they teach in the timetable.
    select cs.group_id from public.class_sessions cs
      join public.memberships m on m.id = cs.teacher_id
     where m.user_id = auth.uid() and m.status = 'active';
end
$$;
