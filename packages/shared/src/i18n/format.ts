import {
  dayOf,
  deviceZone,
  formatCalendarMonth,
  formatDateTimeIn,
  formatDay,
  formatTimeIn,
} from '../datetime.js';
import { INTL_LOCALES, type Locale } from './locales.js';

/**
 * The one formatting module for dates, times, numbers, money and percentages, in Indian formats
 * through Intl: en-IN and hi-IN group numbers in lakhs and crores (1,00,000) and keep Latin digits
 * unless Devanagari digits are asked for (`digits: 'deva'`). Dates and times are shown in an
 * explicit time zone where one is given (an organisation's), otherwise the device's.
 */
export type FormatOptions = { digits?: 'latn' | 'deva' };

const cache = new Map<string, Intl.NumberFormat>();

function tag(locale: Locale, options: FormatOptions = {}): string {
  return options.digits === 'deva' ? `${INTL_LOCALES[locale]}-u-nu-deva` : INTL_LOCALES[locale];
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
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

/**
 * Dates and times are made by the shared date module (`datetime.ts`, luxon), so the web, the
 * server's e-mails and PDFs and every screen write them one way; these keep the Intl-style
 * signatures (a value of any kind, the reader's `Locale`, an optional zone — the device's when
 * none is given — and Devanagari digits on request).
 */
const instantOf = (value: DateInput): string => new Date(value).toISOString();
const isCalendarDay = (value: DateInput): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * "5 Mar 2026" / "5 मार्च 2026"; `style: 'long'` spells the month and adds the weekday. A calendar
 * date ('YYYY-MM-DD') is that day wherever the reader is; an instant, the day it is in the zone.
 */
export function formatDate(
  value: DateInput,
  locale: Locale,
  options: ZoneOptions & { style?: 'medium' | 'long' } = {},
): string {
  const date = isCalendarDay(value)
    ? value
    : dayOf(instantOf(value), options.timeZone ?? deviceZone());
  const long = options.style === 'long';
  return formatDay(date, tag(locale, options), { withYear: true, long, weekday: long });
}

/** A calendar month ('YYYY-MM'): "October 2026" / "अक्तूबर 2026". */
export function formatMonth(month: string, locale: Locale, options: FormatOptions = {}): string {
  return formatCalendarMonth(month, tag(locale, options));
}

/** "9:05 am" / "9:05 am" in hi-IN: the 12-hour clock people in India expect. */
export function formatTime(value: DateInput, locale: Locale, options: ZoneOptions = {}): string {
  return formatTimeIn(instantOf(value), options.timeZone ?? deviceZone(), tag(locale, options));
}

/** Date and time together: "5 Mar 2026, 9:05 am". */
export function formatDateTime(
  value: DateInput,
  locale: Locale,
  options: ZoneOptions = {},
): string {
  return formatDateTimeIn(instantOf(value), options.timeZone ?? deviceZone(), tag(locale, options));
}
