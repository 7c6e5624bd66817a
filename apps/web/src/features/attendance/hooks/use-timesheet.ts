import { useMemo } from 'react';
import type { OrgSettings } from '../api/organization';
import { buildTimesheet } from '../utils/timesheet';
import { useMonthCalendar } from './use-month-calendar';

/** A person's month as a timesheet: days, hours, statuses and forgotten check-outs. */
export function useTimesheet(
  memberId: string,
  org: Pick<OrgSettings, 'id' | 'weekly_off_days'>,
  month: string,
  today: string,
) {
  const month_ = useMonthCalendar(memberId, org, month, today);
  const sheet = useMemo(
    () =>
      buildTimesheet({
        month,
        today,
        records: month_.records.data ?? [],
        holidays: month_.holidays,
        weeklyOffDays: org.weekly_off_days,
      }),
    [month, today, month_.records.data, month_.holidays, org.weekly_off_days],
  );
  return { ...sheet, isPending: month_.isPending, error: month_.error, refetch: month_.refetch };
}
