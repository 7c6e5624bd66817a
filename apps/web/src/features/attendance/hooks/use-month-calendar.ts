import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useMemberDays } from '@/features/today/hooks/use-day';
import { attendanceKeys } from '../api/keys';
import { fetchMemberRecords } from '../api/records';
import { buildMonthGrid } from '../utils/calendar';
import { monthBounds } from '../utils/dates';

/**
 * One person's month: their records, the server's days (holidays, weekly offs, leave — one
 * definition, GET /api/members/:id/days) and the calendar of days.
 */
export function useMonthCalendar(memberId: string, month: string, today: string) {
  const { from, to } = monthBounds(month);
  const records = useQuery({
    queryKey: attendanceKeys.myRecords(memberId, from, to),
    queryFn: () => fetchMemberRecords(memberId, from, to),
  });
  const days = useMemberDays(memberId, from, to);
  const grid = useMemo(
    () =>
      buildMonthGrid({ month, today, records: records.data ?? [], days: days.data?.days ?? [] }),
    [month, today, records.data, days.data],
  );
  return {
    grid,
    records,
    days: days.data?.days ?? [],
    isPending: records.isPending || days.isPending,
    error: records.error ?? days.error,
    refetch: () => {
      void records.refetch();
      void days.refetch();
    },
  };
}
