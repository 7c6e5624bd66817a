import { EmptyState } from '@/components/ui';

/** Check in/out from one's own device: geofence and face, as the organisation allows. (Being built.) */
export function SelfCheckIn(_props: { orgId: string }) {
  return (
    <EmptyState title="Check in from this device" description="Self check-in is being built." />
  );
}
