import { lazy, Suspense, type ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-header';
import { Alert, Button, SkeletonBlock } from '@/components/ui';
import { SkeletonShape } from '@/components/ui/skeleton';
import { useDeferredArrival } from '@/lib/use-deferred-arrival';
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
import { useOrgsT } from '../hooks/use-orgs-t';

// Offered once, right after the organisation is created: loaded only then.
const HolidayOfferCard = lazy(() =>
  import('@/features/calendar/components/holiday-offer').then((m) => ({
    default: m.HolidayOfferCard,
  })),
);

const COPY = {
  Institute: {
    title: 'orgs.dashboard.institute',
    summary: 'orgs.dashboard.instituteSummary',
    kind: 'institute',
  },
  Company: {
    title: 'orgs.dashboard.company',
    summary: 'orgs.dashboard.companySummary',
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
  const t = useOrgsT();
  useDocumentTitle(t(copy.title));
  const { profile } = useAuth();
  const { organization, basePath, isLoading, error, refetch } = useOwnerOrganization();
  const holidayOffer = useHolidayOffer(organization?.id);
  // The cards are built in a deferred render; the skeleton stays until then.
  const { value: shown, isArriving } = useDeferredArrival(organization);

  return (
    <PageContainer className="space-y-6">
      <SignedInHeader
        profile={profile}
        title={t(copy.title)}
        description={
          organization ? (
            <span className="flex items-center gap-3">
              <OrgLogo url={organization.logo_url} />
              <span className="min-w-0">{organization.name}</span>
            </span>
          ) : (
            t(copy.summary)
          )
        }
        actions={<SignOutButton />}
      />
      {isLoading || isArriving ? (
        <DashboardSkeleton label={t('orgs.dashboard.loading')} />
      ) : error ? (
        <Alert variant="error" title={t('orgs.loadFailed')}>
          <p>{describeError(error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={refetch}>
            {t('orgs.tryAgain')}
          </Button>
        </Alert>
      ) : !organization || !shown ? (
        <CreateOrganizationCard kind={copy.kind} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-3">
            {holidayOffer.isOpen ? (
              <Suspense fallback={null}>
                <HolidayOfferCard
                  orgId={shown.id}
                  defaultYear={new Date().getFullYear()}
                  onClose={holidayOffer.close}
                />
              </Suspense>
            ) : null}
            <JoinCodeCard organization={shown} />
            <SetupChecklistCard organization={shown} basePath={basePath} />
            <StaffCharts orgId={shown.id} timeZone={shown.timezone} />
          </div>
          <div className="space-y-6 lg:col-span-2">
            {renderRequests(shown)}
            <TodayFiguresCard organization={shown} basePath={basePath} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}

/** The dashboard's two columns of cards while the organisation loads, each where it will be. */
function DashboardSkeleton({ label }: { label: string }) {
  return (
    <SkeletonShape label={label} testId="skeleton-dashboard">
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <SkeletonBlock className="h-48 rounded-2xl bg-slate-100" />
          <SkeletonBlock className="h-80 rounded-2xl bg-slate-100" />
          <SkeletonBlock className="h-72 rounded-2xl bg-slate-100" />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <SkeletonBlock className="h-56 rounded-2xl bg-slate-100" />
          <SkeletonBlock className="h-72 rounded-2xl bg-slate-100" />
        </div>
      </div>
    </SkeletonShape>
  );
}
