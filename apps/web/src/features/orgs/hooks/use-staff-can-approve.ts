import { useOrgSettings } from '@/features/attendance/hooks/use-org-settings';

/**
 * Whether the organisation's owner lets teachers and in-charges approve join requests (false
 * until known). Read with the organisation's settings, which member dashboards load anyway.
 */
export function useStaffCanApprove(orgId: string): boolean {
  return useOrgSettings(orgId).data?.staff_can_approve ?? false;
}
