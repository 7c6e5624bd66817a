import { keepPreviousData, type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
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
  SkeletonList,
} from '@/components/ui';
import { saveFile } from '@/features/reports/utils/save-file';
import { formatDateTimeInZone } from '@/features/orgs/utils/zoned-time';
import { describeError } from '@/lib/error-messages';
import { useSettledValue } from '@/lib/use-settled-value';
import type { DeliveryStatusFilter } from '../api/guardians';
import { useGuardiansT } from '../hooks/use-guardians-t';
import { STATUS_FILTER_LABEL, STATUS_LABEL } from '../utils/labels';

const STATUS_VARIANT = {
  sent: 'success',
  failed: 'danger',
  pending: 'neutral',
  sending: 'neutral',
} as const;

/** What every delivery log row has: its status, why it failed, and when. */
export type LogEntry = {
  id: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  error: string | null;
  /** When it was sent (or last tried), else when it was made. */
  at: string;
};

export type DeliveryLogProps<T extends LogEntry> = {
  testId: string;
  title: string;
  description: string;
  searchPlaceholder: string;
  /** Shown while nothing was ever sent. */
  empty: string;
  /** What the download is, for its error message. */
  exportWhat: string;
  timeZone: string;
  queryKey: (q: string, status: DeliveryStatusFilter) => QueryKey;
  load: (q: string, status: DeliveryStatusFilter) => Promise<T[]>;
  download: (
    q: string,
    status: DeliveryStatusFilter,
    what: string,
  ) => Promise<{ blob: Blob; fileName: string }>;
  /** The row's two lines: what it was, and to whom by which channel. */
  describe: (row: T) => { what: string; to: string };
};

/**
 * A delivery log (the guardians' messages, the members' notification e-mails and pushes): what was
 * sent to whom and whether it was sent or why not — searchable, filtered by status, exportable as
 * CSV. Each log supplies its rows and their words; the search, filter, export and states are here.
 */
export function DeliveryLog<T extends LogEntry>({
  testId,
  title,
  description,
  searchPlaceholder,
  empty,
  exportWhat,
  timeZone,
  queryKey,
  load,
  download,
  describe,
}: DeliveryLogProps<T>) {
  const t = useGuardiansT();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DeliveryStatusFilter>('all');
  const q = useSettledValue(search.trim(), 300);
  const log = useQuery({
    queryKey: queryKey(q, status),
    queryFn: () => load(q, status),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const exportCsv = useMutation({
    mutationFn: () => download(q, status, exportWhat),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });

  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
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
                placeholder={searchPlaceholder}
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
          <SkeletonList rows={4} label={t('guardians.log.loading')} />
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
        ) : log.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            {q || status !== 'all' ? t('guardians.log.noMatch') : empty}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={title}>
            {log.data.map((row) => {
              const { what, to } = describe(row);
              return (
                <li
                  key={row.id}
                  className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm"
                  data-testid="delivery-row"
                >
                  <div className="min-w-0 space-y-0.5">
                    <p className="font-medium text-slate-900">{what}</p>
                    <p className="break-all text-slate-600">{to}</p>
                    <p className="text-slate-500">{formatDateTimeInZone(row.at, timeZone)}</p>
                    {row.error ? (
                      <p className="text-red-700">
                        {t('guardians.log.reason', { reason: row.error })}
                      </p>
                    ) : null}
                  </div>
                  <Badge variant={STATUS_VARIANT[row.status]}>{t(STATUS_LABEL[row.status])}</Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
