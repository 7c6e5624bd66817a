/**
 * The organisation's date format in inputs (India: day/month/year, "24/11/2026") and the ISO day
 * ("2026-11-24") the forms and the API use. Pure, for DateInput and its tests.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-24" → "24/11/2026"; anything that is not an ISO day → "". */
export function isoToDayMonthYear(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Whether year-month-day names a real day (no 31/02). */
function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * What a person typed → the ISO day, or null while it is not (yet) a whole, real date. Accepts
 * day/month/year with "/", "-", "." or spaces between (one- or two-digit day and month, four-digit
 * year), and an ISO day as pasted from elsewhere.
 */
export function dayMonthYearToIso(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dmy = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dmy
      ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
      : [0, 0, 0];
  return isRealDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** The ISO day of a calendar Date (its local year, month and day). */
export function dateToIso(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local Date (midnight) of an ISO day, or undefined. */
export function isoToDate(iso: string | undefined): Date | undefined {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}
