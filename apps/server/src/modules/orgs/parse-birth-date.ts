/** Why a date of birth in an import row was refused (each has a text in the server catalogues). */
export type BirthDateProblem = 'format' | 'impossible' | 'future' | 'too_old';

/** The earliest date of birth the database takes (`member_birth_dates`). */
const EARLIEST = '1900-01-01';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date of birth as written in a spreadsheet: ISO `YYYY-MM-DD`, or the Indian day-first
 * `DD/MM/YYYY` (also with `-` or `.`, and one-digit days and months as Excel writes them).
 * Answers the ISO date, or why it is refused: not one of those forms, a day that does not exist
 * (31/02/2010), after `today` (ISO), or before 1900.
 */
export function parseBirthDate(
  text: string,
  today: string,
): { date: string } | { problem: BirthDateProblem } {
  const value = text.trim();
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dayFirst = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(value);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) parts = [Number(dayFirst[4]), Number(dayFirst[3]), Number(dayFirst[1])];
  if (!parts) return { problem: 'format' };
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return { problem: 'impossible' };
  const isoDate = `${year}-${pad(month)}-${pad(day)}`;
  if (isoDate > today) return { problem: 'future' };
  if (isoDate < EARLIEST) return { problem: 'too_old' };
  return { date: isoDate };
}
