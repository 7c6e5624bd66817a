import { INTL_LOCALES, type Locale } from '@ias/shared';
import { currentLocale } from '@/features/i18n';

type Style = 'long' | 'short' | 'narrow';

const cache = new Map<string, readonly string[]>();

/**
 * The seven weekday names in the reader's language (Intl: "Monday" / "सोमवार"), ISO order:
 * index 0 is Monday (1) … 6 is Sunday (7), as the database stores them. The language defaults to
 * the one in use, so a component that renders through t() follows a switch of language.
 */
export function weekdayNames(style: Style = 'long', locale: Locale = currentLocale()) {
  const key = `${locale}:${style}`;
  let names = cache.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      weekday: style,
      timeZone: 'UTC',
    });
    // 5 January 2026 was a Monday.
    names = [5, 6, 7, 8, 9, 10, 11].map((day) => format.format(Date.UTC(2026, 0, day)));
    cache.set(key, names);
  }
  return names;
}

/** The name of ISO weekday `day` (1 = Monday … 7 = Sunday). */
export function weekdayName(day: number, style: Style = 'long', locale?: Locale): string {
  return weekdayNames(style, locale)[day - 1] ?? '?';
}

/** Checkbox/select options for the seven days, short names, values 1–7. */
export function weekdayOptions(locale?: Locale) {
  return weekdayNames('short', locale).map((label, i) => ({ value: i + 1, label }));
}

/**
 * "Saturday and Sunday" / "शनिवार और रविवार" for a list of ISO weekdays, or null when there is
 * none (the caller says "no weekly off" in its own catalogue).
 */
export function describeWeeklyOffs(
  days: readonly number[],
  locale: Locale = currentLocale(),
): string | null {
  if (!days.length) return null;
  const names = [...days].sort((a, b) => a - b).map((d) => weekdayName(d, 'long', locale));
  return new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(names);
}
