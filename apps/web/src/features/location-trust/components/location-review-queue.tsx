import { formatDateTime, formatNumber } from '@ias/shared';
import { Check, MapPinned, X } from 'lucide-react';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  FormField,
  Select,
  SkeletonList,
  Textarea,
} from '@/components/ui';
import { RowAction } from '@/components/ui/row-action';
import { QueryError } from '@/features/attendance/components/query-error';
import { useLocale } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import type { LocationCheck, LocationFlag, QueueStatus } from '../api/location-checks';
import { useLocationChecks, useReviewLocationCheck } from '../hooks/use-location-checks';
import { useLocationTrustT } from '../hooks/use-location-trust-t';
import { mapLink } from '../utils/map-link';

const FLAG_LABEL = {
  impossible_travel: 'location-trust.flag.impossible_travel',
  new_device: 'location-trust.flag.new_device',
  accuracy_near_limit: 'location-trust.flag.accuracy_near_limit',
} as const satisfies Record<LocationFlag, string>;

const REVIEW_LABEL = {
  accepted: 'location-trust.status.accepted',
  rejected: 'location-trust.status.rejected',
} as const satisfies Record<Exclude<LocationCheck['review_status'], 'pending'>, string>;

/**
 * Self check-ins that deserve a second look (impossible travel, a new device, an accuracy near the
 * limit): an owner's whole organisation, a teacher's or in-charge's own people — the server
 * decides. Accept at once; reject after a confirmation with a reason.
 */
export function LocationReviewQueue({ orgId, timeZone }: { orgId: string; timeZone?: string }) {
  const t = useLocationTrustT();
  const locale = useLocale();
  const [status, setStatus] = useState<QueueStatus>('pending');
  const list = useLocationChecks(orgId, status);
  const review = useReviewLocationCheck();
  const [rejecting, setRejecting] = useState<LocationCheck | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [failed, setFailed] = useState<{ id: string; message: string } | null>(null);
  const checks = list.data?.checks ?? [];
  const reasonOk = reason.trim().length >= 3;

  const accept = (check: LocationCheck) => {
    setFailed(null);
    review.mutate(
      { id: check.id, review: { decision: 'accept' } },
      { onError: (error) => setFailed({ id: check.id, message: describeError(error) }) },
    );
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <CardTitle>{t('location-trust.queue.title')}</CardTitle>
            <CardDescription>{t('location-trust.queue.description')}</CardDescription>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('location-trust.queue.show')}
            <Select
              value={status}
              onChange={(e) => setStatus(e.target.value as QueueStatus)}
              options={[
                { value: 'pending', label: t('location-trust.queue.pending') },
                { value: 'reviewed', label: t('location-trust.queue.reviewed') },
              ]}
            />
          </label>
        </div>
      </CardHeader>
      <CardContent>
        {list.error ? (
          <QueryError
            error={list.error}
            onRetry={list.refetch}
            title={t('location-trust.queue.error')}
          />
        ) : list.isPending ? (
          <SkeletonList rows={4} avatar />
        ) : checks.length === 0 ? (
          <EmptyState
            icon={MapPinned}
            title={
              status === 'pending'
                ? t('location-trust.queue.emptyPending')
                : t('location-trust.queue.emptyReviewed')
            }
            description={t('location-trust.queue.emptyHint')}
          />
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="location-checks">
            {checks.map((check) => {
              const when = formatDateTime(check.checked_at, locale, { timeZone });
              return (
                <li
                  key={check.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
                  data-testid="location-check"
                >
                  <div className="min-w-0 space-y-1">
                    <p className="font-medium text-slate-900">
                      {check.full_name} · {when}
                    </p>
                    <div className="flex flex-wrap gap-1">
                      {check.flags.map((flag) => (
                        <Badge key={flag} variant="warning">
                          {t(FLAG_LABEL[flag])}
                        </Badge>
                      ))}
                    </div>
                    <p className="text-sm text-slate-700">
                      {check.site_name ? (
                        t('location-trust.check.site', {
                          site: check.site_name,
                          distance: formatNumber(check.distance_m ?? 0, locale),
                        })
                      ) : (
                        // No site near: where it was, on a map (in words, never raw coordinates).
                        <a
                          href={mapLink(check.latitude, check.longitude)}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="font-medium text-brand-700 underline hover:text-brand-900"
                        >
                          {t('location-trust.check.outsideMap')}
                        </a>
                      )}{' '}
                      {check.accuracy_m !== null
                        ? t('location-trust.check.accuracy', {
                            accuracy: formatNumber(Math.round(check.accuracy_m), locale),
                            limit: formatNumber(check.accuracy_limit_m ?? 0, locale),
                          })
                        : null}
                    </p>
                    {check.flags.includes('impossible_travel') && check.travel_km !== null ? (
                      <p className="text-sm text-slate-700">
                        {t('location-trust.check.travel', {
                          km: formatNumber(check.travel_km, locale),
                          minutes: formatNumber(Math.round(check.travel_minutes ?? 0), locale),
                          speed:
                            check.travel_kmh === null
                              ? '∞'
                              : formatNumber(check.travel_kmh, locale),
                        })}
                      </p>
                    ) : null}
                    <p className="break-words text-xs text-slate-500">
                      {t('location-trust.check.device', {
                        device: check.device_id
                          ? check.device_id.slice(0, 8)
                          : t('location-trust.check.unknown'),
                        agent: check.user_agent ?? t('location-trust.check.unknown'),
                      })}
                      <br />
                      {t('location-trust.check.network', {
                        ip: check.ip ?? t('location-trust.check.unknown'),
                      })}
                    </p>
                    {check.review_status !== 'pending' ? (
                      <p className="text-xs text-slate-500">
                        {t('location-trust.check.reviewedBy', {
                          name: check.reviewed_by_name ?? '—',
                        })}
                        {check.review_reason ? ` “${check.review_reason}”` : null}
                      </p>
                    ) : null}
                    {failed?.id === check.id ? (
                      <Alert variant="error">{failed.message}</Alert>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-2">
                    {check.review_status === 'pending' ? null : (
                      <Badge variant={check.review_status === 'accepted' ? 'success' : 'danger'}>
                        {t(REVIEW_LABEL[check.review_status])}
                      </Badge>
                    )}
                    {check.can_review ? (
                      <>
                        <RowAction
                          icon={Check}
                          variant="outline"
                          label={t('location-trust.check.acceptLabel', {
                            name: check.full_name,
                            when,
                          })}
                          isLoading={review.isPending && review.variables?.id === check.id}
                          onClick={() => accept(check)}
                        >
                          {t('location-trust.check.accept')}
                        </RowAction>
                        <RowAction
                          icon={X}
                          variant="ghost"
                          label={t('location-trust.check.rejectLabel', {
                            name: check.full_name,
                            when,
                          })}
                          onClick={() => {
                            setReason('');
                            setTried(false);
                            review.reset();
                            setRejecting(check);
                          }}
                        >
                          {t('location-trust.check.reject')}
                        </RowAction>
                      </>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-4 text-xs text-slate-500">{t('location-trust.queue.limits')}</p>
      </CardContent>
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('location-trust.reject.title', {
          name: rejecting?.full_name ?? '',
          when: rejecting ? formatDateTime(rejecting.checked_at, locale, { timeZone }) : '',
        })}
        description={t('location-trust.reject.description')}
        confirmLabel={t('location-trust.reject.confirm')}
        isPending={review.isPending}
        error={
          review.isError && rejecting
            ? describeError(review.error)
            : tried && !reasonOk
              ? t('location-trust.reject.reasonShort')
              : null
        }
        onConfirm={() => {
          if (!rejecting) return;
          setTried(true);
          if (!reasonOk) return;
          review.mutate(
            { id: rejecting.id, review: { decision: 'reject', reason: reason.trim() } },
            { onSuccess: () => setRejecting(null) },
          );
        }}
      >
        <FormField label={t('location-trust.reject.reason')} hint={t('location-trust.reject.hint')}>
          <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </ConfirmDialog>
    </Card>
  );
}
