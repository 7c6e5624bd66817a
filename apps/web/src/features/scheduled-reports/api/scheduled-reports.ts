import type {
  ScheduledReport,
  ScheduledReportInput,
  ScheduledReportList,
  ScheduledReportPatch,
  ScheduledReportRun,
} from '@ias/shared';
import { apiFetch } from '@/lib/api-client';

const base = (orgId: string) => `/api/organizations/${orgId}/scheduled-reports`;

export const scheduledReportKeys = {
  list: (orgId: string) => ['scheduled-reports', orgId] as const,
};

export function fetchScheduledReports(orgId: string): Promise<ScheduledReportList> {
  return apiFetch<ScheduledReportList>(base(orgId));
}

export function createScheduledReport(
  orgId: string,
  input: ScheduledReportInput,
): Promise<ScheduledReport> {
  return apiFetch<ScheduledReport>(base(orgId), { method: 'POST', body: input });
}

export function updateScheduledReport(
  orgId: string,
  id: string,
  changes: ScheduledReportPatch,
): Promise<ScheduledReport> {
  return apiFetch<ScheduledReport>(`${base(orgId)}/${id}`, { method: 'PATCH', body: changes });
}

export function deleteScheduledReport(orgId: string, id: string): Promise<void> {
  return apiFetch<void>(`${base(orgId)}/${id}`, { method: 'DELETE' });
}

export function sendScheduledReportNow(orgId: string, id: string): Promise<ScheduledReportRun> {
  return apiFetch<ScheduledReportRun>(`${base(orgId)}/${id}/send`, { method: 'POST', body: {} });
}
