import { PageContainer } from '@/components/layout/page-header';
import { catalogue as authCatalogue } from '@/features/auth/catalogue';
import { SessionDetails } from '@/features/auth/components/session-details';
import { SignedInHeader } from '@/features/dashboard/components/signed-in-header';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { pageLoader } from './page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({}, () => authCatalogue.ready());

/** /auth-test: the live session (user, expiry, aal) for support. */
export function Component() {
  const t = useDashboardT();
  useDocumentTitle(t('dashboard.session.title'));
  const { profile } = useAuth();
  return (
    <PageContainer className="space-y-8">
      <SignedInHeader
        profile={profile}
        title={t('dashboard.session.title')}
        description={t('dashboard.session.description')}
      />
      <SessionDetails />
    </PageContainer>
  );
}
