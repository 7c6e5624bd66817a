import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { attendanceKeys } from '../api/keys';
import { fetchHolidays, type OrgSettings } from '../api/organization';
import { fetchMemberRecords } from '../api/records';
import { buildMonthGrid } from '../utils/calendar';
import { monthBounds } from '../utils/dates';

/** One person's month: their records, the organisation's holidays, and the calendar of days. */
export function useMonthCalendar(
  memberId: string,
  org: Pick<OrgSettings, 'id' | 'weekly_off_days'>,
  month: string,
  today: string,
) {
  const { from, to } = monthBounds(month);
  const records = useQuery({
    queryKey: attendanceKeys.myRecords(memberId, from, to),
    queryFn: () => fetchMemberRecords(memberId, from, to),
  });
  const holidays = useQuery({
    queryKey: attendanceKeys.holidays(org.id, from, to),
    queryFn: () => fetchHolidays(org.id, from, to),
    staleTime: 10 * 60_000,
  });
  const holidayMap = useMemo(
    () => new Map((holidays.data ?? []).map((h) => [h.date, h.name])),
    [holidays.data],
  );
  const grid = useMemo(
    () =>
      buildMonthGrid({
        month,
        today,
        records: records.data ?? [],
        holidays: holidayMap,
        weeklyOffDays: org.weekly_off_days,
      }),
    [month, today, records.data, holidayMap, org.weekly_off_days],
  );
  return {
    grid,
    records,
    holidays: holidayMap,
    isPending: records.isPending || holidays.isPending,
    error: records.error ?? holidays.error,
    refetch: () => {
      void records.refetch();
      void holidays.refetch();
    },
  };
}
