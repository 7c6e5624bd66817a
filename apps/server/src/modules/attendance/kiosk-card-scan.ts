import { isLocale, type KioskCheckInInput } from '@ias/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { currentLocale, translator } from '../../lib/i18n.js';
import type { OrgDb } from '../orgs/repository.js';
import { deviceRevoked, deviceSeenDue } from './devices.js';
import { acceptScanTime, type Scan, type ScanRow, scanAnswer } from './record-scan.js';

const MEMBER_QR = /^ias:member:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** `private.kiosk_scan` (migration 0083): the kiosk's checks, the person's, and the scan. */
const KIOSK_SCAN = `select * from private.kiosk_scan($1::text, $2::uuid, $3::text, $4::uuid, $5::text,
  $6::uuid, $7::timestamptz, $8::boolean, $9::boolean, $10::real, $11::uuid)`;

/** A row of `private.kiosk_scan`: who was scanned (as far as known) and the scan's facts. */
type KioskScanRow = ScanRow & {
  device_id: string | null;
  member_id: string | null;
  full_name: string | null;
  photo_url: string | null;
  locale: string | null;
  timezone: string;
};

export type KioskScanRequest = {
  /** The kiosk: by its token's hash (card and QR scans), else by its id (already checked). */
  tokenHash: string | null;
  deviceId: string | null;
  /** The person: a card number, or an id (QR code, face, PIN, operator). */
  card: string | null;
  memberId: string | null;
  clientId: string;
  at: Date;
  method: Scan['method'];
  confidence: number | null;
  /** Card and QR: the kiosk's and organisation's methods are checked in the same statement. */
  checkMethod: boolean;
  /** The scan time's refusal, found by the caller; given after the kiosk's own refusals. */
  timeError: AppError | null;
  operator: string | null;
};

const kioskScanValues = (r: KioskScanRequest) => [
  r.tokenHash,
  r.deviceId,
  r.card,
  r.memberId,
  r.method,
  r.clientId,
  r.at,
  r.timeError === null,
  r.checkMethod,
  r.confidence,
  r.operator,
];

/** The refusal a row carries as the error the kiosk has always been given, else nothing. */
function kioskRefusal(request: KioskScanRequest, row: KioskScanRow): AppError | undefined {
  switch (row.refusal) {
    case 'device_revoked':
      return deviceRevoked();
    case 'method_not_allowed':
      return new AppError(
        403,
        'method_not_allowed',
        `${request.method === 'card' ? 'Card' : 'QR'} check-in is not enabled on this kiosk.`,
      );
    case 'bad_time':
      return request.timeError!;
    case 'not_recognised':
      return new AppError(
        404,
        'not_recognised',
        'This card is not registered here. Ask the office to link it to your name.',
      );
    case 'not_active':
      return new AppError(404, 'not_recognised', `${row.full_name} is not an active member.`);
    case 'not_in_kiosk_groups':
      return new AppError(
        403,
        'not_in_kiosk_groups',
        `${row.full_name} does not check in at this kiosk.`,
      );
    default:
      return undefined;
  }
}

/**
 * The kiosk's answer to a scan row: the scan's result greeted in the person's own language (their
 * profile's) when they have an account, else in the kiosk's (the request's), and who it was;
 * `member.locale` says which, for the kiosk's own words. A refusal throws.
 */
function kioskAnswer(request: KioskScanRequest, row: KioskScanRow) {
  const refused = kioskRefusal(request, row);
  if (refused) throw refused;
  const own = row.locale;
  const t = translator(isLocale(own) ? own : currentLocale());
  return {
    ...scanAnswer(t, row.timezone, row.full_name!, row),
    member: {
      id: row.member_id!,
      full_name: row.full_name!,
      photo_url: row.photo_url,
      locale: isLocale(own) ? own : null,
    },
  };
}

/**
 * A kiosk scan in one statement (`private.kiosk_scan`) and so one round trip: the kiosk, the
 * person, the refusals in their order, the lock, a retry's earlier answer, the joining date,
 * first-in / last-out and the writes, in a transaction of its own. Within `trx` (an operator's
 * override, which writes more in the same transaction) it runs there instead. On its own it uses
 * a pool connection directly, as a named statement (parsed and planned once per connection).
 */
export async function kioskScan(ctx: AppContext, request: KioskScanRequest, trx?: OrgDb) {
  let row: KioskScanRow;
  if (trx) {
    const values = kioskScanValues(request);
    const { rows } = await sql<KioskScanRow>`select * from private.kiosk_scan(
        ${values[0]}, ${values[1]}::uuid, ${values[2]}, ${values[3]}::uuid, ${values[4]},
        ${values[5]}::uuid, ${values[6]}::timestamptz, ${values[7]}, ${values[8]},
        ${values[9]}::real, ${values[10]}::uuid)`.execute(trx);
    row = rows[0]!;
  } else {
    const client = await ctx.database.pool.connect();
    let broken: Error | undefined;
    try {
      const result = await client.query<KioskScanRow>({
        name: 'kiosk_scan',
        text: KIOSK_SCAN,
        values: kioskScanValues(request),
      });
      row = result.rows[0]!;
    } catch (error) {
      // A connection the database dropped must not go back to the pool.
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }
  // When the kiosk was last seen (at most once a minute; whatever the scan's outcome).
  if (request.tokenHash && row.device_id && deviceSeenDue(row.device_id))
    await sql`update public.devices set last_seen_at = ${new Date()} where id = ${row.device_id}`
      .execute(ctx.database.db)
      .catch(() => undefined);
  return kioskAnswer(request, row);
}

/**
 * A card or QR scan at a kiosk (`kioskCheckIn` for these two methods, with the same checks, order
 * of refusals, writes and answer) in one statement: see `kioskScan`.
 */
export async function kioskCardCheckIn(
  ctx: AppContext,
  tokenHash: string,
  input: KioskCheckInInput & { method: 'card' | 'qr'; code: string },
) {
  const code = input.code.trim();
  const qr = MEMBER_QR.exec(code);
  // The scan's time is refused (in the order of refusals) inside the statement, which then
  // changes nothing; it only needs an instant to go with it.
  const requested = input.at ? new Date(input.at) : new Date();
  let at: Date;
  let timeError: AppError | null = null;
  try {
    at = acceptScanTime(requested);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    timeError = error;
    at = new Date();
  }
  return kioskScan(ctx, {
    tokenHash,
    deviceId: null,
    card: qr ? null : code,
    memberId: qr ? qr[1]!.toLowerCase() : null,
    clientId: input.client_id,
    at,
    method: input.method,
    confidence: null,
    checkMethod: true,
    timeError,
    operator: null,
  });
}
