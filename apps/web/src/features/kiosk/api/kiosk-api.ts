import type { CreateDeviceInput, KioskCheckInInput } from '@ias/shared';
import { API_TIMEOUT_MS } from '@ias/shared';
import { ApiError, apiFetch } from '@/lib/api-client';
import { loadAppConfig } from '@/lib/app-config';
import { pageLanguage } from '@/lib/page-language';
import type { FaceChallenge } from '@/features/faces';

export type KioskMethod = 'face' | 'card' | 'qr';

export type KioskSession = {
  device: { id: string; name: string; methods: KioskMethod[] };
  organization: {
    id: string;
    name: string;
    kind: 'institute' | 'company';
    timezone: string;
    liveness_required: boolean;
    /** The server verifies face check-ins from a head-turn challenge (issue 19; on by default). */
    face_verification?: boolean;
    /** Same-origin address of the organisation's logo, or null. */
    logo_url: string | null;
    /** Members may check in with their code and PIN (issue 12). */
    pin_check_in?: boolean;
  };
  groups: Array<{ id: string; name: string }>;
};

export type CheckInResult = {
  outcome: 'checked_in' | 'checked_out' | 'repeat';
  status: string;
  checkInAt: string | null;
  checkOutAt: string | null;
  message: string;
  /** `locale`: the person's own language (their profile's), null without an account. */
  member: { id: string; full_name: string; photo_url: string | null; locale?: string | null };
};

export type CreatedDevice = {
  device: { id: string; org_id: string; name: string; group_ids: string[]; methods: KioskMethod[] };
  token: string;
};

/** Query keys of this feature, from one place. */
export const kioskKeys = {
  all: ['kiosk'] as const,
  session: (deviceToken: string) => ['kiosk', 'session', deviceToken.slice(-8)] as const,
};

/** Turns this device into a kiosk (signed in as the owner, a teacher or an in-charge). */
export function createDevice(orgId: string, input: CreateDeviceInput): Promise<CreatedDevice> {
  return apiFetch<CreatedDevice>(`/api/organizations/${orgId}/devices`, {
    method: 'POST',
    body: input,
  });
}

export function revokeDevice(deviceId: string, accessToken?: string) {
  return apiFetch<{ id: string; revoked: boolean }>(`/api/devices/${deviceId}`, {
    method: 'DELETE',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : undefined,
  });
}

/**
 * A kiosk call: only the device token, no user session (a kiosk is a device, not a person), so it
 * works offline-first without waiting for a session refresh. Throws ApiError; status 0 means the
 * network (code network_error or timeout).
 */
async function kioskFetch<T>(path: string, deviceToken: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        // The kiosk's own language (the server greets people without an account in it).
        'accept-language': pageLanguage(),
        'x-device-token': deviceToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      0,
      timedOut ? 'timeout' : 'network_error',
      timedOut ? 'The server took too long to answer.' : 'No connection to the server.',
    );
  }
  const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      typeof parsed.code === 'string' ? parsed.code : `http_${response.status}`,
      typeof parsed.message === 'string' ? parsed.message : `HTTP ${response.status}`,
      parsed,
    );
  }
  return parsed as T;
}

/** What this kiosk is for: its organisation, methods and groups. */
export function getKioskSession(deviceToken: string): Promise<KioskSession> {
  return kioskFetch<KioskSession>('/api/kiosk/session', deviceToken);
}

/** One scan. Retrying the same client_id never counts twice (the server de-duplicates). */
export function postKioskCheckIn(
  deviceToken: string,
  input: KioskCheckInInput & { challenge?: string; frames?: string[] },
): Promise<CheckInResult> {
  return kioskFetch<CheckInResult>('/api/kiosk/check-ins', deviceToken, input);
}

/**
 * A single-use face challenge for this kiosk (issue 19): two head movements, in order, and a few
 * seconds to make them; the check-in then carries its nonce and the frames.
 */
export function getKioskFaceChallenge(deviceToken: string): Promise<FaceChallenge> {
  return kioskFetch<FaceChallenge>('/api/kiosk/face-challenges', deviceToken, {});
}

export type PinCheckInInput = { client_id: string; code: string; pin: string };

/**
 * A code-and-PIN check-in. Never queued offline: only the server can check the PIN. A wrong code
 * or PIN answers 403 `pin_wrong` (with `tries_left`), five in a row 423 `pin_locked`.
 */
export function postKioskPinCheckIn(
  deviceToken: string,
  input: PinCheckInInput,
): Promise<CheckInResult> {
  return kioskFetch<CheckInResult>('/api/kiosk/pin-check-ins', deviceToken, input);
}

export type OverridePerson = {
  id: string;
  full_name: string;
  employee_code: string | null;
  roll_number: string | null;
};

/** A call made by the kiosk for its signed-in operator: the device token and their session. */
async function operatorFetch<T>(
  path: string,
  deviceToken: string,
  accessToken: string,
  body?: unknown,
): Promise<T> {
  const { anonKey } = await loadAppConfig();
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      'accept-language': pageLanguage(),
      apikey: anonKey,
      authorization: `Bearer ${accessToken}`,
      'x-device-token': deviceToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  }).catch(() => {
    throw new ApiError(0, 'network_error', 'No connection to the server.');
  });
  const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new ApiError(
      response.status,
      typeof parsed.code === 'string' ? parsed.code : `http_${response.status}`,
      typeof parsed.message === 'string' ? parsed.message : `HTTP ${response.status}`,
      parsed,
    );
  return parsed as T;
}

/** Whom the signed-in operator may mark in at this kiosk (by name, code or roll number). */
export function findOverridePeople(deviceToken: string, accessToken: string, q: string) {
  return operatorFetch<{ people: OverridePerson[] }>(
    `/api/kiosk/override-people?q=${encodeURIComponent(q)}`,
    deviceToken,
    accessToken,
  );
}

/** The operator marks a person in, with the reason (audited; flagged as an override). */
export function postKioskOverride(
  deviceToken: string,
  accessToken: string,
  input: { client_id: string; member_id: string; reason: string },
) {
  return operatorFetch<CheckInResult>('/api/kiosk/overrides', deviceToken, accessToken, input);
}
