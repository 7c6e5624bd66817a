import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, SkeletonTable } from '@/components/ui';
import { formatDateTimeInZone } from '@/features/orgs/utils/zoned-time';
import { describeError } from '@/lib/error-messages';
import { fetchDeliveries, integrationKeys, type WebhookDelivery } from '../api/integrations';
import { useIntegrationsT } from '../hooks/use-integrations-t';

const OUTCOME_VARIANT = { delivered: 'success', retrying: 'warning', failed: 'danger' } as const;

/** One webhook's tries, newest first: event, attempt, outcome, response code and time taken. */
export function DeliveryLog({ webhookId, timeZone }: { webhookId: string; timeZone: string }) {
  const t = useIntegrationsT();
  const log = useQuery({
    queryKey: integrationKeys.deliveries(webhookId),
    queryFn: () => fetchDeliveries(webhookId),
    refetchInterval: 30_000,
  });
  const outcome = (delivery: WebhookDelivery) =>
    delivery.outcome === 'delivered'
      ? t('integrations.log.delivered')
      : delivery.outcome === 'retrying'
        ? t('integrations.log.retrying')
        : t('integrations.log.failed');
  if (log.isLoading)
    return <SkeletonTable columns={6} rows={3} label={t('integrations.loading')} />;
  if (log.error)
    return (
      <Alert variant="error" title={t('integrations.error')}>
        <p>{describeError(log.error)}</p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="mt-2"
          onClick={() => void log.refetch()}
        >
          {t('integrations.retry')}
        </Button>
      </Alert>
    );
  if (!log.data?.length)
    return <p className="text-sm text-slate-600">{t('integrations.log.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="integrations-delivery-log">
        <caption className="sr-only">{t('integrations.log.title')}</caption>
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('integrations.log.when')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('integrations.log.event')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('integrations.log.attempt')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('integrations.log.outcome')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('integrations.log.response')}
            </th>
            <th scope="col" className="py-2">
              {t('integrations.log.duration')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {log.data.map((delivery) => (
            <tr key={delivery.id}>
              <td className="py-2 pr-3 whitespace-nowrap">
                {formatDateTimeInZone(delivery.created_at, timeZone)}
              </td>
              <td className="py-2 pr-3 font-mono text-xs">{delivery.event}</td>
              <td className="py-2 pr-3">{delivery.attempt}</td>
              <td className="py-2 pr-3">
                <Badge variant={OUTCOME_VARIANT[delivery.outcome]}>{outcome(delivery)}</Badge>
              </td>
              <td className="py-2 pr-3" title={delivery.error ?? undefined}>
                {delivery.response_status ?? t('integrations.log.noResponse')}
              </td>
              <td className="py-2 whitespace-nowrap">
                {t('integrations.log.ms', { ms: delivery.duration_ms })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
