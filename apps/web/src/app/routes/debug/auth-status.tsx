import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { SessionDetails } from '@/features/auth/components/session-details';
import { DebugGate } from './debug-gate';

/** /auth-status: the auth state machine and session, on a local host with debug tools on. */
export function Component() {
  return (
    <DebugGate>
      <PageContainer className="space-y-6">
        <PageHeader eyebrow="Debug tools" title="Auth status" />
        <SessionDetails />
      </PageContainer>
    </DebugGate>
  );
}
