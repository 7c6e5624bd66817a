import { describe, expect, it } from 'vitest';
import { buildCsvTemplate, csvCell, templateFileName, templateHeader } from './csv-template';

/** The server's CSV header aliases (apps/server/src/modules/orgs/parse-people-csv.ts). */
const SERVER_HEADERS = new Set([
  'name',
  'email',
  'phone',
  'roll number',
  'employee code',
  'class',
  'department',
  'card number',
  'date of birth',
]);

describe('buildCsvTemplate', () => {
  it('names only columns the import understands', () => {
    for (const [role, kind] of [
      ['student', 'institute'],
      ['teacher', 'institute'],
      ['employee', 'company'],
    ] as const) {
      for (const column of templateHeader(role, kind)) expect(SERVER_HEADERS).toContain(column);
    }
  });

  it('has a header and example rows of the same width, with a BOM for Excel', () => {
    const text = buildCsvTemplate('student', 'institute');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('name,email,phone,roll number,class,card number,date of birth');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.split(',')).toHaveLength(7);
    // Both forms of date the import reads.
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2}$/);
    expect(lines[2]).toMatch(/,\d{2}\/\d{2}\/\d{4}$/);
  });

  it('uses employee codes and departments for companies', () => {
    const [header] = buildCsvTemplate('employee', 'company').slice(1).split('\r\n');
    expect(header).toBe('name,email,phone,employee code,department,card number');
    expect(templateFileName('employee')).toBe('employees-import-template.csv');
  });
});

describe('csvCell', () => {
  it('quotes cells with commas, quotes or line breaks only', () => {
    expect(csvCell('Class 10 A')).toBe('Class 10 A');
    expect(csvCell('Rao, Kavita')).toBe('"Rao, Kavita"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
});
