import { type Delivery, downloadDeliveries, fetchDeliveries, guardianKeys } from '../api/guardians';
import { useGuardiansT } from '../hooks/use-guardians-t';
import { CHANNEL_LABEL, DELIVERY_KIND_LABEL } from '../utils/labels';
import { DeliveryLog } from './delivery-log';

/**
 * The guardians' delivery log: every guardian message — to whom, about whom, by which channel, and
 * whether it was sent or why not — searchable and exportable as CSV.
 */
export function DeliveryLogCard({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const t = useGuardiansT();
  return (
    <DeliveryLog<Delivery & { at: string }>
      testId="delivery-log-card"
      title={t('guardians.log.title')}
      description={t('guardians.log.description')}
      searchPlaceholder={t('guardians.log.searchPlaceholder')}
      empty={t('guardians.log.empty')}
      exportWhat={t('guardians.log.exportWhat')}
      timeZone={timeZone}
      queryKey={(q, status) => guardianKeys.deliveries(orgId, q, status)}
      load={async (q, status) =>
        (await fetchDeliveries(orgId, q, status)).deliveries.map((delivery) => ({
          ...delivery,
          at: delivery.sent_at ?? delivery.created_at,
        }))
      }
      download={(q, status, what) => downloadDeliveries(orgId, q, status, what)}
      describe={(delivery: Delivery) => ({
        what: t(DELIVERY_KIND_LABEL[delivery.kind], { student: delivery.student }),
        to: t('guardians.log.to', {
          name: delivery.recipient_name,
          address: delivery.address,
          channel: t(CHANNEL_LABEL[delivery.channel]),
        }),
      })}
    />
  );
}
