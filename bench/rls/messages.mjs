// Messages (issue 15): the conversation list a person opens /messages with — their conversations
// with the last message and an unread count each — a conversation's latest page, and a search
// over the messages they may read. Seeded on top of the base school: each class's channel (made by
// the triggers with the groups), the whole school's announcements, 200 messages per channel, 100
// announcements, and 2,000 direct conversations of 10 messages between students and teachers.
export const migration = '0021';

export async function seed(client, ctx) {
  const { org } = ctx;
  const member = async (userId) =>
    (
      await client.query('select id from public.memberships where org_id = $1 and user_id = $2', [
        org,
        userId,
      ])
    ).rows[0].id;
  ctx.messageMembers = {
    owner: await member(ctx.people.owner),
    teacher: await member(ctx.people.teacher),
    student: await member(ctx.people.student),
  };
  await client.query('set session_replication_role = replica');
  const announcements = (
    await client.query(
      `insert into public.conversations (org_id, kind) values ($1, 'announcement') returning id`,
      [org],
    )
  ).rows[0].id;
  await client.query(
    `insert into public.conversation_members (conversation_id, member_id, org_id, can_post, last_read_at)
     select $2, m.id, $1, m.role in ('owner', 'teacher', 'incharge'), now() - interval '3 days'
       from public.memberships m
      where m.org_id = $1 and m.status = 'active' and m.user_id is not null`,
    [org, announcements],
  );
  // Everyone's channel rows exist (the triggers made them); members without an account are
  // included here so the volume is that of a school where everyone signed up.
  await client.query(
    `insert into public.conversation_members (conversation_id, member_id, org_id, can_post, last_read_at)
     select c.id, gm.member_id, $1, true, now() - interval '2 days'
       from public.conversations c join public.group_members gm on gm.group_id = c.group_id
      where c.org_id = $1 and c.kind = 'channel'
     on conflict (conversation_id, member_id) do nothing`,
    [org],
  );
  await client.query(
    `insert into public.conversation_members (conversation_id, member_id, org_id, can_post, last_read_at)
     select c.id, m.id, $1, true, now() - interval '2 days'
       from public.conversations c join public.groups g on g.id = c.group_id
       join public.memberships m on m.id = g.responsible_id or (m.org_id = $1 and m.role = 'owner')
      where c.org_id = $1 and c.kind = 'channel'
     on conflict (conversation_id, member_id) do nothing`,
    [org],
  );
  await client.query(
    `insert into public.messages (org_id, conversation_id, author_id, body, created_at)
     select $1, c.id, (select cm.member_id from public.conversation_members cm
                        where cm.conversation_id = c.id offset (n % 20) limit 1),
            'Message ' || n || ' about homework and the timetable',
            now() - interval '4 days' + n * interval '20 minutes'
       from public.conversations c, generate_series(1, 200) n
      where c.org_id = $1 and c.kind = 'channel'`,
    [org],
  );
  await client.query(
    `insert into public.messages (org_id, conversation_id, author_id, body, created_at)
     select $1, $2, $3, 'Announcement ' || n, now() - interval '5 days' + n * interval '1 hour'
       from generate_series(1, 100) n`,
    [org, announcements, ctx.messageMembers.owner],
  );
  // 2,000 direct conversations: student k with the teacher of their class; the signed-in student
  // and teacher have one each with each other.
  await client.query(
    `with pairs as (
       select s.id as student, g.responsible_id as teacher
         from public.memberships s
         join public.group_members gm on gm.member_id = s.id
         join public.groups g on g.id = gm.group_id
        where s.org_id = $1 and s.role = 'student' and s.status = 'active'
        order by s.full_name limit 2000),
     made as (
       insert into public.conversations (org_id, kind, direct_key, created_by)
       select $1, 'direct', least(student::text, teacher::text) || ':' || greatest(student::text, teacher::text), student
         from pairs returning id, created_by)
     insert into public.conversation_members (conversation_id, member_id, org_id, last_read_at)
     select made.id, unnest(array[p.student, p.teacher]), $1, now() - interval '1 day'
       from made join pairs p on p.student = made.created_by`,
    [org],
  );
  await client.query(
    `insert into public.messages (org_id, conversation_id, author_id, body, created_at)
     select $1, c.id, (select cm.member_id from public.conversation_members cm
                        where cm.conversation_id = c.id order by cm.member_id offset (n % 2) limit 1),
            'Direct ' || n, now() - interval '2 days' + n * interval '1 hour'
       from public.conversations c, generate_series(1, 10) n
      where c.org_id = $1 and c.kind = 'direct'`,
    [org],
  );
  await client.query('set session_replication_role = origin');
}

export function workloads(ctx) {
  const member = (who) => ctx.messageMembers[who];
  // What my_conversations() computes, written against the tables, so the raw peer (no RLS) reads
  // the same rows: the caller's conversations with their last message and unread count.
  const list = (who) => [
    `select c.id, c.kind,
            (select x.body from public.messages x where x.conversation_id = c.id
              order by x.created_at desc limit 1) as last_body,
            (select count(*) from (select 1 from public.messages x
               where x.conversation_id = c.id and x.created_at > cm.last_read_at
                 and x.author_id is distinct from cm.member_id and x.deleted_at is null
               limit 100) u) as unread
       from public.conversation_members cm join public.conversations c on c.id = cm.conversation_id
      where cm.member_id = '${member(who)}'`,
  ];
  const channel = (who) =>
    `(select cm.conversation_id from public.conversation_members cm
        join public.conversations c on c.id = cm.conversation_id and c.kind = 'channel'
       where cm.member_id = '${member(who)}' order by c.created_at limit 1)`;
  return [
    { name: 'messages: my conversation list with unread counts', statements: list },
    {
      name: 'messages: my_conversations() (the rpc; raw has no caller)',
      statements: ['select * from public.my_conversations()'],
    },
    {
      name: 'messages: a channel, latest 50',
      statements: (who) => [
        `select id, author_id, body, created_at from public.messages
          where conversation_id = ${channel(who)} order by created_at desc limit 50`,
      ],
    },
    {
      name: 'messages: search my messages (raw: everyone’s)',
      statements: [
        `select id, conversation_id, body from public.messages
          where body ilike '%message 17%' and deleted_at is null order by created_at desc limit 30`,
      ],
    },
  ];
}
