import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_CSV, inertCell } from './spreadsheet-csv.js';

describe('CSV for spreadsheets', () => {
  it('makes formula-looking text inert', () => {
    for (const cell of ['=1+2', '+cmd|calc', '-2+3', '@SUM(A1:A9)', '\t=1', '=HYPERLINK("x")'])
      expect(inertCell(cell)).toBe(`'${cell}`);
  });

  it('leaves plain text, signed numbers and phone numbers as they are', () => {
    for (const cell of ['Asha Verma', '+919876543210', '-5', '+12.5', '42', '', 'a=b'])
      expect(inertCell(cell)).toBe(cell);
  });

  it('writes a byte-order mark, CRLF line ends and inert cells', () => {
    const csv = stringify(
      [
        ['name', 'phone'],
        ['=EVIL()', '+919876543210'],
      ],
      SPREADSHEET_CSV,
    );
    expect(csv).toBe("\ufeffname,phone\r\n'=EVIL(),+919876543210\r\n");
  });
});
