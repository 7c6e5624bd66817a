-- Plannable row-level security. The policies before this one called functions with the row's
-- columns (`can_see_member(memberships)`, `can_manage_org(org_id)`) or argument-less functions
-- at the top level (`auth.uid()`, `public.is_admin()`, `auth.mfa_satisfied()`); Postgres runs
-- such a call once per row and cannot use an index for it, so at 10,000 members the owner's
-- counts were ~550× slower than the same query without RLS.
--
-- The pattern from here on (ARCHITECTURE.md, Authorization): the caller's facts are computed once
-- per statement, by a STABLE security-definer helper that returns a SET, wrapped in a sub-select
-- (an InitPlan); the row is tested against it with an indexable comparison:
--
--   org_id = any (array(select public.my_managed_org_ids()))   -- an index condition on org_id
--   owner_id = (select auth.uid())                             -- auth.uid() once, not per row
--   (select auth.mfa_satisfied())                              -- a constant for the statement
--
-- src/lib/policies.test.ts refuses any policy that calls a function outside a sub-select, or
-- whose sub-select refers to the row. Behaviour is unchanged: each policy below admits exactly
-- the rows the one it replaces admitted.

-- Facts about the caller, as sets --------------------------------------------------------------

-- Organisations the caller manages: what can_manage_org(org) answers true for. An Admin manages
-- every organisation; otherwise the organisations they own (organizations.owner_id) or hold an
-- active owner membership in.
create or replace function public.my_managed_org_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select o.id from public.organizations o where public.is_admin()
  union
  select o.id from public.organizations o where o.owner_id = auth.uid()
  union
  select m.org_id from public.memberships m
   where m.user_id = auth.uid() and m.status = 'active' and m.role = 'owner'
$$;

-- Organisations where the caller is active staff: org_role(org) in ('teacher', 'incharge').
create or replace function public.my_staff_org_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select m.org_id from public.memberships m
   where m.user_id = auth.uid() and m.status = 'active' and m.role in ('teacher', 'incharge')
$$;

-- Companies whose directory the caller sees: they are an active employee or in-charge there.
create or replace function public.my_colleague_org_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select m.org_id from public.memberships m
    join public.organizations o on o.id = m.org_id
   where m.user_id = auth.uid() and m.status = 'active' and m.role in ('employee', 'incharge')
     and o.kind = 'company'
$$;

-- Members of the groups the caller is in (a student's classmates).
create or replace function public.my_classmate_member_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select gm.member_id from public.group_members gm
   where gm.group_id in (select public.my_group_ids())
$$;

-- The logo objects the caller may write: '<org id>/logo' of each non-demo organisation they
-- manage (the set can_write_org_logo(name) answers true for).
create or replace function public.my_logo_object_names() returns setof text
language sql stable security definer set search_path = ''
as $$
  select o.id::text || '/logo' from public.organizations o
   where not o.is_demo and o.id in (select public.my_managed_org_ids())
$$;

grant execute on function public.my_managed_org_ids(), public.my_staff_org_ids(),
  public.my_colleague_org_ids(), public.my_classmate_member_ids(), public.my_logo_object_names()
  to authenticated, service_role;

-- Indexes the predicates (and the pages that filter on them) need ------------------------------

-- Every other index on memberships that starts with org_id is partial; this one serves
-- `org_id = …` for all rows, and the people page's `order by full_name, id` within an org.
create index if not exists memberships_org_name_idx on public.memberships (org_id, full_name, id);
create index if not exists group_members_org_idx on public.group_members (org_id);
create index if not exists invitations_org_idx on public.invitations (org_id);
create index if not exists devices_created_by_idx on public.devices (created_by) where created_by is not null;

-- profiles ---------------------------------------------------------------------------------------

drop policy profiles_select on public.profiles;
create policy profiles_select on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));
drop policy profiles_insert on public.profiles;
create policy profiles_insert on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));
drop policy profiles_update on public.profiles;
create policy profiles_update on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

-- storage ----------------------------------------------------------------------------------------

-- `(storage.foldername(name))[1] = auth.uid()::text` is true exactly when the name starts with
-- '<uid>/' (a uuid has no LIKE wildcards), which needs no call per row.
drop policy if exists buckets_admin on storage.buckets;
create policy buckets_admin on storage.buckets for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

drop policy if exists avatars_insert_own on storage.objects;
create policy avatars_insert_own on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and name like (select auth.uid()::text || '/%'));
drop policy if exists avatars_update_own on storage.objects;
create policy avatars_update_own on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and name like (select auth.uid()::text || '/%'))
  with check (bucket_id = 'avatars' and name like (select auth.uid()::text || '/%'));
drop policy if exists avatars_delete_own on storage.objects;
create policy avatars_delete_own on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and name like (select auth.uid()::text || '/%'));
drop policy if exists files_own on storage.objects;
create policy files_own on storage.objects for all to authenticated
  using (bucket_id = 'files' and name like (select auth.uid()::text || '/%'))
  with check (bucket_id = 'files' and name like (select auth.uid()::text || '/%'));
drop policy if exists objects_admin_read on storage.objects;
create policy objects_admin_read on storage.objects for select to authenticated
  using ((select public.is_admin()));

drop policy if exists logos_insert on storage.objects;
create policy logos_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'logos' and name in (select public.my_logo_object_names()));
drop policy if exists logos_update on storage.objects;
create policy logos_update on storage.objects for update to authenticated
  using (bucket_id = 'logos' and name in (select public.my_logo_object_names()))
  with check (bucket_id = 'logos' and name in (select public.my_logo_object_names()));
drop policy if exists logos_delete on storage.objects;
create policy logos_delete on storage.objects for delete to authenticated
  using (bucket_id = 'logos' and name in (select public.my_logo_object_names()));

-- contact messages -------------------------------------------------------------------------------

drop policy contact_messages_admin_select on public.contact_messages;
create policy contact_messages_admin_select on public.contact_messages for select to authenticated
  using ((select public.is_admin()));
drop policy contact_messages_admin_update on public.contact_messages;
create policy contact_messages_admin_update on public.contact_messages for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- organisations and their settings ---------------------------------------------------------------

drop policy organizations_read on public.organizations;
create policy organizations_read on public.organizations for select to authenticated
  using (id = any (array(select public.my_org_ids())) or (select public.is_admin()));
drop policy organizations_update on public.organizations;
create policy organizations_update on public.organizations for update to authenticated
  using (id = any (array(select public.my_managed_org_ids())))
  with check (id = any (array(select public.my_managed_org_ids())));

do $$
declare
  t text;
begin
  foreach t in array array['sites', 'holidays', 'shifts', 'groups', 'class_sessions'] loop
    execute format('drop policy %I on public.%I', t || '_read', t);
    execute format($p$create policy %I on public.%I for select to authenticated
      using (org_id = any (array(select public.my_org_ids())) or (select public.is_admin()))$p$,
      t || '_read', t);
    execute format('drop policy %I on public.%I', t || '_write', t);
    execute format($p$create policy %I on public.%I for all to authenticated
      using (org_id = any (array(select public.my_managed_org_ids())))
      with check (org_id = any (array(select public.my_managed_org_ids())))$p$, t || '_write', t);
  end loop;
end
$$;

-- memberships ------------------------------------------------------------------------------------

-- What can_see_member(member) decided, arm by arm: Admins and the owner see everyone of the
-- organisation; everyone sees their own memberships; an active member of the organisation sees
-- active staff, in a company every active colleague (as an employee or in-charge), the people
-- they supervise and their classmates; staff see the pending people of the groups they supervise.
drop policy memberships_read on public.memberships;
create policy memberships_read on public.memberships for select to authenticated
  using (
    org_id = any (array(select public.my_managed_org_ids()))
    or user_id = (select auth.uid())
    or (
      status = 'active'
      and org_id = any (array(select public.my_org_ids()))
      and (
        role in ('owner', 'teacher', 'incharge')
        or org_id = any (array(select public.my_colleague_org_ids()))
        or id = any (array(select public.my_supervised_member_ids()))
        or id = any (array(select public.my_classmate_member_ids()))
      )
    )
    or (
      status = 'pending'
      and org_id = any (array(select public.my_staff_org_ids()))
      and id = any (array(select public.my_supervised_member_ids()))
    )
  );
drop policy memberships_owner_update on public.memberships;
create policy memberships_owner_update on public.memberships for update to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())))
  with check (org_id = any (array(select public.my_managed_org_ids())));

-- groups' members --------------------------------------------------------------------------------

drop policy group_members_read on public.group_members;
create policy group_members_read on public.group_members for select to authenticated
  using (
    org_id = any (array(select public.my_managed_org_ids()))
    or group_id = any (array(select public.my_responsible_group_ids()))
    or member_id = any (array(select public.my_member_ids()))
    or group_id = any (array(select public.my_group_ids()))
    or org_id = any (array(select public.my_staff_org_ids()))
  );
drop policy group_members_write on public.group_members;
create policy group_members_write on public.group_members for all to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())))
  with check (org_id = any (array(select public.my_managed_org_ids())));

drop policy group_join_codes_read on public.group_join_codes;
create policy group_join_codes_read on public.group_join_codes for select to authenticated
  using (
    org_id = any (array(select public.my_managed_org_ids()))
    or group_id = any (array(select public.my_led_group_ids()))
  );

-- invitations, contacts, audit log, devices --------------------------------------------------------

drop policy invitations_read on public.invitations;
create policy invitations_read on public.invitations for select to authenticated
  using (org_id = any (array(select public.my_managed_org_ids())));

drop policy contacts_own on public.contacts;
create policy contacts_own on public.contacts for all to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));

-- An Admin also reads the entries of deleted organisations (org_id null).
drop policy audit_log_read on public.audit_log;
create policy audit_log_read on public.audit_log for select to authenticated
  using ((select public.is_admin()) or org_id = any (array(select public.my_managed_org_ids())));

drop policy devices_read on public.devices;
create policy devices_read on public.devices for select to authenticated
  using (
    org_id = any (array(select public.my_managed_org_ids()))
    or created_by = (select auth.uid())
  );

-- attendance and requests: the caller's own, the people they supervise, or the organisation they
-- manage — three index conditions Postgres can combine (BitmapOr) --------------------------------

do $$
declare
  t text;
  p text;
begin
  foreach t in array array['attendance_records', 'attendance_scans', 'leave_requests', 'correction_requests'] loop
    p := case t when 'attendance_records' then 'attendance_read' else t || '_read' end;
    execute format('drop policy %I on public.%I', p, t);
    execute format($p$create policy %I on public.%I for select to authenticated
      using (
        member_id = any (array(select public.my_member_ids()))
        or member_id = any (array(select public.my_supervised_member_ids()))
        or org_id = any (array(select public.my_managed_org_ids()))
      )$p$, p, t);
  end loop;
end
$$;

-- Two-factor, everywhere: one check per statement ------------------------------------------------

do $$
declare
  t record;
begin
  for t in
    select schemaname, tablename, policyname from pg_catalog.pg_policies
     where permissive = 'RESTRICTIVE' and qual = 'auth.mfa_satisfied()'
  loop
    execute format('drop policy %I on %I.%I', t.policyname, t.schemaname, t.tablename);
    execute format('create policy %I on %I.%I as restrictive for all to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()))',
      t.policyname, t.schemaname, t.tablename);
  end loop;
end
$$;
