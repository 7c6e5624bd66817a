import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { attendanceKeys } from '../api/keys';
import { fetchMembers, fetchSessionMarks } from '../api/records';
import { fetchTeacherSessions } from '../api/timetable';
import { lowAttendanceRows } from '../utils/low-attendance';

/** Every student's attendance in a teacher's subjects since `from`, lowest first. */
export function useLowAttendance(
  teacherMemberId: string,
  from: string,
  today: string,
  minimum: number | null,
) {
  const sessions = useQuery({
    queryKey: attendanceKeys.teacherSessions(teacherMemberId),
    queryFn: () => fetchTeacherSessions(teacherMemberId),
  });
  const sessionIds = useMemo(() => (sessions.data ?? []).map((s) => s.id), [sessions.data]);
  const marks = useQuery({
    queryKey: attendanceKeys.sessionRecords(sessionIds, from, today),
    queryFn: () => fetchSessionMarks(sessionIds, from, today),
    enabled: sessions.isSuccess,
  });
  const rows = useMemo(() => {
    const byId = new Map((sessions.data ?? []).map((s) => [s.id, s]));
    return lowAttendanceRows(marks.data ?? [], byId, minimum);
  }, [sessions.data, marks.data, minimum]);
  const memberIds = useMemo(() => [...new Set(rows.map((r) => r.member_id))].sort(), [rows]);
  const members = useQuery({
    queryKey: attendanceKeys.members(memberIds),
    queryFn: () => fetchMembers(memberIds),
    enabled: marks.isSuccess,
    staleTime: 5 * 60_000,
  });
  const groupNames = useMemo(
    () => new Map((sessions.data ?? []).map((s) => [s.group_id, s.group?.name ?? ''])),
    [sessions.data],
  );
  return {
    rows,
    members: new Map((members.data ?? []).map((m) => [m.id, m])),
    groupNames,
    isPending: sessions.isPending || marks.isPending || (marks.isSuccess && members.isPending),
    error: sessions.error ?? marks.error ?? members.error,
    refetch: () => {
      void sessions.refetch();
      void marks.refetch();
    },
  };
}
