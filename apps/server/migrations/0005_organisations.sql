-- Organisations (institutes and companies), the people in them, their structure and schedules.
-- Authorization lives here: every table has row-level security, and the helper functions below
-- answer "who is the caller in this organisation" once, for all policies.

create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 2 and 120),
  kind text not null check (kind in ('institute', 'company')),
  address text check (address is null or char_length(address) <= 300),
  timezone text not null default 'Asia/Kolkata',
  logo_url text check (logo_url is null or char_length(logo_url) <= 500),
  owner_id uuid not null references auth.users (id),
  join_code text not null unique check (join_code ~ '^[2-9A-HJ-NP-Z]{8}$'),
  late_grace_minutes integer not null default 10 check (late_grace_minutes between 0 and 240),
  half_day_threshold_minutes integer not null default 240 check (half_day_threshold_minutes between 0 and 1440),
  min_attendance_percent numeric(5, 2) check (min_attendance_percent between 0 and 100),
  allowed_methods text[] not null default '{face,card,manual,qr,self_geo}'
    check (allowed_methods <@ '{face,card,manual,qr,self_geo}'::text[] and cardinality(allowed_methods) > 0),
  -- ISO weekdays, 1 = Monday … 7 = Sunday.
  weekly_off_days smallint[] not null default '{7}' check (weekly_off_days <@ '{1,2,3,4,5,6,7}'::smallint[]),
  staff_can_approve boolean not null default false,
  students_self_check_in boolean not null default false,
  liveness_required boolean not null default false,
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index organizations_owner_idx on public.organizations (owner_id);

create or replace function private.check_timezone() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.timezone) then
    raise exception 'Unknown time zone "%". Use a name like Asia/Kolkata.', new.timezone
      using errcode = '22023', hint = 'timezone';
  end if;
  return new;
end
$$;
create trigger organizations_timezone before insert or update of timezone on public.organizations
  for each row execute function private.check_timezone();
create trigger organizations_touch before update on public.organizations
  for each row execute function private.touch_updated_at();

-- Geofenced sites for self check-in (companies: offices, plants; institutes: campuses).
create table public.sites (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  radius_m integer not null default 200 check (radius_m between 10 and 5000),
  created_at timestamptz not null default now()
);
create index sites_org_idx on public.sites (org_id);

create table public.holidays (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  date date not null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  unique (org_id, date)
);

-- Work shifts: wall-clock times in the organisation's time zone. A shift whose end is not after
-- its start runs overnight and belongs to the day it started.
create table public.shifts (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  starts_at time not null,
  ends_at time not null,
  grace_minutes integer check (grace_minutes between 0 and 240),
  weekly_off_days smallint[] check (weekly_off_days <@ '{1,2,3,4,5,6,7}'::smallint[]),
  overnight boolean generated always as (ends_at <= starts_at) stored,
  created_at timestamptz not null default now()
);
create index shifts_org_idx on public.shifts (org_id);

-- People in an organisation. A member may exist before they have an account (CSV import): their
-- name, e-mail and numbers live here, and user_id is linked when they join.
create table public.memberships (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  full_name text not null check (char_length(btrim(full_name)) between 1 and 120),
  email text check (email is null or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text check (phone is null or phone ~ '^[+0-9 ()-]{6,20}$'),
  role text not null check (role in ('owner', 'teacher', 'student', 'employee', 'incharge')),
  status text not null default 'pending' check (status in ('invited', 'pending', 'active', 'rejected', 'left')),
  roll_number text check (roll_number is null or char_length(roll_number) between 1 and 40),
  employee_code text check (employee_code is null or char_length(employee_code) between 1 and 40),
  card_number text check (card_number is null or char_length(card_number) between 1 and 64),
  shift_id uuid references public.shifts (id) on delete set null,
  photo_url text,
  invited_by uuid references auth.users (id) on delete set null,
  approved_by uuid references auth.users (id) on delete set null,
  approved_at timestamptz,
  left_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index memberships_user_idx on public.memberships (org_id, user_id) where user_id is not null;
create unique index memberships_email_idx on public.memberships (org_id, lower(email)) where email is not null;
create unique index memberships_roll_idx on public.memberships (org_id, roll_number) where roll_number is not null;
create unique index memberships_code_idx on public.memberships (org_id, employee_code) where employee_code is not null;
create unique index memberships_card_idx on public.memberships (org_id, card_number) where card_number is not null;
create index memberships_user_lookup_idx on public.memberships (user_id) where user_id is not null;
create trigger memberships_touch before update on public.memberships
  for each row execute function private.touch_updated_at();

-- Classes, sections and courses (institutes); departments, teams and sites (companies).
create table public.groups (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  kind text not null check (kind in ('class', 'section', 'course', 'department', 'team', 'site')),
  parent_id uuid references public.groups (id) on delete set null,
  responsible_id uuid references public.memberships (id) on delete set null,
  site_id uuid references public.sites (id) on delete set null,
  shift_id uuid references public.shifts (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (org_id, name)
);
create index groups_org_idx on public.groups (org_id);
create index groups_responsible_idx on public.groups (responsible_id);

create table public.group_members (
  group_id uuid not null references public.groups (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  org_id uuid not null references public.organizations (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (group_id, member_id)
);
create index group_members_member_idx on public.group_members (member_id);

-- The timetable: a class (group) meets on a weekday in a period, with a teacher, in a room.
create table public.class_sessions (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  group_id uuid not null references public.groups (id) on delete cascade,
  subject text not null check (char_length(btrim(subject)) between 1 and 120),
  teacher_id uuid references public.memberships (id) on delete set null,
  weekday smallint not null check (weekday between 1 and 7),
  period smallint not null check (period between 1 and 20),
  starts_at time not null,
  ends_at time not null check (ends_at > starts_at),
  room text check (room is null or char_length(room) <= 60),
  created_at timestamptz not null default now(),
  unique (group_id, weekday, period)
);
create index class_sessions_org_idx on public.class_sessions (org_id, weekday);
create index class_sessions_teacher_idx on public.class_sessions (teacher_id);

-- Mailed invitations: the token (hashed) proves the invitee controls the address.
create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  email text not null,
  token_hash text not null unique,
  invited_by uuid references auth.users (id) on delete set null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  created_at timestamptz not null default now()
);

-- Personal address book entries (the /contacts page shows them beside the directory).
create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  email text check (email is null or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text check (phone is null or phone ~ '^[+0-9 ()-]{6,20}$'),
  organisation text check (organisation is null or char_length(organisation) <= 160),
  notes text check (notes is null or char_length(notes) <= 1000),
  created_at timestamptz not null default now()
);
create index contacts_owner_idx on public.contacts (owner_id);

-- Who changed what: written by triggers, read by owners (their organisation) and Admins.
create table public.audit_log (
  id bigserial primary key,
  org_id uuid references public.organizations (id) on delete cascade,
  actor_id uuid,
  action text not null,
  entity text not null,
  entity_id text,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_org_idx on public.audit_log (org_id, created_at desc);
create index audit_log_created_idx on public.audit_log (created_at desc);

create or replace function private.audit_row() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  row_data jsonb := coalesce(new_row, old_row);
  org uuid := coalesce((row_data ->> 'org_id')::uuid, case when tg_table_name = 'organizations' then (row_data ->> 'id')::uuid end);
begin
  if tg_op = 'UPDATE' and old_row = new_row then
    return new;
  end if;
  insert into public.audit_log (org_id, actor_id, action, entity, entity_id, before, after)
  values (
    case when tg_op = 'DELETE' and tg_table_name = 'organizations' then null else org end,
    auth.uid(), lower(tg_op), tg_table_name, row_data ->> 'id', old_row, new_row
  );
  return coalesce(new, old);
end
$$;

create trigger organizations_audit after insert or update or delete on public.organizations
  for each row execute function private.audit_row();
create trigger memberships_audit after insert or update or delete on public.memberships
  for each row execute function private.audit_row();
create trigger groups_audit after insert or update or delete on public.groups
  for each row execute function private.audit_row();
create trigger shifts_audit after insert or update or delete on public.shifts
  for each row execute function private.audit_row();
create trigger class_sessions_audit after insert or update or delete on public.class_sessions
  for each row execute function private.audit_row();

-- Who the caller is, per organisation ------------------------------------------------------------

-- The caller's active role in an organisation, or null.
create or replace function public.org_role(org uuid) returns text
language sql stable security definer set search_path = ''
as $$
  select m.role from public.memberships m
   where m.org_id = org and m.user_id = auth.uid() and m.status = 'active'
   limit 1
$$;

create or replace function public.is_org_owner(org uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.organizations o where o.id = org and o.owner_id = auth.uid())
      or public.org_role(org) = 'owner'
$$;

-- Organisations the caller belongs to (active), or owns.
create or replace function public.my_org_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select org_id from public.memberships where user_id = auth.uid() and status = 'active'
  union
  select id from public.organizations where owner_id = auth.uid()
$$;

-- The caller's own active memberships.
create or replace function public.my_member_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select id from public.memberships where user_id = auth.uid() and status = 'active'
$$;

-- Groups the caller is responsible for (Teacher/Incharge), including their sub-groups.
create or replace function public.my_responsible_group_ids() returns setof uuid
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
  union
  -- A teacher also looks after the classes they teach in the timetable.
  select cs.group_id from public.class_sessions cs
    join public.memberships m on m.id = cs.teacher_id
   where m.user_id = auth.uid() and m.status = 'active'
$$;

-- Members the caller looks after: everyone in the groups above.
create or replace function public.my_supervised_member_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select gm.member_id from public.group_members gm
   where gm.group_id in (select public.my_responsible_group_ids())
$$;

-- Groups the caller is in.
create or replace function public.my_group_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select gm.group_id from public.group_members gm where gm.member_id in (select public.my_member_ids())
$$;

-- Organisations where the caller is owner, or staff allowed to approve.
create or replace function public.can_manage_org(org uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select public.is_admin() or public.is_org_owner(org)
$$;

-- Who may see a member row: Admins, the owner, the member themself, staff of the organisation
-- (teachers/in-charges see all staff and the people they supervise), and in companies every
-- active colleague (a company directory); students see staff and their classmates.
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
$$;

grant execute on function public.org_role(uuid), public.is_org_owner(uuid), public.my_org_ids(),
  public.my_member_ids(), public.my_responsible_group_ids(), public.my_supervised_member_ids(),
  public.my_group_ids(), public.can_manage_org(uuid), public.can_see_member(public.memberships)
  to authenticated, service_role;

-- Policies ---------------------------------------------------------------------------------------

alter table public.organizations enable row level security;
alter table public.sites enable row level security;
alter table public.holidays enable row level security;
alter table public.shifts enable row level security;
alter table public.memberships enable row level security;
alter table public.groups enable row level security;
alter table public.group_members enable row level security;
alter table public.class_sessions enable row level security;
alter table public.invitations enable row level security;
alter table public.contacts enable row level security;
alter table public.audit_log enable row level security;

-- Organisations: members read their own; the owner edits; creation goes through /api (which also
-- makes the owner's membership), so clients cannot insert or delete directly.
create policy organizations_read on public.organizations for select to authenticated
  using (id in (select public.my_org_ids()) or public.is_admin());
create policy organizations_update on public.organizations for update to authenticated
  using (public.can_manage_org(id)) with check (public.can_manage_org(id));

-- Per-organisation settings tables: members read, the owner writes.
create policy sites_read on public.sites for select to authenticated
  using (org_id in (select public.my_org_ids()) or public.is_admin());
create policy sites_write on public.sites for all to authenticated
  using (public.can_manage_org(org_id)) with check (public.can_manage_org(org_id));
create policy holidays_read on public.holidays for select to authenticated
  using (org_id in (select public.my_org_ids()) or public.is_admin());
create policy holidays_write on public.holidays for all to authenticated
  using (public.can_manage_org(org_id)) with check (public.can_manage_org(org_id));
create policy shifts_read on public.shifts for select to authenticated
  using (org_id in (select public.my_org_ids()) or public.is_admin());
create policy shifts_write on public.shifts for all to authenticated
  using (public.can_manage_org(org_id)) with check (public.can_manage_org(org_id));

-- Memberships: visibility as can_see_member says. Changes go through /api operations (approval,
-- role changes, import) except the owner's direct edits of names and numbers.
create policy memberships_read on public.memberships for select to authenticated
  using (public.can_see_member(memberships));
create policy memberships_owner_update on public.memberships for update to authenticated
  using (public.can_manage_org(org_id)) with check (public.can_manage_org(org_id));

-- Groups and their members: members of the organisation read; owner writes; a teacher/in-charge
-- manages the membership of the groups they are responsible for.
create policy groups_read on public.groups for select to authenticated
  using (org_id in (select public.my_org_ids()) or public.is_admin());
create policy groups_write on public.groups for all to authenticated
  using (public.can_manage_org(org_id)) with check (public.can_manage_org(org_id));
create policy group_members_read on public.group_members for select to authenticated
  using (
    public.can_manage_org(org_id)
    or group_id in (select public.my_responsible_group_ids())
    or member_id in (select public.my_member_ids())
    or (org_id in (select public.my_org_ids()) and public.org_role(org_id) in ('teacher', 'incharge'))
  );
create policy group_members_write on public.group_members for all to authenticated
  using (public.can_manage_org(org_id) or group_id in (select public.my_responsible_group_ids()))
  with check (public.can_manage_org(org_id) or group_id in (select public.my_responsible_group_ids()));

create policy class_sessions_read on public.class_sessions for select to authenticated
  using (org_id in (select public.my_org_ids()) or public.is_admin());
create policy class_sessions_write on public.class_sessions for all to authenticated
  using (public.can_manage_org(org_id)) with check (public.can_manage_org(org_id));

create policy invitations_read on public.invitations for select to authenticated
  using (public.can_manage_org(org_id));

create policy contacts_own on public.contacts for all to authenticated
  using (owner_id = auth.uid()) with check (owner_id = auth.uid());

create policy audit_log_read on public.audit_log for select to authenticated
  using (public.is_admin() or (org_id is not null and public.is_org_owner(org_id)));

-- Two-factor applies to every table, as for profiles.
do $$
declare
  t text;
begin
  foreach t in array array['organizations', 'sites', 'holidays', 'shifts', 'memberships', 'groups',
                           'group_members', 'class_sessions', 'invitations', 'contacts', 'audit_log'] loop
    execute format('create policy %I on public.%I as restrictive for all to authenticated using (auth.mfa_satisfied()) with check (auth.mfa_satisfied())', t || '_mfa', t);
    execute format('create policy %I on public.%I for all to service_role using (true) with check (true)', t || '_service', t);
  end loop;
end
$$;

grant select, update on public.organizations to authenticated;
grant select, insert, update, delete on public.sites, public.holidays, public.shifts, public.groups,
  public.group_members, public.class_sessions, public.contacts to authenticated;
grant select, update on public.memberships to authenticated;
grant select on public.invitations, public.audit_log to authenticated;
grant all on public.organizations, public.sites, public.holidays, public.shifts, public.memberships,
  public.groups, public.group_members, public.class_sessions, public.invitations, public.contacts,
  public.audit_log to service_role;
grant usage on sequence public.audit_log_id_seq to service_role;

-- Every row of a child table must name the same organisation as its parent: a caller who may write
-- in organisation A cannot attach a row to a group of organisation B.
create or replace function private.check_same_org() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  other uuid;
begin
  if tg_table_name = 'group_members' then
    select org_id into other from public.groups where id = new.group_id;
    if other is distinct from new.org_id then raise exception 'The group belongs to another organisation.' using errcode = '42501'; end if;
    select org_id into other from public.memberships where id = new.member_id;
    if other is distinct from new.org_id then raise exception 'The member belongs to another organisation.' using errcode = '42501'; end if;
  elsif tg_table_name = 'groups' then
    if new.parent_id is not null then
      select org_id into other from public.groups where id = new.parent_id;
      if other is distinct from new.org_id then raise exception 'The parent group belongs to another organisation.' using errcode = '42501'; end if;
    end if;
    if new.responsible_id is not null then
      select org_id into other from public.memberships where id = new.responsible_id and role in ('owner', 'teacher', 'incharge');
      if other is distinct from new.org_id then raise exception 'The person responsible must be a teacher, in-charge or owner of this organisation.' using errcode = '23514'; end if;
    end if;
    if new.site_id is not null then
      select org_id into other from public.sites where id = new.site_id;
      if other is distinct from new.org_id then raise exception 'The site belongs to another organisation.' using errcode = '42501'; end if;
    end if;
    if new.shift_id is not null then
      select org_id into other from public.shifts where id = new.shift_id;
      if other is distinct from new.org_id then raise exception 'The shift belongs to another organisation.' using errcode = '42501'; end if;
    end if;
  elsif tg_table_name = 'class_sessions' then
    select org_id into other from public.groups where id = new.group_id;
    if other is distinct from new.org_id then raise exception 'The class belongs to another organisation.' using errcode = '42501'; end if;
    if new.teacher_id is not null then
      select org_id into other from public.memberships where id = new.teacher_id and role in ('teacher', 'owner');
      if other is distinct from new.org_id then raise exception 'The teacher must be a teacher of this organisation.' using errcode = '23514'; end if;
    end if;
  elsif tg_table_name = 'memberships' then
    if new.shift_id is not null then
      select org_id into other from public.shifts where id = new.shift_id;
      if other is distinct from new.org_id then raise exception 'The shift belongs to another organisation.' using errcode = '42501'; end if;
    end if;
  end if;
  return new;
end
$$;

create trigger group_members_same_org before insert or update on public.group_members
  for each row execute function private.check_same_org();
create trigger groups_same_org before insert or update on public.groups
  for each row execute function private.check_same_org();
create trigger class_sessions_same_org before insert or update on public.class_sessions
  for each row execute function private.check_same_org();
create trigger memberships_same_org before insert or update on public.memberships
  for each row execute function private.check_same_org();

-- Owners edit names, numbers and shifts of members directly; role, status, account link and
-- organisation change only through the server's operations.
create or replace function private.guard_membership() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if private.is_client_request() and not public.is_admin() then
    if new.org_id is distinct from old.org_id or new.user_id is distinct from old.user_id
       or new.role is distinct from old.role or new.status is distinct from old.status
       or new.approved_by is distinct from old.approved_by or new.invited_by is distinct from old.invited_by then
      raise exception 'Role, status and account of a member change through the approval and role screens.'
        using errcode = '42501', hint = 'memberships';
    end if;
  end if;
  return new;
end
$$;
create trigger memberships_guard before update on public.memberships
  for each row execute function private.guard_membership();

-- The organisation's owner and kind never change from a client; neither does the join code.
create or replace function private.guard_organization() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if private.is_client_request() and not public.is_admin() then
    if new.owner_id is distinct from old.owner_id or new.kind is distinct from old.kind
       or new.join_code is distinct from old.join_code or new.is_demo is distinct from old.is_demo then
      raise exception 'Owner, kind and join code of an organisation cannot be changed here.'
        using errcode = '42501', hint = 'organizations';
    end if;
  end if;
  return new;
end
$$;
create trigger organizations_guard before update on public.organizations
  for each row execute function private.guard_organization();

-- The window of a shift on a given day, as real instants: wall-clock times in the organisation's
-- zone; an overnight shift ends on the next day.
create or replace function public.shift_window(shift public.shifts, day date) returns tstzrange
language sql stable
as $$
  select tstzrange(
    (day + shift.starts_at) at time zone o.timezone,
    ((day + case when shift.overnight then 1 else 0 end) + shift.ends_at) at time zone o.timezone,
    '[)'
  )
  from public.organizations o where o.id = shift.org_id
$$;
grant execute on function public.shift_window(public.shifts, date) to authenticated, service_role;
