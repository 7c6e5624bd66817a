-- Direct messages reach the bell (issue 15): a message in a direct conversation tells the other
-- person, in the app and by Web Push by default (never by e-mail unless they choose it). One
-- unread notification per conversation: while it is unread, later messages update it (the count
-- and the latest words) instead of adding rows, and reading the conversation marks it read.
insert into public.notification_kinds (kind, in_app_default, email_default, push_default)
values ('direct_message', true, false, true);

create or replace function private.notify_direct_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  conv record;
  author record;
  excerpt text := left(regexp_replace(new.body, '\s+', ' ', 'g'), 160);
  recipient uuid;
  fresh uuid[] := '{}';
begin
  select c.kind, o.name as org_name into conv
    from public.conversations c
    join public.organizations o on o.id = c.org_id
   where c.id = new.conversation_id;
  if conv.kind is distinct from 'direct' or new.deleted_at is not null then
    return null;
  end if;
  select m.full_name, m.user_id into author from public.memberships m where m.id = new.author_id;
  for recipient in
    select m.user_id
      from public.conversation_members cm
      join public.memberships m on m.id = cm.member_id
     where cm.conversation_id = new.conversation_id and not cm.muted
       and m.status = 'active' and m.user_id is not null
       and m.user_id is distinct from author.user_id
  loop
    update public.notifications n
       set params = n.params || jsonb_build_object(
             'excerpt', excerpt,
             'count', coalesce((n.params ->> 'count')::integer, 1) + 1),
           created_at = now()
     where n.user_id = recipient and n.kind = 'direct_message' and n.read_at is null
       and n.subject_table = 'conversations' and n.subject_id = new.conversation_id;
    if not found then
      fresh := fresh || recipient;
    end if;
  end loop;
  if cardinality(fresh) > 0 then
    perform private.notify_people(
      fresh, new.org_id, 'direct_message',
      jsonb_build_object(
        'person', coalesce(author.full_name, ''),
        'org', conv.org_name,
        'excerpt', excerpt,
        'count', 1
      ),
      '/messages?c=' || new.conversation_id, 'conversations', new.conversation_id);
  end if;
  return null;
end
$$;
revoke all on function private.notify_direct_message() from public;

create trigger notify_direct_message after insert on public.messages
  for each row execute function private.notify_direct_message();

-- Reading the conversation (its read mark moves) reads its notification too.
create or replace function private.read_direct_message_notifications() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.notifications n set read_at = now()
   where n.user_id = (select m.user_id from public.memberships m where m.id = new.member_id)
     and n.kind = 'direct_message' and n.read_at is null
     and n.subject_table = 'conversations' and n.subject_id = new.conversation_id
     and n.created_at <= new.last_read_at;
  return null;
end
$$;
revoke all on function private.read_direct_message_notifications() from public;

create trigger read_direct_message_notifications after update of last_read_at
  on public.conversation_members
  for each row when (new.last_read_at > old.last_read_at)
  execute function private.read_direct_message_notifications();
