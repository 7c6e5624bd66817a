import { parse } from 'csv-parse/sync';
import { DateTime } from 'luxon';

/**
 * The eSSL/ZKTeco ADMS ("iclock") push protocol, as its public PUSH SDK documentation describes
 * it: plain-text HTTP requests from the terminal, plain-text answers from the server. Pure
 * functions only; `routes.ts` speaks it over HTTP.
 *
 * - `GET /iclock/cdata?SN=…&options=all` — the handshake; answered with the options below.
 * - `POST /iclock/cdata?SN=…&table=ATTLOG&Stamp=…` — attendance log lines
 *   `PIN \t YYYY-MM-DD HH:MM:SS \t status \t verify \t workcode …`, answered `OK: <count>`.
 * - `GET /iclock/getrequest?SN=…` — the device polls for commands: `C:<id>:<command>` lines or `OK`.
 * - `POST /iclock/devicecmd?SN=…` — its answers: `ID=<id>&Return=<code>&CMD=<command>` lines.
 */

/** A device's wall-clock time as it writes it. */
export const LOCAL_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

export type DevicePunch = {
  pin: string;
  /** The device's local wall-clock time, `YYYY-MM-DD HH:MM:SS`. */
  localTime: string;
  state: number | null;
  verify: number | null;
};

export type ParsedLines = { punches: DevicePunch[]; rejected: { line: number; reason: string }[] };

const PIN = /^[A-Za-z0-9_-]{1,24}$/;

/**
 * The server's `TimeZone` option: whole hours when the offset is whole, else minutes (devices read
 * values outside −12…14 as minutes, e.g. 330 for India).
 */
export function timeZoneOption(zone: string, at = new Date()): string {
  const minutes = DateTime.fromJSDate(at, { zone }).offset;
  return minutes % 60 === 0 ? String(minutes / 60) : String(minutes);
}

/** The handshake answer: where the device should resume, and how it should push. */
export function handshakeAnswer(serial: string, attlogStamp: string | null, zone: string): string {
  return [
    `GET OPTION FROM: ${serial}`,
    `ATTLOGStamp=${attlogStamp ?? 'None'}`,
    'OPERLOGStamp=9999',
    'ATTPHOTOStamp=None',
    'ErrorDelay=30',
    'Delay=10',
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog',
    `TimeZone=${timeZoneOption(zone)}`,
    'Realtime=1',
    'Encrypt=None',
  ].join('\n');
}

/** A local time as the device writes it, or null when it is not one. */
export function normaliseLocalTime(text: string): string | null {
  const value = text.trim();
  for (const format of [LOCAL_TIME_FORMAT, 'yyyy-MM-dd HH:mm', 'yyyy/MM/dd HH:mm:ss']) {
    const parsed = DateTime.fromFormat(value, format, { zone: 'UTC' });
    if (parsed.isValid) return parsed.toFormat(LOCAL_TIME_FORMAT);
  }
  return null;
}

const toNumber = (text: string | undefined) => {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= -32768 && n <= 32767 ? n : null;
};

/** ATTLOG lines (tab-separated, as pushed and as in an `attlog.dat` export). */
export function parseAttlog(text: string): ParsedLines {
  const punches: DevicePunch[] = [];
  const rejected: ParsedLines['rejected'] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (!raw.trim()) return;
    const fields = raw.split('\t');
    const pin = fields[0]?.trim() ?? '';
    const localTime = normaliseLocalTime(fields[1] ?? '');
    if (!PIN.test(pin)) return rejected.push({ line: index + 1, reason: 'no user id (PIN)' });
    if (!localTime) return rejected.push({ line: index + 1, reason: 'no date and time' });
    punches.push({ pin, localTime, state: toNumber(fields[2]), verify: toNumber(fields[3]) });
  });
  return { punches, rejected };
}

/** `C:<id>:<command>` lines for a poll, or `OK` when nothing waits. */
export function commandLines(commands: { id: string | number; command: string }[]): string {
  return commands.length ? commands.map((c) => `C:${c.id}:${c.command}`).join('\n') : 'OK';
}

/** The device's answers to commands: one `ID=…&Return=…&CMD=…` per line. */
export function parseCommandReplies(text: string): { id: string; returnCode: number | null }[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .flatMap((line) => {
      const fields = new URLSearchParams(line.trim());
      const id = fields.get('ID');
      if (!id || !/^\d{1,18}$/.test(id)) return [];
      return [{ id, returnCode: toNumber(fields.get('Return') ?? undefined) }];
    });
}

/** The command asking a device to send its punches between two local times again. */
export function queryAttlogCommand(from: DateTime, to: DateTime, zone: string): string {
  const local = (at: DateTime) => at.setZone(zone).toFormat(LOCAL_TIME_FORMAT);
  return `DATA QUERY ATTLOG StartTime=${local(from)}\tEndTime=${local(to)}`;
}

// --- Log files exported by the desktop software ------------------------------------------------

const PIN_HEADER =
  /^(ac-?no\.?|pin|user ?id|userid|emp(loyee)?[ ._-]?(code|id|no\.?)|enrol+(ment)? ?(no\.?|number|id)|badge ?(no\.?|number)|no\.?|id)$/i;
const DATETIME_HEADER =
  /^(date ?time|punch ?time|log ?time|check ?time|time|att(endance)? ?time)$/i;
const DATE_HEADER = /^(date|log ?date|punch ?date|att(endance)? ?date)$/i;

const DATETIME_FORMATS = [
  LOCAL_TIME_FORMAT,
  'yyyy-MM-dd HH:mm',
  'yyyy/MM/dd HH:mm:ss',
  'yyyy/MM/dd HH:mm',
  'dd/MM/yyyy HH:mm:ss',
  'dd/MM/yyyy HH:mm',
  'dd-MM-yyyy HH:mm:ss',
  'dd-MM-yyyy HH:mm',
  'dd/MM/yyyy hh:mm:ss a',
  'dd/MM/yyyy hh:mm a',
  'dd-MM-yyyy hh:mm a',
  'yyyy-MM-dd hh:mm:ss a',
  'yyyy-MM-dd hh:mm a',
];

/** A date-time in one of the layouts the desktop tools write (Indian day-first dates). */
export function parseLogTime(text: string): string | null {
  const value = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\.\d+$/, '');
  for (const format of DATETIME_FORMATS) {
    const parsed = DateTime.fromFormat(value, format, { zone: 'UTC', locale: 'en' });
    if (parsed.isValid) return parsed.toFormat(LOCAL_TIME_FORMAT);
  }
  return null;
}

/**
 * A punch log file from the eSSL/ZKTeco desktop software: `attlog.dat` (tab-separated ATTLOG
 * lines) or a CSV/TXT export with a header row naming the user id and the time (one date-time
 * column, or a date column and a time column).
 */
export function parsePunchFile(text: string): ParsedLines {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/).find((l) => l.trim()) ?? '';
  const firstFields = firstLine.split('\t');
  if (firstFields.length >= 2 && normaliseLocalTime(firstFields[1] ?? '')) return parseAttlog(body);

  const delimiter = [',', ';', '\t'].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  let rows: string[][];
  try {
    rows = parse(body, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    return { punches: [], rejected: [{ line: 1, reason: 'not a CSV or attlog file' }] };
  }
  const header = (rows[0] ?? []).map((h) => h.replace(/^\uFEFF/, '').trim());
  const pinAt = header.findIndex((h) => PIN_HEADER.test(h));
  const dateTimeAt = header.findIndex((h) => DATETIME_HEADER.test(h));
  const dateAt = header.findIndex((h) => DATE_HEADER.test(h));
  if (pinAt < 0 || (dateTimeAt < 0 && dateAt < 0)) {
    return {
      punches: [],
      rejected: [
        {
          line: 1,
          reason: 'the first row names no user id (AC-No., PIN, Employee Code) and time columns',
        },
      ],
    };
  }
  const punches: DevicePunch[] = [];
  const rejected: ParsedLines['rejected'] = [];
  rows.slice(1).forEach((row, index) => {
    const line = index + 2;
    const pin = row[pinAt]?.trim() ?? '';
    const when =
      dateAt >= 0 && dateTimeAt >= 0 && dateAt !== dateTimeAt
        ? `${row[dateAt] ?? ''} ${row[dateTimeAt] ?? ''}`
        : (row[dateTimeAt >= 0 ? dateTimeAt : dateAt] ?? '');
    const localTime = parseLogTime(when);
    if (!PIN.test(pin)) return rejected.push({ line, reason: 'no user id (PIN)' });
    if (!localTime) return rejected.push({ line, reason: 'no date and time' });
    punches.push({ pin, localTime, state: null, verify: null });
  });
  return { punches, rejected };
}

/** The instant a device's local wall-clock time stands for, in the device's zone. */
export function punchInstant(localTime: string, zone: string): Date | null {
  const at = DateTime.fromFormat(localTime, LOCAL_TIME_FORMAT, { zone });
  // A wall-clock time a clock change skipped does not exist there (Luxon would move it an hour).
  return at.isValid && at.toFormat(LOCAL_TIME_FORMAT) === localTime ? at.toJSDate() : null;
}
