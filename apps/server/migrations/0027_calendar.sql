-- Calendar events (modules/calendar): exams, parent–teacher meetings, staff meetings, trips and
-- personal events, with recurrence (an RFC 5545 RRULE expanded by the server in the
-- organisation's zone), invitees who answer yes/no/maybe, and private iCalendar feed tokens.
--
-- Who sees an event is decided by its scope:
--   personal  only the person who wrote it (not even the owner of the organisation);
--   invitees  its organiser, the people invited and the organisation's owners;
--   group     also everyone in the group and the staff responsible for it;
--   org       everyone in the organisation.
-- Policies are plannable (0017): the caller's facts are sets computed once per statement.

create table public.calendar_events (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  group_id uuid references public.groups (id) on delete cascade,
  organiser_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  scope text not null check (scope in ('personal', 'invitees', 'group', 'org')),
  kind text not null check (kind in ('exam', 'ptm', 'staff_meeting', 'trip', 'other', 'personal')),
  title text not null check (char_length(btrim(title)) between 1 and 160),
  description text check (description is null or char_length(description) <= 2000),
  place text check (place is null or char_length(place) <= 160),
  all_day boolean not null default false,
  -- The first occurrence. All-day events start at midnight in the organisation's zone.
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  -- RRULE body without DTSTART (FREQ=WEEKLY;BYDAY=MO;UNTIL=…), null for a single event.
  recurrence text check (recurrence is null or recurrence ~ '^FREQ=(DAILY|WEEKLY|MONTHLY)(;[A-Z]+=[A-Za-z0-9,+-]+)*$'),
  -- Occurrences that do not happen (local dates in the organisation's zone).
  exception_dates date[] not null default '{}',
  -- Occurrences falling on the organisation's holidays are left out.
  skips_holidays boolean not null default true,
  -- When the last occurrence ends ('infinity' for a rule without end): the range a calendar read
  -- compares with, so a month is an index range on (org_id, starts_at) plus this bound.
  until_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((scope = 'group') = (group_id is not null)),
  check ((scope = 'personal') = (kind = 'personal')),
  check (until_at >= ends_at)
);
create index calendar_events_org_idx on public.calendar_events (org_id, starts_at);
create index calendar_events_group_idx on public.calendar_events (group_id, starts_at) where group_id is not null;
create index calendar_events_organiser_idx on public.calendar_events (organiser_id, starts_at);
create trigger calendar_events_touch before update on public.calendar_events
  for each row execute function private.touch_updated_at();

-- A group event's group belongs to the event's organisation.
create or replace function private.check_calendar_event_group() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.group_id is not null
     and not exists (select 1 from public.groups g where g.id = new.group_id and g.org_id = new.org_id) then
    raise exception 'The group is not in this organisation.' using errcode = '23503';
  end if;
  return new;
end
$$;
create trigger calendar_events_group_check before insert or update of group_id, org_id on public.calendar_events
  for each row execute function private.check_calendar_event_group();

-- The organisation's audit log records shared events; personal ones stay private.
create trigger calendar_events_audit_insert after insert on public.calendar_events
  for each row when (new.scope <> 'personal') execute function private.audit_row();
create trigger calendar_events_audit_update after update on public.calendar_events
  for each row when (new.scope <> 'personal' or old.scope <> 'personal') execute function private.audit_row();
create trigger calendar_events_audit_delete after delete on public.calendar_events
  for each row when (old.scope <> 'personal') execute function private.audit_row();

create table public.calendar_event_invitees (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.calendar_events (id) on delete cascade,
  org_id uuid not null references public.organizations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  response text not null default 'pending' check (response in ('pending', 'yes', 'no', 'maybe')),
  responded_at timestamptz,
  unique (event_id, member_id)
);
create index calendar_event_invitees_member_idx on public.calendar_event_invitees (member_id);
create index calendar_event_invitees_org_idx on public.calendar_event_invitees (org_id);

-- Private iCalendar subscription links: the token is shown once, only its SHA-256 is kept.
-- Written only by /api; the person reads their own (without the hash).
create table public.calendar_feeds (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  org_id uuid not null references public.organizations (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  unique (user_id, org_id)
);

-- Facts about the caller, as sets ----------------------------------------------------------------

-- Events the caller is invited to.
create or replace function public.my_invited_event_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select i.event_id from public.calendar_event_invitees i
   where i.member_id in (select public.my_member_ids())
$$;

-- Events the caller organises (wrote).
create or replace function public.my_organised_event_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select e.id from public.calendar_events e where e.organiser_id = auth.uid()
$$;

grant execute on function public.my_invited_event_ids(), public.my_organised_event_ids()
  to authenticated, service_role;

-- Policies -------------------------------------------------------------------------------------

alter table public.calendar_events enable row level security;
alter table public.calendar_event_invitees enable row level security;
alter table public.calendar_feeds enable row level security;

create policy calendar_events_read on public.calendar_events for select to authenticated
  using (
    organiser_id = (select auth.uid())
    or (
      scope <> 'personal'
      and (
        org_id = any (array(select public.my_managed_org_ids()))
        or id = any (array(select public.my_invited_event_ids()))
        or (scope = 'org' and org_id = any (array(select public.my_org_ids())))
        or (scope = 'group' and group_id = any (array(select public.my_group_ids())))
        or (scope = 'group' and group_id = any (array(select public.my_responsible_group_ids())))
      )
    )
  );

-- Writing: anyone their personal events; owners, teachers and in-charges events of the
-- organisation or for invitees; owners and the group's responsible staff a group's events.
create policy calendar_events_insert on public.calendar_events for insert to authenticated
  with check (
    organiser_id = (select auth.uid())
    and (
      (scope = 'personal' and org_id = any (array(select public.my_org_ids())))
      or (scope in ('org', 'invitees') and org_id = any (array(select public.my_managed_org_ids())))
      or (scope in ('org', 'invitees') and org_id = any (array(select public.my_staff_org_ids())))
      or (scope = 'group' and org_id = any (array(select public.my_managed_org_ids())))
      or (scope = 'group' and group_id = any (array(select public.my_responsible_group_ids())))
    )
  );

-- Changing or removing: the organiser, or an owner of the organisation (not personal events).
create policy calendar_events_update on public.calendar_events for update to authenticated
  using (
    organiser_id = (select auth.uid())
    or (scope <> 'personal' and org_id = any (array(select public.my_managed_org_ids())))
  )
  with check (
    (scope <> 'personal' and org_id = any (array(select public.my_managed_org_ids())))
    or (
      organiser_id = (select auth.uid())
      and (
        (scope = 'personal' and org_id = any (array(select public.my_org_ids())))
        or (scope in ('org', 'invitees') and org_id = any (array(select public.my_staff_org_ids())))
        or (scope = 'group' and group_id = any (array(select public.my_responsible_group_ids())))
      )
    )
  );
create policy calendar_events_delete on public.calendar_events for delete to authenticated
  using (
    organiser_id = (select auth.uid())
    or (scope <> 'personal' and org_id = any (array(select public.my_managed_org_ids())))
  );

-- Invitees: the person invited reads (and answers) their own; the organiser and owners read all
-- answers and manage the list.
create policy calendar_event_invitees_read on public.calendar_event_invitees for select to authenticated
  using (
    member_id = any (array(select public.my_member_ids()))
    or event_id = any (array(select public.my_organised_event_ids()))
    or org_id = any (array(select public.my_managed_org_ids()))
  );
create policy calendar_event_invitees_answer on public.calendar_event_invitees for update to authenticated
  using (member_id = any (array(select public.my_member_ids())))
  with check (member_id = any (array(select public.my_member_ids())));
create policy calendar_event_invitees_insert on public.calendar_event_invitees for insert to authenticated
  with check (
    event_id = any (array(select public.my_organised_event_ids()))
    or org_id = any (array(select public.my_managed_org_ids()))
  );
create policy calendar_event_invitees_delete on public.calendar_event_invitees for delete to authenticated
  using (
    event_id = any (array(select public.my_organised_event_ids()))
    or org_id = any (array(select public.my_managed_org_ids()))
  );

create policy calendar_feeds_own on public.calendar_feeds for select to authenticated
  using (user_id = (select auth.uid()));

do $$
declare
  t text;
begin
  foreach t in array array['calendar_events', 'calendar_event_invitees', 'calendar_feeds'] loop
    execute format('create policy %I on public.%I as restrictive for all to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()))', t || '_mfa', t);
  end loop;
end
$$;

grant select, insert, update, delete on public.calendar_events to authenticated;
grant select, insert, delete on public.calendar_event_invitees to authenticated;
-- An invitee changes only their answer.
grant update (response, responded_at) on public.calendar_event_invitees to authenticated;
grant select (id, user_id, org_id, created_at, last_used_at) on public.calendar_feeds to authenticated;

-- Live calendars (0020_realtime.sql) -------------------------------------------------------------

create trigger realtime_changes after insert or update or delete on public.calendar_events
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.calendar_event_invitees
  for each row execute function realtime.notify_change('org_id');
