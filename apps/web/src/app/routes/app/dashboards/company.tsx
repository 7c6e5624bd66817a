import { OwnerDashboard } from '@/features/orgs/components/owner-dashboard';
import { PendingApprovalsCard } from '@/features/people/components/pending-approvals-card';

/** /dashboard/company: create the company, then run it (setup, people, today). */
export function Component() {
  return (
    <>
      <OwnerDashboard
        userType="Company"
        renderRequests={(org) => <PendingApprovalsCard orgId={org.id} timeZone={org.timezone} />}
      />
    </>
  );
}
