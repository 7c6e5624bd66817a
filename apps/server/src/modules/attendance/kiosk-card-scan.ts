import { randomUUID } from 'node:crypto';
import { isLocale, type KioskCheckInInput } from '@ias/shared';
import { DateTime } from 'luxon';
import type pg from 'pg';
import type { AppContext } from '../../app-context.js';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { currentLocale, translator } from '../../lib/i18n.js';
import { deviceRevoked, deviceSeenDue } from './devices.js';
import {
  acceptScanTime,
  assertWithinMembership,
  decideScan,
  type Scan,
  type ScanRecord,
  type ScanResult,
  scanAnswer,
  seenAnswer,
} from './record-scan.js';
import { type Member, type Org, periodFrom, rulesWith, shiftSpec } from './schedule.js';

const MEMBER_QR = /^ias:member:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

// Named statements: each is parsed and planned once per connection, then only bound and run.
const DEVICE = `select id, org_id, group_ids, methods, revoked_at from public.devices
  where token_hash = $1`;
const ORG = `select o.* from public.organizations o join public.devices d on d.org_id = o.id
  where d.token_hash = $1`;
const MEMBER = (match: string) => `select m.*, p.locale as ias_profile_locale,
    (cardinality(d.group_ids) = 0 or exists (
       select 1 from public.group_members gm
        where gm.member_id = m.id and gm.group_id = any (d.group_ids))) as ias_in_kiosk_groups
  from public.devices d
  join public.memberships m on m.org_id = d.org_id
  left join public.profiles p on p.id = m.user_id
  where d.token_hash = $1 and ${match}
  limit 1`;
// The rest find the person as MEMBER does (the card number is unique in an organisation) and
// the scan's day in the organisation's zone ($3, the scan's instant), so that they travel in the
// same round trip as the look-ups; a refusal found by those then rolls the transaction back.
const THE_MEMBER = (match: string) => `(select m.id, m.shift_id, o.timezone
    from public.devices d
    join public.memberships m on m.org_id = d.org_id
    join public.organizations o on o.id = d.org_id
   where d.token_hash = $1 and ${match})`;
const LOCK = (match: string) => `select set_config('audit.actor_id', '', true),
    set_config('audit.device_id', d.id::text, true),
    pg_advisory_xact_lock(hashtextextended(m.id::text, 0))
  from public.devices d join public.memberships m on m.org_id = d.org_id
  where d.token_hash = $1 and ${match}`;
const SEEN = `select s.outcome, r.id, r.status, r.check_in_at, r.check_out_at
  from public.attendance_scans s join public.attendance_records r on r.id = s.record_id
  where s.org_id = (select org_id from public.devices where token_hash = $1) and s.client_id = $2
  limit 1`;
const HOLIDAYS = `select date, name from public.holidays
  where org_id = (select org_id from public.devices where token_hash = $1)
    and date >= $2::date and date <= $3::date`;
const SHIFT = (match: string) => `select s.id, s.starts_at, s.ends_at, s.grace_minutes,
    s.weekly_off_days
  from public.shifts s, ${THE_MEMBER(match)} m
  where s.id = m.shift_id or s.id in (
    select g.shift_id from public.groups g join public.group_members gm on gm.group_id = g.id
     where gm.member_id = m.id and g.shift_id is not null)
  order by case when s.id = m.shift_id then 0 else 1 end
  limit 1`;
const SCHOOL_DAY = (match: string) => `select min(cs.starts_at) as starts, max(cs.ends_at) as ends
  from public.class_sessions cs
  join public.group_members gm on gm.group_id = cs.group_id
  join ${THE_MEMBER(match)} m on m.id = gm.member_id
  where cs.weekday = extract(isodow from $3::timestamptz at time zone m.timezone)::int`;
// Every day record the scan's period may belong to (an overnight shift's is the day before or
// after the scan's day), locked.
const DAY_RECORDS = (match: string) => `select r.* from public.attendance_records r
  join ${THE_MEMBER(match)} m on m.id = r.member_id
  where r.class_session_id is null
    and r.date between ($3::timestamptz at time zone m.timezone)::date - 1
                   and ($3::timestamptz at time zone m.timezone)::date + 1
  for update of r`;
const BY_CARD = 'm.card_number = $2';
const BY_QR = 'm.id = $2::uuid';
const STATEMENTS = {
  card: {
    member: ['kiosk_scan_member_card', MEMBER(BY_CARD)],
    lock: ['kiosk_scan_lock_card', LOCK(BY_CARD)],
    shift: ['kiosk_scan_shift_card', SHIFT(BY_CARD)],
    schoolDay: ['kiosk_scan_school_day_card', SCHOOL_DAY(BY_CARD)],
    dayRecords: ['kiosk_scan_day_records_card', DAY_RECORDS(BY_CARD)],
  },
  qr: {
    member: ['kiosk_scan_member_qr', MEMBER(BY_QR)],
    lock: ['kiosk_scan_lock_qr', LOCK(BY_QR)],
    shift: ['kiosk_scan_shift_qr', SHIFT(BY_QR)],
    schoolDay: ['kiosk_scan_school_day_qr', SCHOOL_DAY(BY_QR)],
    dayRecords: ['kiosk_scan_day_records_qr', DAY_RECORDS(BY_QR)],
  },
} as const;
const RECORD_COLUMNS = [
  'id',
  'org_id',
  'member_id',
  'date',
  'check_in_at',
  'status',
  'client_id',
  'method',
  'match_confidence',
  'device_id',
  'latitude',
  'longitude',
  'marked_by',
  'shift_id',
] as const;
const INSERT_RECORD = `insert into public.attendance_records (${RECORD_COLUMNS.join(', ')})
  values (${RECORD_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) returning *`;
const INSERT_SCAN = `insert into public.attendance_scans (org_id, client_id, member_id, record_id,
    scanned_at, method, outcome, match_confidence, device_id, latitude, longitude)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;

type Device = {
  id: string;
  org_id: string;
  group_ids: string[];
  methods: string[];
  revoked_at: Date | null;
};
type Found = Member & { ias_profile_locale: string | null; ias_in_kiosk_groups: boolean };

const methodNotAllowed = (method: string) =>
  new AppError(
    403,
    'method_not_allowed',
    `${method === 'card' ? 'Card' : 'QR'} check-in is not enabled on this kiosk.`,
  );

/** The statements' results in order, or the first failure (those behind it fail with it). */
async function settle(sent: Array<Promise<pg.QueryResult>>): Promise<pg.QueryResult[]> {
  const settled = await Promise.allSettled(sent);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<pg.QueryResult>).value);
}

/**
 * A card or QR scan at a kiosk (`kioskCheckIn` for these two methods, with the same checks, order
 * of refusals, writes and answer) in two round trips on one connection, whose statements are
 * written back to back (the pool's clients pipeline) and prepared once per connection:
 *
 * 1. the kiosk (by its token's hash), its organisation, and the person with that card or QR code,
 *    their profile's language and whether they belong to the kiosk's groups; BEGIN; the audit
 *    actor and the person's record lock; then (behind the lock) a scan with this client id seen
 *    before, the holidays around the day, the person's shift and school day, and their day
 *    records around the scan's day, locked. A refusal (revoked kiosk, unknown card, …) rolls back;
 * 2. the day record written (or left, for a repeat), the scan stored, COMMIT.
 *
 * Everything between is the same pure code as `recordScan` (`decideScan`, `scanAnswer`).
 */
export async function kioskCardCheckIn(
  ctx: AppContext,
  tokenHash: string,
  input: KioskCheckInInput & { method: 'card' | 'qr'; code: string },
) {
  const client = await ctx.database.pool.connect();
  let broken: Error | undefined;
  let open = false;
  let seenDevice: string | undefined;
  const run = (name: string, text: string, values: unknown[]) =>
    client.query({ name, text, values });
  const runNamed = (named: readonly [string, string], values: unknown[]) =>
    run(named[0], named[1], values);
  try {
    const code = input.code.trim();
    const qr = MEMBER_QR.exec(code);
    const statements = STATEMENTS[qr ? 'qr' : 'card'];
    const key = [tokenHash, qr ? qr[1] : code];
    // The scan's time is checked (below, in the order of refusals) before anything is written;
    // the reads only need an instant, and an unusable one changes nothing here.
    const requested = input.at ? new Date(input.at) : new Date();
    const now = new Date();
    const when = Number.isNaN(requested.getTime()) || requested > now ? now : requested;
    const around = DateTime.fromJSDate(when);
    open = true;
    const sent = [
      run('kiosk_scan_device', DEVICE, [tokenHash]),
      run('kiosk_scan_org', ORG, [tokenHash]),
      runNamed(statements.member, key),
      client.query('begin'),
      runNamed(statements.lock, key),
      run('kiosk_scan_seen', SEEN, [tokenHash, input.client_id]),
      run('kiosk_scan_holidays', HOLIDAYS, [
        tokenHash,
        around.minus({ days: 45 }).toISODate(),
        around.plus({ days: 45 }).toISODate(),
      ]),
      runNamed(statements.shift, key),
      runNamed(statements.schoolDay, [...key, when]),
      runNamed(statements.dayRecords, [...key, when]),
    ];
    const [devices, orgs, members, , , seenRows, holidays, shifts, schoolDays, records] =
      await settle(sent);
    const device = devices!.rows[0] as Device | undefined;
    if (!device || device.revoked_at) throw deviceRevoked();
    if (deviceSeenDue(device.id)) seenDevice = device.id;
    const org = orgs!.rows[0] as Org;
    if (!device.methods.includes(input.method) || !org.allowed_methods.includes(input.method))
      throw methodNotAllowed(input.method);
    const at = acceptScanTime(requested);
    const found = members!.rows[0] as Found | undefined;
    if (!found)
      throw new AppError(
        404,
        'not_recognised',
        'This card is not registered here. Ask the office to link it to your name.',
      );
    const { ias_profile_locale: own, ias_in_kiosk_groups: inGroups, ...member } = found;
    if (member.status !== 'active')
      throw new AppError(404, 'not_recognised', `${member.full_name} is not an active member.`);
    if (!inGroups)
      throw new AppError(
        403,
        'not_in_kiosk_groups',
        `${member.full_name} does not check in at this kiosk.`,
      );
    const locale = isLocale(own) ? own : currentLocale();
    const t = translator(locale);
    const scan: Scan = {
      clientId: input.client_id,
      at,
      method: input.method,
      confidence: null,
      deviceId: device.id,
      location: null,
    };
    const seen = seenRows!.rows[0] as Parameters<typeof seenAnswer>[2] | undefined;
    let result: ScanResult;
    if (seen) {
      result = seenAnswer(t, member, seen);
      await client.query('commit');
      open = false;
    } else {
      const rules = rulesWith(org, holidays!.rows as Array<{ date: string; name: string }>);
      const shift = shiftSpec(shifts!.rows[0] as Parameters<typeof shiftSpec>[0]);
      const period = periodFrom(
        rules,
        at,
        shift,
        shift ? undefined : (schoolDays!.rows[0] as { starts: unknown; ends: unknown }),
      );
      assertWithinMembership(org, member, period.date);
      const existing = (records!.rows as Array<ScanRecord & { date: string }>).find(
        (r) => r.date === period.date,
      );
      const change = decideScan(scan, period, existing, null);
      const recordId =
        change.kind === 'insert'
          ? randomUUID()
          : change.kind === 'update'
            ? change.id
            : existing!.id;
      let write: Promise<pg.QueryResult> | undefined;
      if (change.kind === 'insert') {
        const row: Record<string, unknown> = {
          id: recordId,
          org_id: org.id,
          member_id: member.id,
          ...change.values,
        };
        write = run(
          'kiosk_scan_insert_record',
          INSERT_RECORD,
          RECORD_COLUMNS.map((column) => row[column] ?? null),
        );
      } else if (change.kind === 'update') {
        const columns = Object.keys(change.set) as Array<keyof typeof change.set>;
        write = run(
          `kiosk_scan_update_${columns.join('_')}`,
          `update public.attendance_records set ${columns
            .map((column, i) => `${column} = $${i + 2}`)
            .join(', ')} where id = $1 returning *`,
          [recordId, ...columns.map((column) => change.set[column] ?? null)],
        );
      }
      const [written] = await settle([
        write ?? Promise.resolve(undefined as unknown as pg.QueryResult),
        run('kiosk_scan_insert_scan', INSERT_SCAN, [
          org.id,
          scan.clientId,
          member.id,
          recordId,
          scan.at,
          scan.method,
          change.outcome,
          scan.confidence,
          scan.deviceId,
          null,
          null,
        ]),
        client.query('commit'),
      ]);
      open = false;
      const record = (written?.rows[0] as ScanRecord | undefined) ?? existing!;
      result = scanAnswer(t, org, member, period, change.outcome, record);
    }
    return {
      ...result,
      member: {
        id: member.id,
        full_name: member.full_name,
        photo_url: member.photo_url,
        locale: isLocale(own) ? own : null,
      },
    };
  } catch (error) {
    // A connection the database dropped must not go back to the pool.
    if (isDatabaseUnavailable(error)) broken = error as Error;
    else if (open) await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    // When the kiosk was last seen (written whatever the scan's outcome, outside its transaction).
    if (seenDevice && !broken)
      await run(
        'kiosk_scan_device_seen',
        'update public.devices set last_seen_at = $2 where id = $1',
        [seenDevice, new Date()],
      ).catch(() => undefined);
    client.release(broken);
  }
}
