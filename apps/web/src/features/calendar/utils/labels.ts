import type { Answer, EventScope } from '../api/types';
import type { ViewName } from '../components/calendar-board';
import type { Category } from './entry-style';

/** Catalogue ids written out in full (the catalogue test finds every id in code). */
export const CATEGORY_LABEL = {
  class: 'calendar.category.class',
  shift: 'calendar.category.shift',
  holiday: 'calendar.category.holiday',
  weekly_off: 'calendar.category.weekly_off',
  leave: 'calendar.category.leave',
  group_leave: 'calendar.category.group_leave',
  exam: 'calendar.category.exam',
  ptm: 'calendar.category.ptm',
  staff_meeting: 'calendar.category.staff_meeting',
  trip: 'calendar.category.trip',
  other: 'calendar.category.other',
  personal: 'calendar.category.personal',
} as const satisfies Record<Category, string>;

export const SCOPE_LABEL = {
  personal: 'calendar.scope.personal',
  invitees: 'calendar.scope.invitees',
  group: 'calendar.scope.group',
  org: 'calendar.scope.org',
} as const satisfies Record<EventScope, string>;

export const VIEW_LABEL = {
  month: 'calendar.view.month',
  week: 'calendar.view.week',
  day: 'calendar.view.day',
  agenda: 'calendar.view.agenda',
} as const satisfies Record<ViewName, string>;

export const ANSWER_LABEL = {
  yes: 'calendar.answer.yes',
  no: 'calendar.answer.no',
  maybe: 'calendar.answer.maybe',
  pending: 'calendar.answer.pending',
} as const satisfies Record<Answer, string>;

export const REPEAT_LABEL = {
  none: 'calendar.repeat.none',
  daily: 'calendar.repeat.daily',
  weekly: 'calendar.repeat.weekly',
  monthly: 'calendar.repeat.monthly',
} as const;
