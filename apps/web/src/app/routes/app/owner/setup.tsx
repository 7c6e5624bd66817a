import { catalogue as calendarCatalogue } from '@/features/calendar/catalogue';
import { consentLoader, DataRegisterCard, RetentionCard } from '@/features/consent';
import { LeaveTypesCard, leaveLoader } from '@/features/leave';
import { HolidaysCard } from '@/features/orgs/components/holidays-card';
import { OwnerPage } from '@/features/orgs/components/owner-page';
import { SettingsForm } from '@/features/orgs/components/settings-form';
import { SitesCard } from '@/features/orgs/components/sites-card';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { catalogue as dashboardCatalogue } from '@/features/dashboard/catalogue';

/** Leave types', the privacy cards' and the holiday review's texts load with the page. */
export async function loader() {
  await Promise.all([
    dashboardCatalogue.ready(),
    leaveLoader(),
    consentLoader(),
    calendarCatalogue.ready(),
  ]);
  return null;
}

/** /dashboard/<owner>/setup: settings and rules, geofenced sites, weekly offs and holidays. */
export function Component() {
  const t = useDashboardT();
  return (
    <>
      <OwnerPage title={t('dashboard.setup.title')} description={t('dashboard.setup.description')}>
        {({ organization }) => (
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <SettingsForm organization={organization} />
            </div>
            <div className="space-y-6 lg:col-span-2">
              <SitesCard orgId={organization.id} />
              <HolidaysCard orgId={organization.id} timeZone={organization.timezone} />
              <LeaveTypesCard orgId={organization.id} />
              <RetentionCard orgId={organization.id} />
            </div>
            <div className="lg:col-span-5">
              <DataRegisterCard orgId={organization.id} />
            </div>
          </div>
        )}
      </OwnerPage>
    </>
  );
}
