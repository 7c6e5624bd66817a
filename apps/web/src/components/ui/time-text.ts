/**
 * Times of day in inputs: the organisation's clock (India's 12-hour "9:30 am", as the shared
 * formatter writes times everywhere else, or a 24-hour "09:30") and the "HH:MM" the forms and the
 * API use. Pure, for TimeInput and its tests.
 */
import { formatWallClock, localeTag } from '@ias/shared';

export type Clock = '12h' | '24h';

const pad = (n: number) => String(n).padStart(2, '0');

/** The clock people of `locale` read: 12-hour for India (en-IN, hi-IN), 24-hour elsewhere. */
export function clockFor(locale: string): Clock {
  const { hourCycle } = new Intl.DateTimeFormat(localeTag(locale), {
    hour: 'numeric',
  }).resolvedOptions();
  return hourCycle === 'h23' || hourCycle === 'h24' ? '24h' : '12h';
}

/** "HH:MM" or "HH:MM:SS" → [hours, minutes], or null. */
function hoursMinutes(value: string): [number, number] | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec(value);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** "21:05" → "9:05 pm" (12-hour, the shared formatter's text) or "21:05"; "" when not a time. */
export function formatTimeText(value: string, clock: Clock, locale = 'en'): string {
  const parts = hoursMinutes(value);
  if (!parts) return '';
  const hhmm = `${pad(parts[0])}:${pad(parts[1])}`;
  return clock === '24h' ? hhmm : formatWallClock(hhmm, locale);
}

const DEVANAGARI = '०१२३४५६७८९';

/**
 * What a person typed → "HH:MM", or null when it is not a time. Forgiving: "930", "0930", "9",
 * "9.30", "9:30", "9 30", "9:30pm", "9.30 P.M.", "21:30", "2130", Devanagari digits.
 * Without am/pm the hour is read on the 24-hour clock ("9:30" is morning).
 */
export function parseTimeText(text: string): string | null {
  const cleaned = text
    .trim()
    .toLowerCase()
    .replace(/[०-९]/g, (d) => String(DEVANAGARI.indexOf(d)))
    .replace(/\s+/g, ' ');
  const match = /^(\d{1,4})(?:\s*[:.h ]\s*(\d{2}))?\s*(a|p|a\.?m\.?|p\.?m\.?)?$/.exec(cleaned);
  if (!match) return null;
  const [, head, tail, meridiem] = match as unknown as [string, string, string?, string?];
  let hours: number;
  let minutes: number;
  if (tail !== undefined) {
    if (head.length > 2) return null;
    hours = Number(head);
    minutes = Number(tail);
  } else if (head.length <= 2) {
    hours = Number(head);
    minutes = 0;
  } else {
    // "930" → 9:30, "2130" → 21:30.
    hours = Number(head.slice(0, -2));
    minutes = Number(head.slice(-2));
  }
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem.startsWith('p') ? 12 : 0);
  } else if (hours > 23) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

/** "HH:MM" moved by `minutes`, round the clock (23:50 + 15 → 00:05). */
export function shiftTime(value: string, minutes: number): string {
  const parts = hoursMinutes(value) ?? [9, 0];
  const total = (((parts[0] * 60 + parts[1] + minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}
