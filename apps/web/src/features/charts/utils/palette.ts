/**
 * Okabe–Ito colours, told apart with every common colour-vision deficiency; charts also label
 * values in text, never by colour alone.
 */
export const PALETTE = {
  blue: '#0072B2',
  sky: '#56B4E9',
  orange: '#E69F00',
  vermillion: '#D55E00',
  purple: '#CC79A7',
  green: '#009E73',
  grey: '#6B7280',
} as const;

/** 'YYYY-MM-DD' → seconds at that day's UTC midnight (the charts draw days in UTC). */
export const dateSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** A day `days` before or after `date` ('YYYY-MM-DD'). */
export function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
