import type { AttendanceTrend } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';

export type TrendRequest = {
  from: string;
  to: string;
  groupId?: string | null;
  memberId?: string | null;
};

export const chartKeys = {
  trend: (orgId: string, request: TrendRequest) => ['charts', 'trend', orgId, request] as const,
};

/** GET …/reports/trend: the charts' figures (the caller's scope decided by the server). */
export function fetchTrend(orgId: string, request: TrendRequest): Promise<AttendanceTrend> {
  const query = new URLSearchParams({ from: request.from, to: request.to });
  if (request.groupId) query.set('group_id', request.groupId);
  if (request.memberId) query.set('member_id', request.memberId);
  return apiFetch<AttendanceTrend>(`/api/organizations/${orgId}/reports/trend?${query}`, {
    timeoutMs: 60_000,
  });
}
