import {
  type AttendanceReportRow,
  floorPercent,
  type Locale,
  type ReportPerson,
} from '@ias/shared';
import ExcelJS from 'exceljs';
import { translator } from '../../lib/i18n.js';
import type { ExportData } from './collect.js';
import { figureHeaders } from '../reports/report-csv.js';

const ROLE_LABEL = {
  student: 'role.student',
  teacher: 'role.teacher',
  employee: 'role.employee',
  incharge: 'role.incharge',
} as const satisfies Record<ReportPerson['role'], string>;

const PERCENT = '0.0%';
const DATE = 'yyyy-mm-dd';
const HEADER_FILL = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFE0E7FF' },
} as const satisfies ExcelJS.Fill;

/** A date string as the Excel date of that calendar day (midnight UTC, shown without a time). */
const excelDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** Minutes as hours to two decimals (a number, so sums work in Excel). */
const hours = (minutes: number | null | undefined) => Math.round((minutes ?? 0) / 0.6) / 100;

/** Percentages as fractions formatted 0.0 %, rounded down as everywhere (74.96 stays 74.9 %). */
const percentValue = (percent: number | null) => {
  const floored = floorPercent(percent);
  return floored === null ? null : floored / 100;
};

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
function sheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++)
    candidate = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

function headerRow(sheet: ExcelJS.Worksheet) {
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.fill = HEADER_FILL;
  row.commit();
}

/**
 * The report as an Excel workbook: a summary sheet (the range's totals, per group), the people
 * sheet (one row per person, typed numbers, dates and percentages), a day-by-day sheet of codes
 * and, when asked, one sheet per group. Header rows are frozen and filterable. Written as a
 * stream to `path`, each row committed as it is written, so memory stays flat.
 */
export async function writeXlsx(
  path: string,
  data: ExportData,
  options: { locale: Locale; sheetPerGroup: boolean; now: Date },
  progress: (rows: number) => void,
): Promise<void> {
  const t = translator(options.locale);
  const { summary, daily } = data;
  const { kind, min_attendance_percent: minimum } = summary.organization;
  const hasMinimum = kind === 'institute' && minimum !== null;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = t('product.name');
  workbook.created = options.now;
  const taken = new Set<string>();

  // Summary: what the file covers, then the totals per group and for everyone.
  const overview = workbook.addWorksheet(sheetName(t('export.sheet.summary'), taken), {
    views: [{ state: 'frozen', ySplit: 6 }],
  });
  overview.columns = [
    { width: 28 },
    { width: 10 },
    { width: 10 },
    { width: 10 },
    { width: 10 },
    { width: 10 },
    { width: 10 },
    { width: 10 },
    { width: 10 },
    { width: 10 },
    { width: 14 },
  ];
  overview.addRow([t('export.organisation'), summary.organization.name]).commit();
  overview.addRow([t('export.from'), excelDate(summary.from)]).getCell(2).numFmt = DATE;
  overview.addRow([t('export.to'), excelDate(summary.to)]).getCell(2).numFmt = DATE;
  const generated = overview.addRow([t('export.generated'), options.now]);
  generated.getCell(2).numFmt = 'yyyy-mm-dd hh:mm';
  overview.addRow([]);
  const summaryHeader = overview.addRow([
    t('export.group'),
    t('export.people'),
    t('csv.present'),
    t('csv.late'),
    t('csv.halfDay'),
    t('csv.absent'),
    t('csv.onLeave'),
    t('csv.excused'),
    t('csv.attended'),
    t('csv.counted'),
    t('csv.percent'),
  ]);
  summaryHeader.font = { bold: true };
  summaryHeader.fill = HEADER_FILL;
  const byId = new Map(summary.rows.map((r) => [r.member_id, r]));
  const totalsRow = (label: string, rows: AttendanceReportRow[]) => {
    const sum = (
      key:
        | 'present'
        | 'late'
        | 'half_day'
        | 'absent'
        | 'on_leave'
        | 'excused'
        | 'attended'
        | 'counted',
    ) => rows.reduce((total, row) => total + row[key], 0);
    const attended = sum('attended');
    const counted = sum('counted');
    const row = overview.addRow([
      label,
      rows.length,
      sum('present'),
      sum('late'),
      sum('half_day'),
      sum('absent'),
      sum('on_leave'),
      sum('excused'),
      attended,
      counted,
      percentValue(counted ? (attended / counted) * 100 : null),
    ]);
    row.getCell(11).numFmt = PERCENT;
    return row;
  };
  for (const section of data.sections) {
    const rows = [...section.memberIds].map((id) => byId.get(id)!).filter(Boolean);
    totalsRow(section.group?.name ?? t('export.noGroup'), rows).commit();
  }
  totalsRow(t('export.everyone'), summary.rows).font = { bold: true };
  overview.commit();

  // People: the report's rows, typed.
  const personColumns = [
    { header: t('csv.name'), width: 28 },
    { header: t(kind === 'institute' ? 'csv.rollNumber' : 'csv.employeeCode'), width: 14 },
    { header: t('csv.role'), width: 12 },
    { header: t('csv.groups'), width: 20 },
    { header: t('csv.status'), width: 10 },
    { header: t('export.leftOn'), width: 12 },
    { header: t('csv.countedBy'), width: 11 },
  ];
  const personCells = (row: ReportPerson & { counted_by: 'classes' | 'days' }) => [
    row.full_name,
    row.number ?? '',
    t(ROLE_LABEL[row.role]),
    row.groups.join('; '),
    row.status === 'left' ? t('csv.leftOn', { date: row.left_on ?? '' }) : t('csv.active'),
    row.left_on ? excelDate(row.left_on) : null,
    t(row.counted_by === 'classes' ? 'csv.classes' : 'csv.days'),
  ];
  const figureColumns = figureHeaders(t, kind, hasMinimum ? minimum! : null).map((header) => ({
    header,
    width: 12,
  }));
  const percentColumn = personColumns.length + 9;
  const peopleSheet = (name: string, rows: AttendanceReportRow[]) => {
    const sheet = workbook.addWorksheet(sheetName(name, taken), {
      views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }],
    });
    sheet.columns = [...personColumns, ...figureColumns];
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: 1, column: personColumns.length + figureColumns.length },
    };
    headerRow(sheet);
    for (const row of rows) {
      const added = sheet.addRow([
        ...personCells(row),
        row.present,
        row.late,
        row.half_day,
        row.absent,
        row.on_leave,
        row.excused,
        row.attended,
        row.counted,
        percentValue(row.percent),
        ...(hasMinimum ? [t(row.is_below_minimum ? 'csv.yes' : 'csv.no')] : []),
        // The CSV summary's company columns, in its order (figureHeaders).
        ...(kind === 'company'
          ? [
              hours(row.minutes_worked),
              row.missing_check_outs ?? 0,
              row.auto_check_outs ?? 0,
              hours(row.regular_minutes),
              hours(row.overtime_minutes),
              hours(row.approved_overtime_minutes),
            ]
          : []),
      ]);
      added.getCell(6).numFmt = DATE;
      added.getCell(percentColumn).numFmt = PERCENT;
      if (kind === 'company')
        for (const offset of [1, 4, 5, 6]) added.getCell(percentColumn + offset).numFmt = '0.00';
      added.commit();
    }
    sheet.commit();
  };
  peopleSheet(t('export.sheet.people'), summary.rows);
  progress(summary.rows.length / 2);

  // Day by day: a code per person per day, the days as real dates.
  const days = workbook.addWorksheet(sheetName(t('export.sheet.daily'), taken), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }],
  });
  days.columns = [...personColumns, ...daily.dates.map(() => ({ header: '', width: 7 }))];
  const header = days.getRow(1);
  daily.dates.forEach((date, i) => {
    const cell = header.getCell(personColumns.length + 1 + i);
    cell.value = excelDate(date);
    cell.numFmt = 'dd mmm';
  });
  headerRow(days);
  for (const row of daily.rows) {
    const added = days.addRow([...personCells(row), ...row.codes]);
    added.getCell(6).numFmt = DATE;
    added.commit();
  }
  days.commit();
  progress(summary.rows.length);

  if (options.sheetPerGroup) {
    for (const section of data.sections) {
      const rows = summary.rows.filter((r) => section.memberIds.has(r.member_id));
      peopleSheet(section.group?.name ?? t('export.noGroup'), rows);
    }
  }
  await workbook.commit();
}
