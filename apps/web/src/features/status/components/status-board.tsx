import { AlertTriangle, CheckCircle2, RefreshCw, XCircle } from 'lucide-react';
import { Button, Spinner } from '@/components/ui';
import { cn } from '@/lib/cn';
import type { StatusCheck } from '../api/get-status-check';
import { STATUS_REFRESH_MS, useStatusCheck } from '../hooks/use-status-check';
import { OVERALL_TEXT, overallState, type OverallState } from '../utils/overall-state';
import { ComponentStatus } from './component-status';
import { DATABASE_KIND_LABEL, formatClock, formatMs } from './format';
import { RecentChecks } from './recent-checks';

const BANNER: Record<OverallState, { box: string; Icon: typeof CheckCircle2 }> = {
  operational: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
  degraded: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: AlertTriangle },
  outage: { box: 'border-red-200 bg-red-50 text-red-900', Icon: XCircle },
};

function Banner({ check }: { check: StatusCheck }) {
  const state = overallState(check);
  const { box, Icon } = BANNER[state];
  return (
    <div data-state={state} className={cn('flex gap-4 rounded-2xl border p-5 sm:p-6', box)}>
      <Icon aria-hidden="true" className="h-8 w-8 shrink-0" />
      <div>
        <p className="text-xl font-semibold" data-testid="overall-status">
          {OVERALL_TEXT[state].title}
        </p>
        <p className="mt-1 text-sm leading-relaxed">{OVERALL_TEXT[state].detail}</p>
      </div>
    </div>
  );
}

/** Live health of the API and the database, re-checked every 15 s and on demand. */
export function StatusBoard() {
  const { latest, history, isChecking, checkNow } = useStatusCheck();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-700" aria-live="polite">
          {latest ? (
            <>
              Last checked at{' '}
              <time
                dateTime={latest.checkedAt}
                className="font-semibold text-slate-900"
                data-testid="last-checked"
              >
                {formatClock(latest.checkedAt)}
              </time>
              . Checks again every {STATUS_REFRESH_MS / 1000} seconds.
            </>
          ) : (
            'Checking the service for the first time…'
          )}
        </p>
        <Button variant="outline" onClick={checkNow} disabled={isChecking}>
          {isChecking ? (
            <Spinner size="sm" label={null} />
          ) : (
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
          )}
          {isChecking ? 'Checking…' : 'Check now'}
        </Button>
      </div>
      {latest ? (
        <>
          <Banner check={latest} />
          <div className="grid gap-4 md:grid-cols-2">
            <ComponentStatus
              name="API"
              description="The web app's server: sign-in, data, files and attendance functions."
              state={latest.api === 'up' ? 'ok' : 'down'}
              facts={[
                {
                  label: 'Response time from your browser',
                  value: formatMs(latest.roundTripMs),
                  testId: 'api-latency',
                },
                { label: 'Version', value: latest.version ?? '—', testId: 'api-version' },
              ]}
            />
            <ComponentStatus
              name="Database"
              description="Where attendance, accounts and settings are stored."
              state={
                latest.database === 'ok' ? 'ok' : latest.database === 'unknown' ? 'unknown' : 'down'
              }
              facts={[
                {
                  label: 'Query time on the server',
                  value: formatMs(latest.databaseLatencyMs),
                  testId: 'database-latency',
                },
                {
                  label: 'Kind',
                  value: latest.databaseKind ? DATABASE_KIND_LABEL[latest.databaseKind].name : '—',
                },
              ]}
            />
          </div>
          {latest.problem ? (
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">Last problem seen: </span>
              {latest.problem}
            </p>
          ) : null}
          <RecentChecks history={history} />
        </>
      ) : (
        <div className="flex justify-center rounded-2xl border border-slate-200 bg-white p-10">
          <Spinner label="Checking the API and the database…" />
        </div>
      )}
    </div>
  );
}
