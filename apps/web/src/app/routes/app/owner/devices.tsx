import { StartKioskForm } from '@/features/kiosk/components/start-kiosk-form';
import { DevicesList } from '@/features/orgs/components/devices-list';
import { OwnerPage } from '@/features/orgs/components/owner-page';
import { useGroupNames } from '@/features/orgs/hooks/use-group-names';

function StartKiosk({ orgId }: { orgId: string }) {
  const groups = useGroupNames(orgId);
  return <StartKioskForm orgId={orgId} groups={groups.data ?? []} allowWholeOrganization />;
}

/** /dashboard/<owner>/devices: the organisation's kiosks, and turning this device into one. */
export function Component() {
  return (
    <>
      <OwnerPage
        title="Kiosks"
        description="Devices at your entrances that check people in by face, ID card or QR code."
      >
        {({ organization }) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <div>
              <DevicesList organization={organization} />
            </div>
            <div>
              <StartKiosk orgId={organization.id} />
            </div>
          </div>
        )}
      </OwnerPage>
    </>
  );
}
