import type { Locale } from '@ias/shared';
import { AppError } from '../../lib/errors.js';
import { currentLocale, translator } from '../../lib/i18n.js';
import type { OrgDb } from '../orgs/repository.js';
import type { Member, Org } from './schedule.js';
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

/** A scan's facts as `private.record_scan` (and `private.kiosk_scan`) answer them. */
export type ScanRow = {
  refusal: string | null;
  joined_on: string | null;
  scan_date: string | null;
  seen: boolean | null;
  outcome: ScanResult['outcome'] | null;
  record_id: string | null;
  status: string | null;
  check_in_at: Date | string | null;
  check_out_at: Date | string | null;
  late_by: number | null;
};

/** An offline kiosk's queued scan may be days old: never a record before the joining date. */
export function outsideMembership(fullName: string, joinedOn: string, date: string): AppError {
  return new AppError(
    409,
    'outside_membership',
    `${fullName} joined on ${joinedOn}; a scan from ${date} is not counted.`,
  );
}

/**
 * Applies one scan to the member's day record: first-in / last-out. A scan whose client id was
 * seen before returns the earlier answer (retries and offline sync never count twice); a scan
 * within a few minutes of the last one changes nothing; an earlier scan arriving late (offline)
 * becomes the check-in. Runs inside the caller's transaction, as one statement: the rules are
 * `private.record_scan`'s (migration 0083), the only copy. The answer's message is in `locale`
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
  const { rows } = await sql<ScanRow>`select * from private.record_scan(
      ${member.id}::uuid, ${scan.clientId}::uuid, ${scan.at}::timestamptz, ${scan.method},
      ${scan.confidence}::real, ${scan.deviceId}::uuid, ${scan.location?.lat ?? null}::float8,
      ${scan.location?.lng ?? null}::float8, ${markedBy}::uuid)`.execute(db);
  return scanAnswer(translator(locale), org.timezone, member.full_name, rows[0]!);
}

/**
 * The scan's answer from its row: the outcome, the record as it now is, and a greeting in `t`'s
 * language (a retry's answer is the earlier result, greeted as seen). A refusal throws.
 */
export function scanAnswer(
  t: ReturnType<typeof translator>,
  timezone: string,
  fullName: string,
  row: ScanRow,
): ScanResult {
  if (row.refusal === 'outside_membership')
    throw outsideMembership(fullName, String(row.joined_on), String(row.scan_date));
  if (row.refusal) throw new AppError(500, 'internal', `Unexpected scan refusal ${row.refusal}.`);
  const name = firstName(fullName);
  const outcome = row.outcome!;
  const checkInAt = row.check_in_at ? new Date(row.check_in_at) : null;
  const checkOutAt = row.check_out_at ? new Date(row.check_out_at) : null;
  const lateBy = row.late_by ?? 0;
  const message = row.seen
    ? t('scan.seen', { name })
    : outcome === 'checked_in'
      ? lateBy > 0
        ? t('scan.welcomeLate', {
            name,
            time: hhmm(checkInAt!, timezone),
            late: lateness(t, lateBy),
          })
        : t('scan.welcome', { name, time: hhmm(checkInAt!, timezone) })
      : outcome === 'checked_out'
        ? t('scan.goodbye', { name, time: hhmm(checkOutAt!, timezone) })
        : checkOutAt
          ? t('scan.alreadyOut', { name, time: hhmm(checkOutAt, timezone) })
          : t('scan.alreadyIn', { name, time: hhmm(checkInAt!, timezone) });
  return {
    outcome,
    recordId: row.record_id!,
    status: row.status!,
    checkInAt: checkInAt?.toISOString() ?? null,
    checkOutAt: checkOutAt?.toISOString() ?? null,
    message,
  };
}
