import type { ReactNode } from 'react';
import { MemberDeliveryLogCard } from '@/features/notifications/components/member-delivery-log-card';
import { DeliveryLogCard } from './delivery-log-card';
import { GuardianAlertsCard } from './guardian-alerts-card';
import { GuardianWordingCard } from './guardian-wording-card';

/**
 * The owner's Notifications section: guardian alerts and their wording, the guardians' delivery log and the members'
 * (notification e-mails and pushes). `children` are further cards (e.g. reminders), shown between
 * the alerts and the logs.
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
      <GuardianWordingCard orgId={orgId} />
      {children}
      <DeliveryLogCard orgId={orgId} timeZone={timeZone} />
      <MemberDeliveryLogCard orgId={orgId} timeZone={timeZone} />
    </div>
  );
}
