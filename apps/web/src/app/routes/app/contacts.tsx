import { dashboardPath, isUserType } from '@ias/shared';
import { BookUser } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-header';
import { Alert, Button, Card, CardContent, EmptyState, SkeletonList } from '@/components/ui';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { catalogue as contactsCatalogue } from '@/features/contacts/catalogue';
import { DirectoryCard } from '@/features/contacts/components/directory-card';
import { PersonalContactsCard } from '@/features/contacts/components/personal-contacts-card';
import { SignedInHeader } from '@/features/dashboard/components/signed-in-header';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { describeError } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCatalogueT } from '@/features/i18n';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { pageLoader } from './page-loader';

const JOINING_TYPES = ['Student', 'Teacher', 'Employee', 'Incharge'];

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({}, () => contactsCatalogue.ready());

/** /contacts: the organisation's directory (as far as the viewer may see) and personal contacts. */
export function Component() {
  const t = useDashboardT();
  useDocumentTitle(t('dashboard.contacts.title'));
  const { profile, user } = useAuth();
  const { active, isLoading, error, refetch } = useMyMemberships();
  const tc = useCatalogueT(contactsCatalogue);
  const type = profile?.user_type;

  let directory;
  if (isLoading)
    directory = (
      <Card>
        <CardContent className="pt-6">
          <SkeletonList rows={6} avatar />
        </CardContent>
      </Card>
    );
  else if (error)
    directory = (
      <Alert variant="error">
        <p>{describeError(error)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void refetch()}>
          {tc('contacts.retry')}
        </Button>
      </Alert>
    );
  else if (active?.organization)
    directory = <DirectoryCard orgId={active.org_id} orgName={active.organization.name} />;
  else if (type && JOINING_TYPES.includes(type)) directory = <JoinOrganizationCard />;
  else
    directory = (
      <EmptyState
        icon={BookUser}
        title={t('dashboard.contacts.noOrg')}
        description={
          type === 'Institute' || type === 'Company'
            ? t('dashboard.contacts.noOrgOwner')
            : t('dashboard.contacts.noOrgMember')
        }
        action={
          isUserType(type) ? (
            <Button asChild variant="outline">
              <Link to={dashboardPath(type)}>{t('dashboard.contacts.goDashboard')}</Link>
            </Button>
          ) : undefined
        }
      />
    );

  return (
    <PageContainer className="space-y-8">
      <SignedInHeader
        profile={profile}
        title={t('dashboard.contacts.title')}
        description={t('dashboard.contacts.description')}
      />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">{directory}</div>
        <div className="lg:col-span-2">
          {user ? <PersonalContactsCard userId={user.id} /> : null}
        </div>
      </div>
    </PageContainer>
  );
}
