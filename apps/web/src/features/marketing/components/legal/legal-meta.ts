/** Shown under each policy's title, in the reader's locale; change it when a policy's text changes. */
export const POLICIES_UPDATED = { iso: '2026-11-22' } as const;
