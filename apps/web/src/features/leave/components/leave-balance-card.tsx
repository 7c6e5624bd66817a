import { addDays, formatDate, formatNumber } from '@ias/shared';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  SkeletonBlock,
} from '@/components/ui';
import { SkeletonShape } from '@/components/ui/skeleton';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import type { LedgerEntry, MemberLeave, MemberLeaveRequest } from '../api/leave';
import { catalogue } from '../catalogue';
import { useLeaveActions, useMemberLeave } from '../hooks/use-leave';

const KIND = {
  accrual: 'leave.ledger.kind.accrual',
  carry: 'leave.ledger.kind.carry',
  lapse: 'leave.ledger.kind.lapse',
  taken: 'leave.ledger.kind.taken',
  credit: 'leave.ledger.kind.credit',
  adjustment: 'leave.ledger.kind.adjustment',
} as const;
const STATUS = { pending: 'leave.status.pending', approved: 'leave.status.approved' } as const;

/** Days of a leave from `from` to `to`, both included ('YYYY-MM-DD'). */
export function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) out.push(date);
  return out;
}

/**
 * A person's leave: balance per type this leave year, the ledger behind each (accrued, carried,
 * taken, credited back, adjusted — by whom and why), and their leave ahead with the days they may
 * still cancel.
 */
export function LeaveBalanceCard({ memberId, title }: { memberId: string; title?: string }) {
  const t = useCatalogueT(catalogue);
  const leave = useMemberLeave(memberId);
  return (
    <Card data-testid="leave-balances">
      <CardHeader>
        <CardTitle>{title ?? t('leave.balances.title')}</CardTitle>
        <CardDescription>{t('leave.balances.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {leave.isPending ? (
          <SkeletonShape label={t('leave.loading')} testId="skeleton-leave-balances">
            <ul className="grid gap-3 sm:grid-cols-2">
              {[0, 1, 2, 3].map((i) => (
                <li key={i} className="space-y-2 rounded-lg border border-slate-200 p-3">
                  <span className="flex items-baseline justify-between gap-2">
                    <SkeletonBlock className="h-4 w-24" />
                    <SkeletonBlock className="h-6 w-10" />
                  </span>
                  <SkeletonBlock className="h-3 w-3/4 bg-slate-100" />
                </li>
              ))}
            </ul>
          </SkeletonShape>
        ) : leave.isError ? (
          <Alert variant="error">
            {leave.error instanceof ApiError ? leave.error.message : t('leave.error')}{' '}
            <Button variant="link" onClick={() => void leave.refetch()}>
              {t('leave.retry')}
            </Button>
          </Alert>
        ) : (
          <LeaveBalances data={leave.data} />
        )}
      </CardContent>
    </Card>
  );
}

function LeaveBalances({ data }: { data: MemberLeave }) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const days = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
  const tracked = data.balances.filter((b) => b.tracks_balance);
  const untracked = data.balances.filter((b) => !b.tracks_balance);
  const ahead = data.requests.filter((r) => r.to_date >= data.today);
  const typeName = (id: string | null) =>
    data.balances.find((b) => b.type.id === id)?.type.name ?? t('leave.untyped');
  if (!data.balances.length)
    return <p className="text-sm text-slate-600">{t('leave.balances.none')}</p>;
  return (
    <div className="space-y-6">
      {tracked.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {tracked.map((line) => (
            <li
              key={line.type.id}
              className="rounded-lg border border-slate-200 p-3"
              data-testid={`leave-balance-${line.type.code}`}
            >
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-medium text-slate-900">{line.type.name}</span>
                <span
                  className="text-lg font-semibold text-slate-900"
                  data-testid="leave-balance-value"
                >
                  {days(line.balance)}
                </span>
              </div>
              <p className="mt-1 text-xs text-slate-600">
                {t('leave.balances.breakdown', {
                  accrued: days(line.accrued),
                  carried: days(line.carried),
                  taken: days(line.taken),
                  adjusted: days(line.adjusted),
                })}
              </p>
              {line.pending > 0 ? (
                <p className="mt-1 text-xs text-amber-800">
                  {t('leave.balances.pending', { days: days(line.pending) })}
                </p>
              ) : null}
              <LedgerDetails
                entries={data.ledger.filter(
                  (e) => e.leave_type_id === line.type.id && e.leave_year === line.year.start,
                )}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {untracked.length ? (
        <p className="text-sm text-slate-600">
          {t('leave.balances.untracked', { types: untracked.map((b) => b.type.name).join(', ') })}
        </p>
      ) : null}
      <section aria-labelledby="leave-ahead">
        <h3 id="leave-ahead" className="text-sm font-semibold text-slate-900">
          {t('leave.ahead.title')}
        </h3>
        {ahead.length ? (
          <ul className="mt-2 space-y-3">
            {ahead.map((request) => (
              <LeaveAhead
                key={request.id}
                request={request}
                today={data.today}
                typeName={typeName(request.leave_type_id)}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t('leave.ahead.none')}</p>
        )}
      </section>
    </div>
  );
}

function LedgerDetails({ entries }: { entries: LedgerEntry[] }) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  if (!entries.length) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-brand-700">{t('leave.ledger.show')}</summary>
      <ul className="mt-2 divide-y divide-slate-100">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-3 py-1.5">
            <span>
              <span className="text-slate-800">{t(KIND[entry.kind])}</span>
              <span className="block text-xs text-slate-500">
                {formatDate(entry.on_date, locale)}
                {entry.by_name ? ` · ${t('leave.ledger.by', { name: entry.by_name })}` : ''}
                {entry.note ? ` · ${entry.note}` : ''}
              </span>
            </span>
            <span
              className={
                entry.days < 0 ? 'font-medium text-red-700' : 'font-medium text-emerald-700'
              }
            >
              {entry.days > 0 ? '+' : ''}
              {formatNumber(entry.days, locale, { maximumFractionDigits: 2 })}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function LeaveAhead({
  request,
  today,
  typeName,
}: {
  request: MemberLeaveRequest;
  today: string;
  typeName: string;
}) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const { cancelDays } = useLeaveActions();
  const [day, setDay] = useState<string | null>(null);
  const cancelled = new Set(request.cancelled_days);
  const half = new Set(request.half_days);
  const dates = datesOf(request.from_date, request.to_date);
  const canCancel = (date: string) =>
    !cancelled.has(date) && (request.status === 'pending' || date >= today);
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="leave-ahead-item">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{typeName}</span>
        <Badge variant={request.status === 'approved' ? 'success' : 'warning'}>
          {t(STATUS[request.status])}
        </Badge>
        {request.days !== null ? (
          <span className="text-sm text-slate-600">
            {t('leave.ahead.days', {
              days: formatNumber(request.days, locale, { maximumFractionDigits: 2 }),
            })}
          </span>
        ) : null}
      </div>
      <ul className="mt-2 space-y-1">
        {dates.map((date) => (
          <li key={date} className="flex items-center justify-between gap-3 text-sm">
            <span
              className={cancelled.has(date) ? 'text-slate-400 line-through' : 'text-slate-700'}
            >
              {formatDate(date, locale, { style: 'long' })}
              {half.has(date) ? ` · ${t('leave.ahead.half')}` : ''}
            </span>
            {canCancel(date) ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  cancelDays.reset();
                  setDay(date);
                }}
                aria-label={t('leave.ahead.cancelDayOf', {
                  date: formatDate(date, locale, { style: 'long' }),
                })}
              >
                {t('leave.ahead.cancelLeave')}
              </Button>
            ) : cancelled.has(date) ? (
              <span className="text-xs text-slate-500">{t('leave.ahead.cancelled')}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={day !== null}
        onOpenChange={(open) => !open && setDay(null)}
        title={t('leave.ahead.confirmTitle')}
        description={
          day
            ? request.status === 'approved'
              ? t('leave.ahead.confirmApproved', {
                  date: formatDate(day, locale, { style: 'long' }),
                })
              : t('leave.ahead.confirmPending', {
                  date: formatDate(day, locale, { style: 'long' }),
                })
            : undefined
        }
        confirmLabel={t('leave.ahead.cancelDay')}
        isPending={cancelDays.isPending}
        error={
          cancelDays.error instanceof ApiError
            ? cancelDays.error.message
            : cancelDays.error
              ? t('leave.error')
              : null
        }
        onConfirm={() =>
          day &&
          cancelDays.mutate({ id: request.id, dates: [day] }, { onSuccess: () => setDay(null) })
        }
      />
    </li>
  );
}
