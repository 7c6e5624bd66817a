import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  HOLIDAY_CODE,
  type Locale,
  type ScheduledReportFormat,
  slugify,
  WEEKLY_OFF_CODE,
} from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { collectExport, type ExportData } from '../exports/collect.js';
import { writeRegisterPdf } from '../exports/register-pdf.js';
import { logoPng } from '../exports/start-export.js';
import { writeXlsx } from '../exports/xlsx.js';
import { dailyCsv, summaryCsv } from '../reports/report-csv.js';
import type { ScheduleRow } from './repository.js';

export type ReportFile = { filename: string; content: Buffer; contentType: string };

const CONTENT_TYPES: Record<ScheduledReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
const FILE_KIND = {
  daily_absentees: 'absentees',
  weekly_summary: 'summary',
  monthly_register: 'register',
} as const;

/**
 * The organisation's owner as a caller without a session: the report is read under their
 * row-level security exactly as their reports page reads it (the whole organisation).
 */
export function ownerCaller(ownerId: string): Caller {
  return {
    auth: {
      role: 'authenticated',
      claims: { sub: ownerId, role: 'authenticated', aal: 'aal2' } as Caller['auth']['claims'],
      token: '',
      userId: ownerId,
      sessionId: undefined,
    },
    userId: ownerId,
    email: '',
    fullName: '',
    userType: null,
    isAdmin: false,
    isDemo: false,
  };
}

/**
 * The day's absentees only: nobody present, late, half a day, on leave or excused that day,
 * and the day not their weekly off or a holiday.
 */
export function onlyAbsentees(data: ExportData): ExportData {
  const codes = new Map(data.daily.rows.map((row) => [row.member_id, row.codes]));
  const absent = new Set(
    data.summary.rows
      .filter(
        (r) =>
          r.present + r.late + r.half_day + r.on_leave + r.excused === 0 &&
          !(codes.get(r.member_id) ?? []).some((c) => c === HOLIDAY_CODE || c === WEEKLY_OFF_CODE),
      )
      .map((r) => r.member_id),
  );
  const keep = <T extends { member_id: string }>(rows: T[]) =>
    rows.filter((r) => absent.has(r.member_id));
  return {
    ...data,
    summary: { ...data.summary, rows: keep(data.summary.rows) },
    daily: { ...data.daily, rows: keep(data.daily.rows) },
    sections: data.sections
      .map((s) => ({ ...s, memberIds: new Set([...s.memberIds].filter((id) => absent.has(id))) }))
      .filter((s) => s.memberIds.size > 0),
  };
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Writes a file with `write` in a private temporary folder and reads it back. */
async function throughFile(ext: string, write: (file: string) => Promise<void>): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ias-scheduled-report-'));
  try {
    const file = path.join(folder, `report.${ext}`);
    await write(file);
    return await readFile(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The schedule's file for `range`, in `locale`, made by the same code as the downloads (CSV of
 * the reports, XLSX and PDF register of the exports), so the figures are the report's.
 */
export async function makeReportFile(
  ctx: AppContext,
  schedule: ScheduleRow,
  org: { id: string; name: string; owner_id: string },
  range: { from: string; to: string },
  locale: Locale,
): Promise<{ file: ReportFile; people: number }> {
  const caller = ownerCaller(org.owner_id);
  const input = { ...range, ...(schedule.group_id ? { group_id: schedule.group_id } : {}) };
  let data = await collectExport(ctx, caller, org.id, input, () => undefined);
  if (schedule.kind === 'daily_absentees') data = onlyAbsentees(data);
  const filename = `${FILE_KIND[schedule.kind]}-${slugify(org.name)}-${range.from}-to-${range.to}.${schedule.format}`;
  let content: Buffer;
  if (schedule.format === 'csv') {
    content =
      schedule.kind === 'monthly_register'
        ? await streamToBuffer(
            dailyCsv(
              {
                ...data.daily,
                rows: (async function* () {
                  yield data.daily.rows;
                })(),
              },
              locale,
            ),
          )
        : Buffer.from(summaryCsv(data.summary, locale), 'utf8');
  } else if (schedule.format === 'xlsx') {
    content = await throughFile('xlsx', (file) =>
      writeXlsx(file, data, { locale, sheetPerGroup: false, now: new Date() }, () => undefined),
    );
  } else {
    const logo = await logoPng(ctx, data.logoUrl);
    content = await throughFile('pdf', (file) =>
      writeRegisterPdf(file, data, { locale, logo }, () => undefined),
    );
  }
  return {
    file: { filename, content, contentType: CONTENT_TYPES[schedule.format] },
    people: data.summary.rows.length,
  };
}
