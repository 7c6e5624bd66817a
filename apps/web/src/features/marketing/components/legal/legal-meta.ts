/** Shown under the title of each policy; change it whenever a policy's text changes. */
export const POLICIES_UPDATED = { iso: '2026-11-22', label: '22 November 2026' } as const;
