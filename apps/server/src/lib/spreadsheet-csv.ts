import type { Options } from 'csv-stringify';

/** Starts a cell that Excel, LibreOffice or Google Sheets would run as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed number (`-5`, `+919876543210`): a spreadsheet reads it as a value, never a formula. */
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

/**
 * A text cell made inert for spreadsheets (CSV injection): one that would start a formula is
 * prefixed with an apostrophe, except a plain signed number such as a phone number in E.164,
 * which no spreadsheet evaluates and which people read and copy.
 */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads Hindi and other Indian names
 * correctly), CRLF line ends, and formula-looking text made inert.
 */
export const SPREADSHEET_CSV = {
  bom: true,
  record_delimiter: 'windows',
  cast: { string: inertCell },
} as const satisfies Options;
