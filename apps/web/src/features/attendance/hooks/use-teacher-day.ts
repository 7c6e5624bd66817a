import type { AttendanceStatus, MemberDay } from '@ias/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { attendanceKeys } from '../api/keys';
import { fetchSessionMarks } from '../api/records';
import { fetchGroupSizes, fetchTeacherSessions } from '../api/timetable';

export type SessionProgress = {
  marked: number;
  size: number | null;
  counts: Partial<Record<AttendanceStatus, number>>;
};

/**
 * A teacher's timetable, today's periods and how far each period's roll-call has got. Today's
 * periods are the server's (`day`, from GET /api/me/day): on a holiday, a weekly off or a leave
 * day none is due, so none is offered.
 */
export function useTeacherDay(teacherMemberId: string, today: string, day: MemberDay | null) {
  const sessions = useQuery({
    queryKey: attendanceKeys.teacherSessions(teacherMemberId),
    queryFn: () => fetchTeacherSessions(teacherMemberId),
  });
  const todays = useMemo(() => {
    const due = (day?.periods ?? []).filter((p) => p.as === 'teach' && p.roll_call_due);
    const byId = new Map((sessions.data ?? []).map((s) => [s.id, s]));
    return due.map((p) => byId.get(p.class_session_id)).filter((s) => s !== undefined);
  }, [sessions.data, day]);
  const todayIds = useMemo(() => todays.map((s) => s.id), [todays]);
  const groupIds = useMemo(
    () => [...new Set((sessions.data ?? []).map((s) => s.group_id))],
    [sessions.data],
  );
  const marks = useQuery({
    queryKey: attendanceKeys.sessionRecords(todayIds, today, today),
    queryFn: () => fetchSessionMarks(todayIds, today, today),
    enabled: sessions.isSuccess,
  });
  const sizes = useQuery({
    queryKey: attendanceKeys.groupSizes(groupIds),
    queryFn: () => fetchGroupSizes(groupIds),
    enabled: sessions.isSuccess,
    staleTime: 5 * 60_000,
  });
  const progress = useMemo(() => {
    const bySession = new Map<string, SessionProgress>();
    for (const session of todays) {
      bySession.set(session.id, {
        marked: 0,
        size: sizes.data?.get(session.group_id) ?? null,
        counts: {},
      });
    }
    for (const mark of marks.data ?? []) {
      const entry = bySession.get(mark.class_session_id);
      if (!entry) continue;
      entry.marked++;
      entry.counts[mark.status] = (entry.counts[mark.status] ?? 0) + 1;
    }
    return bySession;
  }, [todays, marks.data, sizes.data]);
  return { sessions, todays, progress, marks, sizes, groupIds };
}
