import { formatDateTimeIn } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, ConfirmDialog, Input } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import { createFeed, downloadIcs, fetchFeed, revokeFeed } from '../api/calendar';
import { calendarKeys } from '../api/calendar-keys';
import { catalogue } from '../catalogue';

/** .ics download and the private subscription link (made, shown once, renewed, turned off). */
export function ShareCard({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: calendarKeys.feed(orgId), queryFn: () => fetchFeed(orgId) });
  const [url, setUrl] = useState<string | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  const [confirm, setConfirm] = useState<'renew' | 'revoke' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed(orgId) });
  const making = useMutation({
    mutationFn: () => createFeed(orgId),
    onSuccess: async (answer) => {
      setUrl(answer.url);
      setIsCopied(false);
      setConfirm(null);
      await refresh();
    },
  });
  const revoking = useMutation({
    mutationFn: () => revokeFeed(orgId),
    onSuccess: async () => {
      setUrl(null);
      setConfirm(null);
      await refresh();
    },
  });
  const downloading = useMutation({
    mutationFn: () => downloadIcs(orgId, t('calendar.share.downloadWhat')),
  });
  const errorOf = (error: unknown) =>
    error instanceof ApiError ? error.message : t('calendar.error.generic');
  const failure = making.error ?? revoking.error ?? downloading.error ?? feed.error;
  const status = feed.data;

  return (
    <section
      aria-labelledby="calendar-share"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="space-y-1">
        <h2 id="calendar-share" className="text-base font-semibold text-slate-900">
          {t('calendar.share.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('calendar.share.description')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          isLoading={downloading.isPending}
          onClick={() => downloading.mutate()}
        >
          {t('calendar.share.download')}
        </Button>
        {status && !status.exists ? (
          <Button size="sm" isLoading={making.isPending} onClick={() => making.mutate()}>
            {t('calendar.share.create')}
          </Button>
        ) : null}
        {status?.exists ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setConfirm('renew')}>
              {t('calendar.share.renew')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirm('revoke')}>
              {t('calendar.share.revoke')}
            </Button>
          </>
        ) : null}
      </div>
      {url ? (
        <div className="space-y-1.5">
          <label htmlFor="calendar-feed-url" className="text-sm font-medium text-slate-800">
            {t('calendar.share.linkLabel')}
          </label>
          <div className="flex gap-2">
            <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.target.select()} />
            <Button
              variant="outline"
              onClick={() => void navigator.clipboard?.writeText(url).then(() => setIsCopied(true))}
            >
              {isCopied ? t('calendar.share.copied') : t('calendar.share.copy')}
            </Button>
          </div>
          <p className="text-xs text-slate-500">{t('calendar.share.linkHint')}</p>
        </div>
      ) : status?.exists && status.createdAt ? (
        <p className="text-sm text-slate-600">
          {t('calendar.share.active', {
            date: formatDateTimeIn(status.createdAt, timeZone, locale),
          })}{' '}
          {status.lastUsedAt
            ? t('calendar.share.lastUsed', {
                date: formatDateTimeIn(status.lastUsedAt, timeZone, locale),
              })
            : null}
        </p>
      ) : null}
      {failure ? <Alert variant="error">{errorOf(failure)}</Alert> : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={
          confirm === 'renew' ? t('calendar.share.renewTitle') : t('calendar.share.revokeTitle')
        }
        description={
          confirm === 'renew'
            ? t('calendar.share.renewDescription')
            : t('calendar.share.revokeDescription')
        }
        confirmLabel={confirm === 'renew' ? t('calendar.share.renew') : t('calendar.share.revoke')}
        onConfirm={() => (confirm === 'renew' ? making.mutate() : revoking.mutate())}
        isPending={making.isPending || revoking.isPending}
      />
    </section>
  );
}
