import type { OrganizationKind } from '@ias/shared';
import type { ImportRole } from '../api/import-members';

/** Quotes a CSV cell only when it needs it (comma, quote or line break). */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const EXAMPLES: Record<ImportRole, string[][]> = {
  student: [
    [
      'Aarav Sharma',
      'aarav.sharma@example.com',
      '+91 98765 43210',
      '10A-01',
      'Class 10 A',
      '',
      '2011-04-09',
    ],
    ['Diya Patel', '', '', '10A-02', 'Class 10 A', 'CARD-0002', '23/11/2010'],
  ],
  teacher: [['Kavita Rao', 'kavita.rao@example.com', '+91 91234 56789', 'T-014', 'Class 10 A', '']],
  employee: [
    ['Rohan Mehta', 'rohan.mehta@example.com', '+91 99887 66554', 'EMP-0042', 'Production', ''],
    ['Sneha Iyer', '', '', 'EMP-0043', 'Dispatch', '0004512345'],
  ],
};

/**
 * The header names the server reads (other spellings such as "Roll No." or "DOB" work too).
 * Students' dates of birth (YYYY-MM-DD or DD/MM/YYYY) tell who is under 18, whose face check-in
 * needs a guardian's consent.
 */
export function templateHeader(role: ImportRole, kind: OrganizationKind): string[] {
  const number = role === 'student' ? 'roll number' : 'employee code';
  const group = kind === 'institute' ? 'class' : 'department';
  const columns = ['name', 'email', 'phone', number, group, 'card number'];
  return role === 'student' ? [...columns, 'date of birth'] : columns;
}

/**
 * A CSV file to fill in: the header and a couple of example rows to overwrite. Starts with a
 * UTF-8 byte order mark so Excel keeps names in Indian scripts intact.
 */
export function buildCsvTemplate(role: ImportRole, kind: OrganizationKind): string {
  const lines = [templateHeader(role, kind), ...EXAMPLES[role]].map((row) =>
    row.map(csvCell).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function templateFileName(role: ImportRole): string {
  return `${role}s-import-template.csv`;
}

/** Saves a text or blob as a file through a temporary link. */
export function saveFile(content: Blob | string, fileName: string, type = 'text/csv') {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
