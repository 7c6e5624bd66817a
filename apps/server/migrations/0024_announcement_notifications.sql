-- Announcements reach the bell (issue 15): a message posted in an announcement conversation
-- (migration 0021) notifies everyone in it who has not muted it, except its author. In the app by
-- default; by e-mail only for those who choose it (a school-wide notice must not flood inboxes).
insert into public.notification_kinds (kind, in_app_default, email_default)
values ('announcement', true, false);

create or replace function private.notify_announcement() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  conv record;
  author record;
  recipients uuid[];
begin
  select c.kind, g.name as group_name, o.name as org_name into conv
    from public.conversations c
    join public.organizations o on o.id = c.org_id
    left join public.groups g on g.id = c.group_id
   where c.id = new.conversation_id;
  if conv.kind is distinct from 'announcement' or new.deleted_at is not null then
    return null;
  end if;
  select m.full_name, m.user_id into author from public.memberships m where m.id = new.author_id;
  select array_agg(m.user_id) into recipients
    from public.conversation_members cm
    join public.memberships m on m.id = cm.member_id
   where cm.conversation_id = new.conversation_id and not cm.muted
     and m.status = 'active' and m.user_id is not null
     and m.user_id is distinct from author.user_id;
  perform private.notify_people(
    recipients, new.org_id, 'announcement',
    jsonb_build_object(
      'person', coalesce(author.full_name, ''),
      'org', conv.org_name,
      'group', coalesce(conv.group_name, ''),
      'excerpt', left(regexp_replace(new.body, '\s+', ' ', 'g'), 160)
    ),
    '/messages?c=' || new.conversation_id, 'messages', new.id);
  return null;
end
$$;
revoke all on function private.notify_announcement() from public;

create trigger notify_people after insert on public.messages
  for each row execute function private.notify_announcement();

-- An announcement deleted by its author takes its words out of the notifications too.
create or replace function private.forget_deleted_announcement() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.notifications set params = params || '{"excerpt": ""}'::jsonb
   where subject_id = new.id and subject_table = 'messages' and kind = 'announcement';
  return null;
end
$$;
revoke all on function private.forget_deleted_announcement() from public;

create trigger forget_deleted_announcement after update of deleted_at on public.messages
  for each row when (old.deleted_at is null and new.deleted_at is not null)
  execute function private.forget_deleted_announcement();

-- Web Push ----------------------------------------------------------------------------------------

-- A browser's push subscription (PushSubscription.toJSON()): where to send and the keys to
-- encrypt for it. A person sees and removes only their own; the server drops one the push
-- service says is gone (404/410).
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null unique check (endpoint ~ '^https?://' and char_length(endpoint) <= 1000),
  p256dh text not null check (char_length(p256dh) between 20 and 200),
  auth text not null check (char_length(auth) between 8 and 100),
  user_agent text check (char_length(user_agent) <= 300),
  created_at timestamptz not null default now(),
  last_sent_at timestamptz
);
create index push_subscriptions_user_idx on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;
create policy push_subscriptions_own on public.push_subscriptions for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy push_subscriptions_mfa on public.push_subscriptions as restrictive for all
  to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()));
create policy push_subscriptions_service on public.push_subscriptions for all to service_role
  using (true) with check (true);
grant select, insert, update, delete on public.push_subscriptions to authenticated;
grant all on public.push_subscriptions to service_role;

-- notify_people again, now with push: a person who chose push for the kind and has a browser
-- subscribed gets a 'push' delivery, announced on NOTIFY 'notification_push'. The demo
-- organisations (/demo, addresses @demo.invalid) notify in the app only: no e-mail, no push.
create or replace function private.notify_people(
  recipients uuid[], org uuid, notification_kind text, notification_params jsonb,
  notification_link text, about_table text, about_id uuid
) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  made integer := 0;
  row record;
  is_demo boolean := coalesce((select o.is_demo from public.organizations o where o.id = org), false);
begin
  for row in
    with chosen as (
      select u.id as user_id,
             coalesce(p.in_app, k.in_app_default) as in_app,
             coalesce(p.email, k.email_default) and u.email is not null and not is_demo as email,
             coalesce(p.push, k.push_default) and not is_demo
               and exists (select 1 from public.push_subscriptions s where s.user_id = u.id) as push
        from (select distinct r from unnest(recipients) r where r is not null) r
        join auth.users u on u.id = r.r
        join public.notification_kinds k on k.kind = notification_kind
        left join public.notification_preferences p on p.user_id = u.id and p.kind = k.kind
    ), made_rows as (
      insert into public.notifications (user_id, org_id, kind, params, link, subject_table,
                                        subject_id, in_app)
      select user_id, org, notification_kind, notification_params, notification_link, about_table,
             about_id, in_app
        from chosen where in_app or email or push
      returning id, user_id
    )
    insert into public.notification_deliveries (notification_id, user_id, org_id, channel)
    select m.id, m.user_id, org, channel
      from made_rows m join chosen c on c.user_id = m.user_id
      cross join lateral (values ('email', c.email), ('push', c.push)) ch(channel, wanted)
     where ch.wanted
    returning id, channel
  loop
    made := made + 1;
    perform pg_notify('notification_' || row.channel, row.id::text);
  end loop;
  return made;
end
$$;
revoke all on function private.notify_people(uuid[], uuid, text, jsonb, text, text, uuid) from public;
