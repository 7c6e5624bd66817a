import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Select,
} from '@/components/ui';
import { saveFile } from '@/features/reports/utils/save-file';
import { formatDateTimeInZone } from '@/features/orgs/utils/zoned-time';
import { describeError } from '@/lib/error-messages';
import { useSettledValue } from '@/lib/use-settled-value';
import {
  type Delivery,
  type DeliveryStatusFilter,
  downloadDeliveries,
  fetchDeliveries,
  guardianKeys,
} from '../api/guardians';
import { useGuardiansT } from '../hooks/use-guardians-t';
import {
  CHANNEL_LABEL,
  DELIVERY_KIND_LABEL,
  STATUS_FILTER_LABEL,
  STATUS_LABEL,
} from '../utils/labels';

const STATUS_VARIANT = {
  sent: 'success',
  failed: 'danger',
  pending: 'neutral',
  sending: 'neutral',
} as const;

/**
 * The delivery log: every guardian message — to whom, about whom, by which channel, and whether it
 * was sent or why not — searchable and exportable as CSV.
 */
export function DeliveryLogCard({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const t = useGuardiansT();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DeliveryStatusFilter>('all');
  const q = useSettledValue(search.trim(), 300);
  const log = useQuery({
    queryKey: guardianKeys.deliveries(orgId, q, status),
    queryFn: () => fetchDeliveries(orgId, q, status),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const exportCsv = useMutation({
    mutationFn: () => downloadDeliveries(orgId, q, status, t('guardians.log.exportWhat')),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  const channel = (delivery: Delivery) => t(CHANNEL_LABEL[delivery.channel]);

  return (
    <Card data-testid="delivery-log-card">
      <CardHeader>
        <CardTitle>{t('guardians.log.title')}</CardTitle>
        <CardDescription>{t('guardians.log.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <FormField label={t('guardians.log.search')} className="min-w-0 flex-1 basis-56">
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
              />
              <Input
                type="search"
                className="pl-9"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('guardians.log.searchPlaceholder')}
              />
            </div>
          </FormField>
          <FormField label={t('guardians.log.status')} className="basis-40">
            <Select
              value={status}
              onChange={(event) => setStatus(event.target.value as DeliveryStatusFilter)}
              options={(['all', 'sent', 'failed', 'pending'] as const).map((value) => ({
                value,
                label: t(STATUS_FILTER_LABEL[value]),
              }))}
            />
          </FormField>
          <Button
            type="button"
            variant="outline"
            onClick={() => exportCsv.mutate()}
            isLoading={exportCsv.isPending}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('guardians.log.export')}
          </Button>
        </div>
        {exportCsv.error ? <Alert variant="error">{describeError(exportCsv.error)}</Alert> : null}
        {log.isLoading ? (
          <div className="space-y-2" aria-busy="true" aria-label={t('guardians.log.loading')}>
            <div className="h-12 animate-pulse rounded-lg bg-slate-100" />
            <div className="h-12 animate-pulse rounded-lg bg-slate-100" />
          </div>
        ) : log.error || !log.data ? (
          <Alert variant="error" title={t('guardians.log.error')}>
            <p>{describeError(log.error)}</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => void log.refetch()}
            >
              {t('guardians.retry')}
            </Button>
          </Alert>
        ) : log.data.deliveries.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            {q || status !== 'all' ? t('guardians.log.noMatch') : t('guardians.log.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('guardians.log.title')}>
            {log.data.deliveries.map((delivery) => (
              <li
                key={delivery.id}
                className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm"
                data-testid="delivery-row"
              >
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium text-slate-900">
                    {t(DELIVERY_KIND_LABEL[delivery.kind], { student: delivery.student })}
                  </p>
                  <p className="break-all text-slate-600">
                    {t('guardians.log.to', {
                      name: delivery.recipient_name,
                      address: delivery.address,
                      channel: channel(delivery),
                    })}
                  </p>
                  <p className="text-slate-500">
                    {formatDateTimeInZone(delivery.sent_at ?? delivery.created_at, timeZone)}
                  </p>
                  {delivery.error ? (
                    <p className="text-red-700">
                      {t('guardians.log.reason', { reason: delivery.error })}
                    </p>
                  ) : null}
                </div>
                <Badge variant={STATUS_VARIANT[delivery.status]}>
                  {t(STATUS_LABEL[delivery.status])}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
