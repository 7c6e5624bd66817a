import { formatDate } from '@ias/shared';
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  SkeletonForm,
} from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import { catalogue } from '../catalogue';
import { useDeletionChange, useDeletionStatus } from '../hooks/use-privacy';

/**
 * /profile: ask for the account to be deleted after the grace period (with the date), or cancel
 * a request; owners of an organisation others belong to are told to hand it over first.
 */
export function AccountDeletionCard() {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const status = useDeletionStatus();
  const change = useDeletionChange();
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(false);

  const errorOf = (error: unknown) =>
    error instanceof ApiError && error.status > 0 && error.message
      ? error.message
      : t('privacy.deletion.failed');
  const longDate = (value: string | Date) => formatDate(value, locale, { style: 'long' });

  const body = () => {
    if (status.isPending) return <SkeletonForm fields={1} label={t('privacy.deletion.loading')} />;
    if (status.isError)
      return (
        <Alert variant="error">
          {t('privacy.deletion.loadError')}{' '}
          <Button variant="link" onClick={() => void status.refetch()}>
            {t('privacy.deletion.retry')}
          </Button>
        </Alert>
      );
    const { request, blocking, owned_alone: ownedAlone, grace_days: days } = status.data;
    if (request) {
      return (
        <div className="space-y-3">
          <Alert
            variant="warning"
            title={t('privacy.deletion.pending', { date: longDate(request.erase_after) })}
          >
            {t('privacy.deletion.pendingHint')}
          </Alert>
          {change.isError && <Alert variant="error">{errorOf(change.error)}</Alert>}
          <Button
            variant="outline"
            isLoading={change.isPending}
            onClick={() =>
              change.mutate('cancel', {
                onSuccess: () => setCancelled(true),
              })
            }
          >
            {t('privacy.deletion.cancel')}
          </Button>
        </div>
      );
    }
    const names = (list: Array<{ name: string }>) => list.map((o) => o.name).join(', ');
    const eraseOn = longDate(new Date(Date.now() + days * 86_400_000));
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{t('privacy.deletion.description', { days })}</p>
        {cancelled && <Alert variant="success">{t('privacy.deletion.cancelled')}</Alert>}
        {blocking.length > 0 ? (
          <Alert variant="warning" data-testid="deletion-blocked">
            {t('privacy.deletion.blocking', { orgs: names(blocking), count: blocking.length })}
          </Alert>
        ) : (
          ownedAlone.length > 0 && (
            <p className="text-sm text-slate-600">
              {t('privacy.deletion.ownedAlone', {
                orgs: names(ownedAlone),
                count: ownedAlone.length,
              })}
            </p>
          )
        )}
        <Button
          variant="danger"
          disabled={blocking.length > 0}
          onClick={() => {
            change.reset();
            setCancelled(false);
            setConfirming(true);
          }}
        >
          {t('privacy.deletion.button')}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('privacy.deletion.confirmTitle')}
          description={t('privacy.deletion.confirmDescription', { date: eraseOn })}
          confirmLabel={t('privacy.deletion.confirm', { date: eraseOn })}
          isPending={change.isPending}
          error={change.isError ? errorOf(change.error) : null}
          onConfirm={() => change.mutate('request', { onSuccess: () => setConfirming(false) })}
        />
      </div>
    );
  };

  return (
    <Card data-testid="account-deletion">
      <CardHeader>
        <CardTitle>{t('privacy.deletion.title')}</CardTitle>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
