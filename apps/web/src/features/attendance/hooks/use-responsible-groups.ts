import { useQuery } from '@tanstack/react-query';
import { attendanceKeys } from '../api/keys';
import { fetchResponsibleGroups } from '../api/timetable';

/**
 * The groups the signed-in teacher or in-charge looks after in one organisation: one cache entry
 * for the in-charge dashboard, the roll-call group picker and the staff kiosk page.
 */
export function useResponsibleGroups(orgId: string | null | undefined) {
  return useQuery({
    queryKey: attendanceKeys.responsibleGroups(orgId ?? 'none'),
    queryFn: () => fetchResponsibleGroups(orgId!),
    enabled: Boolean(orgId),
  });
}
