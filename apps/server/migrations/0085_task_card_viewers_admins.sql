-- A platform Admin who is also a member of an organisation reads its shared boards' cards,
-- private ones included (my_managed_org_ids() holds every organisation for an Admin), but
-- private.task_card_viewer_ids (0070) — the card's read policy worked out for one card, used for
-- @mentions — left them out: they could read a card yet not be offered or told of a mention on
-- it. The function again, with Admin members of the card's organisation for boards that are not
-- personal (an Admin reads no one's personal board).

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
  select m.user_id from card
    join public.memberships m on m.org_id = card.org_id and m.status = 'active'
    join public.profiles p on p.id = m.user_id and p.user_type = 'Admin'
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
