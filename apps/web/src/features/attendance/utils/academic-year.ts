/**
 * The first day of the academic year a day falls in. Indian schools and colleges mostly run
 * from April (CBSE, most state boards): attendance percentages are taken from then.
 */
export function academicYearStart(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}
