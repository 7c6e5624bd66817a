import { deviceZone, formatDateTimeIn } from '@ias/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonTable } from '@/components/ui/skeleton';
import { useCatalogueT, useLocale, useT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { catalogue } from '../catalogue';
import { authKeys, getSessionInfo } from '../api/get-session-info';
import { useAuth } from '../hooks/use-auth';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-500 sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 break-all text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Expiry({ expiresAt }: { expiresAt: number | null }) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  if (!expiresAt) return t('auth.session.unknown');
  const seconds = Math.round(expiresAt - Date.now() / 1000);
  const when = formatDateTimeIn(new Date(expiresAt * 1000).toISOString(), deviceZone(), locale);
  return seconds > 0
    ? t('auth.session.expiresIn', { when, minutes: Math.ceil(seconds / 60) })
    : t('auth.session.expired', { when });
}

/** The live session and auth state, for support conversations (no tokens are shown). */
export function SessionDetails() {
  const t = useCatalogueT(catalogue);
  const common = useT();
  const auth = useAuth();
  const session = useQuery({
    queryKey: authKeys.session(),
    queryFn: () => getSessionInfo(),
    refetchInterval: 15_000,
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('auth.session.title')}</CardTitle>
          <CardDescription>{t('auth.session.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {session.isPending ? <SkeletonTable columns={2} rows={7} /> : null}
          {session.isError ? (
            <Alert variant="error">
              {describeError(session.error)}{' '}
              <Button variant="link" onClick={() => void session.refetch()}>
                {common('auth.guard.tryAgain')}
              </Button>
            </Alert>
          ) : null}
          {session.data === null ? <Alert variant="warning">{t('auth.session.none')}</Alert> : null}
          {session.data ? (
            <dl className="divide-y divide-slate-100" data-testid="session-details">
              <Row label={t('auth.session.userId')}>{session.data.userId}</Row>
              <Row label={t('auth.session.email')}>{session.data.email ?? '—'}</Row>
              <Row label={t('auth.session.methods')}>
                {session.data.providers.join(', ') || '—'}
              </Row>
              <Row label={t('auth.session.expires')}>
                <Expiry expiresAt={session.data.expiresAt} />
              </Row>
              <Row label={t('auth.session.level')}>
                <Badge variant={session.data.currentLevel === 'aal2' ? 'success' : 'neutral'}>
                  {session.data.currentLevel ?? t('auth.session.unknown')}
                </Badge>{' '}
                <span className="text-slate-500">
                  {t('auth.session.nextLevel', {
                    level: session.data.nextLevel ?? t('auth.session.unknown'),
                  })}
                </span>
              </Row>
              <Row label={t('auth.session.factors')}>{session.data.verifiedFactors}</Row>
              <Row label={t('auth.session.valid')}>
                {session.data.isValid ? t('auth.session.yes') : t('auth.session.no')}
              </Row>
            </dl>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('auth.state.title')}</CardTitle>
          <CardDescription>{t('auth.state.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-100">
            <Row label={t('auth.state.initialized')}>{String(auth.initialized)}</Row>
            <Row label={t('auth.state.loading')}>{String(auth.loading)}</Row>
            <Row label={t('auth.state.error')}>{auth.error ?? t('auth.state.none')}</Row>
            <Row label={t('auth.state.user')}>{auth.user?.email ?? t('auth.state.none')}</Row>
            <Row label={t('auth.state.profile')}>
              {auth.profile
                ? t('auth.state.profileOf', {
                    name: auth.profile.full_name ?? '—',
                    type: auth.profile.user_type ?? t('auth.state.typeNotSet'),
                  })
                : t('auth.state.none')}
            </Row>
            <Row label={t('auth.state.mfa')}>{String(auth.isMfaRequired)}</Row>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
