import type { MemberFilters } from './members';

/** Query keys of the people feature, from one place. */
export const peopleKeys = {
  all: (orgId: string) => ['people', orgId] as const,
  list: (orgId: string, filters: MemberFilters) => ['people', orgId, 'list', filters] as const,
  pending: (orgId: string) => ['people', orgId, 'pending'] as const,
  options: (orgId: string) => ['people', orgId, 'options'] as const,
  shifts: (orgId: string) => ['people', orgId, 'shifts'] as const,
  importJob: (jobId: string) => ['people', 'import-job', jobId] as const,
};
