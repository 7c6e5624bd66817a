import { formatDate, formatNumber } from '@ias/shared';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  SkeletonBlock,
} from '@/components/ui';
import { MonthSwitcher } from '@/features/attendance/components/month-switcher';
import { SkeletonTiles } from '@/components/ui/skeleton';
import { QueryError } from '@/features/attendance/components/query-error';
import { StatTile } from '@/features/attendance/components/stat-tile';
import { useToday } from '@/features/attendance/hooks/use-today';
import { useLocale } from '@/features/i18n';
import { useMemberOvertime } from '../hooks/use-overtime';
import { useOvertimeT } from '../hooks/use-overtime-t';
import { formatMinutes } from './format';
import { OvertimeEntryList } from './overtime-entry-list';

/** A person's overtime month and their comp-off credits (with when each expires). */
export function MyOvertimePanel({ memberId, timeZone }: { memberId: string; timeZone: string }) {
  const t = useOvertimeT();
  const locale = useLocale();
  const today = useToday(timeZone);
  const [month, setMonth] = useState(today.slice(0, 7));
  const query = useMemberOvertime(memberId, month);
  const data = query.data;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <CardTitle>{t('overtime.mine.title')}</CardTitle>
              <CardDescription>
                {data?.settings.overtime_approval
                  ? t('overtime.mine.descriptionApproval')
                  : t('overtime.mine.description')}
              </CardDescription>
            </div>
            <MonthSwitcher month={month} currentMonth={today.slice(0, 7)} onChange={setMonth} />
          </div>
        </CardHeader>
        <CardContent className="space-y-5">
          {query.error ? (
            <QueryError
              error={query.error}
              onRetry={query.refetch}
              title={t('overtime.mine.error')}
            />
          ) : !data ? (
            <SkeletonTiles count={4} className="grid-cols-2 lg:grid-cols-4">
              <div className="mt-5 space-y-3">
                {[0, 1, 2].map((i) => (
                  <SkeletonBlock key={i} className="h-14 w-full rounded-lg bg-slate-100" />
                ))}
              </div>
            </SkeletonTiles>
          ) : (
            <>
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <StatTile
                  label={t('overtime.totals.regular')}
                  value={formatMinutes(t, data.totals.regular_minutes)}
                />
                <StatTile
                  label={t('overtime.totals.overtime')}
                  value={formatMinutes(t, data.totals.overtime_minutes)}
                  hint={
                    data.totals.pending_overtime_minutes
                      ? t('overtime.totals.pending', {
                          time: formatMinutes(t, data.totals.pending_overtime_minutes),
                        })
                      : undefined
                  }
                />
                <StatTile
                  label={t('overtime.totals.approved')}
                  value={formatMinutes(t, data.totals.approved_overtime_minutes)}
                  tone="success"
                />
                <StatTile
                  label={t('overtime.totals.compOff')}
                  value={formatNumber(data.totals.comp_off_days, locale)}
                />
              </div>
              {data.entries.length ? (
                <OvertimeEntryList entries={data.entries} showName={false} />
              ) : (
                <EmptyState
                  icon={Timer}
                  title={t('overtime.mine.empty')}
                  description={t('overtime.mine.emptyHint')}
                />
              )}
            </>
          )}
        </CardContent>
      </Card>
      {data ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('overtime.compOff.title')}</CardTitle>
            <CardDescription>
              {t('overtime.compOff.description', { days: data.settings.comp_off_expiry_days })}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            {data.comp_off.balance !== null ? (
              <p className="text-base text-slate-900" data-testid="comp-off-balance">
                {t('overtime.compOff.balance', { days: data.comp_off.balance })}
              </p>
            ) : null}
            {data.comp_off.credits.length ? (
              <ul className="divide-y divide-slate-100 text-sm">
                {data.comp_off.credits.map((credit) => (
                  <li key={credit.entry_id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      {t('overtime.compOff.earned', {
                        days: credit.days,
                        date: formatDate(credit.work_date, locale),
                      })}
                    </span>
                    <span className={credit.expired ? 'text-slate-500' : 'text-slate-800'}>
                      {credit.expired
                        ? t('overtime.compOff.expired', {
                            date: formatDate(credit.expires_on, locale),
                          })
                        : t('overtime.compOff.expires', {
                            date: formatDate(credit.expires_on, locale),
                          })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('overtime.compOff.none')}</p>
            )}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
