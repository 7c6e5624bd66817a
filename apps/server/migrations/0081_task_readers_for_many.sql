-- Who reads a task row, for many people at once (issue 15's realtime goal): the caller's task
-- helpers of 0029 (my_task_board_ids(), my_task_editor_board_ids(), my_task_card_ids(),
-- my_task_assigned_board_ids()) worked out from the board or card side, for a list of users,
-- so that realtime decides a change for all its subscribers in one statement
-- (modules/realtime/readers.ts) instead of running the helpers once per subscriber.
--
-- Each answers, for the given boards (or cards) and users, exactly what the helper answers for
-- each of those users signed in without an API key (realtime never decides API-key callers this
-- way): the realtime tests compare both for every task table. The policies keep their helpers —
-- the data API asks for one caller's boards, which those answer from the caller's side.
--
-- Called by the server as service_role only: they tell who may read what.

-- The people among `users` who read each board of `board_ids` (my_task_board_ids()), and whether
-- they also edit it (my_task_editor_board_ids(), always a part of the former):
--   * a personal board: its owner (edits);
--   * a group board: those responsible for its group or a group above it, and the teachers of
--     its lessons (my_responsible_group_ids(); edit); the group's members (read);
--   * a group or organisation board: the organisation's managers — Admins, its owner, its active
--     owner members (my_managed_org_ids(); edit);
--   * people added to the board who belong to the board's organisation (my_org_ids(): an active
--     membership or its ownership); editors edit, viewers read.
create or replace function public.task_board_readers(board_ids uuid[], users uuid[])
returns table (board_id uuid, user_id uuid, editor boolean)
language sql stable security definer set search_path = ''
as $$
  with recursive boards as (
    select b.id, b.kind, b.owner_id, b.group_id, b.org_id
      from public.task_boards b where b.id = any (board_ids)
  ), people as materialized (
    select distinct u.id from unnest(users) u (id) where u.id is not null
  ), up as (
    -- The board's group and the groups above it: responsible for any, one looks after it.
    select b.id as board_id, g.id, g.parent_id, g.responsible_id
      from boards b join public.groups g on g.id = b.group_id
     where b.kind = 'group'
    union
    select up.board_id, p.id, p.parent_id, p.responsible_id
      from up join public.groups p on p.id = up.parent_id
  ), access (board_id, user_id, editor) as (
    select b.id, b.owner_id, true
      from boards b join people u on u.id = b.owner_id
     where b.kind = 'personal'
    union all
    select up.board_id, m.user_id, true
      from up
      join public.memberships m on m.id = up.responsible_id and m.status = 'active'
      join people u on u.id = m.user_id
    union all
    select b.id, m.user_id, true
      from boards b
      join public.class_sessions cs on cs.group_id = b.group_id
      join public.memberships m on m.id = cs.teacher_id and m.status = 'active'
      join people u on u.id = m.user_id
     where b.kind = 'group'
    union all
    select b.id, u.id, true
      from boards b
      cross join (select u.id from people u
                    join public.profiles p on p.id = u.id and p.user_type = 'Admin') u
     where b.kind <> 'personal'
    union all
    select b.id, o.owner_id, true
      from boards b
      join public.organizations o on o.id = b.org_id
      join people u on u.id = o.owner_id
     where b.kind <> 'personal'
    union all
    select b.id, m.user_id, true
      from boards b
      join public.memberships m on m.org_id = b.org_id and m.role = 'owner' and m.status = 'active'
      join people u on u.id = m.user_id
     where b.kind <> 'personal'
    union all
    select b.id, m.user_id, false
      from boards b
      join public.group_members gm on gm.group_id = b.group_id
      join public.memberships m on m.id = gm.member_id and m.status = 'active'
      join people u on u.id = m.user_id
     where b.kind = 'group'
    union all
    select bm.board_id, bm.user_id, bm.role = 'editor'
      from boards b
      join public.task_board_members bm on bm.board_id = b.id
      join people u on u.id = bm.user_id
     where exists (select 1 from public.memberships m
                    where m.user_id = bm.user_id and m.org_id = bm.org_id and m.status = 'active')
        or exists (select 1 from public.organizations o
                    where o.id = bm.org_id and o.owner_id = bm.user_id)
  )
  select a.board_id, a.user_id, bool_or(a.editor) from access a group by a.board_id, a.user_id
$$;

-- The people among `users` a card of `card_ids` is assigned to, through one of their active
-- memberships (my_task_card_ids()).
create or replace function public.task_card_assignee_users(card_ids uuid[], users uuid[])
returns table (card_id uuid, user_id uuid)
language sql stable security definer set search_path = ''
as $$
  select distinct a.card_id, m.user_id
    from public.task_card_assignees a
    join public.memberships m on m.id = a.member_id and m.status = 'active'
    join (select distinct u.id from unnest(users) u (id)) u on u.id = m.user_id
   where a.card_id = any (card_ids)
$$;

-- The people among `users` who have a card assigned on a board of `board_ids`
-- (my_task_assigned_board_ids(): they read its columns to see where their card stands).
create or replace function public.task_assigned_board_users(board_ids uuid[], users uuid[])
returns table (board_id uuid, user_id uuid)
language sql stable security definer set search_path = ''
as $$
  select distinct a.board_id, m.user_id
    from public.task_card_assignees a
    join public.memberships m on m.id = a.member_id and m.status = 'active'
    join (select distinct u.id from unnest(users) u (id)) u on u.id = m.user_id
   where a.board_id = any (board_ids)
$$;

revoke all on function public.task_board_readers(uuid[], uuid[]),
  public.task_card_assignee_users(uuid[], uuid[]),
  public.task_assigned_board_users(uuid[], uuid[]) from public, anon, authenticated;
grant execute on function public.task_board_readers(uuid[], uuid[]),
  public.task_card_assignee_users(uuid[], uuid[]),
  public.task_assigned_board_users(uuid[], uuid[]) to service_role;
