-- New messages in a group's channel reach the bell (issue 15): a message in a 'channel'
-- conversation tells its members who have not muted it, but its author, with the kind
-- 'message_new' (in the app by default; e-mail and push only for those who choose them). As for
-- direct messages (migration 0044), one unread notification per conversation and person: while
-- it is unread, later messages update it (the count, the latest author and words) instead of
-- adding rows, and reading the conversation marks it read.
--
-- Direct and channel messages now share one trigger, set-based (one UPDATE for the grouped
-- notifications, one notify_people call for the rest), and both remember their latest message
-- (`params.message`), so editing or deleting that message updates or blanks the excerpt.
insert into public.notification_kinds (kind, in_app_default, email_default, push_default)
values ('message_new', true, false, false);

drop trigger notify_direct_message on public.messages;
drop function private.notify_direct_message();

create or replace function private.notify_conversation_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  conv record;
  author record;
  notice_kind text;
  excerpt text := left(regexp_replace(new.body, '\s+', ' ', 'g'), 160);
  recipients uuid[];
  grouped uuid[];
begin
  if new.deleted_at is not null then
    return null;
  end if;
  select c.kind, g.name as group_name, o.name as org_name into conv
    from public.conversations c
    join public.organizations o on o.id = c.org_id
    left join public.groups g on g.id = c.group_id
   where c.id = new.conversation_id;
  notice_kind := case conv.kind when 'direct' then 'direct_message'
                                when 'channel' then 'message_new' end;
  if notice_kind is null then
    return null;  -- announcements notify through private.notify_announcement (migration 0024)
  end if;
  select m.full_name, m.user_id into author from public.memberships m where m.id = new.author_id;
  select coalesce(array_agg(distinct m.user_id), '{}') into recipients
    from public.conversation_members cm
    join public.memberships m on m.id = cm.member_id
   where cm.conversation_id = new.conversation_id and not cm.muted
     and m.status = 'active' and m.user_id is not null
     and m.user_id is distinct from author.user_id;
  if cardinality(recipients) = 0 then
    return null;
  end if;
  with updated as (
    update public.notifications n
       set params = n.params || jsonb_build_object(
             'person', coalesce(author.full_name, ''),
             'excerpt', excerpt,
             'message', new.id,
             'count', coalesce((n.params ->> 'count')::integer, 1) + 1),
           created_at = now()
     where n.user_id = any (recipients) and n.kind = notice_kind and n.read_at is null
       and n.subject_table = 'conversations' and n.subject_id = new.conversation_id
    returning n.user_id
  )
  select coalesce(array_agg(user_id), '{}') into grouped from updated;
  recipients := array(select r from unnest(recipients) r where r <> all (grouped));
  if cardinality(recipients) > 0 then
    perform private.notify_people(
      recipients, new.org_id, notice_kind,
      jsonb_build_object(
        'person', coalesce(author.full_name, ''),
        'org', conv.org_name,
        'group', coalesce(conv.group_name, ''),
        'excerpt', excerpt,
        'message', new.id,
        'count', 1
      ),
      '/messages?c=' || new.conversation_id, 'conversations', new.conversation_id);
  end if;
  return null;
end
$$;
revoke all on function private.notify_conversation_message() from public;

create trigger notify_conversation_message after insert on public.messages
  for each row execute function private.notify_conversation_message();

-- Reading the conversation (its read mark moves) reads its notification, of either kind.
create or replace function private.read_direct_message_notifications() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.notifications n set read_at = now()
   where n.user_id = (select m.user_id from public.memberships m where m.id = new.member_id)
     and n.kind in ('direct_message', 'message_new') and n.read_at is null
     and n.subject_table = 'conversations' and n.subject_id = new.conversation_id
     and n.created_at <= new.last_read_at;
  return null;
end
$$;

-- The latest message edited or deleted: its notification shows the new words, or none.
create or replace function private.follow_conversation_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.notifications n
     set params = n.params || jsonb_build_object(
           'excerpt',
           case when new.deleted_at is null
                then left(regexp_replace(new.body, '\s+', ' ', 'g'), 160) else '' end)
   where n.subject_table = 'conversations' and n.subject_id = new.conversation_id
     and n.kind in ('direct_message', 'message_new')
     and n.params ->> 'message' = new.id::text;
  return null;
end
$$;
revoke all on function private.follow_conversation_message() from public;

create trigger follow_conversation_message after update of body, deleted_at on public.messages
  for each row when (old.body is distinct from new.body or old.deleted_at is distinct from new.deleted_at)
  execute function private.follow_conversation_message();

-- The members' delivery log (Settings → Notifications): each delivery keeps its kind and, for
-- e-mail, the address it went to, so the owner reads the log without reading anyone's
-- notifications or accounts. Filled from the notification and the account when the row is made.
alter table public.notification_deliveries
  add column kind text references public.notification_kinds (kind),
  add column address text check (char_length(address) <= 320);

update public.notification_deliveries d
   set kind = n.kind,
       address = case when d.channel = 'email' then u.email end
  from public.notifications n, auth.users u
 where n.id = d.notification_id and u.id = d.user_id;

create or replace function private.notification_delivery_defaults() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.kind := (select n.kind from public.notifications n where n.id = new.notification_id);
  if new.channel = 'email' then
    new.address := (select u.email from auth.users u where u.id = new.user_id);
  else
    new.address := null;
  end if;
  return new;
end
$$;
revoke all on function private.notification_delivery_defaults() from public;

create trigger notification_delivery_defaults before insert on public.notification_deliveries
  for each row execute function private.notification_delivery_defaults();
