import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/errors.js';

export const MAX_IMPORT_ROWS = 5000;

/** Header spellings people use, mapped to our column names. */
const HEADER_ALIASES: Record<string, string> = {
  name: 'name',
  'full name': 'name',
  'student name': 'name',
  'employee name': 'name',
  email: 'email',
  'e-mail': 'email',
  'email address': 'email',
  phone: 'phone',
  mobile: 'phone',
  'phone number': 'phone',
  'mobile number': 'phone',
  number: 'number',
  'roll number': 'number',
  'roll no': 'number',
  'roll no.': 'number',
  roll: 'number',
  'employee code': 'number',
  'emp code': 'number',
  'employee id': 'number',
  group: 'group',
  class: 'group',
  section: 'group',
  department: 'group',
  team: 'group',
  card: 'card_number',
  'card number': 'card_number',
  'card no': 'card_number',
  rfid: 'card_number',
  'id card': 'card_number',
  'date of birth': 'date_of_birth',
  'birth date': 'date_of_birth',
  birthdate: 'date_of_birth',
  dob: 'date_of_birth',
  'd.o.b.': 'date_of_birth',
  'd.o.b': 'date_of_birth',
};

const normalizeHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');

export type ParsedCsv = { rows: Array<Record<string, string>>; ignoredColumns: string[] };

/** Parses the uploaded CSV; a file that is not valid CSV is refused with the line that broke. */
export function parsePeopleCsv(text: string): ParsedCsv {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError(
      400,
      'invalid_csv',
      `The file is not valid CSV${line ? ` (problem near line ${line})` : ''}. Save it from your spreadsheet as “CSV UTF-8” and try again.`,
    );
  }
  const [header, ...body] = records;
  if (!header) throw new AppError(400, 'invalid_csv', 'The file is empty.');
  const columns = header.map((h) => HEADER_ALIASES[normalizeHeader(h)] ?? null);
  if (!columns.includes('name')) {
    throw new AppError(
      400,
      'invalid_csv',
      'The first line must name the columns, including a "name" column (also: email, phone, roll number or employee code, group, card number, date of birth).',
    );
  }
  if (body.length > MAX_IMPORT_ROWS) {
    throw new AppError(
      400,
      'invalid_csv',
      `The file has ${body.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.`,
    );
  }
  const ignoredColumns = header.filter((_, i) => columns[i] === null);
  const rows = body.map((cells) => {
    const row: Record<string, string> = {};
    columns.forEach((column, i) => {
      if (column && cells[i] !== undefined && cells[i] !== '') row[column] = cells[i]!;
    });
    return row;
  });
  return { rows, ignoredColumns };
}
