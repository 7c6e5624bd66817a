import { sql, type Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';

type Trx = Transaction<DB>;

export type BoardRow = {
  id: string;
  kind: 'personal' | 'group' | 'organisation';
  org_id: string | null;
  group_id: string | null;
  org_name: string | null;
  group_name: string | null;
  group_kind: string | null;
  can_edit: boolean;
};

export type CardRow = {
  id: string;
  column_id: string;
  position: string;
  version: number;
  completed_at: Date | null;
  closed_at: Date | null;
};

export type AssignmentRow = {
  class_task_id: string;
  card_id: string;
  title: string;
  due_on: string | null;
  is_private: boolean;
  created_at: Date;
  member_id: string;
  full_name: string | null;
  completed_at: Date | null;
};

/** The caller's boards (row-level security decides), personal first, then organisation, groups. */
export async function listBoards(trx: Trx): Promise<BoardRow[]> {
  const { rows } = await sql<BoardRow>`
    select b.id, b.kind, b.org_id, b.group_id, o.name as org_name, g.name as group_name,
           g.kind as group_kind,
           b.id in (select public.my_task_editor_board_ids()) as can_edit
      from public.task_boards b
      left join public.organizations o on o.id = b.org_id
      left join public.groups g on g.id = b.group_id
     order by case b.kind when 'personal' then 0 when 'organisation' then 1 else 2 end,
              o.name, g.name`.execute(trx);
  return rows;
}

export async function ensureBoards(trx: Trx, names: readonly [string, string, string]) {
  await sql`select public.ensure_my_task_boards(${names[0]}, ${names[1]}, ${names[2]})`.execute(
    trx,
  );
}

/** Serialises everyone placing cards in one column until the transaction ends. */
export async function lockColumn(trx: Trx, columnId: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`task_column:${columnId}`}, 0))`.execute(
    trx,
  );
}

export async function positionFor(
  trx: Trx,
  columnId: string,
  beforeId: string | null,
  cardId: string,
): Promise<string> {
  const { rows } = await sql<{ position: string }>`
    select public.task_card_position(${columnId}::uuid, ${beforeId}::uuid, ${cardId}::uuid)::text as position`.execute(
    trx,
  );
  return rows[0]!.position;
}

const CARD_COLUMNS = sql`id, column_id, position::text as position, version, completed_at, closed_at`;

/** Places the card if it is still at `version`; undefined when someone changed it meanwhile. */
export async function placeCard(
  trx: Trx,
  cardId: string,
  columnId: string,
  position: string,
  version: number | null,
): Promise<CardRow | undefined> {
  const { rows } = await sql<CardRow>`
    update public.task_cards set column_id = ${columnId}::uuid, position = ${position}::numeric
     where id = ${cardId}::uuid and (${version}::int is null or version = ${version}::int)
     returning ${CARD_COLUMNS}`.execute(trx);
  return rows[0];
}

export async function findCard(trx: Trx, cardId: string): Promise<CardRow | undefined> {
  const { rows } = await sql<CardRow>`
    select ${CARD_COLUMNS} from public.task_cards where id = ${cardId}::uuid`.execute(trx);
  return rows[0];
}

export async function setClosed(trx: Trx, ids: string[], isClosed: boolean): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    update public.task_cards
       set closed_at = case when ${isClosed}::boolean then coalesce(closed_at, now()) end
     where id = any(${ids}::uuid[])
     returning id`.execute(trx);
  return rows.length;
}

/** A group board the caller edits, with its first column; undefined otherwise. */
export async function findEditableGroupBoard(trx: Trx, boardId: string) {
  const { rows } = await sql<{ id: string; group_id: string; column_id: string | null }>`
    select b.id, b.group_id,
           (select c.id from public.task_columns c where c.board_id = b.id
             order by c.position, c.id limit 1) as column_id
      from public.task_boards b
     where b.id = ${boardId}::uuid and b.kind = 'group'
       and b.id in (select public.my_task_editor_board_ids())`.execute(trx);
  return rows[0];
}

/** The active students (or employees) of a group, as the caller sees them. */
export async function groupLearners(trx: Trx, groupId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select m.id from public.group_members gm
      join public.memberships m on m.id = gm.member_id
     where gm.group_id = ${groupId}::uuid and m.status = 'active' and m.role in ('student', 'employee')
     order by m.full_name, m.id`.execute(trx);
  return rows.map((row) => row.id);
}

export type NewCards = {
  ids: string[];
  boardId: string;
  columnId: string;
  title: string;
  description: string;
  dueOn: string | null;
  priority: string;
  labels: string[];
  isPrivate: boolean;
  classTaskId: string;
};

export async function insertCards(trx: Trx, cards: NewCards) {
  await sql`
    insert into public.task_cards
      (id, board_id, column_id, title, description, due_on, priority, labels, is_private, class_task_id)
    select card, ${cards.boardId}::uuid, ${cards.columnId}::uuid, ${cards.title}, ${cards.description},
           ${cards.dueOn}::date, ${cards.priority}, ${cards.labels}::text[], ${cards.isPrivate},
           ${cards.classTaskId}::uuid
      from unnest(${cards.ids}::uuid[]) with ordinality as t (card, n)
     order by n`.execute(trx);
}

export async function insertAssignees(trx: Trx, cardIds: string[], memberIds: string[]) {
  await sql`
    insert into public.task_card_assignees (card_id, member_id)
    select * from unnest(${cardIds}::uuid[], ${memberIds}::uuid[])`.execute(trx);
}

/** Every class task of a board with who it is for and who has finished, as the caller sees it. */
export async function listAssignments(trx: Trx, boardId: string): Promise<AssignmentRow[]> {
  const { rows } = await sql<AssignmentRow>`
    select c.class_task_id, c.id as card_id, c.title, c.due_on::text as due_on, c.is_private,
           c.created_at, a.member_id, m.full_name, a.completed_at
      from public.task_cards c
      join public.task_card_assignees a on a.card_id = c.id
      left join public.memberships m on m.id = a.member_id
     where c.board_id = ${boardId}::uuid and c.class_task_id is not null
     order by c.created_at desc, c.class_task_id, m.full_name, a.member_id`.execute(trx);
  return rows;
}
