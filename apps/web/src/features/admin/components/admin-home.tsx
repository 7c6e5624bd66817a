import { SkeletonShape } from '@/components/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { Building2, History, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { SkeletonBlock, SkeletonList } from '@/components/ui/skeleton';
import { getHealth, systemKeys } from '@/features/system/api/get-health';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/error-messages';
import { formatNumber } from '@ias/shared';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { adminKeys, listAuthEvents, listOrganizations, listUsers } from '../api/admin-api';
import { countAuditEntries } from '../api/audit-log';
import { formatAdminDateTime } from '../utils/format';

const FIRST = { q: '', page: 1 };

function Figure({
  label,
  value,
  to,
  testId,
}: {
  label: string;
  value: number | undefined;
  to: string;
  testId: string;
}) {
  const locale = useLocale();
  return (
    <Link
      to={to}
      className="rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid={testId}
    >
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
        {value === undefined ? '…' : formatNumber(value, locale)}
      </p>
    </Link>
  );
}

/** The Admin dashboard: system status, how much there is, and the way to each list. */
export function AdminHome() {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const health = useQuery({
    queryKey: systemKeys.health(),
    queryFn: getHealth,
    refetchInterval: 30_000,
  });
  const users = useQuery({ queryKey: adminKeys.users(FIRST), queryFn: () => listUsers(FIRST) });
  const orgs = useQuery({
    queryKey: adminKeys.organizations(FIRST),
    queryFn: () => listOrganizations(FIRST),
  });
  const events = useQuery({
    queryKey: adminKeys.authEvents(FIRST),
    queryFn: () => listAuthEvents(FIRST),
  });
  const changes = useQuery({
    queryKey: [...adminKeys.all, 'audit-count'],
    queryFn: countAuditEntries,
  });
  const isOk = health.data?.status === 'ok' && health.data.database === 'ok';
  const base = '/dashboard/admin';
  const databaseState =
    health.data?.database === 'ok' ? t('admin.status.reachable') : t('admin.status.unavailable');
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.status.title')}</CardTitle>
          <CardDescription>{t('admin.status.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {health.isPending ? (
            <StatusSkeleton />
          ) : health.error ? (
            <div className="space-y-3">
              <p className="text-sm font-medium text-red-700" data-testid="system-status">
                {t('admin.status.unreachable', { reason: describeError(health.error) })}
              </p>
              <Button variant="outline" size="sm" onClick={() => void health.refetch()}>
                {t('admin.error.retry')}
              </Button>
            </div>
          ) : (
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <div>
                <dt className="text-xs uppercase tracking-wide text-slate-500">
                  {t('admin.status.service')}
                </dt>
                <dd
                  className={cn('mt-1 font-semibold', isOk ? 'text-emerald-700' : 'text-amber-700')}
                  data-testid="system-status"
                >
                  {isOk ? t('admin.status.operational') : t('admin.status.degraded')}
                </dd>
              </div>
              <div>
                <dt className="text-xs uppercase tracking-wide text-slate-500">
                  {t('admin.status.database')}
                </dt>
                <dd className="mt-1 font-semibold text-slate-900">
                  {'databaseKind' in health.data
                    ? t('admin.status.databaseKind', {
                        state: databaseState,
                        kind: String((health.data as { databaseKind?: string }).databaseKind),
                      })
                    : databaseState}
                </dd>
              </div>
              <div>
                <dt className="text-xs uppercase tracking-wide text-slate-500">
                  {t('admin.status.answerTime')}
                </dt>
                <dd className="mt-1 font-semibold tabular-nums text-slate-900">
                  {health.data.latencyMs !== undefined
                    ? t('admin.status.ms', {
                        ms: formatNumber(health.data.latencyMs, locale, {
                          maximumFractionDigits: 1,
                        }),
                      })
                    : '—'}
                </dd>
              </div>
              <div>
                <dt className="text-xs uppercase tracking-wide text-slate-500">
                  {t('admin.status.version')}
                </dt>
                <dd className="mt-1 font-semibold text-slate-900">{health.data.version ?? '—'}</dd>
              </div>
            </dl>
          )}
        </CardContent>
      </Card>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label={t('admin.count.users')}
          value={users.data?.total}
          to={`${base}/users`}
          testId="admin-count-users"
        />
        <Figure
          label={t('admin.count.organizations')}
          value={orgs.data?.total}
          to={`${base}/organizations`}
          testId="admin-count-organizations"
        />
        <Figure
          label={t('admin.count.changes')}
          value={changes.data}
          to={`${base}/audit`}
          testId="admin-count-changes"
        />
        <Figure
          label={t('admin.count.events')}
          value={events.data?.total}
          to={`${base}/audit?tab=auth`}
          testId="admin-count-events"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {[
          {
            to: 'organizations',
            Icon: Building2,
            title: t('admin.link.organizations'),
            text: t('admin.link.organizationsText'),
          },
          {
            to: 'users',
            Icon: UsersRound,
            title: t('admin.link.users'),
            text: t('admin.link.usersText'),
          },
          {
            to: 'audit',
            Icon: History,
            title: t('admin.link.audit'),
            text: t('admin.link.auditText'),
          },
        ].map(({ to, Icon, title, text }) => (
          <Link
            key={to}
            to={`${base}/${to}`}
            className="group rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
            <p className="mt-3 font-semibold text-slate-900 group-hover:text-brand-700">{title}</p>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </Link>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.latestEvents')}</CardTitle>
        </CardHeader>
        <CardContent>
          {events.isPending ? (
            <SkeletonList rows={6} />
          ) : events.error ? (
            <div className="space-y-3">
              <p className="text-sm text-red-700">{describeError(events.error)}</p>
              <Button variant="outline" size="sm" onClick={() => void events.refetch()}>
                {t('admin.error.retry')}
              </Button>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {events.data.events.slice(0, 6).map((e) => (
                <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    <span className="font-mono text-xs text-slate-900">{e.action}</span>{' '}
                    <span className="text-slate-600">{e.email ?? ''}</span>
                  </span>
                  <span className="text-slate-500">{formatAdminDateTime(e.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** The four status figures in outline while the server is asked. */
function StatusSkeleton() {
  return (
    <SkeletonShape>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <span key={i} data-testid="skeleton-figure" className="block space-y-2">
            <SkeletonBlock className="h-3 w-20 bg-slate-100" />
            <SkeletonBlock className="h-5 w-24" />
          </span>
        ))}
      </div>
    </SkeletonShape>
  );
}
