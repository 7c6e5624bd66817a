import {
  type Locale,
  NUMERIC_PAYROLL_COLUMNS,
  type PayrollColumn,
  type PayrollReport,
  type PayrollRow,
} from '@ias/shared';
import { stringify } from 'csv-stringify/sync';
import { SPREADSHEET_CSV } from '../../lib/spreadsheet-csv.js';
import ExcelJS from 'exceljs';
import { type MessageId } from '../../i18n/en.js';
import { translator } from '../../lib/i18n.js';

/**
 * Payroll numbers as files, in the columns (and order) of a saved layout: CSV as the reports
 * write it (UTF-8 with BOM, CRLF, formulas made inert) and XLSX as the exports do (exceljs
 * streamed, header frozen and filterable, numbers and dates as typed cells).
 */

type T = ReturnType<typeof translator>;

const HEADER: Record<PayrollColumn, MessageId> = {
  employee_code: 'payroll.column.employee_code',
  full_name: 'payroll.column.full_name',
  role: 'payroll.column.role',
  groups: 'payroll.column.groups',
  status: 'payroll.column.status',
  joined_on: 'payroll.column.joined_on',
  left_on: 'payroll.column.left_on',
  period_days: 'payroll.column.period_days',
  working_days: 'payroll.column.working_days',
  holidays: 'payroll.column.holidays',
  weekly_offs: 'payroll.column.weekly_offs',
  present_days: 'payroll.column.present_days',
  on_time_days: 'payroll.column.on_time_days',
  late_count: 'payroll.column.late_count',
  half_days: 'payroll.column.half_days',
  absent_days: 'payroll.column.absent_days',
  paid_leave_days: 'payroll.column.paid_leave_days',
  unpaid_leave_days: 'payroll.column.unpaid_leave_days',
  loss_of_pay_days: 'payroll.column.loss_of_pay_days',
  payable_days: 'payroll.column.payable_days',
  hours_worked: 'payroll.column.hours_worked',
  approved_overtime_hours: 'payroll.column.approved_overtime_hours',
  missing_check_outs: 'payroll.column.missing_check_outs',
};

const ROLE_LABEL = {
  teacher: 'role.teacher',
  employee: 'role.employee',
  incharge: 'role.incharge',
} as const satisfies Record<PayrollRow['role'], MessageId>;

export const payrollHeaders = (columns: readonly PayrollColumn[], locale: Locale) => {
  const t = translator(locale);
  return columns.map((c) => t(HEADER[c]));
};

function textCell(t: T, row: PayrollRow, column: PayrollColumn): string {
  switch (column) {
    case 'role':
      return t(ROLE_LABEL[row.role]);
    case 'groups':
      return row.groups.join('; ');
    case 'status':
      return row.status === 'left' ? t('csv.leftOn', { date: row.left_on ?? '' }) : t('csv.active');
    default: {
      const value = row[column];
      return value === null || value === undefined ? '' : String(value);
    }
  }
}

export function payrollCsv(
  report: PayrollReport,
  columns: readonly PayrollColumn[],
  locale: Locale,
): string {
  const t = translator(locale);
  const rows = report.rows.map((row) =>
    columns.map((c) => (NUMERIC_PAYROLL_COLUMNS.has(c) ? (row[c] as number) : textCell(t, row, c))),
  );
  return stringify([payrollHeaders(columns, locale), ...rows], SPREADSHEET_CSV);
}

const DATE_COLUMNS = new Set<PayrollColumn>(['joined_on', 'left_on']);
const excelDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** One sheet, "Payroll", one row per person; written as a stream to `path`. */
export async function writePayrollXlsx(
  path: string,
  report: PayrollReport,
  columns: readonly PayrollColumn[],
  options: { locale: Locale; now: Date },
  progress: (rows: number) => void,
): Promise<void> {
  const t = translator(options.locale);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = t('product.name');
  workbook.created = options.now;
  const sheet = workbook.addWorksheet(t('payroll.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    header: t(HEADER[c]),
    key: c,
    width: c === 'full_name' ? 28 : c === 'groups' ? 24 : 14,
    style: NUMERIC_PAYROLL_COLUMNS.has(c)
      ? { numFmt: c === 'hours_worked' || c === 'approved_overtime_hours' ? '0.00' : '0.##' }
      : DATE_COLUMNS.has(c)
        ? { numFmt: 'yyyy-mm-dd' }
        : {},
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE0E7FF' } };
  header.commit();
  let written = 0;
  for (const row of report.rows) {
    sheet
      .addRow(
        columns.map((c) => {
          if (NUMERIC_PAYROLL_COLUMNS.has(c)) return row[c] as number;
          if (DATE_COLUMNS.has(c)) {
            const date = row[c] as string | null;
            return date ? excelDate(date) : null;
          }
          return textCell(t, row, c);
        }),
      )
      .commit();
    progress(++written);
  }
  sheet.commit();
  await workbook.commit();
}
