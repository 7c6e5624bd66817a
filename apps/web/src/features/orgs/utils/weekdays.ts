/** ISO weekdays: 1 = Monday … 7 = Sunday (as the database stores them). */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export function weekdayName(day: number, style: 'long' | 'short' = 'long'): string {
  const name = WEEKDAY_NAMES[day - 1] ?? '?';
  return style === 'short' ? name.slice(0, 3) : name;
}

export const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, i) => ({
  value: i + 1,
  label: name.slice(0, 3),
}));

/** "Sundays", "Saturdays and Sundays", "no weekly off" for a list of ISO weekdays. */
export function describeWeeklyOffs(days: readonly number[]): string {
  if (!days.length) return 'No weekly off';
  const names = [...days].sort((a, b) => a - b).map((d) => `${weekdayName(d)}s`);
  return names.length === 1
    ? names[0]!
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
