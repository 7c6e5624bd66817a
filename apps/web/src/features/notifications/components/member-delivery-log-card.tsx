import { DeliveryLog } from '@/features/guardians/components/delivery-log';
import { useCatalogueT } from '@/features/i18n';
import {
  downloadMemberDeliveries,
  fetchMemberDeliveries,
  type MemberDelivery,
  memberDeliveryKeys,
} from '../api/delivery-log';
import { catalogue } from '../catalogue';
import { kindName } from '../utils/kind-name';

/**
 * The members' delivery log on the owner's Notifications page: each notification e-mail and push
 * to a member of the organisation — what about, to whom, and whether it was sent or why not. The
 * same log as the guardians' (search, status filter, CSV), over the members' deliveries.
 */
export function MemberDeliveryLogCard({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const t = useCatalogueT(catalogue);
  const describe = (delivery: MemberDelivery) => {
    const channel =
      delivery.channel === 'email'
        ? t('notifications.log.channel.email')
        : t('notifications.log.channel.push');
    return {
      what: (delivery.kind && kindName(t, delivery.kind)) ?? t('notifications.log.kind.other'),
      to: delivery.address
        ? t('notifications.log.toAddress', {
            name: delivery.recipient_name,
            address: delivery.address,
            channel,
          })
        : t('notifications.log.to', { name: delivery.recipient_name, channel }),
    };
  };
  return (
    <DeliveryLog<MemberDelivery & { at: string }>
      testId="member-delivery-log-card"
      title={t('notifications.log.title')}
      description={t('notifications.log.description')}
      searchPlaceholder={t('notifications.log.searchPlaceholder')}
      empty={t('notifications.log.empty')}
      exportWhat={t('notifications.log.exportWhat')}
      timeZone={timeZone}
      queryKey={(q, status) => memberDeliveryKeys.list(orgId, q, status)}
      load={async (q, status) =>
        (await fetchMemberDeliveries(orgId, q, status)).deliveries.map((delivery) => ({
          ...delivery,
          at: delivery.attempted_at ?? delivery.created_at,
        }))
      }
      download={(q, status, what) => downloadMemberDeliveries(orgId, q, status, what)}
      describe={describe}
    />
  );
}
