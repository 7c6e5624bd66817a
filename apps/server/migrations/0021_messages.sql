-- Messages (issue 15): conversations inside an organisation.
--
--   direct        two members of one organisation (started by start_direct_conversation)
--   channel       one per group (class, section, department, site …), made with the group; its
--                 members and its staff (the person responsible, the timetable's teachers, the
--                 organisation's owners) belong, kept in step by triggers
--   announcement  to the whole organisation (group_id null) or to one group; everyone concerned
--                 reads and may react, only staff post (conversation_members.can_post)
--
-- Who belongs is one table, conversation_members, so every policy is the same plannable test:
-- conversation_id = any (array(select public.my_conversation_ids())).

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  kind text not null check (kind in ('direct', 'channel', 'announcement')),
  group_id uuid references public.groups (id) on delete cascade,
  -- Direct conversations: the two member ids in order, so a pair has one conversation.
  direct_key text,
  created_by uuid references public.memberships (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((kind = 'channel') <= (group_id is not null)),
  check ((kind = 'direct') = (direct_key is not null) and (kind <> 'direct' or group_id is null))
);
create index conversations_org_idx on public.conversations (org_id);
create index conversations_group_idx on public.conversations (group_id) where group_id is not null;
create unique index conversations_direct_idx on public.conversations (org_id, direct_key)
  where kind = 'direct';
create unique index conversations_group_kind_idx on public.conversations (group_id, kind)
  where group_id is not null;
create unique index conversations_org_announcement_idx on public.conversations (org_id)
  where kind = 'announcement' and group_id is null;

create table public.conversation_members (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  org_id uuid not null references public.organizations (id) on delete cascade,
  can_post boolean not null default true,
  -- Messages after this instant are unread; a new member starts with nothing unread.
  last_read_at timestamptz not null default now(),
  muted boolean not null default false,
  joined_at timestamptz not null default now(),
  unique (conversation_id, member_id)
);
create index conversation_members_member_idx on public.conversation_members (member_id);
create index conversation_members_org_idx on public.conversation_members (org_id);

create table public.messages (
  -- The client may choose the id (optimistic sending): a retried send is the same message.
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  author_id uuid references public.memberships (id) on delete set null,
  body text not null,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  -- A deleted message keeps its place but not its words (the audit log keeps them).
  check ((deleted_at is null and char_length(btrim(body)) between 1 and 4000)
      or (deleted_at is not null and body = ''))
);
create index messages_conversation_idx on public.messages (conversation_id, created_at desc);
create index messages_org_idx on public.messages (org_id);
create index messages_author_idx on public.messages (author_id);

create table public.message_reactions (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.organizations (id) on delete cascade,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  message_id uuid not null references public.messages (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  emoji text not null check (emoji in ('👍', '❤️', '😂', '😮', '🙏', '✅')),
  created_at timestamptz not null default now(),
  unique (message_id, member_id, emoji)
);
create index message_reactions_conversation_idx on public.message_reactions (conversation_id);
create index message_reactions_member_idx on public.message_reactions (member_id);

-- Facts about the caller, as sets (plannable policies, ARCHITECTURE.md "Authorization") ----------

create or replace function public.my_conversation_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select cm.conversation_id from public.conversation_members cm
   where cm.member_id in (select public.my_member_ids())
$$;

create or replace function public.my_postable_conversation_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select cm.conversation_id from public.conversation_members cm
   where cm.member_id in (select public.my_member_ids()) and cm.can_post
$$;

grant execute on function public.my_conversation_ids(), public.my_postable_conversation_ids()
  to authenticated, service_role;

-- Who belongs where -----------------------------------------------------------------------------

-- The people a non-direct conversation should have (only `only_member`, when given): everyone
-- active in the group, or in the organisation for its announcements, and whether they may post.
create or replace function private.desired_conversation_members(conv uuid, only_member uuid)
returns table (member_id uuid, can_post boolean)
language sql stable security definer set search_path = ''
as $$
  with c as (select * from public.conversations where id = conv and kind <> 'direct'),
  people as (
    -- Everyone of the organisation, for its own announcements.
    select m.id, m.role in ('owner', 'teacher', 'incharge') as is_staff
      from c join public.memberships m on m.org_id = c.org_id
     where c.group_id is null and m.status = 'active' and m.user_id is not null
       and (only_member is null or m.id = only_member)
    union all
    select gm.member_id, false from c join public.group_members gm on gm.group_id = c.group_id
     where only_member is null or gm.member_id = only_member
    union all
    select g.responsible_id, true from c join public.groups g on g.id = c.group_id
     where g.responsible_id is not null and (only_member is null or g.responsible_id = only_member)
    union all
    select cs.teacher_id, true from c join public.class_sessions cs on cs.group_id = c.group_id
     where cs.teacher_id is not null and (only_member is null or cs.teacher_id = only_member)
    union all
    select m.id, true from c join public.memberships m on m.org_id = c.org_id
     where c.group_id is not null and m.role = 'owner'
       and (only_member is null or m.id = only_member)
  )
  select p.id, (select kind from c) <> 'announcement' or bool_or(p.is_staff)
    from people p join public.memberships m on m.id = p.id
   where m.status = 'active' and m.user_id is not null
   group by p.id
$$;

-- Brings a non-direct conversation's members (or one member's row) in step with the rule above,
-- keeping each remaining member's read state.
create or replace function private.sync_conversation(conv uuid, only_member uuid default null)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  org uuid;
begin
  select org_id into org from public.conversations where id = conv and kind <> 'direct';
  if org is null then return; end if;
  delete from public.conversation_members cm
   where cm.conversation_id = conv and (only_member is null or cm.member_id = only_member)
     and not exists (select 1 from private.desired_conversation_members(conv, only_member) d
                      where d.member_id = cm.member_id);
  insert into public.conversation_members (conversation_id, member_id, org_id, can_post)
  select conv, d.member_id, org, d.can_post
    from private.desired_conversation_members(conv, only_member) d
  on conflict (conversation_id, member_id) do update set can_post = excluded.can_post
   where public.conversation_members.can_post is distinct from excluded.can_post;
end
$$;

-- One member's rows in every non-direct conversation of their organisation that may concern them.
create or replace function private.sync_member_conversations(member uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  m public.memberships;
  conv uuid;
begin
  select * into m from public.memberships where id = member;
  if not found then return; end if;
  for conv in
    select c.id from public.conversations c
     where c.org_id = m.org_id and c.kind <> 'direct'
       and (c.group_id is null
            or m.role = 'owner'
            or c.group_id in (select group_id from public.group_members where member_id = member)
            or c.group_id in (select id from public.groups where responsible_id = member)
            or c.group_id in (select group_id from public.class_sessions where teacher_id = member)
            or c.id in (select conversation_id from public.conversation_members where member_id = member))
  loop
    perform private.sync_conversation(conv, member);
  end loop;
end
$$;

create or replace function private.sync_group_conversations(grp uuid, only_member uuid default null)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  conv uuid;
begin
  for conv in select id from public.conversations where group_id = grp loop
    perform private.sync_conversation(conv, only_member);
  end loop;
end
$$;

-- Triggers that keep conversations in step with the organisation's structure.
create or replace function private.messages_follow_structure() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_table_name = 'groups' then
    if tg_op = 'INSERT' then
      insert into public.conversations (org_id, kind, group_id) values (new.org_id, 'channel', new.id);
      perform private.sync_group_conversations(new.id);
    elsif new.responsible_id is distinct from old.responsible_id then
      perform private.sync_group_conversations(new.id);
    end if;
  elsif tg_table_name = 'group_members' then
    if tg_op in ('INSERT', 'UPDATE') then
      perform private.sync_group_conversations(new.group_id, new.member_id);
    end if;
    if tg_op in ('DELETE', 'UPDATE') then
      perform private.sync_group_conversations(old.group_id, old.member_id);
    end if;
  elsif tg_table_name = 'class_sessions' then
    if tg_op in ('INSERT', 'UPDATE') and new.teacher_id is not null then
      perform private.sync_group_conversations(new.group_id, new.teacher_id);
    end if;
    if tg_op in ('DELETE', 'UPDATE') and old.teacher_id is not null then
      perform private.sync_group_conversations(old.group_id, old.teacher_id);
    end if;
  elsif tg_table_name = 'memberships' then
    if tg_op = 'INSERT' or new.status is distinct from old.status or new.role is distinct from old.role
       or new.user_id is distinct from old.user_id then
      perform private.sync_member_conversations(new.id);
    end if;
  end if;
  return null;
end
$$;

create trigger groups_conversations after insert or update of responsible_id on public.groups
  for each row execute function private.messages_follow_structure();
create trigger group_members_conversations after insert or update or delete on public.group_members
  for each row execute function private.messages_follow_structure();
create trigger class_sessions_conversations after insert or update of teacher_id, group_id or delete
  on public.class_sessions for each row execute function private.messages_follow_structure();
create trigger memberships_conversations after insert or update of status, role, user_id
  on public.memberships for each row execute function private.messages_follow_structure();

-- Every group that exists already gets its channel.
insert into public.conversations (org_id, kind, group_id)
select g.org_id, 'channel', g.id from public.groups g;
select private.sync_conversation(c.id) from public.conversations c where c.kind = 'channel';

-- Writing: the row names its conversation; the database fills in the rest -------------------------

create or replace function private.prepare_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  conv public.conversations;
begin
  if tg_op = 'INSERT' then
    select * into conv from public.conversations where id = new.conversation_id;
    if not found then
      raise exception 'This conversation does not exist.' using errcode = '42501', hint = 'messages.not_member';
    end if;
    new.org_id := conv.org_id;
    if new.author_id is null then
      select cm.member_id into new.author_id
        from public.conversation_members cm join public.memberships m on m.id = cm.member_id
       where cm.conversation_id = new.conversation_id and m.user_id = auth.uid() and m.status = 'active'
       limit 1;
    end if;
    if not exists (select 1 from public.conversation_members cm
                    where cm.conversation_id = new.conversation_id and cm.member_id = new.author_id
                      and cm.can_post) then
      raise exception 'You cannot post in this conversation.' using errcode = '42501', hint = 'messages.cannot_post';
    end if;
    if private.is_client_request() then
      new.created_at := now();
      new.edited_at := null;
      new.deleted_at := null;
    end if;
    return new;
  end if;
  -- UPDATE: a message is edited (its body) or deleted (deleted_at), never moved or re-dated.
  if old.deleted_at is not null then
    raise exception 'A deleted message cannot be changed.' using errcode = '42501', hint = 'messages.deleted';
  end if;
  new.id := old.id; new.org_id := old.org_id; new.conversation_id := old.conversation_id;
  new.author_id := old.author_id; new.created_at := old.created_at;
  if new.deleted_at is not null then
    new.deleted_at := now();
    new.body := '';
    new.edited_at := old.edited_at;
  elsif new.body is distinct from old.body then
    new.edited_at := now();
  end if;
  return new;
end
$$;
create trigger messages_prepare before insert or update on public.messages
  for each row execute function private.prepare_message();

-- Edits and deletions are kept in the audit log (the words before and after).
create trigger messages_audit after update of body, deleted_at or delete on public.messages
  for each row execute function private.audit_row();

create or replace function private.prepare_reaction() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  msg public.messages;
begin
  select * into msg from public.messages where id = new.message_id;
  if not found or msg.deleted_at is not null then
    raise exception 'This message cannot be reacted to.' using errcode = '42501', hint = 'messages.deleted';
  end if;
  new.org_id := msg.org_id;
  new.conversation_id := msg.conversation_id;
  if new.member_id is null then
    select cm.member_id into new.member_id
      from public.conversation_members cm join public.memberships m on m.id = cm.member_id
     where cm.conversation_id = msg.conversation_id and m.user_id = auth.uid() and m.status = 'active'
     limit 1;
  end if;
  if not exists (select 1 from public.conversation_members cm
                  where cm.conversation_id = msg.conversation_id and cm.member_id = new.member_id) then
    raise exception 'You are not in this conversation.' using errcode = '42501', hint = 'messages.not_member';
  end if;
  return new;
end
$$;
create trigger message_reactions_prepare before insert on public.message_reactions
  for each row execute function private.prepare_reaction();

-- Reading moves forward only, and never past the present.
create or replace function private.guard_read_state() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if private.is_client_request() then
    new.id := old.id; new.conversation_id := old.conversation_id; new.member_id := old.member_id;
    new.org_id := old.org_id; new.can_post := old.can_post; new.joined_at := old.joined_at;
    new.last_read_at := least(greatest(old.last_read_at, new.last_read_at), now());
  end if;
  return new;
end
$$;
create trigger conversation_members_guard before update on public.conversation_members
  for each row execute function private.guard_read_state();

-- Policies ----------------------------------------------------------------------------------------

alter table public.conversations enable row level security;
alter table public.conversation_members enable row level security;
alter table public.messages enable row level security;
alter table public.message_reactions enable row level security;

create policy conversations_read on public.conversations for select to authenticated
  using (id = any (array(select public.my_conversation_ids())));

create policy conversation_members_read on public.conversation_members for select to authenticated
  using (conversation_id = any (array(select public.my_conversation_ids())));
create policy conversation_members_own on public.conversation_members for update to authenticated
  using (member_id = any (array(select public.my_member_ids())))
  with check (member_id = any (array(select public.my_member_ids())));

create policy messages_read on public.messages for select to authenticated
  using (conversation_id = any (array(select public.my_conversation_ids())));
create policy messages_post on public.messages for insert to authenticated
  with check (
    conversation_id = any (array(select public.my_postable_conversation_ids()))
    and author_id = any (array(select public.my_member_ids()))
  );
create policy messages_own on public.messages for update to authenticated
  using (author_id = any (array(select public.my_member_ids())))
  with check (author_id = any (array(select public.my_member_ids())));

create policy message_reactions_read on public.message_reactions for select to authenticated
  using (conversation_id = any (array(select public.my_conversation_ids())));
create policy message_reactions_add on public.message_reactions for insert to authenticated
  with check (
    conversation_id = any (array(select public.my_conversation_ids()))
    and member_id = any (array(select public.my_member_ids()))
  );
create policy message_reactions_remove on public.message_reactions for delete to authenticated
  using (member_id = any (array(select public.my_member_ids())));

do $$
declare
  t text;
begin
  foreach t in array array['conversations', 'conversation_members', 'messages', 'message_reactions'] loop
    execute format('create policy %I on public.%I as restrictive for all to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()))', t || '_mfa', t);
    execute format('create policy %I on public.%I for all to service_role using (true) with check (true)', t || '_service', t);
  end loop;
end
$$;

grant select on public.conversations, public.conversation_members, public.messages,
  public.message_reactions to authenticated;
grant update (last_read_at, muted) on public.conversation_members to authenticated;
grant insert (id, conversation_id, body) on public.messages to authenticated;
grant update (body, deleted_at) on public.messages to authenticated;
grant insert (id, message_id, emoji) on public.message_reactions to authenticated;
grant delete on public.message_reactions to authenticated;
grant all on public.conversations, public.conversation_members, public.messages,
  public.message_reactions to service_role;

-- Live (supabase-js channel()), as migration 0020 publishes tables.
create trigger realtime_changes after insert or update or delete on public.conversations
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.conversation_members
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.messages
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.message_reactions
  for each row execute function realtime.notify_change('org_id');

-- What clients call (/rest/v1/rpc/…) -------------------------------------------------------------

-- Opens (or makes) the direct conversation with `member`: someone active in an organisation where
-- the caller is active, whom the caller may see (the memberships_read rule), who has an account.
-- A student cannot reach another organisation's people; someone in no organisation, nobody.
create or replace function public.start_direct_conversation(member uuid) returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  target public.memberships;
  me uuid;
  key text;
  conv uuid;
begin
  select * into target from public.memberships where id = member;
  if found then
    select m.id into me from public.memberships m
     where m.org_id = target.org_id and m.user_id = auth.uid() and m.status = 'active';
  end if;
  if me is null or target.status <> 'active' or not (
       target.org_id in (select public.my_managed_org_ids())
       or target.role in ('owner', 'teacher', 'incharge')
       or target.org_id in (select public.my_colleague_org_ids())
       or target.id in (select public.my_supervised_member_ids())
       or target.id in (select public.my_classmate_member_ids())) then
    raise exception 'You can message only people of your own organisation.'
      using errcode = '42501', hint = 'messages.outsider';
  end if;
  if target.id = me then
    raise exception 'Choose someone other than yourself.' using errcode = '22023', hint = 'messages.self';
  end if;
  if target.user_id is null then
    raise exception 'This person has no account yet.' using errcode = '22023', hint = 'messages.no_account';
  end if;
  key := least(me::text, target.id::text) || ':' || greatest(me::text, target.id::text);
  insert into public.conversations (org_id, kind, direct_key, created_by)
  values (target.org_id, 'direct', key, me)
  on conflict (org_id, direct_key) where kind = 'direct' do nothing
  returning id into conv;
  if conv is null then
    select c.id into conv from public.conversations c
     where c.org_id = target.org_id and c.kind = 'direct' and c.direct_key = key;
  end if;
  insert into public.conversation_members (conversation_id, member_id, org_id)
  values (conv, me, target.org_id), (conv, target.id, target.org_id)
  on conflict (conversation_id, member_id) do nothing;
  return conv;
end
$$;

-- Opens (or makes) the announcements of an organisation (grp null) or of one of its groups. The
-- owner announces anywhere; teachers and in-charges to the whole organisation and to the groups
-- they lead or teach.
create or replace function public.open_announcements(org uuid, grp uuid default null) returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  me public.memberships;
  conv uuid;
begin
  select * into me from public.memberships m
   where m.org_id = org and m.user_id = auth.uid() and m.status = 'active'
     and m.role in ('owner', 'teacher', 'incharge');
  if not found or (grp is not null and not (
       me.role = 'owner' and exists (select 1 from public.groups g where g.id = grp and g.org_id = org)
       or grp in (select public.my_responsible_group_ids()))) then
    raise exception 'Only the owner, teachers and in-charges make announcements, to their own groups.'
      using errcode = '42501', hint = 'messages.cannot_announce';
  end if;
  insert into public.conversations (org_id, kind, group_id, created_by)
  values (org, 'announcement', grp, me.id)
  on conflict do nothing
  returning id into conv;
  if conv is not null then
    perform private.sync_conversation(conv);
  else
    select c.id into conv from public.conversations c
     where c.org_id = org and c.kind = 'announcement' and c.group_id is not distinct from grp;
  end if;
  return conv;
end
$$;

-- The caller's conversation list: title, last message, unread count (capped at 100: "99+"), and
-- in direct conversations the other person and how far they have read.
create or replace function public.my_conversations()
returns table (
  id uuid, org_id uuid, kind text, group_id uuid, title text, my_member_id uuid, can_post boolean,
  muted boolean, last_read_at timestamptz, other_member_id uuid, other_photo_url text,
  other_last_read_at timestamptz, last_message_id uuid, last_body text, last_author_id uuid,
  last_author_name text, last_at timestamptz, last_deleted boolean, unread integer,
  created_at timestamptz
)
language sql stable security definer set search_path = ''
as $$
  -- The caller's rows first (an index scan by member), then per conversation its last message
  -- and unread count, each an index scan of messages by (conversation_id, created_at).
  with mine as materialized (
    select cm.* from public.conversation_members cm
     where cm.member_id = any (array(select public.my_member_ids()))
  )
  select c.id, c.org_id, c.kind, c.group_id,
         case when c.kind = 'direct' then om.full_name when c.group_id is not null then g.name
              else o.name end,
         cm.member_id, cm.can_post, cm.muted, cm.last_read_at,
         other.member_id, om.photo_url, other.last_read_at,
         lm.id, lm.body, lm.author_id, am.full_name, lm.created_at, lm.deleted_at is not null,
         (select count(*)::int from (
            select 1 from public.messages x
             where x.conversation_id = c.id and x.created_at > cm.last_read_at
               and x.author_id is distinct from cm.member_id and x.deleted_at is null
             limit 100) u),
         c.created_at
    from mine cm
    join public.conversations c on c.id = cm.conversation_id
    join public.organizations o on o.id = c.org_id
    left join public.groups g on g.id = c.group_id
    left join public.conversation_members other
      on c.kind = 'direct' and other.conversation_id = c.id and other.member_id <> cm.member_id
    left join public.memberships om on om.id = other.member_id
    left join lateral (
      select x.id, x.body, x.author_id, x.created_at, x.deleted_at from public.messages x
       where x.conversation_id = c.id order by x.created_at desc limit 1) lm on true
    left join public.memberships am on am.id = lm.author_id
   where c.kind <> 'direct' or lm.id is not null or c.created_by = cm.member_id
   order by coalesce(lm.created_at, c.created_at) desc
$$;

-- The people of one of the caller's conversations (names for its messages, read state).
create or replace function public.conversation_people(conversation uuid)
returns table (member_id uuid, full_name text, photo_url text, role text, can_post boolean,
               last_read_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select m.id, m.full_name, m.photo_url, m.role, cm.can_post, cm.last_read_at
    from public.conversation_members cm join public.memberships m on m.id = cm.member_id
   where cm.conversation_id = conversation
     and conversation in (select public.my_conversation_ids())
   order by m.full_name
$$;

create or replace function public.mark_conversation_read(conversation uuid) returns void
language sql volatile security invoker set search_path = ''
as $$
  update public.conversation_members set last_read_at = now()
   where conversation_id = conversation and member_id = any (array(select public.my_member_ids()))
$$;

revoke all on function public.start_direct_conversation(uuid), public.open_announcements(uuid, uuid),
  public.my_conversations(), public.conversation_people(uuid), public.mark_conversation_read(uuid)
  from public;
grant execute on function public.start_direct_conversation(uuid), public.open_announcements(uuid, uuid),
  public.my_conversations(), public.conversation_people(uuid), public.mark_conversation_read(uuid)
  to authenticated, service_role;
