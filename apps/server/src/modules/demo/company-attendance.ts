import { daysBetween, isoWeekday, wallClock } from './calendar.js';
import type { AttendanceRow, Clock, MembershipRow, ShiftRow, SiteRow } from './plan-types.js';
import { createRng, type Rng } from './random.js';

export type Worker = { row: MembershipRow; siteIndex: number; shift: ShiftRow };

type Input = {
  orgId: string;
  clock: Clock;
  from: string;
  holidays: Set<string>;
  sites: SiteRow[];
  workers: Worker[];
  /** The site in-charges' accounts (null when they have none), for manual entries. */
  markedBy: Array<string | null>;
};

/** A worker's shift as minutes after midnight of the day it starts (an overnight end > 1440). */
type Shift = { start: number; end: number; grace: number; isNight: boolean };

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const LEAVE_NOTES = [
  'Casual leave',
  'Sick leave',
  'Earned leave: family function',
  'Sick leave: dentist',
];
const HALF_DAY_NOTES = [
  'Half day: bank work',
  'Half day: child’s school meeting',
  'Half day: unwell',
];

/** How a worker checks in at a site: face kiosk, RFID card, the app with GPS, or the kiosk QR. */
function methodAt(rng: Rng, siteIndex: number, isNight: boolean) {
  // prettier-ignore
  if (isNight) return rng.weighted([['card', 85], ['face', 15]] as const);
  // prettier-ignore
  return siteIndex === 0
    ? rng.weighted([['face', 55], ['card', 28], ['self_geo', 12], ['qr', 5]] as const)
    : rng.weighted([['card', 55], ['face', 38], ['self_geo', 7]] as const);
}

/**
 * One working day: leave, absence, a half day, or a day's work that may start late or miss its
 * check-out (about one in fifty forget; the in-charge sees it the next morning). Returns nothing
 * for what has not happened yet.
 */
function workDay(
  seed: string,
  base: Omit<AttendanceRow, 'check_in_local' | 'check_out_local' | 'status' | 'method'>,
  shift: Shift,
  lateRate: number,
  site: SiteRow & { index: number; inchargeUser: string | null },
  happened: (day: string, minute: number) => boolean,
): AttendanceRow | undefined {
  const day = base.date;
  const rng = createRng(seed);
  const none = { ...base, check_in_local: null, check_out_local: null, method: null };
  // prettier-ignore
  const outcome = rng.weighted([['on_leave', 3], ['absent', 2], ['half_day', 2.5], ['worked', 92.5]] as const);
  if (outcome === 'on_leave') return { ...none, status: 'on_leave', note: rng.pick(LEAVE_NOTES) };
  if (outcome === 'absent')
    return happened(day, shift.end) ? { ...none, status: 'absent' } : undefined;
  const isLate = outcome === 'worked' && rng.chance(lateRate);
  const checkIn = isLate
    ? shift.start + rng.int(shift.grace + 1, shift.grace + 55)
    : shift.start - rng.int(0, 30) + rng.int(0, shift.grace);
  if (!happened(day, checkIn)) return undefined;
  const checkOut =
    outcome === 'half_day'
      ? shift.start + rng.int(210, 235)
      : shift.end + rng.int(0, 75) - (isLate ? 0 : rng.int(0, 10));
  const forgot = outcome === 'worked' && rng.chance(0.02);
  const method = methodAt(rng, site.index, shift.isNight);
  const isManual = rng.chance(0.03);
  const isGeo = !isManual && method === 'self_geo';
  return {
    ...base,
    check_in_local: wallClock(day, checkIn),
    check_out_local: forgot || !happened(day, checkOut) ? null : wallClock(day, checkOut),
    status: outcome === 'half_day' ? 'half_day' : isLate ? 'late' : 'present',
    method: isManual ? 'manual' : method,
    match_confidence:
      !isManual && method === 'face' ? Math.round((0.86 + rng.next() * 0.13) * 1000) / 1000 : null,
    latitude: isGeo ? site.latitude + (rng.next() - 0.5) * 0.002 : null,
    longitude: isGeo ? site.longitude + (rng.next() - 0.5) * 0.002 : null,
    marked_by: isManual ? site.inchargeUser : null,
    flags: forgot && happened(day, checkOut) ? ['missing_check_out'] : [],
    note:
      outcome === 'half_day'
        ? rng.pick(HALF_DAY_NOTES)
        : isManual
          ? 'Card not working; marked by the in-charge'
          : null,
  };
}

/**
 * One record per employee per working day of their shift (never on weekly offs or holidays). An
 * overnight shift's record is dated the day it starts and checks out the next morning. Today only
 * has what has already happened: check-ins so far, no check-outs yet, nobody marked absent.
 */
export function planCompanyAttendance(input: Input): AttendanceRow[] {
  const { clock } = input;
  const nowLocal = wallClock(clock.today, clock.minute);
  const happened = (day: string, minute: number) => wallClock(day, minute) <= nowLocal;
  const rows: AttendanceRow[] = [];
  for (const { row, siteIndex, shift: shiftRow } of input.workers) {
    // prettier-ignore
    const lateRate = createRng(`sahyadri-habits:${row.employee_code}`).weighted([[0.05, 60], [0.12, 30], [0.28, 10]] as const);
    const start = minuteOf(shiftRow.starts_at);
    const end = minuteOf(shiftRow.ends_at) + (shiftRow.ends_at <= shiftRow.starts_at ? 1440 : 0);
    const shift = { start, end, grace: shiftRow.grace_minutes, isNight: end > 1440 };
    const site = {
      ...input.sites[siteIndex]!,
      index: siteIndex,
      inchargeUser: input.markedBy[siteIndex] ?? null,
    };
    for (const date of daysBetween(input.from, clock.today)) {
      if (shiftRow.weekly_off_days.includes(isoWeekday(date)) || input.holidays.has(date)) continue;
      if (!happened(date, start - 30)) continue;
      const base = {
        org_id: input.orgId,
        member_id: row.id,
        date,
        class_session_id: null,
        shift_id: shiftRow.id,
        match_confidence: null,
        latitude: null,
        longitude: null,
        marked_by: null,
        note: null,
        flags: [],
      };
      const record = workDay(
        `sahyadri:${row.employee_code}:${date}`,
        base,
        shift,
        lateRate,
        site,
        happened,
      );
      if (record) rows.push(record);
    }
  }
  return rows;
}
