-- Tasks, part two: the rules the triggers keep (0029 made the tables and their policies), the
-- boards each person is owed, card positions, the activity history and live updates.

-- Who is acting, for the history: the caller's profile name (or the part of the e-mail before @).
create or replace function private.task_actor_name() returns text
language sql stable security definer set search_path = ''
as $$
  select coalesce(nullif(btrim(p.full_name), ''), split_part(p.email, '@', 1), '')
    from public.profiles p where p.id = auth.uid()
$$;

create or replace function private.task_log(card public.task_cards, action text, details jsonb)
returns void
language sql security definer set search_path = ''
as $$
  insert into public.task_activity (card_id, board_id, org_id, card_private, actor_id, actor_name, action, details)
  values (card.id, card.board_id, card.org_id, card.is_private, auth.uid(),
          coalesce(private.task_actor_name(), ''), action, details)
$$;

-- Boards ---------------------------------------------------------------------------------------------

-- Makes the boards the caller is owed and has not got yet — their personal board, and for each
-- organisation they belong to its board and one per group — each with the default columns (names
-- in the caller's language, given by the server). Idempotent; run before listing boards.
create or replace function public.ensure_my_task_boards(todo text, doing text, done text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    return;
  end if;
  with made as (
    insert into public.task_boards (kind, owner_id) values ('personal', me)
    on conflict (owner_id) where kind = 'personal' do nothing
    returning id, org_id
  ), made_org as (
    insert into public.task_boards (kind, org_id)
    select 'organisation', o from public.my_org_ids() o
    on conflict (org_id) where kind = 'organisation' do nothing
    returning id, org_id
  ), made_groups as (
    insert into public.task_boards (kind, org_id, group_id)
    select 'group', g.org_id, g.id from public.groups g where g.org_id in (select public.my_org_ids())
    on conflict (group_id) where kind = 'group' do nothing
    returning id, org_id
  ), boards as (
    select * from made union all select * from made_org union all select * from made_groups
  )
  insert into public.task_columns (board_id, org_id, name, position, is_done)
  select b.id, b.org_id, c.name, c.position, c.is_done
    from boards b
   cross join (values (todo, 1, false), (doing, 2, false), (done, 3, true)) as c (name, position, is_done);
end
$$;
grant execute on function public.ensure_my_task_boards(text, text, text) to authenticated, service_role;

-- Where a card goes: just before `before_card` in `to_column`, or at its end. Positions are
-- numbers with room between them (halving), computed over every card of the column — including
-- those the caller cannot see — under the column's lock taken by the mover. The caller must be
-- able to read the column.
create or replace function public.task_card_position(to_column uuid, before_card uuid, moving uuid)
returns numeric
language plpgsql stable security definer set search_path = ''
as $$
declare
  next_position numeric;
  previous_position numeric;
begin
  if not exists (
    select 1 from public.task_columns c where c.id = to_column
       and (c.board_id in (select public.my_task_board_ids())
            or c.board_id in (select public.my_task_assigned_board_ids()))
  ) then
    raise exception 'Column not found.' using errcode = '42501', hint = 'task_columns';
  end if;
  if before_card is null then
    select max(position) into previous_position from public.task_cards
     where column_id = to_column and id is distinct from moving;
    return coalesce(previous_position, 0) + 1;
  end if;
  select position into next_position from public.task_cards
   where id = before_card and column_id = to_column;
  if next_position is null then
    raise exception 'The card to place it before is not in that column.'
      using errcode = '22023', hint = 'before_id';
  end if;
  select max(position) into previous_position from public.task_cards
   where column_id = to_column and id is distinct from moving and id <> before_card
     and position < next_position;
  return case when previous_position is null then next_position - 1
              else (previous_position + next_position) / 2 end;
end
$$;
grant execute on function public.task_card_position(uuid, uuid, uuid) to authenticated, service_role;

create or replace function private.task_board_member_before() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  board public.task_boards;
begin
  select * into board from public.task_boards where id = new.board_id;
  if board.kind = 'personal' then
    raise exception 'A personal board is yours alone.' using errcode = '42501', hint = 'task_board_members';
  end if;
  new.org_id := board.org_id;
  if not exists (select 1 from public.memberships m where m.org_id = board.org_id
                    and m.user_id = new.user_id and m.status = 'active') then
    raise exception 'Only active members of the organisation can be added to its boards.'
      using errcode = '23514', hint = 'task_board_members';
  end if;
  return new;
end
$$;
create trigger task_board_members_before before insert on public.task_board_members
  for each row execute function private.task_board_member_before();

-- Columns --------------------------------------------------------------------------------------------

create or replace function private.task_column_guard() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.org_id := (select org_id from public.task_boards where id = new.board_id);
    if new.position is null then
      new.position := coalesce((select max(position) from public.task_columns where board_id = new.board_id), 0) + 1;
    end if;
    return new;
  elsif tg_op = 'UPDATE' then
    if new.board_id is distinct from old.board_id or new.org_id is distinct from old.org_id then
      raise exception 'A column stays on its board.' using errcode = '42501', hint = 'task_columns';
    end if;
    return new;
  end if;
  -- DELETE: a column with cards, or a board's last column, stays (a board deleted as a whole goes).
  if exists (select 1 from public.task_boards where id = old.board_id) then
    if exists (select 1 from public.task_cards where column_id = old.id) then
      raise exception 'Move the cards of this column to another column first.'
        using errcode = '23503', hint = 'task_columns';
    end if;
    if not exists (select 1 from public.task_columns where board_id = old.board_id and id <> old.id) then
      raise exception 'A board keeps at least one column.' using errcode = '23514', hint = 'task_columns';
    end if;
  end if;
  return old;
end
$$;
create trigger task_columns_guard before insert or update or delete on public.task_columns
  for each row execute function private.task_column_guard();

-- Cards ----------------------------------------------------------------------------------------------

-- The board, organisation, privacy and class task of a card never change; the column must be one
-- of its board's; a card is completed while it stands in a "done" column. Assignees who are not
-- editors of the board change only where the card stands.
create or replace function private.task_card_before() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  target public.task_columns;
begin
  if tg_op = 'INSERT' then
    new.org_id := (select org_id from public.task_boards where id = new.board_id);
    new.version := 1;
    new.created_at := now();
    new.updated_at := now();
    if private.is_client_request() then
      new.created_by := auth.uid();
    end if;
  else
    if new.board_id is distinct from old.board_id or new.org_id is distinct from old.org_id
       or new.is_private is distinct from old.is_private or new.class_task_id is distinct from old.class_task_id
       or new.created_by is distinct from old.created_by or new.created_at is distinct from old.created_at then
      raise exception 'A card stays on its board, with its class task and privacy.'
        using errcode = '42501', hint = 'task_cards';
    end if;
    if private.is_client_request()
       and not (new.board_id in (select public.my_task_editor_board_ids()))
       and (new.title is distinct from old.title or new.description is distinct from old.description
            or new.due_on is distinct from old.due_on or new.labels is distinct from old.labels
            or new.priority is distinct from old.priority or new.closed_at is distinct from old.closed_at) then
      raise exception 'Only the board''s editors change a card''s details; its assignees move it.'
        using errcode = '42501', hint = 'task_cards';
    end if;
    new.version := old.version + 1;
    new.updated_at := now();
  end if;
  select * into target from public.task_columns where id = new.column_id;
  if target.board_id is distinct from new.board_id then
    raise exception 'The column belongs to another board.' using errcode = '23514', hint = 'column_id';
  end if;
  if new.position is null then
    new.position := coalesce((select max(position) from public.task_cards where column_id = new.column_id), 0) + 1;
  end if;
  if tg_op = 'INSERT' or new.column_id is distinct from old.column_id then
    new.completed_at := case when target.is_done then now() end;
  end if;
  return new;
end
$$;
create trigger task_cards_before before insert or update on public.task_cards
  for each row execute function private.task_card_before();

create or replace function private.task_card_after() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.task_log(new, 'created', jsonb_build_object('title', new.title));
    return null;
  end if;
  if new.column_id is distinct from old.column_id then
    perform private.task_log(new, 'moved', jsonb_build_object(
      'from', (select name from public.task_columns where id = old.column_id),
      'to', (select name from public.task_columns where id = new.column_id)));
  end if;
  if new.title is distinct from old.title then
    perform private.task_log(new, 'renamed', jsonb_build_object('from', old.title, 'to', new.title));
  end if;
  if new.description is distinct from old.description then
    perform private.task_log(new, 'described', '{}');
  end if;
  if new.due_on is distinct from old.due_on then
    perform private.task_log(new, 'due', jsonb_build_object('to', new.due_on));
  end if;
  if new.priority is distinct from old.priority then
    perform private.task_log(new, 'priority', jsonb_build_object('to', new.priority));
  end if;
  if new.labels is distinct from old.labels then
    perform private.task_log(new, 'labels', jsonb_build_object('to', new.labels));
  end if;
  if new.closed_at is distinct from old.closed_at then
    perform private.task_log(new, case when new.closed_at is null then 'reopened' else 'closed' end, '{}');
  end if;
  -- A completed card is finished for everyone assigned; reopened, for nobody.
  if new.completed_at is distinct from old.completed_at then
    update public.task_card_assignees
       set completed_at = case when new.completed_at is null then null else coalesce(completed_at, new.completed_at) end
     where card_id = new.id;
  end if;
  return null;
end
$$;
create trigger task_cards_after after insert or update on public.task_cards
  for each row execute function private.task_card_after();

-- Children of a card ---------------------------------------------------------------------------------

-- Assignees, checklist items and comments take board, organisation and privacy from their card.
create or replace function private.task_child_before() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  card public.task_cards;
begin
  if tg_op = 'UPDATE' then
    if new.card_id is distinct from old.card_id or new.board_id is distinct from old.board_id then
      raise exception 'This belongs to its card.' using errcode = '42501', hint = tg_table_name;
    end if;
    return new;
  end if;
  select * into card from public.task_cards where id = new.card_id;
  if card.id is null then
    raise exception 'Card not found.' using errcode = '23503', hint = 'card_id';
  end if;
  new.board_id := card.board_id;
  new.org_id := card.org_id;
  new.card_private := card.is_private;
  if tg_table_name = 'task_card_assignees' then
    if card.org_id is null then
      raise exception 'Cards on a personal board have no assignees.' using errcode = '23514', hint = 'member_id';
    end if;
    if not exists (select 1 from public.memberships m where m.id = new.member_id
                      and m.org_id = card.org_id and m.status = 'active') then
      raise exception 'Assign the card to an active member of this organisation.'
        using errcode = '23514', hint = 'member_id';
    end if;
    new.completed_at := card.completed_at;
  elsif tg_table_name = 'task_checklist_items' then
    if new.position = 0 then
      new.position := coalesce((select max(position) from public.task_checklist_items where card_id = new.card_id), 0) + 1;
    end if;
  elsif tg_table_name = 'task_comments' then
    if private.is_client_request() then
      new.author_id := auth.uid();
    end if;
    new.author_name := coalesce(private.task_actor_name(), '');
  end if;
  return new;
end
$$;
create trigger task_card_assignees_before before insert or update on public.task_card_assignees
  for each row execute function private.task_child_before();
create trigger task_checklist_items_before before insert or update on public.task_checklist_items
  for each row execute function private.task_child_before();
create trigger task_comments_before before insert on public.task_comments
  for each row execute function private.task_child_before();

create or replace function private.task_child_after() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  r record := case when tg_op = 'DELETE' then old else new end;
  card public.task_cards;
  person text;
begin
  select * into card from public.task_cards where id = r.card_id;
  -- A card being deleted takes its children with it: nothing to record.
  if card.id is null then
    return null;
  end if;
  if tg_table_name = 'task_card_assignees' then
    person := (select full_name from public.memberships where id = r.member_id);
    if tg_op = 'INSERT' then
      perform private.task_log(card, 'assigned', jsonb_build_object('person', person));
    elsif tg_op = 'DELETE' then
      perform private.task_log(card, 'unassigned', jsonb_build_object('person', person));
    elsif pg_trigger_depth() = 1 and new.completed_at is distinct from old.completed_at then
      perform private.task_log(card, case when new.completed_at is null then 'unfinished' else 'finished' end,
        jsonb_build_object('person', person));
    end if;
  elsif tg_table_name = 'task_checklist_items' then
    if tg_op = 'INSERT' then
      perform private.task_log(card, 'checklist_added', jsonb_build_object('item', r.body));
    elsif tg_op = 'UPDATE' and new.is_done is distinct from old.is_done then
      perform private.task_log(card, case when new.is_done then 'checked' else 'unchecked' end,
        jsonb_build_object('item', new.body));
    end if;
  elsif tg_table_name = 'task_comments' then
    perform private.task_log(card, 'commented', '{}');
  end if;
  return null;
end
$$;
create trigger task_card_assignees_after after insert or update or delete on public.task_card_assignees
  for each row execute function private.task_child_after();
create trigger task_checklist_items_after after insert or update on public.task_checklist_items
  for each row execute function private.task_child_after();
create trigger task_comments_after after insert on public.task_comments
  for each row execute function private.task_child_after();

-- Live updates (supabase-js channel(), as 0020): deletes on a personal board (no organisation)
-- reach nobody live; its owner sees them on the next read.
create trigger realtime_changes after insert or update or delete on public.task_columns
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.task_cards
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.task_card_assignees
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.task_checklist_items
  for each row execute function realtime.notify_change('org_id');
create trigger realtime_changes after insert or update or delete on public.task_comments
  for each row execute function realtime.notify_change('org_id');
