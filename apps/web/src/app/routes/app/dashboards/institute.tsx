import { OwnerDashboard } from '@/features/orgs/components/owner-dashboard';
import { PendingApprovalsCard } from '@/features/people/components/pending-approvals-card';
import { catalogue as peopleCatalogue } from '@/features/people/catalogue';
import { catalogue } from '@/features/today/catalogue';
import { OwnerDayNotice } from '@/features/today/components/owner-day-notice';

/** The page waits for the day's and the join requests' messages in the reader's language. */
export async function loader() {
  await Promise.all([catalogue.ready(), peopleCatalogue.ready()]);
  return null;
}

/** /dashboard/institute: create the institute, then run it (setup, people, today). */
export function Component() {
  return (
    <>
      <OwnerDashboard
        userType="Institute"
        renderRequests={(org) => (
          <>
            <OwnerDayNotice orgId={org.id} timeZone={org.timezone} />
            <PendingApprovalsCard orgId={org.id} timeZone={org.timezone} />
          </>
        )}
      />
    </>
  );
}
