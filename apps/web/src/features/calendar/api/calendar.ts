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
