import type { CalendarEntry, EntryType, EventKind } from '../api/types';

/** What the legend lists and the calendar colours: an entry's type, or an event's kind. */
export type Category = Exclude<EntryType, 'event'> | EventKind;

export const CATEGORIES: readonly Category[] = [
  'class',
  'shift',
  'holiday',
  'weekly_off',
  'leave',
  'group_leave',
  'exam',
  'ptm',
  'staff_meeting',
  'trip',
  'other',
  'personal',
];

/** Background and border (WCAG AA with white text), one per category. */
export const COLOURS: Record<Category, string> = {
  class: '#0369a1',
  shift: '#475569',
  holiday: '#be123c',
  weekly_off: '#94a3b8',
  leave: '#b45309',
  group_leave: '#9a3412',
  exam: '#7e22ce',
  ptm: '#0f766e',
  staff_meeting: '#4338ca',
  trip: '#15803d',
  other: '#334155',
  personal: '#be185d',
};

export const categoryOf = (entry: CalendarEntry): Category =>
  entry.type === 'event' ? (entry.event?.kind ?? 'other') : entry.type;
