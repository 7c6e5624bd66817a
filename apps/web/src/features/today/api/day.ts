import type { MemberDays, MyDay } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';

/** Query keys of "today": the caller's day per organisation, and a person's days over a range. */
export const todayKeys = {
  all: ['today'] as const,
  mine: (date: string | undefined) => ['today', 'me', date ?? 'today'] as const,
  member: (memberId: string, from: string, to: string) =>
    ['today', 'member', memberId, from, to] as const,
};

/** GET /api/me/day: without a date, today in each organisation's zone (the server decides). */
export const fetchMyDay = (date?: string) =>
  apiFetch<MyDay>(`/api/me/day${date ? `?date=${date}` : ''}`);

/** GET /api/members/:id/days: at most 62 days. */
export const fetchMemberDays = (memberId: string, from: string, to: string) =>
  apiFetch<MemberDays>(`/api/members/${memberId}/days?from=${from}&to=${to}`);
