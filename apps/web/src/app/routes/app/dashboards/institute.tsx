import { OwnerDashboard } from '@/features/orgs/components/owner-dashboard';
import { PendingApprovalsCard } from '@/features/people/components/pending-approvals-card';

/** /dashboard/institute: create the institute, then run it (setup, people, today). */
export function Component() {
  return (
    <>
      <OwnerDashboard
        userType="Institute"
        renderRequests={(org) => <PendingApprovalsCard orgId={org.id} timeZone={org.timezone} />}
      />
    </>
  );
}
