-- Staff approvals that work in practice: a group (a class, a department, a site) can have a join
-- code of its own, made by the owner or by the teacher/in-charge responsible for it. Joining with
-- it puts the person in that group while they wait, so the group's staff supervise them and, when
-- the owner allows, approve them. Staff no longer edit group membership directly: that would let
-- them reach anyone's attendance, requests and face data by adding them to their group.

-- Groups the caller leads: they are the responsible person (directly, or of a parent group). Unlike
-- my_responsible_group_ids() this leaves out classes a teacher only teaches in the timetable.
create or replace function public.my_led_group_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  with recursive tree as (
    select g.id from public.groups g
      join public.memberships m on m.id = g.responsible_id
     where m.user_id = auth.uid() and m.status = 'active'
    union
    select c.id from public.groups c join tree t on c.parent_id = t.id
  )
  select id from tree
$$;
grant execute on function public.my_led_group_ids() to authenticated, service_role;

-- A separate table rather than a column of groups: every member of an organisation reads its
-- groups, but a group's code is for its owner and its staff only. Written only by /api.
create table public.group_join_codes (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null unique references public.groups (id) on delete cascade,
  org_id uuid not null references public.organizations (id) on delete cascade,
  code text not null unique check (code ~ '^[2-9A-HJ-NP-Z]{8}$'),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index group_join_codes_org_idx on public.group_join_codes (org_id);

-- One input field takes both kinds of code, so a group's code must never be an organisation's.
create or replace function private.check_group_join_code() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if (select org_id from public.groups where id = new.group_id) is distinct from new.org_id then
    raise exception 'The group belongs to another organisation.' using errcode = '42501';
  end if;
  if exists (select 1 from public.organizations where join_code = new.code) then
    raise exception 'This code is already an organisation''s join code.' using errcode = '23505';
  end if;
  return new;
end
$$;
create trigger group_join_codes_check before insert or update on public.group_join_codes
  for each row execute function private.check_group_join_code();
create trigger group_join_codes_audit after insert or update or delete on public.group_join_codes
  for each row execute function private.audit_row();

alter table public.group_join_codes enable row level security;
create policy group_join_codes_read on public.group_join_codes for select to authenticated
  using (public.can_manage_org(org_id) or group_id in (select public.my_led_group_ids()));
create policy group_join_codes_mfa on public.group_join_codes as restrictive for all to authenticated
  using (auth.mfa_satisfied()) with check (auth.mfa_satisfied());
create policy group_join_codes_service on public.group_join_codes for all to service_role
  using (true) with check (true);
grant select on public.group_join_codes to authenticated;
grant all on public.group_join_codes to service_role;

-- Staff who supervise a person waiting for approval (they joined one of their groups) see that
-- person's membership, so they can decide; nobody else sees pending people who could not before.
create or replace function public.can_see_member(member public.memberships) returns boolean
language sql stable security definer set search_path = ''
as $$
  select public.is_admin()
      or public.is_org_owner(member.org_id)
      or member.user_id = auth.uid()
      or (
        public.org_role(member.org_id) is not null
        and member.status = 'active'
        and (
          member.role in ('owner', 'teacher', 'incharge')
          or (public.org_role(member.org_id) in ('employee', 'incharge')
              and (select kind from public.organizations where id = member.org_id) = 'company')
          or member.id in (select public.my_supervised_member_ids())
          or exists (
            select 1 from public.group_members gm
             where gm.member_id = member.id and gm.group_id in (select public.my_group_ids())
          )
        )
      )
      or (
        member.status = 'pending'
        and public.org_role(member.org_id) in ('teacher', 'incharge')
        and member.id in (select public.my_supervised_member_ids())
      )
$$;

-- Only the owner (or an Admin) changes who is in a group.
drop policy if exists group_members_write on public.group_members;
create policy group_members_write on public.group_members for all to authenticated
  using (public.can_manage_org(org_id)) with check (public.can_manage_org(org_id));
