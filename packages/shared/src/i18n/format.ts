import { INTL_LOCALES, type Locale } from './locales.js';

/**
 * The one formatting module for dates, times, numbers, money and percentages, in Indian formats
 * through Intl: en-IN and hi-IN group numbers in lakhs and crores (1,00,000) and keep Latin digits
 * unless Devanagari digits are asked for (`digits: 'deva'`). Dates and times are shown in an
 * explicit time zone where one is given (an organisation's), otherwise the device's.
 */
export type FormatOptions = { digits?: 'latn' | 'deva' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function tag(locale: Locale, options: FormatOptions = {}): string {
  return options.digits === 'deva' ? `${INTL_LOCALES[locale]}-u-nu-deva` : INTL_LOCALES[locale];
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** 100000 → "1,00,000". */
export function formatNumber(
  value: number,
  locale: Locale,
  options: FormatOptions & { maximumFractionDigits?: number } = {},
): string {
  return numberFormat(tag(locale, options), {
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
  }).format(value);
}

/** 1234567 → "₹12,34,567" (whole rupees unless the amount has paise). */
export function formatRupees(amount: number, locale: Locale, options: FormatOptions = {}): string {
  return numberFormat(tag(locale, options), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A share from 0 to 1: 0.755 → "75.5%". */
export function formatPercent(
  fraction: number,
  locale: Locale,
  options: FormatOptions & { maximumFractionDigits?: number } = {},
): string {
  return numberFormat(tag(locale, options), {
    style: 'percent',
    maximumFractionDigits: options.maximumFractionDigits ?? 1,
  }).format(fraction);
}

type DateInput = Date | string | number;
type ZoneOptions = FormatOptions & { timeZone?: string };

/** A calendar date ('YYYY-MM-DD') is that day wherever the reader is; anything else an instant. */
function toDate(value: DateInput): { date: Date; isCalendarDay: boolean } {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return { date: new Date(`${value}T00:00:00Z`), isCalendarDay: true };
  }
  return { date: new Date(value), isCalendarDay: false };
}

/** "5 Mar 2026" / "5 मार्च 2026"; `style: 'long'` spells the month and adds the weekday. */
export function formatDate(
  value: DateInput,
  locale: Locale,
  options: ZoneOptions & { style?: 'medium' | 'long' } = {},
): string {
  const { date, isCalendarDay } = toDate(value);
  const timeZone = isCalendarDay ? 'UTC' : options.timeZone;
  const shape: Intl.DateTimeFormatOptions =
    options.style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { day: 'numeric', month: 'short', year: 'numeric' };
  return dateFormat(tag(locale, options), { ...shape, timeZone }).format(date);
}

/** A calendar month ('YYYY-MM'): "October 2026" / "अक्तूबर 2026". */
export function formatMonth(month: string, locale: Locale, options: FormatOptions = {}): string {
  return dateFormat(tag(locale, options), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** "9:05 am" / "9:05 am" in hi-IN: the 12-hour clock people in India expect. */
export function formatTime(value: DateInput, locale: Locale, options: ZoneOptions = {}): string {
  return dateFormat(tag(locale, options), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: options.timeZone,
  }).format(toDate(value).date);
}

/** Date and time together: "5 Mar 2026, 9:05 am". */
export function formatDateTime(
  value: DateInput,
  locale: Locale,
  options: ZoneOptions = {},
): string {
  return dateFormat(tag(locale, options), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: options.timeZone,
  }).format(toDate(value).date);
}
