import type { ExportJob, PayrollLayoutInput, PayrollLayoutPatch } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { saveFile } from '@/features/reports/utils/save-file';
import {
  createLayout,
  deleteLayout,
  downloadPayrollCsv,
  downloadPayrollJob,
  fetchLayouts,
  fetchPayroll,
  fetchPayrollJob,
  payrollKeys,
  type PayrollRange,
  startPayrollXlsx,
  updateLayout,
} from '../api/payroll';

export const usePayroll = (orgId: string, range: PayrollRange, groupId: string | null) =>
  useQuery({
    queryKey: payrollKeys.report(orgId, range, groupId),
    queryFn: () => fetchPayroll(orgId, range, groupId),
    placeholderData: (previous) => previous,
  });

export const usePayrollLayouts = (orgId: string) =>
  useQuery({ queryKey: payrollKeys.layouts(orgId), queryFn: () => fetchLayouts(orgId) });

function useLayoutChange<T, R>(orgId: string, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.layouts(orgId) }),
  });
}

export const useCreateLayout = (orgId: string) =>
  useLayoutChange(orgId, (input: PayrollLayoutInput) => createLayout(orgId, input));
export const useUpdateLayout = (orgId: string) =>
  useLayoutChange(orgId, ({ id, changes }: { id: string; changes: PayrollLayoutPatch }) =>
    updateLayout(orgId, id, changes),
  );
export const useDeleteLayout = (orgId: string) =>
  useLayoutChange(orgId, (id: string) => deleteLayout(orgId, id));

type Order = {
  range: { from: string; to: string };
  groupId: string | null;
  layoutId: string | null;
};

export function usePayrollCsv(orgId: string) {
  return useMutation({
    mutationFn: async (order: Order) => {
      const { blob, fileName } = await downloadPayrollCsv(orgId, order);
      saveFile(blob, fileName);
    },
  });
}

/** The XLSX: started, polled every second while it runs, saved once when ready. */
export function usePayrollXlsx(orgId: string) {
  const [jobId, setJobId] = useState<string | null>(null);
  const saved = useRef<string | null>(null);
  const start = useMutation({
    mutationFn: (order: Order) => startPayrollXlsx(orgId, order),
    onSuccess: (job) => setJobId(job.id),
  });
  const job = useQuery({
    queryKey: ['payroll-export', jobId],
    queryFn: () => fetchPayrollJob(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? 1000 : false,
  });
  const download = useMutation({
    mutationFn: async (ready: ExportJob) => {
      const { blob, fileName } = await downloadPayrollJob(ready);
      saveFile(blob, fileName);
    },
  });
  const current = job.data ?? (jobId ? start.data : undefined);
  useEffect(() => {
    if (current?.status === 'done' && saved.current !== current.id) {
      saved.current = current.id;
      download.mutate(current);
    }
  }, [current, download]);
  return {
    job: current ?? null,
    start: (order: Order) => {
      setJobId(null);
      start.mutate(order);
    },
    isRunning: start.isPending || current?.status === 'running',
    error: start.error ?? job.error ?? download.error,
  };
}
