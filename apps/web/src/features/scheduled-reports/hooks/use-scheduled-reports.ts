import type { ScheduledReportInput, ScheduledReportPatch } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createScheduledReport,
  deleteScheduledReport,
  fetchScheduledReports,
  scheduledReportKeys,
  sendScheduledReportNow,
  updateScheduledReport,
} from '../api/scheduled-reports';

export function useScheduledReports(orgId: string) {
  return useQuery({
    queryKey: scheduledReportKeys.list(orgId),
    queryFn: () => fetchScheduledReports(orgId),
    // While a run is being sent, look again every few seconds so "Last sent" appears by itself.
    refetchInterval: (query) =>
      query.state.data?.schedules.some((s) =>
        ['pending', 'sending'].includes(s.recent_runs[0]?.status ?? ''),
      )
        ? 3000
        : false,
  });
}

/** Every change reloads the list (next and last runs come from the server). */
function useChange<T>(orgId: string, change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledReportKeys.list(orgId) }),
  });
}

export const useCreateScheduledReport = (orgId: string) =>
  useChange(orgId, (input: ScheduledReportInput) => createScheduledReport(orgId, input));

export const useUpdateScheduledReport = (orgId: string) =>
  useChange(orgId, ({ id, changes }: { id: string; changes: ScheduledReportPatch }) =>
    updateScheduledReport(orgId, id, changes),
  );

export const useDeleteScheduledReport = (orgId: string) =>
  useChange(orgId, (id: string) => deleteScheduledReport(orgId, id));

export const useSendScheduledReportNow = (orgId: string) =>
  useChange(orgId, (id: string) => sendScheduledReportNow(orgId, id));
