import { todayIn } from '@ias/shared';
import type { FaceChallenge } from '@/features/faces';
import { browserDeviceId } from '@/features/location-trust/utils/device-id';
import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';

export type SelfCheckInResult = {
  outcome: 'checked_in' | 'checked_out' | 'repeat';
  status: string;
  checkInAt: string | null;
  checkOutAt: string | null;
  message: string;
  site: { id: string; name: string; distance_m: number };
};

export type Site = {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  radius_m: number;
};

export type CheckInContext = {
  organization: {
    id: string;
    name: string;
    timezone: string;
    allowed_methods: string[];
    liveness_required: boolean;
    /** The server verifies the face from a head-turn challenge (issue 19; on by default). */
    face_verification: boolean;
  };
  sites: Site[];
  today: { check_in_at: string | null; check_out_at: string | null; status: string } | null;
};

/** Query keys of this feature, from one place. */
export const checkInKeys = {
  context: (orgId: string, memberId: string) => ['checkin', 'context', orgId, memberId] as const,
};

/** Today's date (yyyy-mm-dd) in a time zone. */
const dateIn = (timeZone: string) => todayIn(timeZone);

/** The organisation's policy, its sites and the person's record for today. */
export async function fetchCheckInContext(
  orgId: string,
  memberId: string,
): Promise<CheckInContext> {
  const supabase = await getSupabase();
  const org = await supabase
    .from('organizations')
    .select('id, name, allowed_methods, liveness_required, face_verification, timezone')
    .eq('id', orgId)
    .single();
  if (org.error) throw org.error;
  const [sites, today] = await Promise.all([
    supabase.from('sites').select('id, name, latitude, longitude, radius_m').eq('org_id', orgId),
    supabase
      .from('attendance_records')
      .select('check_in_at, check_out_at, status')
      .eq('member_id', memberId)
      .eq('date', dateIn((org.data as { timezone: string }).timezone))
      .is('class_session_id', null)
      .maybeSingle(),
  ]);
  return {
    organization: org.data as CheckInContext['organization'],
    sites: (sites.data ?? []) as Site[],
    today: (today.data ?? null) as CheckInContext['today'],
  };
}

export type SelfCheckInInput = {
  client_id: string;
  org_id: string;
  location: { lat: number; lng: number; accuracy: number };
  descriptor?: number[];
  quality?: number;
  liveness?: boolean;
  /** A verified face: the challenge's nonce and the frames the server checks (never stored). */
  challenge?: string;
  frames?: string[];
};

/** A single-use face challenge for the caller in this organisation (issue 19). */
export function getSelfFaceChallenge(orgId: string): Promise<FaceChallenge> {
  return apiFetch<FaceChallenge>('/api/attendance/self/face-challenges', {
    method: 'POST',
    body: { org_id: orgId },
  });
}

/** Sends the check-in with this browser's own device id, which reviewers compare with earlier ones. */
export function postSelfCheckIn(input: SelfCheckInInput): Promise<SelfCheckInResult> {
  const deviceId = browserDeviceId();
  return apiFetch<SelfCheckInResult>('/api/attendance/self', {
    method: 'POST',
    body: deviceId ? { ...input, device_id: deviceId } : input,
  });
}
