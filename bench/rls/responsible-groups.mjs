// The in-charge's groups, a roll-call's group picker and a teacher's kiosk (issue 11, migration
// 0094): the groups the caller looks after, one statement as the data API builds
// rpc/my_responsible_groups?select=id,name,kind&org_id=eq.…&order=name. The raw peer has no
// caller, so it looks after nothing (0 rows). No seed of its own: the base seed's classes.
export const migration = '0094';

export function workloads(ctx) {
  return [
    {
      name: 'responsible groups: my_responsible_groups() (the rpc; raw has no caller)',
      statements: [
        `select g.id, g.name, g.kind
           from public.my_responsible_groups() g
          where g.org_id = '${ctx.org}'
          order by g.name`,
      ],
    },
  ];
}
