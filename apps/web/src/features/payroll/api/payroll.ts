import type {
  ExportJob,
  PayrollLayout,
  PayrollLayoutInput,
  PayrollLayoutPatch,
  PayrollReport,
} from '@ias/shared';
import { apiDownload, apiFetch } from '@/lib/api-client';

export type PayrollRange = { from: string; to: string } | null;

const base = (orgId: string) => `/api/organizations/${orgId}/payroll`;
const rangeQuery = (range: PayrollRange) => (range ? `from=${range.from}&to=${range.to}` : '');
const groupQuery = (groupId: string | null) => (groupId ? `&group_id=${groupId}` : '');

export const payrollKeys = {
  report: (orgId: string, range: PayrollRange, groupId: string | null) =>
    ['payroll', orgId, range, groupId] as const,
  layouts: (orgId: string) => ['payroll-layouts', orgId] as const,
};

/** The numbers; without a range, the pay period just closed. */
export function fetchPayroll(
  orgId: string,
  range: PayrollRange,
  groupId: string | null,
): Promise<PayrollReport> {
  return apiFetch<PayrollReport>(`${base(orgId)}?${rangeQuery(range)}${groupQuery(groupId)}`);
}

export function fetchLayouts(orgId: string): Promise<{ layouts: PayrollLayout[] }> {
  return apiFetch<{ layouts: PayrollLayout[] }>(`${base(orgId)}/layouts`);
}

export function createLayout(orgId: string, input: PayrollLayoutInput): Promise<PayrollLayout> {
  return apiFetch<PayrollLayout>(`${base(orgId)}/layouts`, { method: 'POST', body: input });
}

export function updateLayout(
  orgId: string,
  id: string,
  changes: PayrollLayoutPatch,
): Promise<PayrollLayout> {
  return apiFetch<PayrollLayout>(`${base(orgId)}/layouts/${id}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function deleteLayout(orgId: string, id: string): Promise<void> {
  return apiFetch<void>(`${base(orgId)}/layouts/${id}`, { method: 'DELETE' });
}

type FileOrder = {
  range: { from: string; to: string };
  groupId: string | null;
  layoutId: string | null;
};

/** The CSV at once, in the layout's columns. */
export function downloadPayrollCsv(orgId: string, order: FileOrder) {
  const layout = order.layoutId ? `&layout_id=${order.layoutId}` : '';
  return apiDownload(
    `${base(orgId)}/export?format=csv&${rangeQuery(order.range)}${groupQuery(order.groupId)}${layout}`,
    {
      what: 'The payroll CSV',
      fallbackName: 'payroll.csv',
    },
  );
}

/** The XLSX in the background (202 with the job), polled until ready. */
export function startPayrollXlsx(orgId: string, order: FileOrder): Promise<ExportJob> {
  return apiFetch<ExportJob>(`${base(orgId)}/exports`, {
    method: 'POST',
    body: {
      format: 'xlsx',
      ...order.range,
      ...(order.groupId ? { group_id: order.groupId } : {}),
      ...(order.layoutId ? { layout_id: order.layoutId } : {}),
    },
  });
}

export function fetchPayrollJob(id: string): Promise<ExportJob> {
  return apiFetch<ExportJob>(`/api/payroll/exports/${id}`);
}

export function downloadPayrollJob(job: ExportJob) {
  return apiDownload(job.download_url!, { what: 'The payroll XLSX', fallbackName: job.file_name });
}
