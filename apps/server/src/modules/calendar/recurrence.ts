import { DateTime } from 'luxon';
import rrulePackage from 'rrule';
import type { Recurrence } from '@ias/shared';

// rrule ships CommonJS for Node; its named exports live on the default export.
const { RRule, RRuleSet } = rrulePackage;

/*
 * A recurrence is stored as an RFC 5545 RRULE body written by the rrule library
 * (FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=…). Rules are evaluated in *floating* time: the organisation's
 * wall-clock time is handed to rrule as if it were UTC, and each occurrence is turned back into
 * the organisation's zone with Luxon. A weekly 10:00 meeting so stays at 10:00 local time across
 * DST changes and month boundaries, and UNTIL is "the end of that local day".
 */
const FREQ = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY } as const;
const WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

/** Wall-clock time in a zone, as a Date whose UTC fields are that wall clock (rrule's input). */
const floating = (at: DateTime) =>
  new Date(Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second));

const fromFloating = (date: Date, zone: string) =>
  DateTime.fromObject(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
    },
    { zone },
  );

/** The RRULE body for a recurrence, or null for a single event. */
export function toRule(recurrence: Recurrence | null | undefined): string | null {
  if (!recurrence) return null;
  const until = recurrence.until
    ? floating(DateTime.fromISO(`${recurrence.until}T23:59:59`, { zone: 'utc' }))
    : null;
  const rule = new RRule({
    freq: FREQ[recurrence.freq],
    interval: recurrence.interval,
    byweekday:
      recurrence.freq === 'weekly' && recurrence.weekdays.length
        ? [...new Set(recurrence.weekdays)].sort().map((d) => WEEKDAYS[d - 1]!)
        : null,
    until,
    count: until ? null : (recurrence.count ?? null),
  });
  return rule.toString().replace(/^RRULE:/, '');
}

/** The recurrence a stored RRULE body describes (what the edit dialog shows). */
export function fromRule(rule: string | null): Recurrence | null {
  if (!rule) return null;
  const options = RRule.parseString(rule);
  const freq = (Object.keys(FREQ) as Array<keyof typeof FREQ>).find(
    (key) => FREQ[key] === options.freq,
  );
  if (!freq) return null;
  const byDay = options.byweekday;
  const days = (Array.isArray(byDay) ? byDay : byDay == null ? [] : [byDay]).map((d) =>
    typeof d === 'number' ? d + 1 : typeof d === 'string' ? 0 : d.weekday + 1,
  );
  return {
    freq,
    interval: options.interval ?? 1,
    weekdays: days.filter((d) => d >= 1),
    until: options.until ? options.until.toISOString().slice(0, 10) : null,
    count: options.count ?? null,
  };
}

export type Occurrence = { start: DateTime; end: DateTime; date: string };

export type RecurringEvent = {
  starts_at: Date;
  ends_at: Date;
  recurrence: string | null;
  exception_dates: string[];
  skips_holidays: boolean;
};

function ruleSet(event: RecurringEvent, zone: string) {
  const start = DateTime.fromJSDate(event.starts_at, { zone });
  const set = new RRuleSet();
  set.rrule(new RRule({ ...RRule.parseString(event.recurrence!), dtstart: floating(start) }));
  for (const date of event.exception_dates) {
    // An exception names a local date; the occurrence that day starts at the usual time.
    set.exdate(floating(DateTime.fromISO(`${date}T${start.toFormat('HH:mm:ss')}`, { zone })));
  }
  return set;
}

/**
 * Occurrences of an event that overlap [from, to), in the organisation's zone. Occurrences on the
 * organisation's holidays are left out when the event skips holidays.
 */
export function occurrences(
  event: RecurringEvent,
  zone: string,
  from: DateTime,
  to: DateTime,
  holidays: ReadonlySet<string>,
): Occurrence[] {
  const durationMs = event.ends_at.getTime() - event.starts_at.getTime();
  const first = DateTime.fromJSDate(event.starts_at, { zone });
  const make = (start: DateTime): Occurrence => ({
    start,
    end: start.plus({ milliseconds: durationMs }),
    date: start.toISODate()!,
  });
  if (!event.recurrence) {
    const single = make(first);
    return single.start < to && single.end > from ? [single] : [];
  }
  const starts = ruleSet(event, zone).between(
    floating(from.setZone(zone).minus({ milliseconds: durationMs })),
    floating(to.setZone(zone)),
    true,
  );
  return starts
    .map((date) => make(fromFloating(date, zone)))
    .filter((o) => o.start < to && o.end > from)
    .filter((o) => !(event.skips_holidays && holidays.has(o.date)));
}

/** When the last occurrence ends: the stored bound a range read compares with. */
export function lastEnd(event: RecurringEvent, zone: string): Date | 'infinity' {
  if (!event.recurrence) return event.ends_at;
  const options = RRule.parseString(event.recurrence);
  if (!options.until && !options.count) return 'infinity';
  const all = ruleSet(event, zone).all((_, index) => index < 1000);
  const last = all.at(-1);
  if (!last) return event.ends_at;
  const durationMs = event.ends_at.getTime() - event.starts_at.getTime();
  return fromFloating(last, zone).plus({ milliseconds: durationMs }).toJSDate();
}
