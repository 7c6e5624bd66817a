/** "2026-11-24" → "24/11/2026": how a person types a date into the app's date inputs (DateInput). */
export function dayMonthYear(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
