import {
  type AttendanceReport,
  type AttendanceReportRow,
  type DailyAttendanceReport,
  floorPercent,
  type ReportPerson,
  type Locale,
} from '@ias/shared';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { translator } from '../../lib/i18n.js';
import { nextTurn, SLICE } from '../../lib/turns.js';

type T = ReturnType<typeof translator>;

/**
 * The reports as CSV for Excel and payroll software: UTF-8 with a byte-order mark (so Excel reads
 * Indian names correctly), CRLF line ends, and cells that would start a formula made inert.
 */
const CSV_OPTIONS = { bom: true, record_delimiter: 'windows', escape_formulas: true } as const;

/** CSV_OPTIONS for one line at a time (the byte-order mark goes first, once). */
const LINE_OPTIONS = { record_delimiter: 'windows', escape_formulas: true } as const;

function toCsv(rows: Array<Array<string | number>>): string {
  return stringify(rows, CSV_OPTIONS);
}

const ROLE_LABEL = {
  student: 'role.student',
  teacher: 'role.teacher',
  employee: 'role.employee',
  incharge: 'role.incharge',
} as const satisfies Record<ReportPerson['role'], string>;

const numberHeader = (t: T, kind: 'institute' | 'company') =>
  t(kind === 'institute' ? 'csv.rollNumber' : 'csv.employeeCode');

const personHeader = (t: T, kind: 'institute' | 'company') => [
  t('csv.name'),
  numberHeader(t, kind),
  t('csv.role'),
  t('csv.groups'),
  t('csv.status'),
  t('csv.countedBy'),
];

const personCells = (t: T, p: ReportPerson & { counted_by: 'classes' | 'days' }) => [
  p.full_name,
  p.number ?? '',
  t(ROLE_LABEL[p.role]),
  p.groups.join('; '),
  p.status === 'left' ? t('csv.leftOn', { date: p.left_on ?? '' }) : t('csv.active'),
  t(p.counted_by === 'classes' ? 'csv.classes' : 'csv.days'),
];

const percentCell = (row: AttendanceReportRow) => floorPercent(row.percent)?.toFixed(1) ?? '';

/** The headers of a person's figures, in the order of the summary's cells (CSV and XLSX). */
export function figureHeaders(
  t: ReturnType<typeof translator>,
  kind: AttendanceReport['organization']['kind'],
  minimum: number | null,
): string[] {
  return [
    t('csv.present'),
    t('csv.late'),
    t('csv.halfDay'),
    t('csv.absent'),
    t('csv.onLeave'),
    t('csv.excused'),
    t('csv.attended'),
    t('csv.counted'),
    t('csv.percent'),
    ...(minimum !== null ? [t('csv.belowMinimum', { minimum })] : []),
    ...(kind === 'company'
      ? [
          t('csv.hoursWorked'),
          t('csv.missingCheckOuts'),
          t('csv.autoCheckOuts'),
          t('csv.regularHours'),
          t('csv.overtimeHours'),
          t('csv.approvedOvertimeHours'),
        ]
      : []),
  ];
}

function summaryLayout(report: AttendanceReport, locale: Locale) {
  const t = translator(locale);
  const { kind, min_attendance_percent: minimum } = report.organization;
  const hasMinimum = kind === 'institute' && minimum !== null;
  const header = [...personHeader(t, kind), ...figureHeaders(t, kind, hasMinimum ? minimum : null)];
  const hours = (minutes: number | undefined) => ((minutes ?? 0) / 60).toFixed(2);
  const cellsOf = (row: AttendanceReportRow) => [
    ...personCells(t, row),
    row.present,
    row.late,
    row.half_day,
    row.absent,
    row.on_leave,
    row.excused,
    row.attended,
    row.counted,
    percentCell(row),
    ...(hasMinimum ? [t(row.is_below_minimum ? 'csv.yes' : 'csv.no')] : []),
    ...(kind === 'company'
      ? [
          hours(row.minutes_worked ?? 0),
          row.missing_check_outs ?? 0,
          row.auto_check_outs ?? 0,
          hours(row.regular_minutes),
          hours(row.overtime_minutes),
          hours(row.approved_overtime_minutes),
        ]
      : []),
  ];
  return { header, cellsOf };
}

/**
 * One row per person: counts per status, the percentage, and the kind's own columns. Headers and
 * words in the language of the person downloading; numbers stay plain for spreadsheets.
 */
export function summaryCsv(report: AttendanceReport, locale: Locale = 'en'): string {
  const { header, cellsOf } = summaryLayout(report, locale);
  return toCsv([header, ...report.rows.map(cellsOf)]);
}

/** `summaryCsv`, the same bytes, written a slice of people at a time with turns between (lib/turns). */
export function summaryCsvInTurns(report: AttendanceReport, locale: Locale = 'en'): Readable {
  const { header, cellsOf } = summaryLayout(report, locale);
  async function* lines() {
    yield stringify([header], CSV_OPTIONS);
    for (let start = 0; start < report.rows.length; start += SLICE) {
      if (start) await nextTurn();
      yield stringify(report.rows.slice(start, start + SLICE).map(cellsOf), LINE_OPTIONS);
    }
  }
  return Readable.from(lines());
}

/**
 * A row's codes joined by commas, when every one of them stands in CSV as it is: nothing to quote
 * (no comma, quote or line break) and no formula to make inert. Tested on the joined text, once a
 * row: a report has millions of cells.
 */
function plainJoined(codes: string[]): string | undefined {
  const joined = codes.join(',');
  if (/["\r\n]|(?:^|,)[=+\-@\t]/.test(joined)) return undefined;
  // A comma inside a code would make one more cell than there are codes.
  let commas = 0;
  for (let at = joined.indexOf(','); at !== -1; at = joined.indexOf(',', at + 1)) commas++;
  return commas === Math.max(0, codes.length - 1) ? joined : undefined;
}

/**
 * One row per person, one column per day, a status code in each cell ('P+AC' for a day checked
 * out automatically) — streamed: rows are written as their chunk of people arrives, so memory
 * stays flat however many people and days there are. The person's cells go through the CSV
 * writer; the codes (hundreds a person, none needing quotes) are joined as they are.
 */
export function dailyCsv(
  report: Omit<DailyAttendanceReport, 'rows'> & {
    rows: AsyncIterable<DailyAttendanceReport['rows']>;
  },
  locale: Locale = 'en',
): Readable {
  const t = translator(locale);
  const header = [...personHeader(t, report.organization.kind), ...report.dates];
  async function* lines() {
    yield stringify([header], CSV_OPTIONS);
    for await (const chunk of report.rows) {
      let text = '';
      for (const row of chunk) {
        const cells = personCells(t, row);
        const codes = plainJoined(row.codes);
        if (codes === undefined) {
          text += stringify([[...cells, ...row.codes]], LINE_OPTIONS);
          continue;
        }
        const person = stringify([cells], LINE_OPTIONS).slice(0, -2);
        text += `${person}${row.codes.length ? `,${codes}` : ''}\r\n`;
      }
      if (text) yield text;
    }
  }
  return Readable.from(lines());
}
