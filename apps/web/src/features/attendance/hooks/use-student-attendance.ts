import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { attendanceKeys } from '../api/keys';
import { fetchMemberRecords } from '../api/records';
import { fetchGroupSessions, fetchMemberGroups } from '../api/timetable';
import { academicYearStart } from '../utils/academic-year';
import { bySubject, summarise } from '../utils/attendance-percent';

/**
 * A student's timetable (their classes' periods) and this academic year's records, with the
 * per-subject and overall percentages computed from them.
 */
export function useStudentAttendance(memberId: string, today: string, minimum: number | null) {
  const groups = useQuery({
    queryKey: attendanceKeys.memberGroups(memberId),
    queryFn: () => fetchMemberGroups(memberId),
  });
  const groupIds = useMemo(() => (groups.data ?? []).map((g) => g.id), [groups.data]);
  const sessions = useQuery({
    queryKey: attendanceKeys.groupSessions(groupIds),
    queryFn: () => fetchGroupSessions(groupIds),
    enabled: groups.isSuccess,
  });
  const from = academicYearStart(today);
  const records = useQuery({
    queryKey: attendanceKeys.myRecords(memberId, from, today),
    queryFn: () => fetchMemberRecords(memberId, from, today),
  });

  const figures = useMemo(() => {
    const all = records.data ?? [];
    const periods = all.filter((r) => r.class_session_id && r.session);
    const days = all.filter((r) => !r.class_session_id);
    return {
      subjects: bySubject(
        periods.map((r) => ({ subject: r.session!.subject, status: r.status })),
        minimum,
      ),
      periods: summarise(periods.map((r) => r.status)),
      days: summarise(days.map((r) => r.status)),
      todays: all.filter((r) => r.date === today),
    };
  }, [records.data, minimum, today]);

  return { groups, sessions, records, from, ...figures };
}
