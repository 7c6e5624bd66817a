import type { ExportFormat, ExportJob } from '@ias/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { saveFile } from '@/features/reports/utils/save-file';
import { downloadExport, type ExportOrder, fetchExport, startExport } from '../api/exports';

/**
 * One export at a time per format: start it, poll its progress every second while it runs, save
 * the file once when it is ready (and again on demand).
 */
export function useExport(orgId: string, format: ExportFormat) {
  const [jobId, setJobId] = useState<string | null>(null);
  const saved = useRef<string | null>(null);
  const start = useMutation({
    mutationFn: (order: Omit<ExportOrder, 'format'>) => startExport(orgId, { ...order, format }),
    onSuccess: (job) => setJobId(job.id),
  });
  const job = useQuery({
    queryKey: ['exports', jobId],
    queryFn: () => fetchExport(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? 1000 : false,
  });
  const download = useMutation({
    mutationFn: async (ready: ExportJob) => {
      const { blob, fileName } = await downloadExport(ready);
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
    start: (order: Omit<ExportOrder, 'format'>) => {
      setJobId(null);
      start.mutate(order);
    },
    isStarting: start.isPending,
    startError: start.error,
    pollError: job.error,
    download: () => current && download.mutate(current),
    isDownloading: download.isPending,
    downloadError: download.error,
  };
}
