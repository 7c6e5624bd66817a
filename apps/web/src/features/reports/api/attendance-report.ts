import type { AttendanceReport, ReportLayout } from '@ias/shared';
import { apiDownload, apiFetch } from '@/lib/api-client';

export type ReportRequest = { from: string; to: string; groupId: string | null };

const reportPath = (orgId: string, request: ReportRequest, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ from: request.from, to: request.to, ...extra });
  if (request.groupId) query.set('group_id', request.groupId);
  return `/api/organizations/${orgId}/reports/attendance?${query}`;
};

/** GET …/reports/attendance: one row per person over the range (the summary layout). */
export function fetchAttendanceReport(
  orgId: string,
  request: ReportRequest,
): Promise<AttendanceReport> {
  return apiFetch<AttendanceReport>(reportPath(orgId, request), { timeoutMs: 60_000 });
}

/** The report as a CSV file (the summary, or a code per person per day), to save. */
export async function downloadAttendanceCsv(
  orgId: string,
  request: ReportRequest,
  layout: ReportLayout,
): Promise<{ blob: Blob; fileName: string }> {
  return apiDownload(reportPath(orgId, request, { format: 'csv', layout }), {
    what: 'The report',
    fallbackName: 'attendance.csv',
  });
}
