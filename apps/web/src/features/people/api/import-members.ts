import type { ImportPreview } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';

export type ImportRole = 'student' | 'teacher' | 'employee';
export type PreviewAnswer = ImportPreview & { ignoredColumns: string[] };
export type ImportJob = {
  id: string;
  status: 'running' | 'done' | 'failed';
  total: number;
  processed: number;
  result: {
    creates: number;
    updates: number;
    unchanged: number;
    groupsCreated: number;
  } | null;
  error: string | null;
};

/** A dry run: what each row would do, with its errors; nothing is written. */
export function previewImport(orgId: string, csv: string, role: ImportRole) {
  return apiFetch<PreviewAnswer>(`/api/organizations/${orgId}/imports`, {
    method: 'POST',
    body: { csv, role, dry_run: true },
    timeoutMs: 60_000,
  });
}

/**
 * Starts the real import (202 with the job), or fails with 422 `import_has_errors` and a fresh
 * preview when the file changed in between; nothing is half-imported.
 */
export function startImport(orgId: string, csv: string, role: ImportRole) {
  return apiFetch<{ job_id: string; total: number }>(`/api/organizations/${orgId}/imports`, {
    method: 'POST',
    body: { csv, role, dry_run: false },
    timeoutMs: 60_000,
  });
}

export function fetchImportJob(jobId: string) {
  return apiFetch<ImportJob>(`/api/imports/${jobId}`);
}
