// The dashboards' counts (issue 11, migration 0092), each one statement run as the caller: the
// owner's today's figures and setup checklist, in place of the twelve count statements of the
// "dashboard counts" row, and the requests waiting for a teacher's or in-charge's decision. The
// corrections of rls/kiosk-pin.mjs (three per person) wait; otherwise the base seed.
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
    {
      name: 'requests waiting for a decision (pending_review_count)',
      statements: [`select public.pending_review_count('${ctx.org}') as count`],
    },
  ];
}
