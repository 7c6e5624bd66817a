import { formatNumber, formatPercent, type UserType } from '@ias/shared';
import { Lock, Play } from 'lucide-react';
import { Alert, Badge, Button } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { type DatabaseDemoResult, useDatabaseDemo } from '../api/get-database-demo';
import { catalogue, type StatusMessage } from '../catalogue';
import { DATABASE_KIND, formatClock, formatDate, formatMs } from './format';
import { DemoSkeleton } from './status-skeletons';

const USER_TYPE: Record<UserType, StatusMessage> = {
  Student: 'status.userType.student',
  Teacher: 'status.userType.teacher',
  Employee: 'status.userType.employee',
  Incharge: 'status.userType.incharge',
  Institute: 'status.userType.institute',
  Company: 'status.userType.company',
  Admin: 'status.userType.admin',
};

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd
        className="mt-1 break-words text-xl font-semibold tabular-nums text-slate-900"
        data-testid={testId}
      >
        {value}
      </dd>
      {note ? <dd className="mt-0.5 text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

function Results({ demo }: { demo: DatabaseDemoResult }) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const kind = DATABASE_KIND[demo.databaseKind];
  const count = (value: number) => formatNumber(value, locale);
  const total = demo.profilesByType.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={demo.readOnly ? 'success' : 'warning'}>
          <Lock aria-hidden="true" className="h-3 w-3" />
          {demo.readOnly ? t('status.demo.readOnly') : t('status.demo.notReadOnly')}
        </Badge>
        <Badge variant="neutral">{t('status.demo.engine', { version: demo.serverVersion })}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Figure
          label={t('status.database.kind')}
          value={t(kind.name)}
          note={t(kind.note)}
          testId="demo-kind"
        />
        <Figure
          label={t('status.demo.serverTime')}
          value={formatClock(demo.serverTime, locale)}
          note={formatDate(demo.serverTime, locale)}
          testId="demo-server-time"
        />
        <Figure
          label={t('status.demo.accounts')}
          value={count(demo.authUsers)}
          testId="demo-auth-users"
        />
        <Figure
          label={t('status.demo.profiles')}
          value={count(demo.profiles)}
          testId="demo-profiles"
        />
        <Figure
          label={t('status.demo.queryTime')}
          value={formatMs(demo.queryLatencyMs, locale)}
          testId="demo-query-latency"
        />
        <Figure
          label={t('status.demo.roundTrip')}
          value={formatMs(demo.roundTripMs, locale)}
          testId="demo-round-trip"
        />
      </dl>
      <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="px-4 pt-4 text-left font-semibold text-slate-900">
            {t('status.demo.byType')}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="px-4 py-2 font-medium">
                {t('status.demo.userType')}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {t('status.demo.profiles')}
              </th>
              <th scope="col" className="hidden px-4 py-2 font-medium sm:table-cell">
                {t('status.demo.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {demo.profilesByType.map((row) => {
              const share = total ? Math.round((row.count / total) * 100) : 0;
              return (
                <tr
                  key={row.userType ?? 'unset'}
                  className="border-b border-slate-100 last:border-0"
                >
                  <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                    {row.userType ? t(USER_TYPE[row.userType]) : t('status.demo.notChosen')}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums text-slate-900">
                    {count(row.count)}
                  </td>
                  <td className="hidden px-4 py-2 sm:table-cell">
                    <span className="flex items-center gap-2">
                      <span className="h-2 w-32 rounded-full bg-slate-100">
                        <span
                          className="block h-2 rounded-full bg-brand-500"
                          style={{ width: `${share}%` }}
                        />
                      </span>
                      <span className="tabular-nums text-slate-700">
                        {formatPercent(share / 100, locale, { maximumFractionDigits: 0 })}
                      </span>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <details className="rounded-2xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">
          {t('status.demo.sql')}
        </summary>
        <pre className="mt-3 overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100">
          {demo.sql}
        </pre>
      </details>
    </div>
  );
}

/** Runs GET /api/database-demo and shows what the live database answered, with a re-run button. */
export function DatabaseDemoPanel() {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const query = useDatabaseDemo();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-700" aria-live="polite">
          {query.data ? (
            <>
              {t('status.demo.answeredAt')}{' '}
              <time dateTime={query.data.receivedAt} className="font-semibold text-slate-900">
                {formatClock(query.data.receivedAt, locale)}
              </time>
              .
            </>
          ) : query.isPending ? (
            t('status.demo.running')
          ) : null}
        </p>
        <Button onClick={() => void query.refetch()} isLoading={query.isFetching}>
          {query.isFetching ? null : <Play aria-hidden="true" className="h-4 w-4" />}
          {t('status.demo.runAgain')}
        </Button>
      </div>
      {query.isError ? (
        <Alert variant="error" title={t('status.demo.failed')}>
          {describeError(query.error, t('status.demo.failedDetail'))}
        </Alert>
      ) : null}
      {query.data ? (
        <Results demo={query.data} />
      ) : query.isPending ? (
        <DemoSkeleton label={t('status.demo.asking')} />
      ) : null}
    </div>
  );
}
