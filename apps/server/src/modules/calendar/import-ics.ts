import ICAL from 'ical.js';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError, localizedError } from '../../lib/errors.js';
import { currentLocale, type MessageId, type MessageValues, translate } from '../../lib/i18n.js';
import { asCaller } from '../../lib/request-auth.js';
import { readOrgAndMe } from './read-sources.js';
import { eventRow } from './save-event.js';
import type { EventInput } from './types.js';

/** The largest .ics file taken (as text), and the most events in one. */
export const ICS_MAX_BYTES = 1024 * 1024;
export const ICS_MAX_EVENTS = 2000;

export const importSchema = z.object({
  org_id: z.string().uuid(),
  group_id: z.string().uuid().nullish(),
  kind: z.enum(['exam', 'ptm', 'staff_meeting', 'trip', 'other']).default('other'),
  ics: z.string().min(1),
  /** Only report what an import would do (the writes run and are rolled back). */
  dry_run: z.boolean().default(false),
});
export type ImportInput = z.infer<typeof importSchema>;

type Problem = { uid: string | null; title: string | null; reason: string };
export type ImportResult = {
  dry_run: boolean;
  total: number;
  created: number;
  updated: number;
  skipped: number;
  problems: Problem[];
  events: { title: string; start: string; all_day: boolean; recurring: boolean }[];
};

const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const FREQS = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' } as const;

class Skip extends Error {
  constructor(
    readonly id: MessageId,
    readonly values?: MessageValues,
  ) {
    super(id);
  }
}

const badFile = (id: MessageId, values?: MessageValues) =>
  localizedError(400, 'ics_invalid', id, values);

/**
 * Turns iCalendar times into Luxon instants. A TZID Luxon knows (IANA names) is used as such; any
 * other (Outlook's "India Standard Time") needs its VTIMEZONE in the same file; floating times and
 * dates are the organisation's wall clock.
 */
function timeReader(calendar: ICAL.Component, orgZone: string) {
  const local = new Map<string, ICAL.Timezone>();
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtz.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') local.set(tzid, new ICAL.Timezone(vtz));
  }
  return (time: ICAL.Time): DateTime => {
    const wall = {
      year: time.year,
      month: time.month,
      day: time.day,
      hour: time.isDate ? 0 : time.hour,
      minute: time.isDate ? 0 : time.minute,
      second: time.isDate ? 0 : time.second,
    };
    if (time.isDate) return DateTime.fromObject(wall, { zone: orgZone });
    // An unresolved TZID stays on the time as `timezone` (not in ical.js's types).
    const named = (time as unknown as { timezone?: string }).timezone;
    const tzid = time.zone?.tzid === 'UTC' ? 'UTC' : (named ?? time.zone?.tzid);
    if (!tzid || tzid === 'floating') return DateTime.fromObject(wall, { zone: orgZone });
    if (tzid === 'UTC' || tzid === 'Z') return DateTime.fromObject(wall, { zone: 'utc' });
    const iana = DateTime.fromObject(wall, { zone: tzid });
    if (iana.isValid) return iana;
    const vtz = local.get(tzid);
    if (!vtz) throw new Skip('error.calendar.icsUnknownZone', { zone: tzid });
    const zoned = time.clone();
    zoned.zone = vtz;
    return DateTime.fromSeconds(zoned.toUnixTime(), { zone: 'utc' });
  };
}

type Parsed = { uid: string; input: EventInput; recurrenceOf?: string; originalDate?: string };

/** One VEVENT as an event of the organisation's or the group's calendar. */
function readEvent(
  vevent: ICAL.Component,
  read: (time: ICAL.Time) => DateTime,
  base: Pick<EventInput, 'org_id' | 'group_id' | 'scope' | 'kind'>,
  zone: string,
): Parsed {
  const event = new ICAL.Event(vevent);
  const uid = (event.uid ?? '').trim();
  if (!uid || uid.length > 500) throw new Skip('error.calendar.icsNoUid');
  const title = (event.summary ?? '').trim().slice(0, 160);
  if (!title) throw new Skip('error.calendar.icsNoTitle');
  if (!event.startDate) throw new Skip('error.calendar.icsNoStart');
  const allDay = event.startDate.isDate;
  const start = read(event.startDate).setZone(zone);
  let end = event.endDate ? read(event.endDate).setZone(zone) : start;
  if (allDay) {
    // DTEND of an all-day event is the day after the last; the event model keeps the last day.
    end = end > start ? end.minus({ days: 1 }) : start;
  } else if (end <= start) end = start.plus({ hours: 1 });
  const wall = (at: DateTime) =>
    allDay ? at.toISODate()! : at.toISO({ includeOffset: false, suppressMilliseconds: true })!;

  let recurrence: EventInput['recurrence'] = null;
  const rrules = vevent.getAllProperties('rrule');
  if (rrules.length > 1) throw new Skip('error.calendar.icsRepeat', { rule: 'RRULE ×2' });
  if (vevent.hasProperty('rdate')) throw new Skip('error.calendar.icsRepeat', { rule: 'RDATE' });
  if (rrules.length) {
    const rule = rrules[0]!.getFirstValue() as ICAL.Recur;
    const freq = FREQS[rule.freq as keyof typeof FREQS];
    const parts = Object.entries(rule.parts ?? {}).filter(([key]) => key !== 'WKST');
    const byDay = parts.find(([key]) => key === 'BYDAY')?.[1] as string[] | undefined;
    const plainDays = byDay?.every((d) => WEEKDAY_CODES.includes(d)) ?? true;
    const interval = rule.interval ?? 1;
    if (
      !freq ||
      interval > 12 ||
      (rule.count ?? 0) > 500 ||
      parts.some(([key]) => key !== 'BYDAY') ||
      (byDay && (freq !== 'weekly' || !plainDays))
    )
      throw new Skip('error.calendar.icsRepeat', {
        rule: rule.toString().slice(0, 80),
      });
    recurrence = {
      freq,
      interval,
      weekdays: (byDay ?? []).map((d) => WEEKDAY_CODES.indexOf(d) + 1),
      until: rule.until ? read(rule.until).setZone(zone).toISODate() : null,
      count: rule.until ? null : (rule.count ?? null),
    };
  }
  const exceptions = new Set<string>();
  for (const property of vevent.getAllProperties('exdate')) {
    for (const value of property.getValues() as ICAL.Time[])
      exceptions.add(read(value).setZone(zone).toISODate()!);
  }
  const input: EventInput = {
    ...base,
    title,
    description: (event.description ?? '').trim().slice(0, 2000) || null,
    place: (event.location ?? '').trim().slice(0, 160) || null,
    all_day: allDay,
    start: wall(start),
    end: wall(end),
    recurrence,
    exception_dates: [...exceptions].sort().slice(0, 200),
    skips_holidays: false,
    invitee_ids: [],
    invite_staff: false,
    invite_group: false,
  } as EventInput;
  if (event.isRecurrenceException()) {
    const original = read(event.recurrenceId).setZone(zone).toISODate()!;
    return {
      uid: `${uid}#${original}`,
      input: { ...input, recurrence: null, exception_dates: [] },
      recurrenceOf: uid,
      originalDate: original,
    };
  }
  return { uid, input };
}

/** Reads the file; a file that is not iCalendar, or has no events, is refused as a whole. */
function parseFile(text: string) {
  if (Buffer.byteLength(text) > ICS_MAX_BYTES)
    throw badFile('error.calendar.icsTooLarge', { size: '1 MB' });
  let calendar: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    // A file of several calendars is read as its first.
    const jcal = (Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[];
    calendar = new ICAL.Component(jcal as never);
  } catch (error) {
    throw badFile('error.calendar.icsUnreadable', {
      detail: error instanceof Error ? error.message.slice(0, 160) : '',
    });
  }
  if (calendar.name !== 'vcalendar') throw badFile('error.calendar.icsNotCalendar');
  const vevents = calendar.getAllSubcomponents('vevent');
  if (!vevents.length) throw badFile('error.calendar.icsNoEvents');
  if (vevents.length > ICS_MAX_EVENTS)
    throw badFile('error.calendar.icsTooManyEvents', { max: ICS_MAX_EVENTS });
  return { calendar, vevents };
}

class RollBack extends Error {
  constructor(readonly result: ImportResult) {
    super('dry run');
  }
}

/**
 * Imports the events of an .ics file into the organisation's calendar or one group's, as the
 * caller (row-level security decides who may write there: owners, teachers and in-charges for the
 * organisation, owners and the group's staff for a group). Events the file cannot express in this
 * calendar (yearly rules, extra dates…) are left out and listed. An event whose UID was imported
 * before into the same calendar is updated, not added again. A dry run does the same writes and
 * rolls them back, so its counts are exactly what the import would do.
 */
export async function importIcs(
  ctx: AppContext,
  caller: Caller,
  body: ImportInput,
): Promise<ImportResult> {
  const { calendar, vevents } = parseFile(body.ics);
  const locale = currentLocale();
  try {
    return await asCaller(ctx.database.db, caller.auth, async (trx) => {
      const org = await readOrgAndMe(trx, body.org_id);
      if (!org) throw localizedError(404, 'organization_not_found', 'error.calendar.orgNotFound');
      // Who may write here, asked before anything is read from the file: owners, teachers and
      // in-charges for the organisation; owners and the group's staff for a group of it.
      const { rows: allowed } = await sql<{ ok: boolean }>`
        select (
          ${body.group_id ?? null}::uuid is null
            and (${body.org_id}::uuid in (select public.my_managed_org_ids())
                 or ${body.org_id}::uuid in (select public.my_staff_org_ids()))
        ) or (
          exists (select 1 from public.groups g
                   where g.id = ${body.group_id ?? null}::uuid and g.org_id = ${body.org_id}::uuid)
            and (${body.org_id}::uuid in (select public.my_managed_org_ids())
                 or ${body.group_id ?? null}::uuid in (select public.my_responsible_group_ids()))
        ) as ok`.execute(trx);
      if (!allowed[0]?.ok) throw localizedError(403, 'forbidden', 'error.calendar.cannotImport');
      const read = timeReader(calendar, org.timezone);
      const base = {
        org_id: body.org_id,
        group_id: body.group_id ?? null,
        scope: body.group_id ? ('group' as const) : ('org' as const),
        kind: body.kind,
      };
      const result: ImportResult = {
        dry_run: body.dry_run,
        total: vevents.length,
        created: 0,
        updated: 0,
        skipped: 0,
        problems: [],
        events: [],
      };
      const skip = (vevent: ICAL.Component | null, uid: string | null, reason: string) => {
        result.skipped += 1;
        if (result.problems.length < 100) {
          const title = vevent?.getFirstPropertyValue('summary');
          result.problems.push({ uid, title: typeof title === 'string' ? title : null, reason });
        }
      };

      const parsed: Parsed[] = [];
      for (const vevent of vevents) {
        try {
          parsed.push(readEvent(vevent, read, base, org.timezone));
        } catch (error) {
          if (!(error instanceof Skip)) throw error;
          const uid = vevent.getFirstPropertyValue('uid');
          skip(
            vevent,
            typeof uid === 'string' ? uid : null,
            translate(locale, error.id, error.values),
          );
        }
      }
      // A changed occurrence (RECURRENCE-ID) is its own event; its series skips that date.
      const byUid = new Map(parsed.filter((p) => !p.recurrenceOf).map((p) => [p.uid, p]));
      for (const p of parsed) {
        const series = p.recurrenceOf ? byUid.get(p.recurrenceOf) : undefined;
        if (series?.input.recurrence && p.originalDate)
          series.input.exception_dates = [
            ...new Set([...series.input.exception_dates, p.originalDate]),
          ].sort();
      }
      const seen = new Set<string>();
      const unique = parsed.filter((p) => !seen.has(p.uid) && seen.add(p.uid));

      const { rows: existing } = await sql<{ id: string; ical_uid: string }>`
        select id, ical_uid from public.calendar_events
         where org_id = ${body.org_id}::uuid
           and coalesce(group_id, org_id) = ${body.group_id ?? body.org_id}::uuid
           and ical_uid = any (${unique.map((p) => p.uid)}::text[])`.execute(trx);
      const existingId = new Map(existing.map((r) => [r.ical_uid, r.id]));

      for (const p of unique) {
        let row: ReturnType<typeof eventRow>;
        try {
          row = eventRow(p.input, org.timezone);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const message = error.localized
            ? translate(locale, error.localized.id, error.localized.values)
            : error.message;
          skip(null, p.uid, message);
          continue;
        }
        const i = p.input;
        const id = existingId.get(p.uid);
        try {
          if (id) {
            const { rows } = await sql`
              update public.calendar_events set
                kind = ${i.kind}, title = ${i.title}, description = ${i.description ?? null},
                place = ${i.place ?? null}, all_day = ${i.all_day}, starts_at = ${row.starts_at},
                ends_at = ${row.ends_at}, recurrence = ${row.recurrence},
                exception_dates = ${row.exception_dates}::date[], until_at = ${row.until_at}::timestamptz
               where id = ${id}::uuid
              returning id`.execute(trx);
            if (!rows.length) {
              skip(null, p.uid, translate(locale, 'error.calendar.icsNotYours'));
              continue;
            }
            result.updated += 1;
          } else {
            await sql`
              insert into public.calendar_events
                (org_id, group_id, scope, kind, title, description, place, all_day, starts_at,
                 ends_at, recurrence, exception_dates, skips_holidays, until_at, ical_uid)
              values (${i.org_id}::uuid, ${i.group_id ?? null}::uuid, ${i.scope}, ${i.kind},
                      ${i.title}, ${i.description ?? null}, ${i.place ?? null}, ${i.all_day},
                      ${row.starts_at}, ${row.ends_at}, ${row.recurrence},
                      ${row.exception_dates}::date[], false, ${row.until_at}::timestamptz,
                      ${p.uid})`.execute(trx);
            result.created += 1;
          }
        } catch (error) {
          const code = String((error as { code?: unknown }).code);
          // Not allowed to write here (row-level security, or a group of another organisation):
          // the whole import is refused and nothing is kept.
          if (code === '42501' || code === '23503')
            throw localizedError(403, 'forbidden', 'error.calendar.cannotImport');
          throw error;
        }
        if (result.events.length < 50)
          result.events.push({
            title: i.title,
            start: i.start,
            all_day: i.all_day,
            recurring: !!i.recurrence,
          });
      }
      if (body.dry_run) throw new RollBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollBack) return error.result;
    throw error;
  }
}
