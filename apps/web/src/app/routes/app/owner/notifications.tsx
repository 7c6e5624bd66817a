import { catalogue as guardiansCatalogue } from '@/features/guardians/catalogue';
import { NotificationsSettings } from '@/features/guardians/components/notifications-settings';
import { useGuardiansT } from '@/features/guardians/hooks/use-guardians-t';
import { catalogue as notificationsCatalogue } from '@/features/notifications/catalogue';
import { OwnerPage } from '@/features/orgs/components/owner-page';
import { RemindersCard, remindersLoader } from '@/features/reminders';

/** The page waits for its messages in the reader's language. */
export async function loader() {
  await Promise.all([
    guardiansCatalogue.ready(),
    notificationsCatalogue.ready(),
    remindersLoader(),
  ]);
  return null;
}

/**
 * /dashboard/<owner>/notifications: guardian alerts (switches, cut-off, quiet hours, daily cap,
 * SMS provider status), the guardians' delivery log and the members' notification deliveries.
 * Further cards go inside NotificationsSettings.
 */
export function Component() {
  const t = useGuardiansT();
  return (
    <OwnerPage
      title={t('guardians.notifications.title')}
      description={t('guardians.notifications.description')}
    >
      {({ organization }) => (
        <NotificationsSettings orgId={organization.id} timeZone={organization.timezone}>
          <RemindersCard orgId={organization.id} />
        </NotificationsSettings>
      )}
    </OwnerPage>
  );
}
