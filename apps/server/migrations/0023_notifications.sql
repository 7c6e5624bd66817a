-- Notifications (issue 15 item 3): what the product tells a person, in the bell and by e-mail.
--
-- A notification stores a kind and its parameters, never text: the web renders it through its
-- catalogue and the mailer through the server's, each in the reader's language. Producers call
-- private.notify_people(), which applies each recipient's preferences (or the kind's defaults):
-- no channel chosen, no row; e-mail chosen, a notification_deliveries row waits ('pending') and a
-- NOTIFY wakes the server instances, one of which claims it (only one can) and sends it.

-- Kinds and their default channels ---------------------------------------------------------------

create table public.notification_kinds (
  kind text primary key check (kind ~ '^[a-z_]{3,40}$'),
  in_app_default boolean not null,
  email_default boolean not null,
  push_default boolean not null default false
);
insert into public.notification_kinds (kind, in_app_default, email_default) values
  ('request_submitted', true, true),  -- a leave or correction request waits for the recipient
  ('request_decided', true, true);    -- the recipient's own request was approved or rejected

alter table public.notification_kinds enable row level security;
create policy notification_kinds_read on public.notification_kinds for select to authenticated
  using (true);
create policy notification_kinds_mfa on public.notification_kinds as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy notification_kinds_service on public.notification_kinds for all to service_role
  using (true) with check (true);
grant select on public.notification_kinds to authenticated;
grant all on public.notification_kinds to service_role;

-- Preferences: one row per person and kind once they change something ------------------------------

create table public.notification_preferences (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null references public.notification_kinds (kind) on delete cascade,
  in_app boolean not null,
  email boolean not null,
  push boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind)
);

alter table public.notification_preferences enable row level security;
create policy notification_preferences_own on public.notification_preferences for all
  to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy notification_preferences_mfa on public.notification_preferences as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy notification_preferences_service on public.notification_preferences for all
  to service_role using (true) with check (true);
grant select, insert, update, delete on public.notification_preferences to authenticated;
grant all on public.notification_preferences to service_role;

-- Notifications ------------------------------------------------------------------------------------

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  org_id uuid references public.organizations (id) on delete cascade,
  kind text not null references public.notification_kinds (kind),
  -- Values for the kind's message (names, dates …), rendered in the reader's language.
  params jsonb not null default '{}'::jsonb check (jsonb_typeof(params) = 'object'),
  -- Where the thing it is about is shown: an app path ('/dashboard/teacher/requests').
  link text check (link is null or link ~ '^/[^/]'),
  subject_table text,
  subject_id uuid,
  -- Shown in the bell (the person chose in-app for this kind); e-mail-only rows are not.
  in_app boolean not null default true,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
-- "My latest" and "my unread": the bell's two reads, each an index range of one person.
create index notifications_user_latest_idx on public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on public.notifications (user_id, created_at desc)
  where read_at is null;
create index notifications_subject_idx on public.notifications (subject_id) where subject_id is not null;
create index notifications_org_idx on public.notifications (org_id);

alter table public.notifications enable row level security;
-- A person reads, and marks read, only their own notifications.
create policy notifications_read_own on public.notifications for select to authenticated
  using (user_id = (select auth.uid()) and in_app);
create policy notifications_mark_own on public.notifications for update to authenticated
  using (user_id = (select auth.uid()) and in_app)
  with check (user_id = (select auth.uid()));
create policy notifications_mfa on public.notifications as restrictive for all to authenticated
  using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy notifications_service on public.notifications for all to service_role
  using (true) with check (true);
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;
grant all on public.notifications to service_role;

-- Deliveries outside the app (e-mail; Web Push later): one row per notification and channel,
-- pending → sending → sent | failed (error says why). The person sees their own; the owner of
-- the organisation sees what was sent to whom (the delivery log of Settings).
create table public.notification_deliveries (
  id uuid primary key default gen_random_uuid(),
  notification_id uuid not null references public.notifications (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  org_id uuid references public.organizations (id) on delete cascade,
  channel text not null check (channel in ('email', 'push')),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempted_at timestamptz,
  error text,
  created_at timestamptz not null default now(),
  unique (notification_id, channel)
);
create index notification_deliveries_waiting_idx on public.notification_deliveries (created_at)
  where status in ('pending', 'sending');
create index notification_deliveries_user_idx on public.notification_deliveries (user_id);
create index notification_deliveries_org_idx on public.notification_deliveries (org_id, created_at desc);

alter table public.notification_deliveries enable row level security;
create policy notification_deliveries_read on public.notification_deliveries for select
  to authenticated
  using (
    user_id = (select auth.uid())
    or org_id = any (array(select public.my_managed_org_ids()))
  );
create policy notification_deliveries_mfa on public.notification_deliveries as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy notification_deliveries_service on public.notification_deliveries for all
  to service_role using (true) with check (true);
grant select on public.notification_deliveries to authenticated;
grant all on public.notification_deliveries to service_role;

-- read_at is the server's time of the first reading, whatever a client sends.
create or replace function private.notifications_read_at() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.read_at := case when new.read_at is null then null else coalesce(old.read_at, now()) end;
  return new;
end
$$;
create trigger notifications_read_at before update of read_at on public.notifications
  for each row execute function private.notifications_read_at();

-- Live in the bell: supabase-js channel() on notifications, filtered by user_id.
create trigger realtime_changes after insert or update or delete on public.notifications
  for each row execute function realtime.notify_change('org_id');

-- Producing ---------------------------------------------------------------------------------------

-- Notifies each of `recipients` (duplicates and nulls ignored) with their chosen channels, and
-- wakes the mailer for those who chose e-mail. Returns how many e-mails wait.
create or replace function private.notify_people(
  recipients uuid[], org uuid, notification_kind text, notification_params jsonb,
  notification_link text, about_table text, about_id uuid
) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  made integer := 0;
  row record;
begin
  for row in
    with chosen as (
      select u.id as user_id,
             coalesce(p.in_app, k.in_app_default) as in_app,
             coalesce(p.email, k.email_default) and u.email is not null as email
        from (select distinct r from unnest(recipients) r where r is not null) r
        join auth.users u on u.id = r.r
        join public.notification_kinds k on k.kind = notification_kind
        left join public.notification_preferences p on p.user_id = u.id and p.kind = k.kind
    ), made_rows as (
      insert into public.notifications (user_id, org_id, kind, params, link, subject_table,
                                        subject_id, in_app)
      select user_id, org, notification_kind, notification_params, notification_link, about_table,
             about_id, in_app
        from chosen where in_app or email
      returning id, user_id
    )
    insert into public.notification_deliveries (notification_id, user_id, org_id, channel)
    select m.id, m.user_id, org, 'email' from made_rows m join chosen c on c.user_id = m.user_id
     where c.email
    returning id
  loop
    made := made + 1;
    perform pg_notify('notification_email', row.id::text);
  end loop;
  return made;
end
$$;
revoke all on function private.notify_people(uuid[], uuid, text, jsonb, text, text, uuid) from public;

-- The people who decide a member's requests (decideRequest): the organisation's owners and the
-- active staff responsible for a group the member is in (or a group above it), or teaching it.
create or replace function private.request_deciders(member uuid) returns setof uuid
language sql stable security definer set search_path = ''
as $$
  with recursive member_groups as (
    select gm.group_id as id from public.group_members gm where gm.member_id = member
  ), above as (
    select g.id, g.parent_id, g.responsible_id from public.groups g
     where g.id in (select id from member_groups)
    union
    select p.id, p.parent_id, p.responsible_id from public.groups p join above a on p.id = a.parent_id
  ), staff as (
    select responsible_id as id from above where responsible_id is not null
    union
    select cs.teacher_id from public.class_sessions cs
     where cs.group_id in (select id from member_groups) and cs.teacher_id is not null
  )
  select o.owner_id from public.memberships m join public.organizations o on o.id = m.org_id
   where m.id = member and o.owner_id is not null
  union
  select owner.user_id from public.memberships m
    join public.memberships owner on owner.org_id = m.org_id
   where m.id = member and owner.status = 'active' and owner.role = 'owner'
  union
  select s.user_id from public.memberships s
   where s.id in (select id from staff) and s.status = 'active'
     and s.org_id = (select org_id from public.memberships where id = member)
$$;
revoke all on function private.request_deciders(uuid) from public;

-- Leave and correction requests: submitted → their deciders; approved or rejected → the person
-- who asked. One place for every way a request is written (API, data API as service role, jobs).
create or replace function private.notify_request_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  requester record;
  request_type text := case tg_table_name when 'leave_requests' then 'leave' else 'correction' end;
  params jsonb;
  recipients uuid[];
  decider_name text;
begin
  select m.user_id, m.full_name, o.name as org_name, p.user_type
    into requester
    from public.memberships m
    join public.organizations o on o.id = m.org_id
    left join public.profiles p on p.id = m.user_id
   where m.id = new.member_id;
  params := jsonb_build_object(
    'request', request_type,
    'person', requester.full_name,
    'org', requester.org_name,
    'from', case when request_type = 'leave' then to_jsonb(new) ->> 'from_date' else to_jsonb(new) ->> 'date' end,
    'to', case when request_type = 'leave' then to_jsonb(new) ->> 'to_date' else to_jsonb(new) ->> 'date' end
  );
  if tg_op = 'INSERT' and new.status = 'pending' then
    select array_agg(d) into recipients
      from private.request_deciders(new.member_id) d where d is distinct from requester.user_id;
    -- Each decider's own requests page (/dashboard/<their type>/requests).
    perform private.notify_people(array[r.id], new.org_id, 'request_submitted', params,
              '/dashboard/' || lower(coalesce(p.user_type, 'institute')) || '/requests',
              tg_table_name, new.id)
       from unnest(coalesce(recipients, '{}')) r(id)
       left join public.profiles p on p.id = r.id;
  elsif tg_op = 'UPDATE' and old.status = 'pending' and new.status in ('approved', 'rejected')
        and requester.user_id is not null then
    select coalesce(nullif(btrim(p.full_name), ''), p.email) into decider_name
      from public.profiles p where p.id = new.decided_by;
    perform private.notify_people(
      array[requester.user_id], new.org_id, 'request_decided',
      params || jsonb_build_object('decision', new.status, 'by', coalesce(decider_name, ''),
                                   'note', coalesce(new.decision_note, '')),
      '/dashboard/' || lower(coalesce(requester.user_type, 'student')) || '/requests',
      tg_table_name, new.id);
  end if;
  return null;
end
$$;
revoke all on function private.notify_request_change() from public;

create trigger notify_people after insert or update of status on public.leave_requests
  for each row execute function private.notify_request_change();
create trigger notify_people after insert or update of status on public.correction_requests
  for each row execute function private.notify_request_change();
