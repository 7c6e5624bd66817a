// The live board (issue 11): what GET /api/organizations/:id/live/board runs as the caller — the
// counts per state over everyone the viewer watches, the same per group, and the first 50 by
// name (the statement of loadBoardPage in apps/server/src/modules/attendance/live-board.ts, with
// the owner's or the staff's scope). No seed of its own: today's records of the base seed.
export function workloads(ctx) {
  const counts = `json_build_object(
    'in', count(*) filter (where p.state = 'in'), 'left', count(*) filter (where p.state = 'left'),
    'absent', count(*) filter (where p.state = 'absent'), 'away', count(*) filter (where p.state = 'away'),
    'not_in', count(*) filter (where p.state = 'not_in'), 'late', count(*) filter (where p.is_late),
    'total', count(*))`;
  const board = (who) => {
    const watched =
      who === 'owner' ? "m.role <> 'owner'" : 'm.id in (select public.my_supervised_member_ids())';
    const groups = who === 'owner' ? 'true' : 'g.id in (select public.my_responsible_group_ids())';
    return `with people as materialized (
        select m.id as member_id, m.full_name, coalesce(m.roll_number, m.employee_code) as number,
               m.photo_url,
               case when r.id is null then 'not_in' when r.status = 'absent' then 'absent'
                    when r.status in ('on_leave', 'excused') then 'away'
                    when r.check_out_at is not null then 'left'
                    when r.check_in_at is not null or r.status in ('present', 'late', 'half_day') then 'in'
                    else 'not_in' end as state,
               coalesce(r.status = 'late', false) as is_late,
               case when r.id is null then null else json_build_object('id', r.id, 'status', r.status,
                 'check_in_at', r.check_in_at, 'check_out_at', r.check_out_at) end as entry
          from public.memberships m
          left join public.attendance_records r
            on r.member_id = m.id and r.date = current_date and r.class_session_id is null
         where m.org_id = '${ctx.org}' and m.status = 'active' and ${watched})
      select (select ${counts} from people p) as counts,
             (select json_agg(json_build_object('id', g.id, 'name', g.name, 'counts', c.counts))
                from public.groups g
                left join (select gm.group_id, ${counts} as counts from people p
                             join public.group_members gm on gm.member_id = p.member_id
                            group by gm.group_id) c on c.group_id = g.id
               where g.org_id = '${ctx.org}' and ${groups}) as groups,
             (select count(*) from people) as total,
             (select count(*) from (select 1 from people limit 50) p) as page,
             (select json_agg(p) from (select * from people p order by p.full_name, p.member_id
                                        limit 50) p) as people`;
  };
  return [
    { name: 'live board: counts, group counts, first 50', statements: (who) => [board(who)] },
  ];
}
