// Calendar (issue 16): one month of a person's calendar, as GET /api/calendar reads it
// (apps/server/src/modules/calendar/read-sources.ts — the same statements, in one transaction):
// the organisation and the caller, holidays, their timetable, leave, the events they may see and
// the answers to them. Recurrence is expanded in Node afterwards and is not part of this figure.
//
// Seeded on top of the base school, for a year around today: 42 periods a week per class, 12
// holidays, approved leave for 3% of members each month, per class 4 exams and a parent–teacher
// meeting a month (the meeting invites the class: ~120,000 invitee rows), 10 school-wide events a
// month, a weekly staff meeting inviting every teacher, and 30 personal events a month for each
// signed-in person.
export const migration = '0027';

export async function seed(client, ctx) {
  const { org } = ctx;
  const member = async (userId) =>
    (
      await client.query('select id from public.memberships where org_id = $1 and user_id = $2', [
        org,
        userId,
      ])
    ).rows[0].id;
  ctx.calendarMembers = {
    owner: await member(ctx.people.owner),
    teacher: await member(ctx.people.teacher),
    student: await member(ctx.people.student),
  };
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at, room)
     select $1, g.id, 'Subject ' || p, g.responsible_id, d, p,
            time '08:00' + (p - 1) * interval '50 minutes', time '08:45' + (p - 1) * interval '50 minutes',
            'Room ' || substr(g.name, 7)
       from public.groups g, generate_series(1, 6) d, generate_series(1, 7) p
      where g.org_id = $1`,
    [org],
  );
  await client.query(
    `insert into public.holidays (org_id, date, name)
     select $1, (date_trunc('month', current_date) + (m * interval '1 month') + interval '14 days')::date,
            'Holiday ' || m
       from generate_series(-6, 5) m`,
    [org],
  );
  await client.query(
    `insert into public.leave_requests (org_id, member_id, from_date, to_date, reason, status)
     select $1, m.id, d, d + 1, 'Family function', 'approved'
       from public.memberships m,
            lateral (select (date_trunc('month', current_date) + (k * interval '1 month')
                             + ((abs(hashtext(m.id::text)) % 25) * interval '1 day'))::date as d
                       from generate_series(-6, 5) k) days
      where m.org_id = $1 and m.status = 'active' and abs(hashtext(m.id::text || days.d::text)) % 33 = 0`,
    [org],
  );
  const month = (k, day, hour) =>
    `date_trunc('month', now()) + (${k} * interval '1 month') + (${day}) * interval '1 day' + ${hour} * interval '1 hour'`;
  // Group events: 4 exams and a parent–teacher meeting per class and month.
  await client.query(
    `insert into public.calendar_events (org_id, group_id, organiser_id, scope, kind, title, starts_at, ends_at, until_at)
     select $1, g.id, $2, 'group', case when e = 5 then 'ptm' else 'exam' end,
            case when e = 5 then 'Parent–teacher meeting' else 'Unit test ' || e end,
            ${month('k', 'e * 5', 10)}, ${month('k', 'e * 5', 11)}, ${month('k', 'e * 5', 11)}
       from public.groups g, generate_series(-6, 5) k, generate_series(1, 5) e
      where g.org_id = $1`,
    [org, ctx.people.owner],
  );
  await client.query(
    `insert into public.calendar_event_invitees (event_id, org_id, member_id, organiser_id)
     select e.id, $1, gm.member_id, e.organiser_id
       from public.calendar_events e join public.group_members gm on gm.group_id = e.group_id
      where e.org_id = $1 and e.kind = 'ptm'`,
    [org],
  );
  await client.query(
    `insert into public.calendar_events (org_id, organiser_id, scope, kind, title, starts_at, ends_at, until_at)
     select $1, $2, 'org', 'other', 'School event ' || e,
            ${month('k', 'e * 2', 9)}, ${month('k', 'e * 2', 13)}, ${month('k', 'e * 2', 13)}
       from generate_series(-6, 5) k, generate_series(1, 10) e`,
    [org, ctx.people.owner],
  );
  const meeting = (
    await client.query(
      `insert into public.calendar_events (org_id, organiser_id, scope, kind, title, starts_at, ends_at, recurrence, until_at)
       values ($1, $2, 'invitees', 'staff_meeting', 'Staff meeting', ${month(-6, 0, 15)}, ${month(-6, 0, 16)},
               'FREQ=WEEKLY;BYDAY=MO', 'infinity') returning id`,
      [org, ctx.people.owner],
    )
  ).rows[0].id;
  await client.query(
    `insert into public.calendar_event_invitees (event_id, org_id, member_id, response, organiser_id)
     select $2, $1, m.id, (array['pending', 'yes', 'no', 'maybe'])[1 + abs(hashtext(m.id::text)) % 4], $3
       from public.memberships m where m.org_id = $1 and m.role = 'teacher'`,
    [org, meeting, ctx.people.owner],
  );
  for (const userId of Object.values(ctx.people))
    await client.query(
      `insert into public.calendar_events (org_id, organiser_id, scope, kind, title, starts_at, ends_at, until_at)
       select $1, $2, 'personal', 'personal', 'Personal ' || e,
              ${month('k', 'e', 18)}, ${month('k', 'e', 19)}, ${month('k', 'e', 19)}
         from generate_series(-6, 5) k, generate_series(0, 29) e`,
      [org, userId],
    );
  await client.query('set session_replication_role = origin');
}

export function workloads(ctx) {
  const { org } = ctx;
  const from = `date_trunc('month', now())`;
  const to = `date_trunc('month', now()) + interval '1 month'`;
  const statements = (who) => {
    const me = ctx.calendarMembers[who];
    return [
      `select o.id, o.name, o.timezone, o.weekly_off_days::int[] as weekly_off_days,
              o.id = any (array(select public.my_managed_org_ids())) as manages,
              (select to_jsonb(m) from (select id, role, shift_id from public.memberships
                 where org_id = o.id and user_id = auth.uid() and status = 'active' limit 1) m) as member
         from public.organizations o where o.id = '${org}'`,
      `select date::text as date, name from public.holidays
        where org_id = '${org}' and date >= (${from})::date and date < (${to})::date order by date`,
      `select cs.id, cs.subject, cs.weekday::int as weekday, cs.starts_at::text, cs.ends_at::text, cs.room, g.name
         from public.class_sessions cs join public.groups g on g.id = cs.group_id
        where cs.org_id = '${org}'
          and (cs.teacher_id = '${me}' or cs.group_id in (select gm.group_id from public.group_members gm where gm.member_id = '${me}'))
        order by cs.weekday, cs.starts_at`,
      `select l.id, l.member_id, l.from_date::text, l.to_date::text, l.status, coalesce(m.full_name, '') as full_name
         from public.leave_requests l left join public.memberships m on m.id = l.member_id
        where l.org_id = '${org}' and l.from_date < (${to})::date and l.to_date >= (${from})::date
          and ((l.member_id = '${me}' and l.status in ('pending', 'approved'))
               or (l.member_id <> '${me}' and l.status = 'approved'))
        order by l.from_date, m.full_name limit 2000`,
      `with events as (
         select e.id from public.calendar_events e left join public.groups g on g.id = e.group_id
          where e.org_id = '${org}' and e.starts_at < ${to} and e.until_at > ${from}
          order by e.starts_at limit 5000)
       select (select count(*) from events) as count,
              (select count(*) from (select event_id, response, count(*)
                 from public.calendar_event_invitees
                where event_id = any (array(select id from events))
                group by event_id, response) a) as answer_groups`,
    ];
  };
  return [
    { name: 'calendar month (org, holidays, timetable, leave, events + answers)', statements },
  ];
}
