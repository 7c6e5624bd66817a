-- A person waiting for approval cannot read the organisation itself (RLS), but may know the
-- name of what they asked to join.
create or replace function public.my_pending_organizations()
returns table (membership_id uuid, org_id uuid, name text, kind text, status text)
language sql stable security definer set search_path = ''
as $$
  select m.id, o.id, o.name, o.kind, m.status
    from public.memberships m join public.organizations o on o.id = m.org_id
   where m.user_id = auth.uid() and m.status in ('invited', 'pending', 'rejected')
$$;
grant execute on function public.my_pending_organizations() to authenticated;

-- Members see who else is in their own groups (a student's class list in the directory).
drop policy if exists group_members_read on public.group_members;
create policy group_members_read on public.group_members for select to authenticated
  using (
    public.can_manage_org(org_id)
    or group_id in (select public.my_responsible_group_ids())
    or member_id in (select public.my_member_ids())
    or group_id in (select public.my_group_ids())
    or (org_id in (select public.my_org_ids()) and public.org_role(org_id) in ('teacher', 'incharge'))
  );
