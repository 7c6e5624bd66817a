import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportKeys } from '../api/keys';
import { fetchReportSettings, savePayrollStartDay } from '../api/report-settings';

export function useReportSettings(orgId: string) {
  return useQuery({
    queryKey: reportKeys.settings(orgId),
    queryFn: () => fetchReportSettings(orgId),
  });
}

/** Saves the pay-period start day; the page's presets follow at once. */
export function useSavePayrollDay(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: number) => savePayrollStartDay(orgId, day),
    onSuccess: (settings) => {
      queryClient.setQueryData(reportKeys.settings(orgId), settings);
    },
  });
}
