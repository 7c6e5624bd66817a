import { MIN_PASSWORD_LENGTH, type WeakPasswordReason } from '@ias/shared';
import { i18n, type MessageId, type MessageValues } from '@/features/i18n/i18n';

/** A sentence of the shared catalogue in the language in use (read when the error is shown). */
const say = (id: MessageId, values?: MessageValues) => i18n._(id, values);

/**
 * The server's weak_password reasons in words. Same rules as @ias/shared's describeWeakPassword,
 * kept here because that module also builds a schema, which the first page should not download.
 */
function describeWeakPassword(reasons: readonly WeakPasswordReason[]): string {
  const length = reasons.includes('length');
  const special = reasons.some((reason) => reason !== 'length');
  if (!length && !special) return '';
  return say('error.weakPassword', {
    reasons: length && special ? 'both' : length ? 'length' : 'special',
    min: MIN_PASSWORD_LENGTH,
  });
}

/**
 * The one place where error codes from the auth, data, storage and /api services become words a
 * person understands, in the language in use (ids of the shared catalogue, features/i18n/locales).
 * Anything unknown falls back to the service's own message when it is safe (the server already
 * writes its messages in the person's language).
 */
const MESSAGES: Record<string, MessageId> = {
  invalid_credentials: 'error.invalidCredentials',
  email_not_confirmed: 'error.emailNotConfirmed',
  user_already_exists: 'error.accountExists',
  email_exists: 'error.accountExists',
  over_request_rate_limit: 'error.tooManyAttempts',
  over_email_send_rate_limit: 'error.tooManyEmails',
  session_not_found: 'error.sessionEnded',
  session_expired: 'error.sessionExpired',
  refresh_token_not_found: 'error.sessionEnded',
  mfa_verification_failed: 'error.mfaWrong',
  mfa_challenge_expired: 'error.mfaExpired',
  otp_expired: 'error.linkUsed',
  flow_state_not_found: 'error.linkUsed',
  flow_state_expired: 'error.linkExpired',
  bad_code_verifier: 'error.sameBrowser',
  validation_failed: 'error.invalidDetails',
  same_password: 'error.samePassword',
  signup_disabled: 'error.signupDisabled',
  provider_disabled: 'error.googleDisabled',
  email_address_invalid: 'error.emailInvalid',
  reauthentication_needed: 'error.reauthenticate',
  insufficient_aal: 'error.twoFactorFirst',
  // Data API (PostgREST / Postgres)
  '42501': 'error.notAllowed',
  PGRST116: 'error.notFound',
  PGRST301: 'error.sessionEnded',
  '23505': 'error.exists',
  // Storage
  'Payload too large': 'error.tooLarge',
  // Network and /api
  timeout: 'error.timeout',
  network_error: 'error.network',
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
export function describeError(error: unknown, fallback = say('error.generic')): string {
  if (!error) return fallback;
  if (typeof error === 'string') return error;
  const e = error as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const message = typeof e.message === 'string' ? e.message : '';

  if (code === 'weak_password' || e.name === 'AuthWeakPasswordError') {
    const reasons = Array.isArray(e.reasons) ? (e.reasons as WeakPasswordReason[]) : [];
    return describeWeakPassword(reasons) || say('error.weakPasswordPlain');
  }
  if (code === '42501' && message && !/permission denied|row-level security/i.test(message)) {
    // The database's own explanation (e.g. why a user type cannot change) is written for people.
    return message;
  }
  if (code && MESSAGES[code]) return say(MESSAGES[code]);
  const status = Number(e.status ?? e.statusCode);
  if (status === 429) return say('error.tooManyAttempts');
  if (status === 413) return say('error.tooLarge');
  if (isNetworkFailure(e) || [502, 503, 504].includes(status)) {
    return say('error.unreachable');
  }
  if (MESSAGES[message]) return say(MESSAGES[message]);
  if (status >= 500) return say('error.server');
  return message || fallback;
}
