import { weekdayName } from '@/features/orgs/utils/weekdays';
import { translateStructure } from '../catalogue';
import { hhmm, showTime } from './shift-times';

export type SessionLike = {
  id?: string;
  group_id: string;
  subject: string;
  teacher_id: string | null;
  weekday: number;
  period: number;
  starts_at: string;
  ends_at: string;
  room: string | null;
};

export type Conflict = {
  kind: 'slot' | 'teacher' | 'room';
  /** Slot clashes cannot be saved; teacher and room clashes can, on purpose (combined classes). */
  isBlocking: boolean;
  message: string;
};

const overlaps = (a: SessionLike, b: SessionLike) =>
  hhmm(a.starts_at) < hhmm(b.ends_at) && hhmm(b.starts_at) < hhmm(a.ends_at);

/**
 * What clashes with a class session someone is about to save, explained: the class already has
 * that period; the teacher is teaching elsewhere at an overlapping time; the room is taken.
 */
export function findConflicts(
  candidate: SessionLike,
  sessions: readonly SessionLike[],
  names: { group: (id: string) => string; teacher: (id: string) => string },
): Conflict[] {
  const others = sessions.filter((s) => s.id !== candidate.id && s.weekday === candidate.weekday);
  const day = weekdayName(candidate.weekday);
  const conflicts: Conflict[] = [];
  const sameSlot = others.find(
    (s) => s.group_id === candidate.group_id && s.period === candidate.period,
  );
  if (sameSlot) {
    conflicts.push({
      kind: 'slot',
      isBlocking: true,
      message: translateStructure('structure.conflict.slot', {
        group: names.group(candidate.group_id),
        subject: sameSlot.subject,
        period: candidate.period,
        day,
      }),
    });
  }
  for (const other of others) {
    if (!overlaps(candidate, other)) continue;
    const when = translateStructure('structure.conflict.when', {
      day,
      start: showTime(other.starts_at),
      end: showTime(other.ends_at),
      period: other.period,
    });
    if (candidate.teacher_id && other.teacher_id === candidate.teacher_id) {
      conflicts.push({
        kind: 'teacher',
        isBlocking: false,
        message: translateStructure('structure.conflict.teacher', {
          teacher: names.teacher(candidate.teacher_id),
          subject: other.subject,
          group: names.group(other.group_id),
          when,
        }),
      });
    }
    const room = candidate.room?.trim().toLowerCase();
    if (
      room &&
      other.room?.trim().toLowerCase() === room &&
      other.group_id !== candidate.group_id
    ) {
      conflicts.push({
        kind: 'room',
        isBlocking: false,
        message: translateStructure('structure.conflict.room', {
          room: other.room ?? '',
          group: names.group(other.group_id),
          subject: other.subject,
          when,
        }),
      });
    }
  }
  return conflicts;
}

function addMinutes(time: string, minutes: number): string {
  const [h, m] = hhmm(time).split(':').map(Number);
  const total = Math.min(23 * 60 + 59, h! * 60 + m! + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Times to suggest for a new class in a period: what that period uses elsewhere in the
 * timetable, else right after the previous period, else 09:00 + 45 minutes per period.
 */
export function suggestPeriodTimes(
  period: number,
  sessions: readonly SessionLike[],
): { starts_at: string; ends_at: string } {
  const same = sessions.find((s) => s.period === period);
  if (same) return { starts_at: hhmm(same.starts_at), ends_at: hhmm(same.ends_at) };
  const before = sessions
    .filter((s) => s.period === period - 1)
    .sort((a, b) => hhmm(b.ends_at).localeCompare(hhmm(a.ends_at)))[0];
  if (before) {
    const length = Math.max(
      30,
      Number(hhmm(before.ends_at).slice(0, 2)) * 60 +
        Number(hhmm(before.ends_at).slice(3)) -
        (Number(hhmm(before.starts_at).slice(0, 2)) * 60 + Number(hhmm(before.starts_at).slice(3))),
    );
    return { starts_at: hhmm(before.ends_at), ends_at: addMinutes(before.ends_at, length) };
  }
  const start = addMinutes('09:00', (period - 1) * 45);
  return { starts_at: start, ends_at: addMinutes(start, 45) };
}

/** The periods to show: at least 8, and up to the highest period in use (max 20). */
export function periodRows(sessions: readonly SessionLike[], minimum = 8): number[] {
  const highest = Math.max(minimum, ...sessions.map((s) => s.period));
  return Array.from({ length: Math.min(20, highest) }, (_, i) => i + 1);
}

/**
 * The class the timetable opens on: the one asked for (?class=) when it exists, else the first
 * that has periods (not an empty one), else the first.
 */
export function initialGroupId(
  groups: readonly { id: string }[],
  sessions: readonly Pick<SessionLike, 'group_id'>[],
  asked: string | null,
): string | undefined {
  if (asked && groups.some((g) => g.id === asked)) return asked;
  const withPeriods = new Set(sessions.map((s) => s.group_id));
  return (groups.find((g) => withPeriods.has(g.id)) ?? groups[0])?.id;
}
