import type { IndiaStateCode } from '@ias/shared';
import { apiDownload, apiFetch } from '@/lib/api-client';
import type { Answer, CalendarData, EventDetail, EventRequest, FeedStatus } from './types';

export function fetchCalendar(orgId: string, from: string, to: string) {
  const query = new URLSearchParams({ org: orgId, from, to });
  return apiFetch<CalendarData>(`/api/calendar?${query}`);
}

export function fetchEvent(id: string) {
  return apiFetch<EventDetail>(`/api/calendar/events/${id}`);
}

export function saveEvent(input: EventRequest, id?: string) {
  return id
    ? apiFetch<{ id: string }>(`/api/calendar/events/${id}`, { method: 'PUT', body: input })
    : apiFetch<{ id: string }>('/api/calendar/events', { method: 'POST', body: input });
}

export function deleteEvent(id: string) {
  return apiFetch(`/api/calendar/events/${id}`, { method: 'DELETE' });
}

/** Leaves out one date of a recurring event. */
export function skipOccurrence(id: string, date: string) {
  return apiFetch(`/api/calendar/events/${id}/skip`, { method: 'POST', body: { date } });
}

export function answerEvent(id: string, response: Exclude<Answer, 'pending'>) {
  return apiFetch(`/api/calendar/events/${id}/answer`, { method: 'PUT', body: { response } });
}

export function fetchFeed(orgId: string) {
  return apiFetch<FeedStatus>(`/api/calendar/feed?org=${orgId}`);
}

/** A new private subscription link; the previous one stops working. */
export function createFeed(orgId: string) {
  return apiFetch<{ url: string }>('/api/calendar/feed', { method: 'POST', body: { org: orgId } });
}

export function revokeFeed(orgId: string) {
  return apiFetch(`/api/calendar/feed?org=${orgId}`, { method: 'DELETE' });
}

/** The calendar (a week back, three months ahead) as an .ics file, saved by the browser. */
export async function downloadIcs(orgId: string, what: string) {
  const { blob, fileName } = await apiDownload(`/api/calendar/export.ics?org=${orgId}`, {
    what,
    fallbackName: 'calendar.ics',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type ImportKind = 'exam' | 'ptm' | 'staff_meeting' | 'trip' | 'other';
export type ImportResult = {
  dry_run: boolean;
  total: number;
  created: number;
  updated: number;
  skipped: number;
  problems: { uid: string | null; title: string | null; reason: string }[];
  events: { title: string; start: string; all_day: boolean; recurring: boolean }[];
};

/** An .ics file's events into the organisation's calendar or a group's; `dryRun` only reports. */
export function importIcs(input: {
  orgId: string;
  groupId: string | null;
  kind: ImportKind;
  ics: string;
  dryRun: boolean;
}) {
  return apiFetch<ImportResult>('/api/calendar/import', {
    method: 'POST',
    body: {
      org_id: input.orgId,
      group_id: input.groupId,
      kind: input.kind,
      ics: input.ics,
      dry_run: input.dryRun,
    },
  });
}

export type HolidaySuggestion = {
  date: string;
  name: string;
  source: 'national' | 'state';
  approximate: boolean;
  /** The name of the holiday the organisation already has that day. */
  existing: string | null;
};
export type HolidaySuggestions = {
  year: number;
  /** The state whose days are included: the one asked for, else the organisation's. */
  state: IndiaStateCode | null;
  org_state: IndiaStateCode | null;
  /** Whether there is a list of the state's own days (null: no state). */
  state_listed: boolean | null;
  years: number[];
  states: { code: IndiaStateCode; listed: boolean }[];
  holidays: HolidaySuggestion[];
};

/**
 * India's national holidays and a state's for a year (owners only). `state`: a code, 'none' for
 * the national days alone, or null for the organisation's own state.
 */
export function fetchHolidaySuggestions(orgId: string, year: number, state: string | null) {
  const query = new URLSearchParams({ org: orgId, year: String(year) });
  if (state) query.set('state', state);
  return apiFetch<HolidaySuggestions>(`/api/calendar/holiday-suggestions?${query}`);
}

/** Makes the reviewed days holidays; days that already have one are left as they are. */
export function applyHolidays(orgId: string, holidays: { date: string; name: string }[]) {
  return apiFetch<{ added: number; skipped: number }>('/api/calendar/holidays', {
    method: 'POST',
    body: { org_id: orgId, holidays },
  });
}
