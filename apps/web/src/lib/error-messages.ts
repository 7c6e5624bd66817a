import { MIN_PASSWORD_LENGTH, type WeakPasswordReason } from '@ias/shared';

/**
 * The server's weak_password reasons in words. Same wording as @ias/shared's describeWeakPassword,
 * kept here because that module also builds a schema, which the first page should not download.
 */
function describeWeakPassword(reasons: readonly WeakPasswordReason[]): string {
  const parts = reasons.map((reason) =>
    reason === 'length'
      ? `be at least ${MIN_PASSWORD_LENGTH} characters long`
      : 'contain a special character (for example ! @ # or %)',
  );
  return parts.length ? `Password must ${parts.join(' and ')}.` : '';
}

/**
 * The one place where error codes from the auth, data, storage and /api services become words a
 * person understands. Anything unknown falls back to the service's own message when it is safe.
 */
const MESSAGES: Record<string, string> = {
  invalid_credentials: 'That e-mail and password do not match. Check both and try again.',
  email_not_confirmed:
    'Please confirm your e-mail address first: open the link we sent you, then sign in.',
  user_already_exists:
    'An account with this e-mail already exists. Sign in instead, or reset your password.',
  email_exists:
    'An account with this e-mail already exists. Sign in instead, or reset your password.',
  over_request_rate_limit: 'Too many attempts in a short time. Please wait a minute and try again.',
  over_email_send_rate_limit:
    'We have sent several e-mails to this address already. Please wait a few minutes before asking again.',
  session_not_found: 'Your session has ended. Please sign in again.',
  session_expired: 'Your session has expired. Please sign in again.',
  refresh_token_not_found: 'Your session has ended. Please sign in again.',
  mfa_verification_failed: 'That code is not right or has expired. Enter the current 6-digit code.',
  mfa_challenge_expired: 'The code request expired. Enter a fresh 6-digit code.',
  otp_expired: 'This link has expired or was already used. Ask for a new one.',
  flow_state_not_found: 'This link has expired or was already used. Ask for a new one.',
  flow_state_expired: 'This link has expired. Ask for a new one.',
  bad_code_verifier:
    'Open this link in the same browser where you started. If you did, ask for a new link.',
  validation_failed: 'Some details are not valid. Check the form and try again.',
  same_password: 'Your new password must be different from the current one.',
  signup_disabled: 'New sign-ups are turned off right now.',
  provider_disabled: 'Google sign-in is not available on this server.',
  email_address_invalid: 'Enter a valid e-mail address, like name@example.com.',
  reauthentication_needed: 'For your security, sign in again before changing your password.',
  insufficient_aal: 'Enter your two-factor code first.',
  // Data API (PostgREST / Postgres)
  '42501': 'You are not allowed to make this change.',
  PGRST116: 'We could not find that record.',
  PGRST301: 'Your session has ended. Please sign in again.',
  '23505': 'That already exists.',
  // Storage
  'Payload too large': 'That file is too large. The limit is 2 MB.',
  // Network and /api
  timeout: 'The server took too long to answer. Please try again.',
  network_error: 'Could not reach the server. Check your connection and try again.',
};

type ErrorLike = {
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
  message?: unknown;
  reasons?: unknown;
  name?: unknown;
};

function isNetworkFailure(error: ErrorLike): boolean {
  const message = typeof error.message === 'string' ? error.message : '';
  return (
    error.name === 'AuthRetryableFetchError' ||
    /Failed to fetch|NetworkError|Load failed|fetch failed/i.test(message)
  );
}

/** A sentence for any error thrown by supabase-js, apiFetch or the app. */
export function describeError(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (!error) return fallback;
  if (typeof error === 'string') return error;
  const e = error as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const message = typeof e.message === 'string' ? e.message : '';

  if (code === 'weak_password' || e.name === 'AuthWeakPasswordError') {
    const reasons = Array.isArray(e.reasons) ? (e.reasons as WeakPasswordReason[]) : [];
    return describeWeakPassword(reasons) || 'Choose a stronger password.';
  }
  if (code === '42501' && message && !/permission denied|row-level security/i.test(message)) {
    // The database's own explanation (e.g. why a user type cannot change) is written for people.
    return message;
  }
  if (code && MESSAGES[code]) return MESSAGES[code];
  const status = Number(e.status ?? e.statusCode);
  if (status === 429) return MESSAGES.over_request_rate_limit!;
  if (status === 413) return MESSAGES['Payload too large']!;
  if (isNetworkFailure(e) || [502, 503, 504].includes(status)) {
    return 'The service is not reachable right now. Please try again in a moment.';
  }
  if (MESSAGES[message]) return MESSAGES[message];
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return message || fallback;
}
