import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useMemberDays } from '@/features/today/hooks/use-day';
import { attendanceKeys } from '../api/keys';
import type { OrgSettings } from '../api/organization';
import { fetchTeacherSessions } from '../api/timetable';
import { useToday } from '../hooks/use-today';
import { formatDay, formatWallClock, isIsoDate } from '../utils/dates';
import type { ActiveMember } from './member-gate';
import { QueryError } from './query-error';
import { ChooserSkeleton } from './loading-shapes';
import { RollCallChooser } from './roll-call-chooser';
import { RollCallSheet } from './roll-call-sheet';
import { useAttendanceT } from '../hooks/use-attendance-t';

/** A teacher's roll-call page: pick a day and one of their periods, then mark the class. */
export function TeacherRollCall({
  member,
  org,
  sessionId,
  dateParam,
  onChange,
}: {
  member: ActiveMember;
  org: OrgSettings;
  sessionId: string | null;
  dateParam: string | null;
  onChange: (next: { session: string | null; date: string }) => void;
}) {
  const t = useAttendanceT();
  const today = useToday(org.timezone);
  const date = isIsoDate(dateParam) && dateParam <= today ? dateParam : today;
  const sessions = useQuery({
    queryKey: attendanceKeys.teacherSessions(member.id),
    queryFn: () => fetchTeacherSessions(member.id),
  });
  // The periods due that day, as the server defines the day (none on a holiday or weekly off).
  const days = useMemberDays(member.id, date, date);
  if (sessions.isPending || days.isPending) return <ChooserSkeleton />;
  if (sessions.error || days.error) {
    return (
      <QueryError
        error={sessions.error ?? days.error}
        onRetry={() => {
          void sessions.refetch();
          void days.refetch();
        }}
      />
    );
  }
  const byId = new Map(sessions.data.map((s) => [s.id, s]));
  const onDay = (days.data.days[0]?.periods ?? [])
    .filter((p) => p.as === 'teach' && p.roll_call_due)
    .map((p) => byId.get(p.class_session_id))
    .filter((s) => s !== undefined);
  const options = onDay.map((s) => ({
    value: s.id,
    label: `P${s.period} · ${formatWallClock(s.starts_at)} · ${s.subject} · ${s.group?.name ?? ''}`,
  }));
  // A period from another day of the week (e.g. a link) still opens: the server decides access.
  const selected = sessions.data.find((s) => s.id === sessionId);
  if (selected && !onDay.includes(selected)) {
    options.unshift({
      value: selected.id,
      label: `${selected.subject} · ${selected.group?.name ?? ''}`,
    });
  }
  return (
    <div className="space-y-4">
      <RollCallChooser
        date={date}
        today={today}
        onDateChange={(d) => onChange({ session: null, date: d })}
        label={t('attendance.teacherRollCall.period')}
        value={sessionId ?? ''}
        options={options}
        onValueChange={(id) => onChange({ session: id || null, date })}
        placeholder={t('attendance.teacherRollCall.choose')}
        note={t('attendance.teacherRollCall.note', { date: formatDay(date) })}
      />
      {sessionId ? (
        <RollCallSheet
          key={`${sessionId}-${date}`}
          target={{ class_session_id: sessionId }}
          date={date}
          timeZone={org.timezone}
        />
      ) : (
        <EmptyState
          icon={ClipboardCheck}
          title={
            onDay.length
              ? t('attendance.teacherRollCall.choose')
              : t('attendance.teacherRollCall.none', { date: formatDay(date) })
          }
          description={
            onDay.length
              ? t('attendance.teacherRollCall.pick')
              : t('attendance.teacherRollCall.otherDay')
          }
        />
      )}
    </div>
  );
}
