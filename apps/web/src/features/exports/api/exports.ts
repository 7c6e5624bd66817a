import type { ExportFormat, ExportJob } from '@ias/shared';
import { apiDownload, apiFetch } from '@/lib/api-client';

export type ExportOrder = {
  format: ExportFormat;
  from: string;
  to: string;
  groupId: string | null;
  sheetPerGroup: boolean;
};

/** POST …/exports: starts the file in the background (202 with the job). */
export function startExport(orgId: string, order: ExportOrder): Promise<ExportJob> {
  return apiFetch<ExportJob>(`/api/organizations/${orgId}/exports`, {
    method: 'POST',
    body: {
      format: order.format,
      from: order.from,
      to: order.to,
      ...(order.groupId ? { group_id: order.groupId } : {}),
      sheet_per_group: order.sheetPerGroup,
    },
  });
}

/** GET /api/exports/:id — its progress. */
export function fetchExport(id: string): Promise<ExportJob> {
  return apiFetch<ExportJob>(`/api/exports/${id}`);
}

/** The finished file, to save. */
export function downloadExport(job: ExportJob): Promise<{ blob: Blob; fileName: string }> {
  return apiDownload(job.download_url!, { what: 'The export', fallbackName: job.file_name });
}
