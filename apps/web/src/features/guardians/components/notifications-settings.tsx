import type { ReactNode } from 'react';
import { DeliveryLogCard } from './delivery-log-card';
import { GuardianAlertsCard } from './guardian-alerts-card';

/**
 * The owner's Notifications section: guardian alerts and the delivery log. `children` are further
 * cards (e.g. reminders), shown between the two.
 */
export function NotificationsSettings({
  orgId,
  timeZone,
  children,
}: {
  orgId: string;
  timeZone: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <GuardianAlertsCard orgId={orgId} />
      {children}
      <DeliveryLogCard orgId={orgId} timeZone={timeZone} />
    </div>
  );
}
