import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { catalogue as authCatalogue } from '@/features/auth/catalogue';
import { SessionDetails } from '@/features/auth/components/session-details';
import { DebugGate } from './debug-gate';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';

/** The page waits for its texts in the reader's language. */
export async function loader() {
  await authCatalogue.ready();
  return null;
}

/** /auth-status: the auth state machine and session, on a local host with debug tools on. */
export function Component() {
  const t = useDashboardT();
  return (
    <DebugGate>
      <PageContainer className="space-y-6">
        <PageHeader eyebrow={t('dashboard.debug.tools')} title={t('dashboard.debug.authStatus')} />
        <SessionDetails />
      </PageContainer>
    </DebugGate>
  );
}
