import type { AttendanceReport, ReportLayout } from '@ias/shared';
import { ApiError, apiFetch } from '@/lib/api-client';
import { loadAppConfig } from '@/lib/app-config';
import { getSupabase } from '@/lib/supabase';

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

/** The file name the server gave (content-disposition), or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * The report as a CSV file. A link cannot carry the session's bearer token, so this fetches the
 * bytes with it (apiFetch reads answers as JSON) and the page saves them as a file.
 */
export async function downloadAttendanceCsv(
  orgId: string,
  request: ReportRequest,
  layout: ReportLayout,
): Promise<{ blob: Blob; fileName: string }> {
  const [config, supabase] = await Promise.all([loadAppConfig(), getSupabase()]);
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token ?? config.anonKey;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 120_000);
  try {
    const response = await fetch(reportPath(orgId, request, { format: 'csv', layout }), {
      headers: { apikey: config.anonKey, authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
      throw new ApiError(
        response.status,
        body.code ?? `http_${response.status}`,
        body.message ?? 'The report could not be made. Please try again.',
        body,
      );
    }
    return { blob: await response.blob(), fileName: fileNameOf(response, 'attendance.csv') };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'network_error', 'The report could not be downloaded. Please try again.');
  } finally {
    clearTimeout(timer);
  }
}
