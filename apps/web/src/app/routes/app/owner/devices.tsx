import { catalogue as biometricCatalogue } from '@/features/biometric/catalogue';
import { BiometricDevicesCard } from '@/features/biometric/components/biometric-devices-card';
import { catalogue as kioskCatalogue } from '@/features/kiosk/catalogue';
import { CheckInPoliciesCard } from '@/features/kiosk/components/check-in-policies-card';
import { StartKioskForm } from '@/features/kiosk/components/start-kiosk-form';
import { DevicesList } from '@/features/orgs/components/devices-list';
import { OwnerPage } from '@/features/orgs/components/owner-page';
import { useGroupNames } from '@/features/orgs/hooks/use-group-names';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { catalogue as dashboardCatalogue } from '@/features/dashboard/catalogue';

function StartKiosk({ orgId }: { orgId: string }) {
  const groups = useGroupNames(orgId);
  return <StartKioskForm orgId={orgId} groups={groups.data ?? []} allowWholeOrganization />;
}

/** The biometric devices section waits for its messages in the reader's language. */
export async function loader() {
  await Promise.all([
    dashboardCatalogue.ready(),
    biometricCatalogue.ready(),
    kioskCatalogue.ready(),
  ]);
  return null;
}

/** /dashboard/<owner>/devices: the organisation's kiosks, and turning this device into one. */
export function Component() {
  const t = useDashboardT();
  return (
    <>
      <OwnerPage
        title={t('dashboard.devices.title')}
        description={t('dashboard.devices.description')}
      >
        {({ organization }) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <div>
              <DevicesList organization={organization} />
            </div>
            <div>
              <StartKiosk orgId={organization.id} />
            </div>
            <div className="lg:col-span-2">
              <CheckInPoliciesCard orgId={organization.id} />
            </div>
            <div className="lg:col-span-2">
              <BiometricDevicesCard organization={organization} />
            </div>
          </div>
        )}
      </OwnerPage>
    </>
  );
}
