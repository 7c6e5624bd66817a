-- Tasks (/tasks = /kanban, issue 17): boards of columns of cards.
--
-- Boards: a personal board per person (no organisation), a board per group (class, section,
-- course, department, team, site) for its members and its staff, and one organisation board for
-- the owners and the people they add (task_board_members). Editors — the person (personal), the
-- group's staff (group), the owners and added editors (all but personal) — change columns and
-- cards; the people a card is assigned to change its progress (column, position, checklist, their
-- own "finished"). A class task is one card per student (private to that student and the
-- editors) or one shared card with every student assigned; class_task_id ties them together.
--
-- Child tables carry board_id, org_id and card_private copied from their card by triggers, so
-- every policy is an indexed comparison with a set computed once per statement (0017).

create table public.task_boards (
  id uuid primary key default gen_random_uuid(),
  org_id uuid references public.organizations (id) on delete cascade,
  kind text not null check (kind in ('personal', 'group', 'organisation')),
  owner_id uuid references auth.users (id) on delete cascade,
  group_id uuid references public.groups (id) on delete cascade,
  created_at timestamptz not null default now(),
  check ((kind = 'personal') = (owner_id is not null)),
  check ((kind = 'group') = (group_id is not null)),
  check ((kind = 'personal') = (org_id is null))
);
create unique index task_boards_personal_idx on public.task_boards (owner_id) where kind = 'personal';
create unique index task_boards_group_idx on public.task_boards (group_id) where kind = 'group';
create unique index task_boards_org_board_idx on public.task_boards (org_id) where kind = 'organisation';
create index task_boards_org_idx on public.task_boards (org_id);

-- People an owner (or an editor) adds to an organisation or group board.
create table public.task_board_members (
  board_id uuid not null references public.task_boards (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  org_id uuid not null references public.organizations (id) on delete cascade,
  role text not null default 'editor' check (role in ('editor', 'viewer')),
  added_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (board_id, user_id)
);
create index task_board_members_user_idx on public.task_board_members (user_id);

create table public.task_columns (
  id uuid primary key default gen_random_uuid(),
  board_id uuid not null references public.task_boards (id) on delete cascade,
  org_id uuid references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 60),
  position numeric not null,
  wip_limit integer check (wip_limit between 1 and 999),
  is_done boolean not null default false,
  created_at timestamptz not null default now()
);
create index task_columns_board_idx on public.task_columns (board_id, position);

create table public.task_cards (
  id uuid primary key default gen_random_uuid(),
  board_id uuid not null references public.task_boards (id) on delete cascade,
  org_id uuid references public.organizations (id) on delete cascade,
  column_id uuid not null references public.task_columns (id),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  due_on date,
  labels text[] not null default '{}'
    check (cardinality(labels) <= 10 and array_to_string(labels, '') !~ '[,]'),
  priority text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
  position numeric not null,
  is_private boolean not null default false,
  class_task_id uuid,
  completed_at timestamptz,
  closed_at timestamptz,
  version integer not null default 1,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index task_cards_board_idx on public.task_cards (board_id, column_id, position);
create index task_cards_column_idx on public.task_cards (column_id, position);
create index task_cards_class_task_idx on public.task_cards (class_task_id) where class_task_id is not null;

create table public.task_card_assignees (
  id uuid primary key default gen_random_uuid(),
  card_id uuid not null references public.task_cards (id) on delete cascade,
  member_id uuid not null references public.memberships (id) on delete cascade,
  board_id uuid not null references public.task_boards (id) on delete cascade,
  org_id uuid references public.organizations (id) on delete cascade,
  card_private boolean not null default false,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (card_id, member_id)
);
create index task_card_assignees_member_idx on public.task_card_assignees (member_id);
create index task_card_assignees_board_idx on public.task_card_assignees (board_id);

create table public.task_checklist_items (
  id uuid primary key default gen_random_uuid(),
  card_id uuid not null references public.task_cards (id) on delete cascade,
  board_id uuid not null references public.task_boards (id) on delete cascade,
  org_id uuid references public.organizations (id) on delete cascade,
  card_private boolean not null default false,
  body text not null check (char_length(btrim(body)) between 1 and 200),
  is_done boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now()
);
create index task_checklist_items_card_idx on public.task_checklist_items (card_id, position);
create index task_checklist_items_board_idx on public.task_checklist_items (board_id);

create table public.task_comments (
  id uuid primary key default gen_random_uuid(),
  card_id uuid not null references public.task_cards (id) on delete cascade,
  board_id uuid not null references public.task_boards (id) on delete cascade,
  org_id uuid references public.organizations (id) on delete cascade,
  card_private boolean not null default false,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  author_name text not null default '',
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index task_comments_card_idx on public.task_comments (card_id, created_at);
create index task_comments_board_idx on public.task_comments (board_id);
create index task_comments_author_idx on public.task_comments (author_id);

-- Written only by the triggers below: what happened to a card, by whom.
create table public.task_activity (
  id bigserial primary key,
  card_id uuid not null references public.task_cards (id) on delete cascade,
  board_id uuid not null references public.task_boards (id) on delete cascade,
  org_id uuid references public.organizations (id) on delete cascade,
  card_private boolean not null default false,
  actor_id uuid,
  actor_name text not null default '',
  action text not null,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index task_activity_card_idx on public.task_activity (card_id, created_at);
create index task_activity_board_idx on public.task_activity (board_id);

-- Facts about the caller, as sets ------------------------------------------------------------------
-- Inside them, too, a set is compared as `= any (array(select …))`: `in (select f())` leaves the
-- planner guessing 1000 rows and scanning all 200k assignees at 10,000 members (60–80 ms).

-- Boards the caller reads: their personal board, their groups' boards, the boards of the groups
-- they look after, every shared board of an organisation they manage, and boards they were added to.
create or replace function public.my_task_board_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select b.id from public.task_boards b where b.kind = 'personal' and b.owner_id = auth.uid()
  union
  select b.id from public.task_boards b
   where b.kind = 'group'
     and b.group_id = any (array(select public.my_group_ids() union select public.my_responsible_group_ids()))
  union
  select b.id from public.task_boards b
   where b.kind <> 'personal' and b.org_id = any (array(select public.my_managed_org_ids()))
  union
  select bm.board_id from public.task_board_members bm
   where bm.user_id = auth.uid() and bm.org_id = any (array(select public.my_org_ids()))
$$;

-- Boards the caller edits: their personal board, the boards of the groups they look after, the
-- shared boards of organisations they manage, and boards they were added to as an editor.
create or replace function public.my_task_editor_board_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select b.id from public.task_boards b where b.kind = 'personal' and b.owner_id = auth.uid()
  union
  select b.id from public.task_boards b
   where b.kind = 'group' and b.group_id = any (array(select public.my_responsible_group_ids()))
  union
  select b.id from public.task_boards b
   where b.kind <> 'personal' and b.org_id = any (array(select public.my_managed_org_ids()))
  union
  select bm.board_id from public.task_board_members bm
   where bm.user_id = auth.uid() and bm.role = 'editor' and bm.org_id = any (array(select public.my_org_ids()))
$$;

-- Cards assigned to the caller (any of their active memberships).
create or replace function public.my_task_card_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select a.card_id from public.task_card_assignees a
   where a.member_id = any (array(select public.my_member_ids()))
$$;

-- Boards holding a card assigned to the caller: they read its columns to see where it stands.
create or replace function public.my_task_assigned_board_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select distinct a.board_id from public.task_card_assignees a
   where a.member_id = any (array(select public.my_member_ids()))
$$;

grant execute on function public.my_task_board_ids(), public.my_task_editor_board_ids(),
  public.my_task_card_ids(), public.my_task_assigned_board_ids() to authenticated, service_role;

-- Row-level security ---------------------------------------------------------------------------------

alter table public.task_boards enable row level security;
alter table public.task_board_members enable row level security;
alter table public.task_columns enable row level security;
alter table public.task_cards enable row level security;
alter table public.task_card_assignees enable row level security;
alter table public.task_checklist_items enable row level security;
alter table public.task_comments enable row level security;
alter table public.task_activity enable row level security;

-- Boards are made by the server (ensure_my_task_boards); clients only read them.
create policy task_boards_read on public.task_boards for select to authenticated
  using (
    id = any (array(select public.my_task_board_ids()))
    or id = any (array(select public.my_task_assigned_board_ids()))
  );

create policy task_board_members_read on public.task_board_members for select to authenticated
  using (board_id = any (array(select public.my_task_board_ids())));
create policy task_board_members_write on public.task_board_members for all to authenticated
  using (board_id = any (array(select public.my_task_editor_board_ids())))
  with check (board_id = any (array(select public.my_task_editor_board_ids())));

create policy task_columns_read on public.task_columns for select to authenticated
  using (
    board_id = any (array(select public.my_task_board_ids()))
    or board_id = any (array(select public.my_task_assigned_board_ids()))
  );
create policy task_columns_write on public.task_columns for all to authenticated
  using (board_id = any (array(select public.my_task_editor_board_ids())))
  with check (board_id = any (array(select public.my_task_editor_board_ids())));

-- A card is seen by the board's editors, its assignees, and — unless it is private (one
-- student's copy of a class task) — everyone who reads the board.
create policy task_cards_read on public.task_cards for select to authenticated
  using (
    board_id = any (array(select public.my_task_editor_board_ids()))
    or id = any (array(select public.my_task_card_ids()))
    or (not is_private and board_id = any (array(select public.my_task_board_ids())))
  );
create policy task_cards_insert on public.task_cards for insert to authenticated
  with check (board_id = any (array(select public.my_task_editor_board_ids())));
create policy task_cards_update on public.task_cards for update to authenticated
  using (
    board_id = any (array(select public.my_task_editor_board_ids()))
    or id = any (array(select public.my_task_card_ids()))
  )
  with check (
    board_id = any (array(select public.my_task_editor_board_ids()))
    or id = any (array(select public.my_task_card_ids()))
  );
create policy task_cards_delete on public.task_cards for delete to authenticated
  using (board_id = any (array(select public.my_task_editor_board_ids())));

create policy task_card_assignees_read on public.task_card_assignees for select to authenticated
  using (
    board_id = any (array(select public.my_task_editor_board_ids()))
    or card_id = any (array(select public.my_task_card_ids()))
    or (not card_private and board_id = any (array(select public.my_task_board_ids())))
  );
create policy task_card_assignees_insert on public.task_card_assignees for insert to authenticated
  with check (board_id = any (array(select public.my_task_editor_board_ids())));
create policy task_card_assignees_delete on public.task_card_assignees for delete to authenticated
  using (board_id = any (array(select public.my_task_editor_board_ids())));
-- Only completed_at is granted for update: an assignee says they have finished.
create policy task_card_assignees_update on public.task_card_assignees for update to authenticated
  using (
    board_id = any (array(select public.my_task_editor_board_ids()))
    or member_id = any (array(select public.my_member_ids()))
  )
  with check (
    board_id = any (array(select public.my_task_editor_board_ids()))
    or member_id = any (array(select public.my_member_ids()))
  );

create policy task_checklist_items_read on public.task_checklist_items for select to authenticated
  using (
    board_id = any (array(select public.my_task_editor_board_ids()))
    or card_id = any (array(select public.my_task_card_ids()))
    or (not card_private and board_id = any (array(select public.my_task_board_ids())))
  );
create policy task_checklist_items_write on public.task_checklist_items for all to authenticated
  using (
    board_id = any (array(select public.my_task_editor_board_ids()))
    or card_id = any (array(select public.my_task_card_ids()))
  )
  with check (
    board_id = any (array(select public.my_task_editor_board_ids()))
    or card_id = any (array(select public.my_task_card_ids()))
  );

create policy task_comments_read on public.task_comments for select to authenticated
  using (
    board_id = any (array(select public.my_task_editor_board_ids()))
    or card_id = any (array(select public.my_task_card_ids()))
    or (not card_private and board_id = any (array(select public.my_task_board_ids())))
  );
create policy task_comments_insert on public.task_comments for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and (
      board_id = any (array(select public.my_task_editor_board_ids()))
      or card_id = any (array(select public.my_task_card_ids()))
      or (not card_private and board_id = any (array(select public.my_task_board_ids())))
    )
  );
create policy task_comments_delete on public.task_comments for delete to authenticated
  using (
    author_id = (select auth.uid())
    or board_id = any (array(select public.my_task_editor_board_ids()))
  );

create policy task_activity_read on public.task_activity for select to authenticated
  using (
    board_id = any (array(select public.my_task_editor_board_ids()))
    or card_id = any (array(select public.my_task_card_ids()))
    or (not card_private and board_id = any (array(select public.my_task_board_ids())))
  );

do $$
declare
  t text;
begin
  foreach t in array array['task_boards', 'task_board_members', 'task_columns', 'task_cards',
                           'task_card_assignees', 'task_checklist_items', 'task_comments',
                           'task_activity'] loop
    execute format('create policy %I on public.%I as restrictive for all to authenticated using ((select auth.mfa_satisfied())) with check ((select auth.mfa_satisfied()))', t || '_mfa', t);
    execute format('create policy %I on public.%I for all to service_role using (true) with check (true)', t || '_service', t);
  end loop;
end
$$;

grant select on public.task_boards, public.task_activity to authenticated;
grant select, insert, delete on public.task_board_members, public.task_comments to authenticated;
grant update (role) on public.task_board_members to authenticated;
grant select, insert, update, delete on public.task_columns, public.task_cards,
  public.task_checklist_items to authenticated;
grant select, insert, delete on public.task_card_assignees to authenticated;
grant update (completed_at) on public.task_card_assignees to authenticated;
grant all on public.task_boards, public.task_board_members, public.task_columns, public.task_cards,
  public.task_card_assignees, public.task_checklist_items, public.task_comments,
  public.task_activity to service_role;
grant usage on sequence public.task_activity_id_seq to service_role;
