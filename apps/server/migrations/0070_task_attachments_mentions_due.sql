-- Tasks, the rest of cards (issue 17 item 2): attachments, @mentions in comments, due-date
-- reminders.
--
-- Attachments live in the private bucket 'task-files' under
-- '<board id>/<shared|private>/<card id>/<file>' and are fetched through signed links. A card's
-- privacy never changes (private.task_card_before), so the folder says who reads its files, as
-- the card's own policy does: the board's editors read everything on their boards, the people
-- who read a board read its shared cards' files, and assignees read their cards' files. The
-- board's editors and the card's assignees (the people who change a card) upload and remove.
--
-- A comment names the people it mentions (`mentions`, account ids); each of them who can see the
-- card (private.task_card_viewer_ids, the card's read policy worked out for a given card) and is
-- not the author gets a 'task_mention' notification. Nobody else is told, whatever the client
-- sends. 'task_due' is sent by the server's job queue (modules/tasks/due-reminders.ts) to each
-- assignee not finished yet, the morning a card is due in their organisation's time zone.

insert into public.notification_kinds (kind, in_app_default, email_default, push_default) values
  ('task_mention', true, false, false),
  ('task_due', true, false, true);

-- Attachments ----------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('task-files', 'task-files', false, 10 * 1024 * 1024,
  array[
    'application/pdf', 'text/plain', 'text/csv',
    'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/heic', 'image/heif',
    'application/zip',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  ])
on conflict (id) do nothing;

-- The folders whose files the caller reads, as LIKE patterns (plannable: computed once per
-- statement, each object's name compared with the set).
create or replace function public.my_task_file_patterns() returns setof text
language sql stable security definer set search_path = ''
as $$
  select b::text || '/%' from public.my_task_editor_board_ids() b
  union
  select b::text || '/shared/%' from public.my_task_board_ids() b
  union
  select a.board_id::text || '/' || case when a.card_private then 'private' else 'shared' end
         || '/' || a.card_id::text || '/%'
    from public.task_card_assignees a
   where a.member_id = any (array(select public.my_member_ids()))
$$;

-- The folders the caller uploads into and removes from: their editor boards', their cards'.
create or replace function public.my_task_file_edit_patterns() returns setof text
language sql stable security definer set search_path = ''
as $$
  select b::text || '/%' from public.my_task_editor_board_ids() b
  union
  select a.board_id::text || '/' || case when a.card_private then 'private' else 'shared' end
         || '/' || a.card_id::text || '/%'
    from public.task_card_assignees a
   where a.member_id = any (array(select public.my_member_ids()))
$$;

grant execute on function public.my_task_file_patterns(), public.my_task_file_edit_patterns()
  to authenticated, service_role;

create policy task_files_read on storage.objects for select to authenticated
  using (bucket_id = 'task-files'
         and name like any (array(select public.my_task_file_patterns())));
create policy task_files_upload on storage.objects for insert to authenticated
  with check (bucket_id = 'task-files'
              and name like any (array(select public.my_task_file_edit_patterns())));
create policy task_files_remove on storage.objects for delete to authenticated
  using (bucket_id = 'task-files'
         and name like any (array(select public.my_task_file_edit_patterns())));

-- Who sees a card ------------------------------------------------------------------------------

-- The accounts that can see one card: the task_cards_read policy (0029) worked out for the card
-- rather than for the caller. Its editors (the personal board's owner; the people responsible for
-- the board's group or a group above it and the teachers of its lessons; the organisation's
-- owners; editors added to the board), its assignees, and, unless the card is private, the
-- board's readers (the group's members, people added to the board).
create or replace function private.task_card_viewer_ids(target uuid) returns setof uuid
language sql stable security definer set search_path = ''
as $$
  with recursive card as (
    select c.id, c.board_id, c.is_private, b.kind, b.owner_id, b.group_id, b.org_id
      from public.task_cards c join public.task_boards b on b.id = c.board_id
     where c.id = target
  ), up as (
    select g.id, g.parent_id, g.responsible_id from public.groups g join card on g.id = card.group_id
    union
    select p.id, p.parent_id, p.responsible_id from public.groups p join up on p.id = up.parent_id
  ), added as (
    select bm.user_id, bm.role from card
      join public.task_board_members bm on bm.board_id = card.board_id
     where exists (select 1 from public.memberships m
                    where m.user_id = bm.user_id and m.org_id = bm.org_id and m.status = 'active')
        or exists (select 1 from public.organizations o
                    where o.id = bm.org_id and o.owner_id = bm.user_id)
  )
  select card.owner_id from card where card.kind = 'personal'
  union
  select m.user_id from up join public.memberships m on m.id = up.responsible_id
   where m.status = 'active'
  union
  select m.user_id from card
    join public.class_sessions cs on cs.group_id = card.group_id
    join public.memberships m on m.id = cs.teacher_id
   where m.status = 'active'
  union
  select o.owner_id from card join public.organizations o on o.id = card.org_id
   where card.kind <> 'personal'
  union
  select m.user_id from card
    join public.memberships m on m.org_id = card.org_id and m.role = 'owner' and m.status = 'active'
   where card.kind <> 'personal'
  union
  select added.user_id from added where added.role = 'editor'
  union
  select m.user_id from card
    join public.task_card_assignees a on a.card_id = card.id
    join public.memberships m on m.id = a.member_id
   where m.status = 'active'
  union
  select added.user_id from added, card where not card.is_private
  union
  select m.user_id from card
    join public.group_members gm on gm.group_id = card.group_id
    join public.memberships m on m.id = gm.member_id
   where not card.is_private and m.status = 'active'
$$;
revoke all on function private.task_card_viewer_ids(uuid) from public;

-- People to mention in a comment on a card the caller sees: those who see it too, by name.
create or replace function public.task_card_people(card uuid, search text default '')
returns table (user_id uuid, full_name text)
language sql stable security definer set search_path = ''
as $$
  select distinct on (m.user_id) m.user_id, m.full_name
    from public.task_cards c
    join public.memberships m on m.org_id = c.org_id and m.status = 'active'
   where c.id = card
     and (c.board_id = any (array(select public.my_task_editor_board_ids()))
          or c.id = any (array(select public.my_task_card_ids()))
          or (not c.is_private and c.board_id = any (array(select public.my_task_board_ids()))))
     and m.user_id = any (array(select private.task_card_viewer_ids(card)))
     and m.user_id is distinct from auth.uid()
     and position(lower(btrim(coalesce(search, ''))) in lower(m.full_name)) > 0
   order by m.user_id, m.full_name
   limit 200
$$;
revoke all on function public.task_card_people(uuid, text) from public;
grant execute on function public.task_card_people(uuid, text) to authenticated, service_role;

-- Mentions -------------------------------------------------------------------------------------

alter table public.task_comments
  add column mentions uuid[] not null default '{}' check (cardinality(mentions) <= 20);

create or replace function private.notify_task_mention() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  card record;
  recipients uuid[];
begin
  select c.id, c.title, c.board_id, c.org_id, o.name as org_name into card
    from public.task_cards c join public.organizations o on o.id = c.org_id
   where c.id = new.card_id;
  if card.id is null then
    return null;  -- a personal board: nobody else to tell
  end if;
  recipients := array(
    select distinct r from unnest(new.mentions) r
     where r is distinct from new.author_id
       and r = any (array(select private.task_card_viewer_ids(new.card_id))));
  if cardinality(recipients) > 0 then
    perform private.notify_people(
      recipients, card.org_id, 'task_mention',
      jsonb_build_object(
        'person', new.author_name,
        'org', card.org_name,
        'task', card.title,
        'excerpt', left(regexp_replace(new.body, '\s+', ' ', 'g'), 160)),
      '/tasks?board=' || card.board_id || '&card=' || card.id, 'task_cards', card.id);
  end if;
  return null;
end
$$;
revoke all on function private.notify_task_mention() from public;

create trigger task_comments_mentions after insert on public.task_comments
  for each row when (cardinality(new.mentions) > 0)
  execute function private.notify_task_mention();

-- Due reminders: the job queue's tick finds the open cards due around today.
create index task_cards_due_idx on public.task_cards (due_on)
  where due_on is not null and completed_at is null and closed_at is null;
