import type { Locale } from '@ias/shared';
import { AppError } from '../../lib/errors.js';
import { currentLocale, translator } from '../../lib/i18n.js';
import type { OrgDb } from '../orgs/repository.js';
import { checkInStatus, REPEAT_SCAN_MINUTES } from './rules.js';
import { membershipDays } from './membership-days.js';
import { loadRules, type Member, type Org, scanPeriod, type ScanPeriod } from './schedule.js';
import { DateTime } from 'luxon';
import { sql } from 'kysely';

export type Scan = {
  clientId: string;
  at: Date;
  method: 'face' | 'card' | 'qr' | 'self_geo' | 'biometric' | 'pin' | 'manual';
  confidence: number | null;
  deviceId: string | null;
  location: { lat: number; lng: number } | null;
};

export type ScanResult = {
  outcome: 'checked_in' | 'checked_out' | 'repeat';
  recordId: string;
  status: string;
  checkInAt: string | null;
  checkOutAt: string | null;
  message: string;
};

/** How far in the past an offline kiosk's queued scan may be, and how far ahead a clock may run. */
const MAX_SCAN_AGE_DAYS = 7;
const MAX_CLOCK_SKEW_MS = 2 * 60_000;

export function acceptScanTime(at: Date, now = new Date()): Date {
  if (Number.isNaN(at.getTime()))
    throw new AppError(400, 'validation_failed', 'at: not a valid time');
  if (at.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) {
    throw new AppError(
      400,
      'validation_failed',
      'at: the scan time is in the future; check the device clock.',
    );
  }
  if (now.getTime() - at.getTime() > MAX_SCAN_AGE_DAYS * 86_400_000) {
    throw new AppError(
      400,
      'validation_failed',
      `at: scans older than ${MAX_SCAN_AGE_DAYS} days are not accepted.`,
    );
  }
  return at > now ? now : at;
}

const hhmm = (at: Date, timezone: string) =>
  DateTime.fromJSDate(at, { zone: timezone }).toFormat('HH:mm');
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** A lateness as people say it ('12 min', '1 h 5 min'), in `t`'s language. */
function lateness(t: ReturnType<typeof translator>, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return t('scan.minutes', { minutes });
  return rest ? t('scan.hoursMinutes', { hours, minutes: rest }) : t('scan.hours', { hours });
}

/**
 * Serialises, until the transaction ends, everything that writes a member's day records: two
 * kiosks scanning the same person at once, or a retried scan racing its first attempt, then see
 * each other's result instead of colliding on the one-record-per-day rule.
 */
export async function lockMemberRecords(db: OrgDb, memberId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${memberId}, 0))`.execute(db);
}

/** An offline kiosk's queued scan may be days old: never a record before the joining date. */
export function assertWithinMembership(org: Org, member: Member, date: string): void {
  const { joinedOn } = membershipDays(member, org.timezone);
  if (date < joinedOn)
    throw new AppError(
      409,
      'outside_membership',
      `${member.full_name} joined on ${joinedOn}; a scan from ${date} is not counted.`,
    );
}

/**
 * Applies one scan to the member's day record: first-in / last-out. A scan whose client id was
 * seen before returns the earlier answer (retries and offline sync never count twice); a scan
 * within a few minutes of the last one changes nothing; an earlier scan arriving late (offline)
 * becomes the check-in. Runs inside the caller's transaction. The answer's message is in `locale`
 * (the person's language where the caller knows it, else the request's).
 */
export async function recordScan(
  db: OrgDb,
  org: Org,
  member: Member,
  scan: Scan,
  markedBy: string | null,
  locale: Locale = currentLocale(),
): Promise<ScanResult> {
  const t = translator(locale);
  await lockMemberRecords(db, member.id);
  const seen = await db
    .selectFrom('attendance_scans')
    .innerJoin('attendance_records', 'attendance_records.id', 'attendance_scans.record_id')
    .select([
      'attendance_scans.outcome',
      'attendance_records.id',
      'attendance_records.status',
      'attendance_records.check_in_at',
      'attendance_records.check_out_at',
    ])
    .where('attendance_scans.org_id', '=', org.id)
    .where('attendance_scans.client_id', '=', scan.clientId)
    .executeTakeFirst();
  if (seen) return seenAnswer(t, member, seen);

  const rules = await loadRules(db, org, DateTime.fromJSDate(scan.at).toISODate()!);
  const period = await scanPeriod(db, org, rules, member, scan.at);
  assertWithinMembership(org, member, period.date);
  const existing = await db
    .selectFrom('attendance_records')
    .selectAll()
    .where('member_id', '=', member.id)
    .where('date', '=', period.date)
    .where('class_session_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();

  const change = decideScan(scan, period, existing, markedBy);
  let record: ScanRecord;
  if (change.kind === 'insert') {
    record = await db
      .insertInto('attendance_records')
      .values({ org_id: org.id, member_id: member.id, ...change.values })
      .returningAll()
      .executeTakeFirstOrThrow();
  } else if (change.kind === 'update') {
    record = await db
      .updateTable('attendance_records')
      .set(change.set)
      .where('id', '=', change.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } else {
    record = existing!;
  }
  const outcome = change.outcome;

  await db
    .insertInto('attendance_scans')
    .values({
      org_id: org.id,
      client_id: scan.clientId,
      member_id: member.id,
      record_id: record.id,
      scanned_at: scan.at,
      method: scan.method,
      outcome,
      match_confidence: scan.confidence,
      device_id: scan.deviceId,
      latitude: scan.location?.lat ?? null,
      longitude: scan.location?.lng ?? null,
    })
    .execute();

  return scanAnswer(t, org, member, period, outcome, record);
}

/** The day record's columns a scan's decision and answer read. */
export type ScanRecord = {
  id: string;
  status: string;
  check_in_at: Date | string | null;
  check_out_at: Date | string | null;
  flags: string[];
};

/** The values a scan writes into the day record (besides the organisation and the member). */
type ScanColumns = {
  method: Scan['method'];
  match_confidence: number | null;
  device_id: string | null;
  latitude: number | null;
  longitude: number | null;
  marked_by: string | null;
  shift_id: string | null;
};

export type ScanChange =
  | {
      kind: 'insert';
      outcome: 'checked_in';
      values: ScanColumns & {
        date: string;
        check_in_at: Date;
        status: 'present' | 'late';
        client_id: string;
      };
    }
  | {
      kind: 'update';
      outcome: 'checked_in' | 'checked_out';
      id: string;
      set: Partial<ScanColumns> & {
        check_in_at?: Date;
        check_out_at?: Date;
        status?: 'present' | 'late';
        flags?: string[];
      };
    }
  | { kind: 'none'; outcome: 'repeat' };

/**
 * What a scan does to the member's day record (first-in / last-out), from the record as it is
 * (`existing`, locked by the caller) and the scan's period: a new record, a change, or nothing.
 */
export function decideScan(
  scan: Scan,
  period: ScanPeriod,
  existing: ScanRecord | undefined,
  markedBy: string | null,
): ScanChange {
  const checkIn = period.scheduled
    ? checkInStatus(scan.at, period)
    : { status: 'present' as const, lateByMinutes: 0 };
  const common: ScanColumns = {
    method: scan.method,
    match_confidence: scan.confidence,
    device_id: scan.deviceId,
    latitude: scan.location?.lat ?? null,
    longitude: scan.location?.lng ?? null,
    marked_by: markedBy,
    shift_id: period.shift?.id ?? null,
  };
  if (!existing) {
    return {
      kind: 'insert',
      outcome: 'checked_in',
      values: {
        date: period.date,
        check_in_at: scan.at,
        status: checkIn.status,
        client_id: scan.clientId,
        ...common,
      },
    };
  }
  if (!existing.check_in_at) {
    // Marked absent (or on leave) before they arrived: the scan shows they came after all.
    return {
      kind: 'update',
      outcome: 'checked_in',
      id: existing.id,
      set: { check_in_at: scan.at, status: checkIn.status, ...common },
    };
  }
  const firstIn = new Date(existing.check_in_at);
  const lastOut = existing.check_out_at ? new Date(existing.check_out_at) : null;
  const latest = lastOut && lastOut > firstIn ? lastOut : firstIn;
  const nearest = Math.min(
    Math.abs(scan.at.getTime() - latest.getTime()),
    Math.abs(scan.at.getTime() - firstIn.getTime()),
  );
  if (nearest < REPEAT_SCAN_MINUTES * 60_000) return { kind: 'none', outcome: 'repeat' };
  if (scan.at < firstIn) {
    return {
      kind: 'update',
      outcome: 'checked_in',
      id: existing.id,
      set: { check_in_at: scan.at, check_out_at: lastOut ?? firstIn, status: checkIn.status },
    };
  }
  return {
    kind: 'update',
    outcome: 'checked_out',
    id: existing.id,
    set: {
      check_out_at: lastOut && lastOut > scan.at ? lastOut : scan.at,
      flags: existing.flags.filter((f) => f !== 'missing_check_out'),
    },
  };
}

/** The scan's answer: the outcome, the record as it now is, and a greeting in `t`'s language. */
export function scanAnswer(
  t: ReturnType<typeof translator>,
  org: Org,
  member: Member,
  period: ScanPeriod,
  outcome: ScanResult['outcome'],
  record: ScanRecord,
): ScanResult {
  const name = firstName(member.full_name);
  const checkInAt = record.check_in_at ? new Date(record.check_in_at) : null;
  const checkOutAt = record.check_out_at ? new Date(record.check_out_at) : null;
  const lateBy =
    record.status === 'late' && checkInAt && period.scheduled
      ? checkInStatus(checkInAt, period).lateByMinutes
      : 0;
  const message =
    outcome === 'checked_in'
      ? lateBy > 0
        ? t('scan.welcomeLate', {
            name,
            time: hhmm(checkInAt!, org.timezone),
            late: lateness(t, lateBy),
          })
        : t('scan.welcome', { name, time: hhmm(checkInAt!, org.timezone) })
      : outcome === 'checked_out'
        ? t('scan.goodbye', { name, time: hhmm(checkOutAt!, org.timezone) })
        : checkOutAt
          ? t('scan.alreadyOut', { name, time: hhmm(checkOutAt, org.timezone) })
          : t('scan.alreadyIn', { name, time: hhmm(checkInAt!, org.timezone) });
  return {
    outcome,
    recordId: record.id,
    status: record.status,
    checkInAt: checkInAt?.toISOString() ?? null,
    checkOutAt: checkOutAt?.toISOString() ?? null,
    message,
  };
}

/** The answer to a scan whose client id was seen before (a retry): the earlier result. */
export function seenAnswer(
  t: ReturnType<typeof translator>,
  member: Member,
  seen: {
    outcome: ScanResult['outcome'];
    id: string;
    status: string;
    check_in_at: Date | string | null;
    check_out_at: Date | string | null;
  },
): ScanResult {
  return {
    outcome: seen.outcome,
    recordId: seen.id,
    status: seen.status,
    checkInAt: seen.check_in_at ? new Date(seen.check_in_at).toISOString() : null,
    checkOutAt: seen.check_out_at ? new Date(seen.check_out_at).toISOString() : null,
    message: t('scan.seen', { name: firstName(member.full_name) }),
  };
}
