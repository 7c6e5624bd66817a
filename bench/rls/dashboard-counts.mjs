// The owner dashboard's two cards (issue 11, migration 0092): today's figures and the setup
// checklist, each one statement run as the caller, in place of the twelve count statements of
// the "dashboard counts" row. No seed of its own: the base seed's organisation and today.
export const migration = '0092';

export function workloads(ctx) {
  return [
    {
      name: 'dashboard counts (2 functions: org_day_figures, org_setup_counts)',
      statements: [
        `select * from public.org_day_figures('${ctx.org}', current_date)`,
        `select * from public.org_setup_counts('${ctx.org}')`,
      ],
    },
  ];
}
