import { lazy, Suspense, type ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-header';
import { Alert, Button, PageSpinner } from '@/components/ui';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useHolidayOffer } from '@/features/calendar/utils/holiday-offer';
import { StaffCharts } from '@/features/charts';
import { SignedInHeader } from '@/features/dashboard/components/signed-in-header';
import { describeError } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Organization } from '../api/organization';
import { useOwnerOrganization } from '../hooks/use-owner-organization';
import { CreateOrganizationCard } from './create-organization-card';
import { JoinCodeCard } from './join-code-card';
import { OrgLogo } from './org-logo';
import { SetupChecklistCard } from './setup-checklist-card';
import { TodayFiguresCard } from './today-figures-card';

// Offered once, right after the organisation is created: loaded only then.
const HolidayOfferCard = lazy(() =>
  import('@/features/calendar/components/holiday-offer').then((m) => ({
    default: m.HolidayOfferCard,
  })),
);

const COPY = {
  Institute: {
    title: 'Institute dashboard',
    summary: 'Set up your institute and see attendance across it.',
    kind: 'institute',
  },
  Company: {
    title: 'Company dashboard',
    summary: 'Set up your company and see attendance across sites and shifts.',
    kind: 'company',
  },
} as const;

/**
 * The owner's home: create the organisation, then its join code, the setup checklist, today's
 * figures and the join requests (passed in by the route, which composes the people feature).
 */
export function OwnerDashboard({
  userType,
  renderRequests,
}: {
  userType: 'Institute' | 'Company';
  renderRequests: (organization: Organization) => ReactNode;
}) {
  const copy = COPY[userType];
  useDocumentTitle(copy.title);
  const { profile } = useAuth();
  const { organization, basePath, isLoading, error, refetch } = useOwnerOrganization();
  const holidayOffer = useHolidayOffer(organization?.id);

  return (
    <PageContainer className="space-y-6">
      <SignedInHeader
        profile={profile}
        title={copy.title}
        description={
          organization ? (
            <span className="flex items-center gap-3">
              <OrgLogo url={organization.logo_url} />
              <span className="min-w-0">{organization.name}</span>
            </span>
          ) : (
            copy.summary
          )
        }
        actions={<SignOutButton />}
      />
      {isLoading ? (
        <PageSpinner label="Loading your organisation..." />
      ) : error ? (
        <Alert variant="error" title="Could not load your organisation">
          <p>{describeError(error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={refetch}>
            Try again
          </Button>
        </Alert>
      ) : !organization ? (
        <CreateOrganizationCard kind={copy.kind} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-3">
            {holidayOffer.isOpen ? (
              <Suspense fallback={null}>
                <HolidayOfferCard
                  orgId={organization.id}
                  defaultYear={new Date().getFullYear()}
                  onClose={holidayOffer.close}
                />
              </Suspense>
            ) : null}
            <JoinCodeCard organization={organization} />
            <SetupChecklistCard organization={organization} basePath={basePath} />
            <StaffCharts orgId={organization.id} timeZone={organization.timezone} />
          </div>
          <div className="space-y-6 lg:col-span-2">
            {renderRequests(organization)}
            <TodayFiguresCard organization={organization} basePath={basePath} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}
