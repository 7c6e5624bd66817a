import { ApiError } from '@/lib/api-client';
import { loadAppConfig } from '@/lib/app-config';

/**
 * Checks a staff member's e-mail and password without touching this browser's own session (the
 * kiosk may be signed in as someone else, or not at all). Returns a short-lived access token, used
 * once to switch the kiosk off, and signs that session out again afterwards.
 */
export async function verifyStaff(email: string, password: string) {
  const { anonKey } = await loadAppConfig();
  const response = await fetch('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: {
      apikey: anonKey,
      'content-type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify({ email, password }),
  });
  const parsed = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    code?: string;
    message?: string;
    msg?: string;
  };
  if (!response.ok || !parsed.access_token) {
    throw new ApiError(
      response.status,
      parsed.code ?? 'invalid_credentials',
      parsed.message ?? parsed.msg ?? 'Sign-in failed.',
    );
  }
  const accessToken = parsed.access_token;
  return {
    accessToken,
    signOut: () =>
      fetch('/auth/v1/logout?scope=local', {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${accessToken}` },
      }).catch(() => undefined),
  };
}
