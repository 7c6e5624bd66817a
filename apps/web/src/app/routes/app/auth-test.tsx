import { PageContainer } from '@/components/layout/page-header';
import { SessionDetails } from '@/features/auth/components/session-details';
import { SignedInHeader } from '@/features/dashboard/components/signed-in-header';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /auth-test: the live session (user, expiry, aal) for support. */
export function Component() {
  useDocumentTitle('Session check');
  const { profile } = useAuth();
  return (
    <PageContainer className="space-y-8">
      <SignedInHeader
        profile={profile}
        title="Session check"
        description="Share this screen with support if signing in misbehaves."
      />
      <SessionDetails />
    </PageContainer>
  );
}
