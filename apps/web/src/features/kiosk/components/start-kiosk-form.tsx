import { EmptyState } from '@/components/ui';

export type StartKioskFormProps = {
  orgId: string;
  /** Groups the kiosk may serve; staff may only choose groups they are responsible for. */
  groups: Array<{ id: string; name: string }>;
  /** Owners may leave the groups empty (the whole organisation). */
  allowWholeOrganization: boolean;
};

/** Turns this device into a kiosk for chosen groups and methods, then opens /kiosk. (Being built.) */
export function StartKioskForm(_props: StartKioskFormProps) {
  return <EmptyState title="Start a kiosk" description="Kiosk mode is being built." />;
}
