import { useMemo } from 'react';
import { buildTimesheet } from '../utils/timesheet';
import { useMonthCalendar } from './use-month-calendar';

/** A person's month as a timesheet: days, hours, statuses and forgotten check-outs. */
export function useTimesheet(memberId: string, month: string, today: string) {
  const month_ = useMonthCalendar(memberId, month, today);
  const sheet = useMemo(
    () => buildTimesheet({ month, today, records: month_.records.data ?? [], days: month_.days }),
    [month, today, month_.records.data, month_.days],
  );
  return { ...sheet, isPending: month_.isPending, error: month_.error, refetch: month_.refetch };
}
