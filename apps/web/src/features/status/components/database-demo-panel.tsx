import { Lock, Play } from 'lucide-react';
import { Alert, Badge, Button, Spinner } from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { type DatabaseDemoResult, useDatabaseDemo } from '../api/get-database-demo';
import { DATABASE_KIND_LABEL, formatClock, formatDate, formatMs } from './format';

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
  const kind = DATABASE_KIND_LABEL[demo.databaseKind];
  const total = demo.profilesByType.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={demo.readOnly ? 'success' : 'warning'}>
          <Lock aria-hidden="true" className="h-3 w-3" />
          {demo.readOnly ? 'Ran in a READ ONLY transaction' : 'Not read-only'}
        </Badge>
        <Badge variant="neutral">PostgreSQL {demo.serverVersion}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Figure label="Database" value={kind.name} note={kind.note} testId="demo-kind" />
        <Figure
          label="Database server time"
          value={formatClock(demo.serverTime)}
          note={formatDate(demo.serverTime)}
          testId="demo-server-time"
        />
        <Figure
          label="Accounts (auth users)"
          value={demo.authUsers.toLocaleString('en-IN')}
          testId="demo-auth-users"
        />
        <Figure
          label="Profiles"
          value={demo.profiles.toLocaleString('en-IN')}
          testId="demo-profiles"
        />
        <Figure
          label="Query time in the database"
          value={formatMs(demo.queryLatencyMs)}
          testId="demo-query-latency"
        />
        <Figure
          label="Round trip from your browser"
          value={formatMs(demo.roundTripMs)}
          testId="demo-round-trip"
        />
      </dl>
      <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="px-4 pt-4 text-left font-semibold text-slate-900">
            Profiles by user type
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="px-4 py-2 font-medium">
                User type
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Profiles
              </th>
              <th scope="col" className="hidden px-4 py-2 font-medium sm:table-cell">
                Share
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
                    {row.userType ?? 'Not chosen yet'}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums text-slate-900">
                    {row.count.toLocaleString('en-IN')}
                  </td>
                  <td className="hidden px-4 py-2 sm:table-cell">
                    <span className="flex items-center gap-2">
                      <span className="h-2 w-32 rounded-full bg-slate-100">
                        <span
                          className="block h-2 rounded-full bg-brand-500"
                          style={{ width: `${share}%` }}
                        />
                      </span>
                      <span className="tabular-nums text-slate-700">{share}%</span>
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
          The SQL that ran
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
  const query = useDatabaseDemo();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-700" aria-live="polite">
          {query.data ? (
            <>
              Answered at{' '}
              <time dateTime={query.data.receivedAt} className="font-semibold text-slate-900">
                {formatClock(query.data.receivedAt)}
              </time>
              .
            </>
          ) : query.isPending ? (
            'Running the query…'
          ) : null}
        </p>
        <Button onClick={() => void query.refetch()} isLoading={query.isFetching}>
          {query.isFetching ? null : <Play aria-hidden="true" className="h-4 w-4" />}
          Run the query again
        </Button>
      </div>
      {query.isError ? (
        <Alert variant="error" title="The query did not run">
          {describeError(query.error, 'The database did not answer. Please try again in a moment.')}
        </Alert>
      ) : null}
      {query.data ? (
        <Results demo={query.data} />
      ) : query.isPending ? (
        <div className="flex justify-center rounded-2xl border border-slate-200 bg-white p-10">
          <Spinner label="Asking the database…" />
        </div>
      ) : null}
    </div>
  );
}
