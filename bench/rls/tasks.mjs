// Tasks (issue 17): a board per class (100), the organisation's board and the signed-in people's
// personal boards, three columns each. Every class board holds 20 class tasks given one card per
// student (private to that student) and 10 shared cards; ~200k cards and as many assignees at
// 10,000 members. The workloads are what /tasks reads: a class board with each card's assignees
// (as the data API embeds them), "my cards" across boards, and the list of boards.
export const migration = '0029';

const EACH_TASKS = 20;
const SHARED_CARDS = 10;

export async function seed(client, ctx) {
  const { org, people } = ctx;
  // The rows ensure_my_task_boards() and the card triggers would write, written directly: boards,
  // default columns, cards with their board's organisation and privacy, assignees likewise.
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into public.task_boards (kind, org_id, group_id)
     select 'group', org_id, id from public.groups where org_id = $1
     union all select 'organisation', $1, null`,
    [org],
  );
  await client.query(
    `insert into public.task_boards (kind, owner_id) select 'personal', u from unnest($1::uuid[]) u`,
    [[people.owner, people.teacher, people.student]],
  );
  await client.query(
    `insert into public.task_columns (board_id, org_id, name, position, is_done)
     select b.id, b.org_id, c.name, c.position, c.is_done
       from public.task_boards b
      cross join (values ('To do', 1, false), ('In progress', 2, false), ('Done', 3, true))
            as c (name, position, is_done)`,
  );
  // One card per student per class task, spread over the columns.
  await client.query(
    `insert into public.task_cards (board_id, org_id, column_id, title, position, is_private, class_task_id, labels, due_on)
     select b.id, b.org_id,
            (select c.id from public.task_columns c where c.board_id = b.id
              order by c.position offset (abs(hashtext(gm.member_id::text || t::text)) % 3) limit 1),
            'Class task ' || t, t * 100000 + row_number() over (partition by b.id, t order by gm.member_id),
            true, md5(b.id::text || t)::uuid, array['homework'], current_date + (t - 10)
       from public.task_boards b
       join public.group_members gm on gm.group_id = b.group_id
      cross join generate_series(1, $1) t
      where b.kind = 'group'`,
    [EACH_TASKS],
  );
  await client.query(
    `insert into public.task_card_assignees (card_id, member_id, board_id, org_id, card_private)
     select c.id, gm.member_id, c.board_id, c.org_id, true
       from public.task_cards c
       join public.task_boards b on b.id = c.board_id
       join lateral (
         select g.member_id from public.group_members g where g.group_id = b.group_id
          order by g.member_id offset (c.position::bigint % 100000) - 1 limit 1
       ) gm on true
      where c.is_private`,
  );
  await client.query(
    `insert into public.task_cards (board_id, org_id, column_id, title, position, labels)
     select b.id, b.org_id,
            (select c.id from public.task_columns c where c.board_id = b.id order by c.position limit 1),
            'Shared card ' || s, 9000000 + s, array['project']
       from public.task_boards b cross join generate_series(1, $1) s
      where b.kind = 'group'`,
    [SHARED_CARDS],
  );
  await client.query('set session_replication_role = origin');
  const { rows } = await client.query(
    `select b.id from public.task_boards b join public.groups g on g.id = b.group_id
      where g.org_id = $1 and g.name = 'Class 001'`,
    [org],
  );
  ctx.tasksClassBoard = rows[0].id;
}

export function workloads(ctx) {
  const board = ctx.tasksClassBoard;
  // As the data API builds GET /task_cards?select=…,assignees:task_card_assignees(…)&board_id=eq.…
  const classBoard = `select c.id, c.column_id, c.title, c.position, c.version,
         (select coalesce(json_agg(json_build_object('member_id', a.member_id, 'completed_at', a.completed_at)), '[]')
            from public.task_card_assignees a where a.card_id = c.id) as assignees
    from public.task_cards c where c.board_id = '${board}'
   order by c.position, c.id limit 2000`;
  const myCards = (who) => [
    `select c.id, c.title, c.board_id, c.column_id
       from public.task_card_assignees a join public.task_cards c on c.id = a.card_id
      where a.member_id in (select id from public.memberships where user_id = '${ctx.people[who]}')
      order by c.due_on nulls last limit 200`,
  ];
  return [
    { name: 'tasks: Class 001 board with assignees', statements: [classBoard] },
    { name: 'tasks: my cards', statements: myCards },
    {
      name: 'tasks: my boards',
      statements: ['select id, kind, org_id, group_id from public.task_boards'],
    },
  ];
}
