import { isoWeekday, type Locale, type MemberDay, type OrgDayEntry } from '@ias/shared';
import { CalendarOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/features/i18n';
import { weekdayName } from '@/features/orgs/utils/weekdays';
import { useTodayT } from '../hooks/use-today-t';

/** Whether nothing is to be taken or marked for the person that day (the server decides). */
export const isOffDay = (day: Pick<MemberDay, 'kind'> | null | undefined) =>
  Boolean(day && day.kind !== 'working');

const weekdayOf = (date: string, locale: Locale) => weekdayName(isoWeekday(date), 'long', locale);

/**
 * Says plainly what kind of day it is when it is not a working day: "Today is Guru Nanak Jayanti
 * — a holiday", "Sunday — weekly off", "You are on leave today (Casual leave)". Renders nothing on a
 * working day (a half day of leave is mentioned). `audience` picks the second line: a member has
 * nothing to mark, staff no roll-call to take, an owner nobody expected (`self`: an owner's own
 * leave, nothing for them while the organisation works on).
 */
export function DayNotice({
  day,
  audience,
  children,
}: {
  day: Pick<MemberDay, 'date' | 'kind' | 'holiday_name' | 'leave'> | null | undefined;
  audience: 'member' | 'staff' | 'owner' | 'self';
  /** More to say (e.g. the next period). */
  children?: ReactNode;
}) {
  const t = useTodayT();
  const locale = useLocale();
  if (!day) return null;
  if (day.kind === 'working') {
    if (!day.leave?.half_day) return null;
    return (
      <Alert variant="info" data-testid="day-notice" data-kind="half-day-leave">
        {day.leave.type_name
          ? t('today.leave.halfDay', { type: day.leave.type_name })
          : t('today.leave.halfDayUntyped')}
      </Alert>
    );
  }
  const title =
    day.kind === 'holiday'
      ? day.holiday_name
        ? t('today.holiday.title', { name: day.holiday_name })
        : t('today.holiday.titleUnnamed')
      : day.kind === 'weekly_off'
        ? t('today.weeklyOff.title', { weekday: weekdayOf(day.date, locale) })
        : day.kind === 'leave'
          ? day.leave?.type_name
            ? t('today.leave.title', { type: day.leave.type_name })
            : t('today.leave.untyped')
          : day.kind === 'before_joining'
            ? t('today.beforeJoining.title')
            : t('today.afterLeaving.title');
  const line =
    audience === 'self'
      ? t('today.self.nothing')
      : audience === 'owner'
        ? t('today.owner.nothing')
        : audience === 'staff'
          ? t('today.staff.nothing')
          : t('today.member.nothing');
  return (
    <div
      role="status"
      data-testid="day-notice"
      data-kind={day.kind}
      className="flex gap-3 self-start rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900"
    >
      <CalendarOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="text-base font-semibold">{title}</p>
        <p>{line}</p>
        {children}
      </div>
    </div>
  );
}

/** The owner's view of the organisation's day (nothing on a working day). */
export function OrgDayNotice({ entry }: { entry: OrgDayEntry | null }) {
  if (!entry || entry.org_day.kind === 'working') return null;
  return (
    <DayNotice
      audience="owner"
      day={{
        date: entry.date,
        kind: entry.org_day.kind,
        holiday_name: entry.org_day.holiday_name,
        leave: null,
      }}
    />
  );
}

/** The day could not be read: say so, with a retry (the rest of the page still works). */
export function DayError({ onRetry }: { onRetry: () => void }) {
  const t = useTodayT();
  return (
    <Alert variant="warning" title={t('today.error.title')}>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {t('today.retry')}
      </Button>
    </Alert>
  );
}
