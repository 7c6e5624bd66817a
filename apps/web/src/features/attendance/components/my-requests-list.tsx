import { CalendarOff, ClipboardEdit } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SkeletonList } from '@/components/ui/skeleton';
import { useCatalogueT } from '@/features/i18n';
import { leaveCatalogue, translateLeave } from '@/features/leave';
import { describeApiError } from '../utils/describe-api-error';
import type { AnyRequest } from '../api/requests';
import { useRequestActions } from '../hooks/use-requests';
import { formatDateTime, formatDay, formatTime } from '../utils/dates';
import { leaveDays } from '../utils/request-forms';
import { QueryError } from './query-error';
import { RequestStatusBadge } from './status-badge';

/** What a request asks for, in one line, in the language in use. */
export function requestSummary(request: AnyRequest, timeZone: string): string {
  if (request.kind === 'leave') {
    return request.from_date === request.to_date
      ? translateLeave('leave.requests.summary.leaveOne', {
          date: formatDay(request.from_date, { withYear: true }),
        })
      : translateLeave('leave.requests.summary.leaveRange', {
          from: formatDay(request.from_date),
          to: formatDay(request.to_date, { withYear: true }),
          days: leaveDays(request.from_date, request.to_date),
        });
  }
  const times = [
    request.check_in_at
      ? translateLeave('leave.requests.summary.in', {
          time: formatTime(request.check_in_at, timeZone),
        })
      : null,
    request.check_out_at
      ? translateLeave('leave.requests.summary.out', {
          time: formatTime(request.check_out_at, timeZone),
        })
      : null,
  ].filter(Boolean);
  return translateLeave('leave.requests.summary.correction', {
    date: formatDay(request.date, { withYear: true }),
    times: times.join(', '),
  });
}

/** A person's own requests with their status and decision; pending ones can be cancelled. */
export function MyRequestsList({
  requests,
  timeZone,
  isLoading,
  error,
  onRetry,
  limit,
}: {
  requests: AnyRequest[] | undefined;
  timeZone: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  limit?: number;
}) {
  const t = useCatalogueT(leaveCatalogue);
  const { cancel } = useRequestActions();
  const [toCancel, setToCancel] = useState<AnyRequest | null>(null);
  if (isLoading) return <SkeletonList rows={Math.min(limit ?? 3, 5)} />;
  if (error)
    return <QueryError error={error} onRetry={onRetry} title={t('leave.requests.list.error')} />;
  const shown = (requests ?? []).slice(0, limit);
  if (!shown.length) {
    return <p className="text-sm text-slate-600">{t('leave.requests.list.empty')}</p>;
  }
  return (
    <>
      <ul
        className="divide-y divide-slate-100"
        aria-label={t('leave.requests.mine')}
        data-testid="my-requests"
      >
        {shown.map((request) => {
          const Icon = request.kind === 'leave' ? CalendarOff : ClipboardEdit;
          return (
            <li
              key={`${request.kind}-${request.id}`}
              className="flex gap-3 py-3 first:pt-0 last:pb-0"
            >
              <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium text-slate-900">{requestSummary(request, timeZone)}</p>
                  <RequestStatusBadge status={request.status} />
                </div>
                <p className="text-sm text-slate-600">“{request.reason}”</p>
                <p className="text-xs text-slate-500">
                  {request.decided_at
                    ? t('leave.requests.list.sentDecided', {
                        sent: formatDateTime(request.created_at, timeZone),
                        decided: formatDateTime(request.decided_at, timeZone),
                      })
                    : t('leave.requests.list.sent', {
                        sent: formatDateTime(request.created_at, timeZone),
                      })}
                </p>
                {request.decision_note ? (
                  <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
                    {t('leave.requests.note', { note: request.decision_note })}
                  </p>
                ) : null}
              </div>
              {request.status === 'pending' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0"
                  onClick={() => {
                    cancel.reset();
                    setToCancel(request);
                  }}
                >
                  {t('leave.requests.cancel')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => !open && setToCancel(null)}
        title={t('leave.requests.list.cancelTitle')}
        description={toCancel ? requestSummary(toCancel, timeZone) : undefined}
        confirmLabel={t('leave.requests.list.cancelConfirm')}
        isPending={cancel.isPending}
        error={cancel.isError ? describeApiError(cancel.error) : null}
        onConfirm={() => {
          if (!toCancel) return;
          cancel.mutate(
            { kind: toCancel.kind, id: toCancel.id },
            { onSuccess: () => setToCancel(null) },
          );
        }}
      />
    </>
  );
}
