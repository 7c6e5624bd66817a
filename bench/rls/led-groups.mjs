// The join links card of a teacher or an in-charge (issue 11, migration 0093): the groups they
// lead with each one's join code, one statement as the data API builds
// rpc/my_led_groups?select=id,name,kind,join_code:group_join_codes(code)&order=name. The raw peer
// has no caller, so it leads nothing (0 rows). No seed of its own: the base seed's classes.
export const migration = '0093';

export function workloads(ctx) {
  return [
    {
      name: 'join links card: my_led_groups() with codes (the rpc; raw has no caller)',
      statements: [
        `select g.id, g.name, g.kind,
                (select json_build_object('code', c.code) from public.group_join_codes c
                  where c.group_id = g.id) as join_code
           from public.my_led_groups() g
          where g.org_id = '${ctx.org}'
          order by g.name, g.id`,
      ],
    },
  ];
}
