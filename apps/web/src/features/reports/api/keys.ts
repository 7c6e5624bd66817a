import type { ReportFilters } from '../utils/presets';

/** Query keys of the reports feature, from one place. */
export const reportKeys = {
  all: ['reports'] as const,
  settings: (orgId: string) => ['reports', 'settings', orgId] as const,
  attendance: (orgId: string, filters: Pick<ReportFilters, 'from' | 'to' | 'groupId'>) =>
    ['reports', 'attendance', orgId, filters.from, filters.to, filters.groupId ?? ''] as const,
};
