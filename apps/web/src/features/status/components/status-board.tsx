import { AlertTriangle, CheckCircle2, RefreshCw, XCircle } from 'lucide-react';
import { Button, Spinner } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { cn } from '@/lib/cn';
import type { StatusCheck } from '../api/get-status-check';
import { catalogue } from '../catalogue';
import { STATUS_REFRESH_MS, useStatusCheck } from '../hooks/use-status-check';
import {
  OVERALL_TEXT,
  overallState,
  type OverallState,
  SLOW_DATABASE_MS,
  SLOW_ROUND_TRIP_MS,
} from '../utils/overall-state';
import { ComponentStatus } from './component-status';
import { DATABASE_KIND, formatClock, formatMs, speedWord } from './format';
import { RecentChecks } from './recent-checks';
import { StatusSkeleton } from './status-skeletons';

const BANNER: Record<OverallState, { box: string; Icon: typeof CheckCircle2 }> = {
  operational: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
  degraded: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: AlertTriangle },
  outage: { box: 'border-red-200 bg-red-50 text-red-900', Icon: XCircle },
};

function Banner({ check }: { check: StatusCheck }) {
  const t = useCatalogueT(catalogue);
  const state = overallState(check);
  const { box, Icon } = BANNER[state];
  return (
    <div data-state={state} className={cn('flex gap-4 rounded-2xl border p-5 sm:p-6', box)}>
      <Icon aria-hidden="true" className="h-8 w-8 shrink-0" />
      <div>
        <p className="text-xl font-semibold" data-testid="overall-status">
          {t(OVERALL_TEXT[state].title)}
        </p>
        <p className="mt-1 text-sm leading-relaxed">{t(OVERALL_TEXT[state].detail)}</p>
      </div>
    </div>
  );
}

/** Live health of the API and the database, re-checked every 15 s and on demand. */
export function StatusBoard() {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const { latest, history, isChecking, checkNow } = useStatusCheck();
  const word = (id: ReturnType<typeof speedWord>) => (id ? t(id) : null);
  const kind = latest?.databaseKind ? DATABASE_KIND[latest.databaseKind] : null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-700" aria-live="polite">
          {latest ? (
            <>
              {t('status.checkedAt')}{' '}
              <time
                dateTime={latest.checkedAt}
                className="font-semibold text-slate-900"
                data-testid="last-checked"
              >
                {formatClock(latest.checkedAt, locale)}
              </time>
              {'. '}
              {t('status.checksEvery', { seconds: STATUS_REFRESH_MS / 1000 })}
            </>
          ) : (
            t('status.firstCheck')
          )}
        </p>
        <Button variant="outline" onClick={checkNow} disabled={isChecking}>
          {isChecking ? (
            <Spinner size="sm" label={null} />
          ) : (
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
          )}
          {isChecking ? t('status.checking') : t('status.checkNow')}
        </Button>
      </div>
      {latest ? (
        <>
          <Banner check={latest} />
          <div className="grid gap-4 md:grid-cols-2">
            <ComponentStatus
              id="api"
              name={t('status.api.name')}
              description={t('status.api.description')}
              state={latest.api === 'up' ? 'ok' : 'down'}
              facts={[
                {
                  label: t('status.api.latency'),
                  value: formatMs(latest.roundTripMs, locale),
                  note: word(speedWord(latest.roundTripMs, SLOW_ROUND_TRIP_MS)),
                  testId: 'api-latency',
                },
                {
                  label: t('status.api.version'),
                  value: latest.version ?? '—',
                  testId: 'api-version',
                },
              ]}
            />
            <ComponentStatus
              id="database"
              name={t('status.database.name')}
              description={t('status.database.description')}
              state={
                latest.database === 'ok' ? 'ok' : latest.database === 'unknown' ? 'unknown' : 'down'
              }
              facts={[
                {
                  label: t('status.database.latency'),
                  value: formatMs(latest.databaseLatencyMs, locale),
                  note: word(speedWord(latest.databaseLatencyMs, SLOW_DATABASE_MS)),
                  testId: 'database-latency',
                },
                {
                  label: t('status.database.kind'),
                  value: kind ? t(kind.name) : '—',
                  note: kind ? t(kind.note) : null,
                  testId: 'database-kind',
                },
              ]}
            />
          </div>
          {latest.problem ? (
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{t('status.problem.label')} </span>
              {latest.problem.kind === 'database'
                ? t('status.problem.database')
                : latest.problem.detail || t('status.problem.api')}
            </p>
          ) : null}
          <RecentChecks history={history} />
        </>
      ) : (
        <StatusSkeleton label={t('status.loading')} />
      )}
    </div>
  );
}
