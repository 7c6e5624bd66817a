import { daysBetween, isoWeekday, wallClock } from './calendar.js';
import type { AttendanceRow, ClassSessionRow, Clock, MembershipRow } from './plan-types.js';
import { createRng, type Rng } from './random.js';

type Input = {
  orgId: string;
  clock: Clock;
  from: string;
  holidays: Set<string>;
  weeklyOff: number[];
  sessions: ClassSessionRow[];
  classes: Array<{ groupId: string; students: Array<{ row: MembershipRow; roll: string }> }>;
  /** Teachers and the in-charge: they scan in at the gate too, with no timetable of their own. */
  staff: MembershipRow[];
  /** Teacher membership → their account, for the roll calls a signed-in teacher took. */
  teacherUsers: Map<string, string>;
  /** The late grace of the organisation, after the first period starts. */
  graceMinutes: number;
};

type Habits = { absent: number; late: number; leave: number; bunk: number };

const LEAVE_NOTES = [
  'Medical leave: viral fever',
  'Family wedding out of town',
  'Leave approved by class teacher',
  'Medical appointment',
];
const WENT_HOME = 'Went home early with a parent (unwell)';

/** Most students come every day; a few are often absent, so low-attendance lists have names. */
function habitsOf(roll: string): Habits {
  const rng = createRng(`green-valley-habits:${roll}`);
  // prettier-ignore
  const kind = rng.weighted([['regular', 80], ['irregular', 14], ['chronic', 6]] as const);
  const between = (min: number, max: number) => min + rng.next() * (max - min);
  if (kind === 'regular')
    return { absent: between(0.01, 0.05), late: between(0.02, 0.06), leave: 0.012, bunk: 0.003 };
  if (kind === 'irregular')
    return { absent: between(0.1, 0.16), late: between(0.08, 0.15), leave: 0.02, bunk: 0.01 };
  return { absent: between(0.24, 0.32), late: between(0.12, 0.2), leave: 0.02, bunk: 0.03 };
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const confidence = (rng: Rng) => Math.round((0.86 + rng.next() * 0.13) * 1000) / 1000;

/** How a student's school day goes, decided once per day. */
type Day = {
  date: string;
  outcome: 'on_leave' | 'absent' | 'present';
  isLate: boolean;
  leavesAfterPeriod: number | undefined;
  bunk: number;
};

type Blank = Omit<AttendanceRow, 'status'>;

const blank = (orgId: string, memberId: string, date: string): Blank => ({
  org_id: orgId,
  member_id: memberId,
  date,
  class_session_id: null,
  shift_id: null,
  check_in_local: null,
  check_out_local: null,
  method: null,
  match_confidence: null,
  latitude: null,
  longitude: null,
  marked_by: null,
  note: null,
  flags: [],
});

/**
 * The day's record from the gate kiosk (face or ID card): first in, last out. A late arrival is
 * after the first period's start plus the grace; a few forget to scan out (flagged, as the
 * closing of the day would flag them).
 */
function gateRecord(
  base: Blank,
  day: Day,
  times: { start: number; end: number; grace: number },
  periodEnds: number[],
  happened: (date: string, minute: number) => boolean,
  rng: Rng,
): AttendanceRow | undefined {
  if (day.outcome === 'on_leave')
    return { ...base, status: 'on_leave', note: rng.pick(LEAVE_NOTES) };
  if (day.outcome === 'absent')
    return happened(day.date, times.end) ? { ...base, status: 'absent' } : undefined;
  const arrival = day.isLate
    ? times.start + rng.int(times.grace + 1, 25)
    : times.start - rng.int(0, 20);
  if (!happened(day.date, arrival)) return undefined;
  const leaves =
    day.leavesAfterPeriod === undefined ? times.end : periodEnds[day.leavesAfterPeriod - 1]!;
  const departure = leaves + rng.int(0, 12);
  const forgot = rng.chance(0.03);
  const isOver = happened(day.date, departure);
  const method = rng.chance(0.75) ? 'face' : 'card';
  return {
    ...base,
    check_in_local: wallClock(day.date, arrival),
    check_out_local: !forgot && isOver ? wallClock(day.date, departure) : null,
    status: day.isLate ? 'late' : 'present',
    method,
    match_confidence: method === 'face' ? confidence(rng) : null,
    note: day.leavesAfterPeriod === undefined ? null : WENT_HOME,
    flags: forgot && isOver && happened(day.date, 1439) ? ['missing_check_out'] : [],
  };
}

/** The teacher's roll call for one period: no times, just who was there. */
function rollCallStatus(
  day: Day,
  session: ClassSessionRow,
  rng: Rng,
): Pick<AttendanceRow, 'status' | 'note'> {
  if (day.outcome === 'on_leave') return { status: 'on_leave', note: null };
  if (day.outcome === 'absent' || (session.period > 1 && rng.chance(day.bunk)))
    return { status: 'absent', note: null };
  if (day.leavesAfterPeriod !== undefined && session.period > day.leavesAfterPeriod)
    return {
      status: 'excused',
      note: session.period === day.leavesAfterPeriod + 1 ? WENT_HOME : null,
    };
  return { status: session.period === 1 && day.isLate ? 'late' : 'present', note: null };
}

/** Teachers and the in-charge: at school from about 7:30 to the afternoon, now and then on leave. */
function staffRecord(base: Blank, rng: Rng, happened: (date: string, minute: number) => boolean) {
  if (rng.chance(0.03))
    return { ...base, status: 'on_leave' as const, note: rng.pick(LEAVE_NOTES) };
  const arrival = 440 + rng.int(0, 35);
  if (!happened(base.date, arrival)) return undefined;
  const departure = 825 + rng.int(0, 105);
  const method = rng.chance(0.8) ? ('face' as const) : ('card' as const);
  return {
    ...base,
    check_in_local: wallClock(base.date, arrival),
    check_out_local: happened(base.date, departure) ? wallClock(base.date, departure) : null,
    status: 'present' as const,
    method,
    match_confidence: method === 'face' ? confidence(rng) : null,
  };
}

/**
 * The institute's history, the way the capture module writes it: one day record per person per
 * school day from the gate kiosk (never on Sundays or holidays), and one roll-call record per
 * student per class session, taken by the teacher. Today has only what has already happened.
 */
export function planInstituteAttendance(input: Input): AttendanceRow[] {
  const { orgId, clock } = input;
  const nowLocal = wallClock(clock.today, clock.minute);
  const happened = (date: string, minute: number) => wallClock(date, minute) <= nowLocal;
  const byClassDay = new Map<string, ClassSessionRow[]>();
  for (const session of [...input.sessions].sort((a, b) => a.period - b.period)) {
    const key = `${session.group_id}:${session.weekday}`;
    byClassDay.set(key, [...(byClassDay.get(key) ?? []), session]);
  }
  const habits = new Map(
    input.classes.flatMap((k) => k.students.map((s) => [s.roll, habitsOf(s.roll)] as const)),
  );
  const rows: AttendanceRow[] = [];
  for (const date of daysBetween(input.from, clock.today)) {
    const weekday = isoWeekday(date);
    if (input.weeklyOff.includes(weekday) || input.holidays.has(date)) continue;
    for (const member of input.staff) {
      const record = staffRecord(
        blank(orgId, member.id, date),
        createRng(`green-valley:${member.card_number}:${date}`),
        happened,
      );
      if (record) rows.push(record);
    }
    for (const klass of input.classes) {
      const sessions = byClassDay.get(`${klass.groupId}:${weekday}`) ?? [];
      if (!sessions.length) continue;
      const times = {
        start: minuteOf(sessions[0]!.starts_at),
        end: minuteOf(sessions.at(-1)!.ends_at),
        grace: input.graceMinutes,
      };
      const periodEnds = sessions.map((s) => minuteOf(s.ends_at));
      const begun = sessions.filter((s) => happened(date, minuteOf(s.starts_at) + 5));
      for (const { row: student, roll } of klass.students) {
        const { absent, late, leave, bunk } = habits.get(roll)!;
        const rng = createRng(`green-valley:${roll}:${date}`);
        const day: Day = {
          date,
          // prettier-ignore
          outcome: rng.weighted([['on_leave', leave], ['absent', absent], ['present', 1 - leave - absent]] as const),
          isLate: rng.chance(late),
          leavesAfterPeriod: rng.chance(0.012) ? rng.int(3, 5) : undefined,
          bunk,
        };
        const gate = gateRecord(
          blank(orgId, student.id, date),
          day,
          times,
          periodEnds,
          happened,
          rng,
        );
        if (gate) rows.push(gate);
        for (const session of begun) {
          const { status, note } = rollCallStatus(day, session, rng);
          const teacher = session.teacher_id
            ? input.teacherUsers.get(session.teacher_id)
            : undefined;
          // Spelled out rather than spread: this runs ~50 000 times per reset.
          rows.push({
            org_id: orgId,
            member_id: student.id,
            date,
            class_session_id: session.id,
            shift_id: null,
            check_in_local: null,
            check_out_local: null,
            status,
            method: status === 'on_leave' ? null : 'manual',
            match_confidence: null,
            latitude: null,
            longitude: null,
            marked_by: status === 'on_leave' ? null : (teacher ?? null),
            note,
            flags: [],
          });
        }
      }
    }
  }
  return rows;
}
