import { apiFetch } from '@/lib/api-client';

export type LocationFlag = 'impossible_travel' | 'new_device' | 'accuracy_near_limit';

/** A flagged self check-in, as GET /api/organizations/:id/location-checks answers it. */
export type LocationCheck = {
  id: string;
  member_id: string;
  full_name: string;
  checked_at: string;
  latitude: number;
  longitude: number;
  accuracy_m: number | null;
  accuracy_limit_m: number | null;
  site_name: string | null;
  distance_m: number | null;
  device_id: string | null;
  user_agent: string | null;
  ip: string | null;
  flags: LocationFlag[];
  travel_km: number | null;
  travel_minutes: number | null;
  travel_kmh: number | null;
  review_status: 'pending' | 'accepted' | 'rejected';
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  review_reason: string | null;
  can_review: boolean;
};

export type QueueStatus = 'pending' | 'reviewed';
export type Review = { decision: 'accept' | 'reject'; reason?: string };

export const locationCheckKeys = {
  all: ['location-checks'] as const,
  queue: (orgId: string, status: QueueStatus) => ['location-checks', orgId, status] as const,
};

export const fetchLocationChecks = (orgId: string, status: QueueStatus) =>
  apiFetch<{ checks: LocationCheck[] }>(
    `/api/organizations/${orgId}/location-checks?status=${status}`,
  );

export const reviewLocationCheck = (id: string, review: Review) =>
  apiFetch<{ id: string; review_status: string }>(`/api/location-checks/${id}/review`, {
    method: 'POST',
    body: review,
  });
